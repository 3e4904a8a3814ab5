import type { Db } from '../../db/database.ts'

export interface SubscriptionKeys {
  endpoint: string
  p256dh: string
  auth: string
}

/** Devices one member can have alerts on at once. */
export const PUSH_DEVICES_PER_MEMBER = 20

/**
 * Saves this device's subscription for the member. The endpoint is the device: subscribing it
 * again updates its keys, and a device that changed hands moves to the member who subscribed it
 * last, dropping what was still waiting for the one before. Answers whether the row is new.
 */
export async function savePushSubscription(db: Db, userId: number, keys: SubscriptionKeys, userAgent: string | null, now: Date): Promise<{ created: boolean }> {
  const at = now.toISOString()
  return db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('push_subscriptions').select(['id', 'user_id']).where('endpoint', '=', keys.endpoint).executeTakeFirst()
    if (existing && existing.user_id !== userId) await trx.deleteFrom('push_outbox').where('subscription_id', '=', existing.id).execute()
    await trx
      .insertInto('push_subscriptions')
      .values({ user_id: userId, ...keys, user_agent: userAgent, created_at: at, updated_at: at })
      .onConflict((oc) => oc.column('endpoint').doUpdateSet({ user_id: userId, p256dh: keys.p256dh, auth: keys.auth, user_agent: userAgent, updated_at: at }))
      .execute()
    // A member has a few devices; past the limit the least recently subscribed one goes, so no
    // one can make every alert fan out to thousands of addresses of their choosing.
    const kept = trx.selectFrom('push_subscriptions').select('id').where('user_id', '=', userId).orderBy('updated_at', 'desc').orderBy('id', 'desc').limit(PUSH_DEVICES_PER_MEMBER)
    await trx.deleteFrom('push_subscriptions').where('user_id', '=', userId).where('id', 'not in', kept).execute()
    return { created: !existing }
  })
}

/** Removes the member's own subscription for this endpoint; answers false when they have none. */
export async function deletePushSubscription(db: Db, userId: number, endpoint: string): Promise<boolean> {
  const result = await db.deleteFrom('push_subscriptions').where('endpoint', '=', endpoint).where('user_id', '=', userId).executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}

export async function hasPushSubscription(db: Db, userId: number, endpoint: string): Promise<boolean> {
  const row = await db.selectFrom('push_subscriptions').select('id').where('endpoint', '=', endpoint).where('user_id', '=', userId).executeTakeFirst()
  return row !== undefined
}


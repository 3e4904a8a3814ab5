import type { Db } from '../../db/database.ts'
import type { DialectName } from '../../db/dialect.ts'
import type { ReportRef } from '../lost-pets/report-ref.ts'

/** What a push shows: the service worker turns it into a system notification that opens `url`. */
export interface PushMessage {
  title: string
  body: string
  /** An app path, e.g. /lost-pets?report=12 or /messages. */
  url: string
  /** Notifications with one tag replace each other on the device instead of piling up. */
  tag: string
}

export type PushUrgency = 'normal' | 'high'

/** What an outbox row's payload column holds: the message, and how urgently push services should deliver it. */
export interface StoredPush extends PushMessage {
  urgency: PushUrgency
}

// A notification shows a line or two; the encrypted record must stay under the 4 KB push services
// accept, whatever length of text a report or message has.
const TITLE_MAX = 120
const BODY_MAX = 400

const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`)

function storedPayload(message: PushMessage, urgency: PushUrgency): string {
  const stored: StoredPush = { title: clip(message.title, TITLE_MAX), body: clip(message.body, BODY_MAX), url: message.url, tag: message.tag, urgency }
  return JSON.stringify(stored)
}

/**
 * Queues one push per subscribed device of every member who holds a notification of `kind` about
 * this report, set-based: call it in the transaction that wrote those notifications.
 */
export async function queuePushForReport(db: Db, report: ReportRef, kind: string, message: PushMessage, now: Date): Promise<void> {
  const at = now.toISOString()
  // A pet is missing, or loose, now: push services may wake a sleeping phone for it.
  const payload = storedPayload(message, 'high')
  await db
    .insertInto('push_outbox')
    .columns(['subscription_id', 'payload', 'created_at', 'next_attempt_at', 'attempts'])
    .expression((eb) =>
      eb
        .selectFrom('notifications as n')
        .innerJoin('push_subscriptions as s', 's.user_id', 'n.user_id')
        .select((s) => ['s.id', s.val(payload).as('payload'), s.val(at).as('created_at'), s.val(at).as('next_attempt_at'), s.lit(0).as('attempts')])
        .where(`n.${report.column}`, '=', report.id)
        .where('n.kind', '=', kind),
    )
    .execute()
}

/** Queues one push per subscribed device of these few members (a direct message's receiver). */
export async function queuePushForUsers(db: Db, userIds: readonly number[], message: PushMessage, now: Date): Promise<void> {
  if (userIds.length === 0) return
  const at = now.toISOString()
  const payload = storedPayload(message, 'normal')
  await db
    .insertInto('push_outbox')
    .columns(['subscription_id', 'payload', 'created_at', 'next_attempt_at', 'attempts'])
    .expression((eb) =>
      eb
        .selectFrom('push_subscriptions as s')
        .select((s) => ['s.id', s.val(payload).as('payload'), s.val(at).as('created_at'), s.val(at).as('next_attempt_at'), s.lit(0).as('attempts')])
        .where('s.user_id', 'in', [...userIds]),
    )
    .execute()
}

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

/** How many times a push is tried before it is given up (its row stays, with last_error and failed_at, for the operator). */
export const PUSH_MAX_ATTEMPTS = 5

/** A claimed outbox row with what is needed to send it. */
export interface ClaimedPush {
  id: number
  subscriptionId: number
  /** The claim's timestamp: finishing a row checks it, so a sender whose claim went stale cannot touch a row another sender took over. */
  claimedAt: string
  attempts: number
  createdAt: string
  push: StoredPush
  subscription: SubscriptionKeys
}

/**
 * Claims up to `limit` due pushes with one atomic UPDATE. A row is due when its next attempt has
 * come, it has tries left, and nobody holds it (a claim older than `staleBefore` belongs to a
 * sender that died mid-send). On PostgreSQL, senders on other replicas skip the rows being
 * claimed instead of waiting for them, so they take the next rows in parallel.
 */
export async function claimDuePushes(db: Db, dialect: DialectName, now: Date, staleBefore: Date, limit: number): Promise<ClaimedPush[]> {
  const at = now.toISOString()
  const stale = staleBefore.toISOString()
  let due = db
    .selectFrom('push_outbox')
    .select('id')
    // The same conditions as push_outbox_due_idx, which holds only rows still to be sent.
    .where('sent_at', 'is', null)
    .where('failed_at', 'is', null)
    .where('next_attempt_at', '<=', at)
    .where('attempts', '<', PUSH_MAX_ATTEMPTS)
    .where((eb) => eb.or([eb('claimed_at', 'is', null), eb('claimed_at', '<', stale)]))
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(limit)
  if (dialect === 'postgres') due = due.forUpdate().skipLocked()
  const claimed = await db
    .updateTable('push_outbox')
    .set((eb) => ({ claimed_at: at, attempts: eb('attempts', '+', 1) }))
    .where('id', 'in', due)
    // Checked again on the row itself: a row another sender claimed meanwhile is not taken twice.
    .where((eb) => eb.or([eb('claimed_at', 'is', null), eb('claimed_at', '<', stale)]))
    .returning(['id', 'subscription_id', 'payload', 'attempts', 'created_at'])
    .execute()
  if (claimed.length === 0) return []
  const subscriptions = await db
    .selectFrom('push_subscriptions')
    .select(['id', 'endpoint', 'p256dh', 'auth'])
    .where('id', 'in', [...new Set(claimed.map((row) => row.subscription_id))])
    .execute()
  const byId = new Map(subscriptions.map(({ id, ...keys }) => [id, keys]))
  return claimed.flatMap((row) => {
    const subscription = byId.get(row.subscription_id)
    // Deleted between the two statements: the cascade took the row too.
    if (!subscription) return []
    return [{ id: row.id, subscriptionId: row.subscription_id, claimedAt: at, attempts: row.attempts, createdAt: row.created_at, push: JSON.parse(row.payload) as StoredPush, subscription }]
  })
}

/** Delivered: the row stays, marked sent, until the prune (the staff overview counts it). */
export async function finishPush(db: Db, push: Pick<ClaimedPush, 'id' | 'claimedAt'>, now: Date): Promise<void> {
  await db.updateTable('push_outbox').set({ sent_at: now.toISOString(), claimed_at: null }).where('id', '=', push.id).where('claimed_at', '=', push.claimedAt).execute()
}

/**
 * Tries again at `nextAttemptAt`; giving up (`giveUp`, the time it happened) leaves the row
 * unclaimable with its error and `failed_at`.
 */
export async function releasePush(
  db: Db,
  push: Pick<ClaimedPush, 'id' | 'claimedAt'>,
  change: { nextAttemptAt?: Date; lastError?: string; giveUp?: Date; uncountAttempt?: boolean },
): Promise<void> {
  await db
    .updateTable('push_outbox')
    .set((eb) => ({
      claimed_at: null,
      ...(change.nextAttemptAt ? { next_attempt_at: change.nextAttemptAt.toISOString() } : {}),
      ...(change.lastError !== undefined ? { last_error: change.lastError.slice(0, 500) } : {}),
      ...(change.giveUp ? { attempts: PUSH_MAX_ATTEMPTS, failed_at: change.giveUp.toISOString() } : change.uncountAttempt ? { attempts: eb('attempts', '-', 1) } : {}),
    }))
    .where('id', '=', push.id)
    .where('claimed_at', '=', push.claimedAt)
    .execute()
}

/** The push service says this subscription is gone (404/410): forget the device and what waits for it. */
export async function forgetSubscription(db: Db, subscriptionId: number): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('id', '=', subscriptionId).execute()
}

/** Drops pushes sent or given up on before `before`: kept for the staff overview and the operator, not forever. */
export async function pruneFinishedPushes(db: Db, before: Date): Promise<number> {
  const at = before.toISOString()
  const sent = await db.deleteFrom('push_outbox').where('sent_at', '<', at).executeTakeFirst()
  const failed = await db.deleteFrom('push_outbox').where('failed_at', '<', at).executeTakeFirst()
  return Number(sent.numDeletedRows) + Number(failed.numDeletedRows)
}

import type { Db } from '../../db/database.ts'

/** What a push shows: the service worker turns it into a system notification that opens `url`. */
export interface PushMessage {
  title: string
  body: string
  /** An app path, e.g. /lost-pets?report=12 or /messages. */
  url: string
  /** Notifications with one tag replace each other on the device instead of piling up. */
  tag: string
}

/**
 * Queues one push per subscribed device of every member who holds a notification of `kind` about
 * this report, set-based: call it in the transaction that wrote those notifications.
 */
export async function queuePushForReport(db: Db, lostPetId: number, kind: string, message: PushMessage, now: Date): Promise<void> {
  const at = now.toISOString()
  const payload = JSON.stringify(message)
  await db
    .insertInto('push_outbox')
    .columns(['subscription_id', 'payload', 'created_at', 'next_attempt_at', 'attempts'])
    .expression((eb) =>
      eb
        .selectFrom('notifications as n')
        .innerJoin('push_subscriptions as s', 's.user_id', 'n.user_id')
        .select((s) => ['s.id', s.val(payload).as('payload'), s.val(at).as('created_at'), s.val(at).as('next_attempt_at'), s.lit(0).as('attempts')])
        .where('n.lost_pet_id', '=', lostPetId)
        .where('n.kind', '=', kind),
    )
    .execute()
}

/** Queues one push per subscribed device of these few members (a direct message's receiver). */
export async function queuePushForUsers(db: Db, userIds: readonly number[], message: PushMessage, now: Date): Promise<void> {
  if (userIds.length === 0) return
  const at = now.toISOString()
  const payload = JSON.stringify(message)
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

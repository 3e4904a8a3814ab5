import { sql } from 'kysely'
import type { Db } from '../db/database.ts'
import { claimDue, type Claim, type Queue } from './claim.ts'
import type { DialectName } from '../db/dialect.ts'
import type { ReportRef } from './report-ref.ts'

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
export async function queuePushForReport(db: Db, report: ReportRef, kind: string, message: PushMessage, urgency: PushUrgency, now: Date): Promise<void> {
  const at = now.toISOString()
  const payload = storedPayload(message, urgency)
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
export async function queuePushForUsers(db: Db, userIds: readonly number[], message: PushMessage, urgency: PushUrgency, now: Date): Promise<void> {
  if (userIds.length === 0) return
  const at = now.toISOString()
  const payload = storedPayload(message, urgency)
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

/** How many times a push is tried before it is given up (its row stays, with last_error and failed_at, for the operator). */
export const PUSH_MAX_ATTEMPTS = 5
// Longer than a batch can take (the sender's BATCH / CONCURRENCY rounds of its request timeout): an
// older claim belongs to a sender that died mid-send, and the push may be tried again.
const PUSH_CLAIM_TIMEOUT_MS = 5 * 60_000

/** A claimed outbox row with what is needed to send it. */
export interface ClaimedPush extends Claim {
  subscriptionId: number
  createdAt: string
  push: StoredPush
  subscription: { endpoint: string; p256dh: string; auth: string }
}

export const PUSH_QUEUE: Queue = {
  table: 'push_outbox',
  maxAttempts: PUSH_MAX_ATTEMPTS,
  claimTimeoutMs: PUSH_CLAIM_TIMEOUT_MS,
  // The same conditions as push_outbox_due_idx, which holds only rows still to be sent.
  unsent: sql<boolean>`sent_at is null and failed_at is null`,
  recordsFailure: true,
}

/** Claims up to `limit` due pushes (delivery/claim.ts), with what is needed to send each. */
export async function claimDuePushes(db: Db, dialect: DialectName, now: Date, limit: number): Promise<ClaimedPush[]> {
  const claims = await claimDue(db, dialect, PUSH_QUEUE, now, limit)
  if (claims.length === 0) return []
  const rows = await db
    .selectFrom('push_outbox as o')
    .innerJoin('push_subscriptions as s', 's.id', 'o.subscription_id')
    .select(['o.id', 'o.subscription_id', 'o.payload', 'o.created_at', 's.endpoint', 's.p256dh', 's.auth'])
    .where('o.id', 'in', claims.map((claim) => claim.id))
    .execute()
  const byId = new Map(rows.map((row) => [row.id, row]))
  return claims.flatMap((claim) => {
    const row = byId.get(claim.id)
    // Its device was forgotten meanwhile: the cascade took the row too.
    if (!row) return []
    const { endpoint, p256dh, auth } = row
    return [{ ...claim, subscriptionId: row.subscription_id, createdAt: row.created_at, push: JSON.parse(row.payload) as StoredPush, subscription: { endpoint, p256dh, auth } }]
  })
}

/** Delivered: the row stays, marked sent, until the prune (the staff overview counts it). */
export async function finishPush(db: Db, push: Pick<ClaimedPush, 'id' | 'claimedAt'>, now: Date): Promise<void> {
  await db.updateTable('push_outbox').set({ sent_at: now.toISOString(), claimed_at: null }).where('id', '=', push.id).where('claimed_at', '=', push.claimedAt).execute()
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

import { randomBytes } from 'node:crypto'
import { confirmEmailPath, RELAY_MAILS_PER_ADDRESS_PER_DAY, relayThreadPath, type OwnerRelayThread, type RelayMessage, type VisitorRelayThread } from '@petfolk/contract/lost-found/relay'
import type { Db } from '../../../db/database.ts'
import { isSet } from '../../../db/row-values.ts'
import { hashToken } from '../../../auth/tokens.ts'
import { deliver } from '../../../delivery/deliver.ts'
import { queueMail } from '../../../delivery/mail-outbox.ts'
import { lostReportRef } from '../../../delivery/report-ref.ts'
import { confirmEmailMail, visitorReplyMail } from '../../../delivery/templates/lost-found.ts'
import { countHit } from '../../../http/rate-limit.ts'

/** The most conversations the owner's list answers, latest first; the per-report daily cap keeps real reports far below it. */
export const RELAY_THREADS_LIST_MAX = 200
/** The most messages a conversation answers, oldest first. */
export const RELAY_MESSAGES_MAX = 500

type ReportRef = { id: number; user_id: number; pet_name: string; contact_name: string }

const MESSAGE_COLUMNS = ['id', 'thread_id', 'from_owner', 'body', 'created_at'] as const

function toMessage(row: { id: number; from_owner: number; body: string; created_at: string }): RelayMessage {
  return { id: row.id, from: isSet(row.from_owner) ? 'owner' : 'visitor', body: row.body, created_at: row.created_at }
}

const DAY_SECONDS = 24 * 60 * 60

/**
 * Queues a relay e-mail unless its address has had RELAY_MAILS_PER_ADDRESS_PER_DAY today, whoever
 * caused them: nobody can use the relay to flood an inbox. Always on, whatever RATE_LIMITS says.
 * Answers whether it was queued; a skipped reply still waits on the conversation's page.
 */
async function queueRelayMail(trx: Db, to: string, mail: { subject: string; text: string }, now: Date): Promise<boolean> {
  const { hits } = await countHit(trx, `relay-mail:${to.trim().toLowerCase()}`, DAY_SECONDS, Math.floor(now.getTime() / 1000))
  if (hits > RELAY_MAILS_PER_ADDRESS_PER_DAY) return false
  await queueMail(trx, [{ to, ...mail }], now)
  return true
}

/** A new secret for a visitor's link: 128 random bits; only its hash is stored, so the table cannot open a conversation. */
async function newLink(db: Db, threadId: number, reportId: number, at: string): Promise<string> {
  const token = randomBytes(16).toString('base64url')
  await db.insertInto('lost_pet_relay_links').values({ thread_id: threadId, token_hash: hashToken(token), created_at: at }).execute()
  return relayThreadPath(reportId, token)
}

/**
 * A visitor's first message: the conversation, its first link (answered to the visitor alone) and
 * the owner's notice, in one transaction. `beforeInsert` spends the report's daily allowance
 * first, so a refused message leaves nothing.
 */
export async function startThread(
  db: Db,
  report: ReportRef,
  values: { name: string; email: string; message: string },
  now: Date,
  appUrl: string,
  beforeInsert: (trx: Db) => Promise<void>,
): Promise<string> {
  const at = now.toISOString()
  return db.transaction().execute(async (trx) => {
    await beforeInsert(trx)
    const thread = await trx
      .insertInto('lost_pet_relay_threads')
      .values({ lost_pet_id: report.id, visitor_name: values.name, visitor_email: values.email, created_at: at, last_message_at: at })
      .returning('id')
      .executeTakeFirstOrThrow()
    await trx.insertInto('lost_pet_relay_messages').values({ thread_id: thread.id, from_owner: 0, body: values.message, created_at: at }).execute()
    const link = await newLink(trx, thread.id, report.id, at)
    // The address is only a claim until its owner opens this link: until then no reply goes there.
    const confirmToken = randomBytes(16).toString('base64url')
    await trx.updateTable('lost_pet_relay_threads').set({ confirm_token_hash: hashToken(confirmToken) }).where('id', '=', thread.id).execute()
    await queueRelayMail(trx, values.email, confirmEmailMail(`${appUrl}${confirmEmailPath(report.id, confirmToken)}`), now)
    await deliver(trx, 'relayMessage', report, [report.user_id], now, { about: lostReportRef(report.id), appUrl })
    return link
  })
}

async function messagesOf(db: Db, threadIds: number[]): Promise<Map<number, RelayMessage[]>> {
  const byThread = new Map<number, RelayMessage[]>()
  if (threadIds.length === 0) return byThread
  // Messages staff hid are gone for both sides.
  const rows = await db.selectFrom('lost_pet_relay_messages').select(MESSAGE_COLUMNS).where('thread_id', 'in', threadIds).where('hidden_at', 'is', null).orderBy('id').execute()
  for (const row of rows) {
    const list = byThread.get(row.thread_id) ?? []
    if (list.length < RELAY_MESSAGES_MAX) list.push(toMessage(row))
    byThread.set(row.thread_id, list)
  }
  return byThread
}

/** The conversations about the owner's report, latest first; undefined when the report is not theirs (or not there). */
export async function listOwnerThreads(db: Db, ownerId: number, reportId: number): Promise<OwnerRelayThread[] | undefined> {
  const owned = await db.selectFrom('lost_pets').select('id').where('id', '=', reportId).where('user_id', '=', ownerId).executeTakeFirst()
  if (!owned) return undefined
  const threads = await db
    .selectFrom('lost_pet_relay_threads')
    .select(['id', 'visitor_name', 'created_at', 'last_message_at'])
    .where('lost_pet_id', '=', reportId)
    .orderBy('last_message_at', 'desc')
    .orderBy('id', 'desc')
    .limit(RELAY_THREADS_LIST_MAX)
    .execute()
  const messages = await messagesOf(db, threads.map((t) => t.id))
  return threads.map((t) => ({ ...t, messages: messages.get(t.id) ?? [] }))
}

/** Every conversation about the owner's reports, whole, for the account export; like the owner's view, without the visitor's address. */
export async function exportOwnerThreads(db: Db, ownerId: number, limit: number) {
  const threads = await db
    .selectFrom('lost_pet_relay_threads as t')
    .innerJoin('lost_pets as r', 'r.id', 't.lost_pet_id')
    .select(['t.id', 't.lost_pet_id', 't.visitor_name', 't.created_at', 't.last_message_at'])
    .where('r.user_id', '=', ownerId)
    .orderBy('t.id')
    .limit(limit)
    .execute()
  const byThread = new Map<number, RelayMessage[]>()
  if (threads.length > 0) {
    const rows = await db.selectFrom('lost_pet_relay_messages').select(MESSAGE_COLUMNS).where('thread_id', 'in', threads.map((t) => t.id)).orderBy('id').limit(limit).execute()
    for (const row of rows) byThread.set(row.thread_id, [...(byThread.get(row.thread_id) ?? []), toMessage(row)])
  }
  return threads.map((t) => ({ ...t, messages: byThread.get(t.id) ?? [] }))
}

/**
 * The owner answers: the message, and an e-mail to the visitor with the answer and a fresh link
 * to the conversation (the first link's secret was never kept). Undefined when the conversation is
 * not about the owner's report.
 */
export async function addOwnerReply(db: Db, ownerId: number, reportId: number, threadId: number, body: string, now: Date, appUrl: string): Promise<RelayMessage | undefined> {
  const at = now.toISOString()
  return db.transaction().execute(async (trx) => {
    const thread = await trx
      .selectFrom('lost_pet_relay_threads as t')
      .innerJoin('lost_pets as r', 'r.id', 't.lost_pet_id')
      .select(['t.id', 't.visitor_email', 't.email_confirmed_at', 'r.pet_name', 'r.contact_name'])
      .where('t.id', '=', threadId)
      .where('t.lost_pet_id', '=', reportId)
      .where('r.user_id', '=', ownerId)
      .executeTakeFirst()
    if (!thread) return undefined
    const row = await trx.insertInto('lost_pet_relay_messages').values({ thread_id: thread.id, from_owner: 1, body, created_at: at }).returning(MESSAGE_COLUMNS).executeTakeFirstOrThrow()
    await trx.updateTable('lost_pet_relay_threads').set({ last_message_at: at }).where('id', '=', thread.id).execute()
    // An unconfirmed address gets nothing: the reply waits on the visitor's conversation page.
    if (thread.email_confirmed_at !== null) {
      const link = await newLink(trx, thread.id, reportId, at)
      await queueRelayMail(trx, thread.visitor_email, visitorReplyMail(thread, body, `${appUrl}${link}`), now)
    }
    return toMessage(row)
  })
}

/** The conversation a link opens, with its report; undefined for a link that opens none of this report's. */
export async function findThreadByLink(db: Db, reportId: number, token: string) {
  return db
    .selectFrom('lost_pet_relay_links as l')
    .innerJoin('lost_pet_relay_threads as t', 't.id', 'l.thread_id')
    .innerJoin('lost_pets as r', 'r.id', 't.lost_pet_id')
    .select(['t.id as thread_id', 't.visitor_name', 't.email_confirmed_at', 'r.id', 'r.user_id', 'r.pet_name', 'r.contact_name', 'r.is_found'])
    .where('l.token_hash', '=', hashToken(token))
    .where('t.lost_pet_id', '=', reportId)
    // A report staff hid reads as missing here too.
    .where('r.hidden_at', 'is', null)
    .executeTakeFirst()
}

export type LinkedThread = NonNullable<Awaited<ReturnType<typeof findThreadByLink>>>

export async function visitorThread(db: Db, thread: LinkedThread): Promise<VisitorRelayThread> {
  const messages = await messagesOf(db, [thread.thread_id])
  return {
    report_id: thread.id,
    pet_name: thread.pet_name,
    contact_name: thread.contact_name,
    is_found: isSet(thread.is_found),
    visitor_name: thread.visitor_name,
    email_confirmed: thread.email_confirmed_at !== null,
    messages: messages.get(thread.thread_id) ?? [],
  }
}

/** The visitor writes back: the message and the owner's notice in one transaction, after `beforeInsert` spends the report's allowance. */
export async function addVisitorReply(db: Db, thread: LinkedThread, body: string, now: Date, appUrl: string, beforeInsert: (trx: Db) => Promise<void>): Promise<RelayMessage> {
  const at = now.toISOString()
  return db.transaction().execute(async (trx) => {
    await beforeInsert(trx)
    const row = await trx.insertInto('lost_pet_relay_messages').values({ thread_id: thread.thread_id, from_owner: 0, body, created_at: at }).returning(MESSAGE_COLUMNS).executeTakeFirstOrThrow()
    await trx.updateTable('lost_pet_relay_threads').set({ last_message_at: at }).where('id', '=', thread.thread_id).execute()
    await deliver(trx, 'relayMessage', thread, [thread.user_id], now, { about: lostReportRef(thread.id), appUrl })
    return toMessage(row)
  })
}

/**
 * The visitor opens the confirmation link e-mailed to them: the address is theirs, so the owner's
 * replies may be e-mailed there from now on. If the owner has already answered, the latest answer
 * is e-mailed now. Answers a fresh link to the conversation; undefined for a link that confirms
 * nothing (wrong, or used already).
 */
export async function confirmVisitorEmail(db: Db, reportId: number, token: string, now: Date, appUrl: string): Promise<{ link: string; pet_name: string } | undefined> {
  const at = now.toISOString()
  return db.transaction().execute(async (trx) => {
    const thread = await trx
      .selectFrom('lost_pet_relay_threads as t')
      .innerJoin('lost_pets as r', 'r.id', 't.lost_pet_id')
      .select(['t.id', 't.visitor_email', 'r.pet_name', 'r.contact_name'])
      .where('t.confirm_token_hash', '=', hashToken(token))
      .where('t.lost_pet_id', '=', reportId)
      .executeTakeFirst()
    if (!thread) return undefined
    const updated = await trx
      .updateTable('lost_pet_relay_threads')
      .set({ email_confirmed_at: at, confirm_token_hash: null })
      .where('id', '=', thread.id)
      .where('confirm_token_hash', '=', hashToken(token))
      .executeTakeFirst()
    if (Number(updated.numUpdatedRows) === 0) return undefined
    const link = await newLink(trx, thread.id, reportId, at)
    const latest = await trx
      .selectFrom('lost_pet_relay_messages')
      .select('body')
      .where('thread_id', '=', thread.id)
      .where('from_owner', '=', 1)
      .where('hidden_at', 'is', null)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst()
    if (latest) await queueRelayMail(trx, thread.visitor_email, visitorReplyMail(thread, latest.body, `${appUrl}${link}`), now)
    return { link, pet_name: thread.pet_name }
  })
}

import type { Db } from '../../db/database.ts'
import type { ReportRef } from '../../delivery/report-ref.ts'

/** Ids per statement: well under both databases' parameter limits, and one index probe each. */
const IDS_PER_QUERY = 512

/**
 * Splits ids into lists whose lengths are powers of two (the last id repeated, which IN ignores).
 * Every distinct list length is a distinct SQL text, and both databases keep a prepared statement
 * per text (db/database.ts, db/sqlite-statements.ts): ten shapes instead of up to 512.
 */
export function idLists(ids: Iterable<number>): number[][] {
  const unique = [...new Set(ids)]
  const lists: number[][] = []
  for (let start = 0; start < unique.length; start += IDS_PER_QUERY) {
    const list = unique.slice(start, start + IDS_PER_QUERY)
    const last = list[list.length - 1] as number
    let size = 1
    while (size < list.length) size *= 2
    while (list.length < size) list.push(last)
    lists.push(list)
  }
  return lists
}

function putMax(into: Map<number, number>, userId: number, id: number | null) {
  if (id === null) return
  const value = Number(id)
  if (value > (into.get(userId) ?? 0)) into.set(userId, value)
}

/** Each user's newest notification id (users without any are absent). */
export async function newestNotificationIds(db: Db, userIds: Iterable<number>): Promise<Map<number, number>> {
  const newest = new Map<number, number>()
  for (const list of idLists(userIds)) {
    const rows = await db
      .selectFrom('notifications')
      .select((eb) => ['user_id', eb.fn.max('id').as('id')])
      .where('user_id', 'in', list)
      .groupBy('user_id')
      .execute()
    for (const row of rows) putMax(newest, row.user_id, row.id)
  }
  return newest
}

/** Each user's newest direct message id, sent or received (users without any are absent). */
export async function newestMessageIds(db: Db, userIds: Iterable<number>): Promise<Map<number, number>> {
  const newest = new Map<number, number>()
  for (const list of idLists(userIds)) {
    // Two grouped reads, one per index (receiver_id, id) and (sender_id, id), rather than an OR that uses neither.
    const received = db
      .selectFrom('direct_messages')
      .select((eb) => ['receiver_id as user_id', eb.fn.max('id').as('id')])
      .where('receiver_id', 'in', list)
      .groupBy('receiver_id')
    const sent = db
      .selectFrom('direct_messages')
      .select((eb) => ['sender_id as user_id', eb.fn.max('id').as('id')])
      .where('sender_id', 'in', list)
      .groupBy('sender_id')
    for (const row of await received.unionAll(sent).execute()) putMax(newest, row.user_id, row.id)
  }
  return newest
}

/**
 * Which of `connected` hold a notification of `kind` about this report, with its id: one read
 * of the (lost_pet_id or found_pet_id, kind, user_id) index. When few members are connected it probes the index
 * for each of them; past one list's worth, reading all of the report's recipients once (up to a
 * city's worth of index entries) is cheaper than many probing statements.
 */
export async function reportRecipients(db: Db, report: ReportRef, kind: string, connected: ReadonlySet<number>): Promise<Map<number, number>> {
  const recipients = new Map<number, number>()
  if (connected.size === 0) return recipients
  let query = db
    .selectFrom('notifications')
    .select((eb) => ['user_id', eb.fn.max('id').as('id')])
    .where(report.column, '=', report.id)
    .where('kind', '=', kind)
    .groupBy('user_id')
  const [list] = connected.size <= IDS_PER_QUERY ? idLists(connected) : []
  if (list) query = query.where('user_id', 'in', list)
  for (const row of await query.execute()) {
    if (connected.has(row.user_id)) putMax(recipients, row.user_id, row.id)
  }
  return recipients
}

/** Of these sessions, the ones still signed in at `now` (not signed out, idle or past their end). */
export async function activeSessionIds(db: Db, sessionIds: Iterable<number>, now: Date, policy: { idleMs: number }): Promise<Set<number>> {
  const active = new Set<number>()
  const nowMs = now.getTime()
  for (const list of idLists(sessionIds)) {
    const rows = await db.selectFrom('sessions').select(['id', 'last_seen_at', 'expires_at']).where('id', 'in', list).execute()
    for (const row of rows) {
      if (nowMs < Date.parse(row.expires_at) && nowMs - Date.parse(row.last_seen_at) < policy.idleMs) active.add(row.id)
    }
  }
  return active
}

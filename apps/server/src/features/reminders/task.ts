import { sql, type Expression, type SqlBool } from 'kysely'
import type { Db } from '../../db/database.ts'
import { collectLive, type LiveEvent } from '../../delivery/live.ts'
import type { Task } from '../../delivery/runner.ts'
import { appointmentReminders } from './appointments.ts'
import { dueDateReminders } from './medical-records.ts'

/** A reminder leaves at most this long after it falls due (an appointment a day ahead, a due date a week ahead). */
const REMINDERS_EVERY_MS = 5 * 60 * 1000
/** Rows read per batch; each batch is one transaction, so no lock is held for long. */
const REMINDER_BATCH = 100

export interface ReminderRound {
  now: Date
  /** The zone members' local times are read in (TIME_ZONE; decision 055). */
  timeZone: string
  /** The app's address, for the links in the reminders' e-mails. */
  appUrl: string
}

/**
 * One kind of reminder: where its rows are, which column holds the date a row is reminded of and
 * which one claims it (migration 0039), and what it reads and sends.
 */
export interface ReminderKind<R extends { id: number }> {
  rows:
    | { table: 'appointments'; date: 'appointment_date'; claim: 'reminded_for_date' }
    | { table: 'medical_records'; date: 'next_due_date'; claim: 'reminded_for_due_date' }
  /** The rows due for a reminder now and not yet reminded of their date: asked as they are read, and again of each as it is claimed. */
  due(round: ReminderRound): Expression<SqlBool>
  /** Up to `limit` of the rows `due` names, after the id `after`, by id, with what their reminder says. */
  read(trx: Db, due: Expression<SqlBool>, after: number, limit: number): Promise<R[]>
  /** Of the rows read, those a reminder is still about; all of them when a kind does not say. */
  keep?(trx: Db, rows: R[], round: ReminderRound): Promise<R[]>
  /** Delivers the reminder of a claimed row, about the date it was claimed for. */
  send(trx: Db, row: R, date: string, round: ReminderRound): Promise<void>
}

interface Batch {
  read: number
  /** Where the next batch starts. */
  lastId: number
  sent: number
}

/**
 * Claims these rows for the date each now has, where they are still due: one conditional UPDATE
 * that sets the claim column to the date. On two replicas only one UPDATE matches a row; a row
 * whose date changed since no longer matches its old claim, and is reminded again. Answers the
 * date each claimed row was claimed for, by id.
 */
async function claim(trx: Db, { table, date, claim: column }: ReminderKind<{ id: number }>['rows'], ids: readonly number[], due: Expression<SqlBool>): Promise<Map<number, string>> {
  const { rows } = await sql<{ id: number; date: string }>`
    update ${sql.table(table)} set ${sql.ref(column)} = ${sql.ref(date)}
    where id in (${sql.join(ids)}) and ${due}
    returning id, ${sql.ref(date)} as date`.execute(trx)
  return new Map(rows.map((row) => [Number(row.id), row.date]))
}

/** One batch of a kind, in the caller's transaction: read, keep, claim, and deliver what was claimed. */
async function remindBatch<R extends { id: number }>(trx: Db, kind: ReminderKind<R>, round: ReminderRound, after: number, limit: number): Promise<Batch> {
  const due = kind.due(round)
  const rows = await kind.read(trx, due, after, limit)
  const lastId = rows.at(-1)?.id ?? after
  const current = kind.keep && rows.length > 0 ? await kind.keep(trx, rows, round) : rows
  const claimed = current.length > 0 ? await claim(trx, kind.rows, current.map((row) => row.id), due) : new Map<number, string>()
  let sent = 0
  for (const row of current) {
    const date = claimed.get(row.id)
    if (date === undefined) continue
    await kind.send(trx, row, date, round)
    sent++
  }
  return { read: rows.length, lastId, sent }
}

type ReminderBatch = (trx: Db, round: ReminderRound, after: number, limit: number) => Promise<Batch>
const batchesOf = <R extends { id: number }>(kind: ReminderKind<R>): ReminderBatch => (trx, round, after, limit) => remindBatch(trx, kind, round, after, limit)

const REMINDERS: readonly ReminderBatch[] = [batchesOf(appointmentReminders), batchesOf(dueDateReminders)]

/**
 * Sends every reminder that is due now, batch by batch, each batch in its own transaction. Open
 * tabs are told once their batch has committed. Answers how many reminders were sent.
 */
export async function sendReminders(db: Db, round: ReminderRound, publish: (event: LiveEvent) => void, limit = REMINDER_BATCH): Promise<number> {
  let sent = 0
  for (const remind of REMINDERS) {
    let after = 0
    for (;;) {
      const { result, events } = await collectLive(() => db.transaction().execute((trx) => remind(trx, round, after, limit)))
      for (const event of events) publish(event)
      sent += result.sent
      if (result.read < limit) break
      after = result.lastId
    }
  }
  return sent
}

/**
 * Appointment and medical reminders as a task of the background runner, on every replica: each
 * reminder is claimed in the transaction that delivers it, so two replicas send it once.
 */
export function reminderTask(db: Db, options: Omit<ReminderRound, 'now'> & { publish: (event: LiveEvent) => void }): Task {
  const { timeZone, appUrl, publish } = options
  return {
    name: 'reminders',
    everyMs: REMINDERS_EVERY_MS,
    run: (now) => sendReminders(db, { now, timeZone, appUrl }, publish),
    // What a round delivered leaves at once, not at the outboxes' next poll.
    then: ['push', 'mail'],
    failure: 'sending reminders failed; the next round tries again',
  }
}

import type { Db } from '../../db/database.ts'
import { collectLive, type LiveEvent } from '../../delivery/live.ts'
import type { Task } from '../../delivery/runner.ts'
import { remindAppointments } from './appointments.ts'
import { remindDueRecords } from './medical-records.ts'

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
 * One kind of reminder, in the caller's transaction: reads up to `limit` rows due for it after the
 * id `after`, claims and delivers those that still need one, and answers how many it read, the
 * last id read (where the next batch starts) and how many reminders it sent.
 */
export type ReminderBatch = (trx: Db, round: ReminderRound, after: number, limit: number) => Promise<{ read: number; lastId: number; sent: number }>

const REMINDERS: readonly ReminderBatch[] = [remindAppointments, remindDueRecords]

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

import { expressionBuilder } from 'kysely'
import { addDays } from '@petfolk/contract/fields'
import { dueDates } from '@petfolk/contract/health-records'
import { wallClockTime } from '../../clock.ts'
import type { Db } from '../../db/database.ts'
import type { Database } from '../../db/schema.ts'
import { deliver } from '../../delivery/deliver.ts'
import { wantsReminder } from '../settings/store.ts'
import type { ReminderBatch } from './task.ts'

/** A due date is reminded this many days ahead at the earliest… */
export const DUE_REMINDER_AHEAD_DAYS = 7
/** …and up to this many days after it passed (a server that was down on the day still tells). */
export const DUE_REMINDER_LATE_DAYS = 1

/**
 * The medical records to remind: due within the window around `today`, not yet reminded of this
 * due date, and of an owner who wants this kind of reminder (medications have their own setting,
 * every other kind is a health checkup). Asked again of each row as it is claimed.
 */
function dueForReminder(today: string) {
  const eb = expressionBuilder<Database, 'medical_records'>()
  return eb.and([
    eb('medical_records.next_due_date', '>=', addDays(today, -DUE_REMINDER_LATE_DAYS)),
    eb('medical_records.next_due_date', '<=', addDays(today, DUE_REMINDER_AHEAD_DAYS)),
    eb.or([eb('medical_records.reminded_for_due_date', 'is', null), eb('medical_records.reminded_for_due_date', '!=', eb.ref('medical_records.next_due_date'))]),
    eb.or([
      eb.and([eb('medical_records.record_type', '=', 'medication'), wantsReminder('medical_records.user_id', 'medication_reminders')]),
      eb.and([eb('medical_records.record_type', '!=', 'medication'), wantsReminder('medical_records.user_id', 'health_checkups')]),
    ]),
  ])
}

/** The due dates that still stand among these records: a newer record of the same series replaced the others' (dueDates). */
async function standingDueRecords(trx: Db, petIds: readonly number[], today: string): Promise<Set<number>> {
  const records = await trx
    .selectFrom('medical_records')
    .select(['id', 'pet_id', 'title', 'record_type', 'date_recorded', 'next_due_date'])
    .where('pet_id', 'in', [...petIds])
    .execute()
  const byPet = new Map<number, typeof records>()
  for (const record of records) {
    const own = byPet.get(record.pet_id)
    if (own) own.push(record)
    else byPet.set(record.pet_id, [record])
  }
  return new Set([...byPet.values()].flatMap((own) => dueDates(own, today).map((r) => r.id)))
}

/**
 * Reminds the owners of the next batch (by id, after `after`) of medical records whose next due
 * date is in the coming week (or was yesterday), where "today" is the configured zone's. Only the
 * latest record of a series is reminded, as the health record counts due dates. Each row is
 * claimed by setting `reminded_for_due_date` to its due date in the transaction that delivers its
 * notice, so two replicas send it once and a changed due date is reminded again.
 */
export const remindDueRecords: ReminderBatch = async (trx, { now, timeZone, appUrl }, after, limit) => {
  const today = wallClockTime(now, timeZone).slice(0, 10)
  const due = dueForReminder(today)
  const candidates = await trx
    .selectFrom('medical_records')
    .innerJoin('pets', 'pets.id', 'medical_records.pet_id')
    .select(['medical_records.id', 'medical_records.user_id', 'medical_records.pet_id', 'pets.name as pet_name', 'medical_records.title', 'medical_records.record_type'])
    .where(due)
    .where('medical_records.id', '>', after)
    .orderBy('medical_records.id')
    .limit(limit)
    .execute()
  const lastId = candidates.at(-1)?.id ?? after
  if (candidates.length === 0) return { read: 0, lastId, sent: 0 }
  const standing = await standingDueRecords(trx, [...new Set(candidates.map((r) => r.pet_id))], today)
  const current = candidates.filter((r) => standing.has(r.id))
  if (current.length === 0) return { read: candidates.length, lastId, sent: 0 }
  const claimed = await trx
    .updateTable('medical_records')
    .set((eb) => ({ reminded_for_due_date: eb.ref('medical_records.next_due_date') }))
    .where('medical_records.id', 'in', current.map((r) => r.id))
    .where(due)
    .returning(['medical_records.id', 'medical_records.next_due_date'])
    .execute()
  const claimedFor = new Map(claimed.map((row) => [row.id, row.next_due_date]))
  let sent = 0
  for (const record of current) {
    const nextDueDate = claimedFor.get(record.id)
    if (!nextDueDate) continue
    const subject = { ...record, next_due_date: nextDueDate, today }
    await deliver(trx, record.record_type === 'medication' ? 'medicationReminder' : 'healthCheckupReminder', subject, [record.user_id], now, { appUrl })
    sent++
  }
  return { read: candidates.length, lastId, sent }
}

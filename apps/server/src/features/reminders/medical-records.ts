import { expressionBuilder } from 'kysely'
import { addDays } from '@petfolk/contract/fields'
import { dueDates } from '@petfolk/contract/health-records'
import { wallClockDate } from '../../clock.ts'
import type { Db } from '../../db/database.ts'
import type { Database } from '../../db/schema.ts'
import { deliver } from '../../delivery/deliver.ts'
import { wantsReminder } from '../settings/store.ts'
import type { ReminderKind } from './task.ts'

/** A due date is reminded this many days ahead at the earliest… */
export const DUE_REMINDER_AHEAD_DAYS = 7
/** …and up to this many days after it passed (a server that was down on the day still tells). */
export const DUE_REMINDER_LATE_DAYS = 1

interface RecordToRemind {
  id: number
  user_id: number
  pet_id: number
  pet_name: string
  title: string
  record_type: string
}

/** The due dates that still stand among these pets' records: a newer record of the same series replaced the others' (dueDates). */
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
 * Medical records are reminded when their next due date is in the coming week (or was yesterday),
 * "today" being the configured zone's: a medication to owners who want medication reminders, any
 * other kind to those who want health checkups. Only the latest record of a series is reminded,
 * as the health record counts due dates; once for each due date it has had
 * (`reminded_for_due_date`), so a changed due date is reminded again.
 */
export const dueDateReminders: ReminderKind<RecordToRemind> = {
  rows: { table: 'medical_records', date: 'next_due_date', claim: 'reminded_for_due_date' },
  due(round) {
    const today = wallClockDate(round.now, round.timeZone)
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
  },
  read: (trx, due, after, limit) =>
    trx
      .selectFrom('medical_records')
      .innerJoin('pets', 'pets.id', 'medical_records.pet_id')
      .select(['medical_records.id', 'medical_records.user_id', 'medical_records.pet_id', 'pets.name as pet_name', 'medical_records.title', 'medical_records.record_type'])
      .where(due)
      .where('medical_records.id', '>', after)
      .orderBy('medical_records.id')
      .limit(limit)
      .execute(),
  async keep(trx, records, round) {
    const standing = await standingDueRecords(trx, [...new Set(records.map((r) => r.pet_id))], wallClockDate(round.now, round.timeZone))
    return records.filter((r) => standing.has(r.id))
  },
  async send(trx, record, nextDueDate, round) {
    const subject = { ...record, next_due_date: nextDueDate, today: wallClockDate(round.now, round.timeZone) }
    await deliver(trx, record.record_type === 'medication' ? 'medicationReminder' : 'healthCheckupReminder', subject, [record.user_id], round.now, { appUrl: round.appUrl })
  },
}

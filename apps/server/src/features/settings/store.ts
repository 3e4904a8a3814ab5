import { expressionBuilder, sql, type Expression, type SqlBool } from 'kysely'
import { DEFAULT_SETTINGS, type EmergencyContact, type Settings } from '@petfolk/contract/settings'
import type { Db } from '../../db/database.ts'
import { flag, isSet } from '../../db/row-values.ts'
import type { Database } from '../../db/schema.ts'

export async function findSettings(db: Db, userId: number): Promise<Settings> {
  const row = await db.selectFrom('user_settings').selectAll().where('user_id', '=', userId).executeTakeFirst()
  if (!row) return DEFAULT_SETTINGS
  return {
    appointment_reminders: isSet(row.appointment_reminders),
    medication_reminders: isSet(row.medication_reminders),
    health_checkups: isSet(row.health_checkups),
    location_sharing: isSet(row.location_sharing),
    report_emails: isSet(row.report_emails),
  }
}

/** The settings that turn one kind of reminder on or off. */
export type ReminderSetting = 'appointment_reminders' | 'medication_reminders' | 'health_checkups'

/**
 * The member (`userId`, a column naming them) wants this kind of reminder: they turned it on, or
 * saved no settings and the default is on. For the reminder task, which asks it of many members
 * in one statement.
 */
export function wantsReminder(userId: string, setting: ReminderSetting): Expression<SqlBool> {
  const eb = expressionBuilder<Database, never>()
  const saved = (value: 0 | 1) =>
    eb.exists(eb.selectFrom('user_settings as s').select('s.user_id').where('s.user_id', '=', sql.ref<number>(userId)).where(`s.${setting}`, '=', value))
  return DEFAULT_SETTINGS[setting] ? eb.not(saved(0)) : saved(1)
}

/**
 * Saves the changed settings. Turning location sharing off also forgets the saved location, in
 * the same transaction, so no stale position outlives the owner's choice.
 */
export async function saveSettings(db: Db, userId: number, changes: Partial<Settings>, now: Date): Promise<Settings> {
  return db.transaction().execute(async (trx) => {
    const next = { ...(await findSettings(trx, userId)), ...changes }
    const stored = {
      appointment_reminders: flag(next.appointment_reminders),
      medication_reminders: flag(next.medication_reminders),
      health_checkups: flag(next.health_checkups),
      location_sharing: flag(next.location_sharing),
      report_emails: flag(next.report_emails),
      updated_at: now.toISOString(),
    }
    await trx
      .insertInto('user_settings')
      .values({ user_id: userId, ...stored })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(stored))
      .execute()
    if (!next.location_sharing) await trx.deleteFrom('user_locations').where('user_id', '=', userId).execute()
    return next
  })
}

const CONTACT_COLUMNS = ['id', 'name', 'relationship', 'phone', 'email', 'notes', 'created_at', 'updated_at'] as const
type ContactValues = Pick<EmergencyContact, 'name' | 'relationship' | 'phone' | 'email' | 'notes'>

export async function listContacts(db: Db, userId: number): Promise<EmergencyContact[]> {
  return db.selectFrom('emergency_contacts').select(CONTACT_COLUMNS).where('user_id', '=', userId).orderBy('id').limit(100).execute()
}

export async function createContact(db: Db, userId: number, values: ContactValues, now: Date): Promise<EmergencyContact> {
  const at = now.toISOString()
  return db.insertInto('emergency_contacts').values({ ...values, user_id: userId, created_at: at, updated_at: at }).returning(CONTACT_COLUMNS).executeTakeFirstOrThrow()
}

export async function updateContact(db: Db, userId: number, id: number, values: ContactValues, now: Date): Promise<EmergencyContact | undefined> {
  return db
    .updateTable('emergency_contacts')
    .set({ ...values, updated_at: now.toISOString() })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning(CONTACT_COLUMNS)
    .executeTakeFirst()
}

export async function deleteContact(db: Db, userId: number, id: number): Promise<boolean> {
  const result = await db.deleteFrom('emergency_contacts').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}

/**
 * The address to e-mail about a member's own lost-pet report (a sighting, a message), or null when
 * they turned that e-mail off. Read in the caller's transaction.
 */
export async function reportEmailAddress(db: Db, userId: number): Promise<string | null> {
  const row = await db
    .selectFrom('users as u')
    .leftJoin('user_settings as s', 's.user_id', 'u.id')
    .select(['u.email', 's.report_emails'])
    .where('u.id', '=', userId)
    .executeTakeFirst()
  // No settings row yet means the defaults, where this e-mail is on.
  if (!row || row.report_emails === 0) return null
  return row.email
}

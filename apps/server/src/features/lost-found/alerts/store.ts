import { DEFAULT_ALERT_PREFERENCES, type AlertPreferences, type alertPreferencesInputSchema } from '@petfolk/contract/lost-found/reports'
import type { z } from 'zod'
import type { Db } from '../../../db/database.ts'
import type { LatLng } from '../../../geo/geo.ts'

/** A JSON text column holding a list of strings, checked where it is read. */
function storedList(text: string): string[] {
  const value: unknown = JSON.parse(text)
  if (!Array.isArray(value) || !value.every((item): item is string => typeof item === 'string')) throw new Error(`The stored value ${text} is not a list of strings`)
  return value
}

export async function findAlertPreferences(db: Db, userId: number): Promise<AlertPreferences> {
  const row = await db.selectFrom('alert_preferences').selectAll().where('user_id', '=', userId).executeTakeFirst()
  if (!row) return DEFAULT_ALERT_PREFERENCES
  return {
    zip_codes: storedList(row.zip_codes),
    alert_radius: row.alert_radius,
    email_alerts: row.email_alerts === 1,
    species_preferences: storedList(row.species_preferences),
  }
}

type PreferenceValues = z.output<typeof alertPreferencesInputSchema>

/** Replaces the preferences and the watched-ZIP rows together. */
export async function saveAlertPreferences(db: Db, userId: number, values: PreferenceValues, centres: Map<string, LatLng>, now: Date): Promise<AlertPreferences> {
  const at = now.toISOString()
  const stored = {
    zip_codes: JSON.stringify(values.zip_codes),
    alert_radius: values.alert_radius,
    email_alerts: values.email_alerts ? 1 : 0,
    species_preferences: JSON.stringify(values.species_preferences),
    updated_at: at,
  }
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('alert_preferences')
      .values({ user_id: userId, ...stored })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(stored))
      .execute()
    await trx.deleteFrom('alert_zip_codes').where('user_id', '=', userId).execute()
    const zips = values.zip_codes.flatMap((zip) => {
      const centre = centres.get(zip)
      return centre
        ? [{ user_id: userId, zip_code: zip, latitude: centre.latitude, longitude: centre.longitude, alert_radius: stored.alert_radius, species_preferences: stored.species_preferences }]
        : []
    })
    if (zips.length > 0) await trx.insertInto('alert_zip_codes').values(zips).execute()
  })
  return { zip_codes: values.zip_codes, alert_radius: values.alert_radius, email_alerts: values.email_alerts, species_preferences: values.species_preferences }
}

import { ALERT_RADIUS, type LostPet } from '@petfolk/contract/lost-pets'
import { sql } from 'kysely'
import type { Db } from '../../db/database.ts'
import { boundingBox, withinMilesSql, type LatLng } from '../../geo/geo.ts'
import { queuePushForReport } from '../push/store.ts'

export const ALERT_KIND = 'lost_pet_alert'
export const FOUND_KIND = 'lost_pet_found'

/** Where an alert leads: the report, opened over the list. */
export function reportLink(id: number): string {
  return `/lost-pets?report=${id}`
}

let calendarDateFormat: Intl.DateTimeFormat | undefined
/** "Nov 24, 2026": the app's date format, for texts the server writes (alerts and their e-mails). */
export function formatCalendarDate(date: string): string {
  calendarDateFormat ??= new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' })
  const at = new Date(`${date}T00:00:00Z`)
  return Number.isNaN(at.getTime()) ? date : calendarDateFormat.format(at)
}

/**
 * Alerts everyone who watches the report's area, inside the caller's transaction and inside the
 * database: one INSERT … SELECT writes every in-app alert, one more queues the e-mails from those
 * alerts, one more the pushes. The statements bind a handful of values however many neighbours
 * watch (the old multi-row INSERT bound one per value and failed past SQLite's 32,766 variables).
 *
 * Who: a watched ZIP within their own alert radius of the last-seen ZIP (the box on the indexed
 * centroid columns first, then the exact haversine), the species in their list (an empty list
 * means every species), never the reporter, once per member however many of their ZIPs match.
 * Answers how many members were alerted.
 */
export async function deliverAlerts(db: Db, report: LostPet, centre: LatLng, appUrl: string, now: Date): Promise<number> {
  const at = now.toISOString()
  const link = reportLink(report.id)
  const where = `${report.last_seen_city}, ${report.last_seen_state} ${report.last_seen_zip_code}`
  const title = `Lost ${report.species} near you: ${report.pet_name}`
  const body = `${report.pet_name} (${[report.color, report.breed].filter(Boolean).join(' ')}) was last seen ${formatCalendarDate(report.last_seen_date)} at ${report.last_seen_location}, ${where}.`
  const box = boundingBox(centre, ALERT_RADIUS.max)
  // Species are a closed list of plain words, so the JSON array text can be matched by its quoted item.
  const speciesItem = `%${JSON.stringify(report.species)}%`

  const inserted = await db
    .insertInto('notifications')
    .columns(['user_id', 'kind', 'title', 'body', 'link', 'is_read', 'created_at', 'lost_pet_id'])
    .expression((eb) =>
      eb
        .selectFrom('alert_zip_codes as z')
        .innerJoin('alert_preferences as p', 'p.user_id', 'z.user_id')
        .select((s) => [
          'z.user_id',
          s.val(ALERT_KIND).as('kind'),
          s.val(title).as('title'),
          s.val(body).as('body'),
          s.val(link).as('link'),
          s.lit(0).as('is_read'),
          s.val(at).as('created_at'),
          s.cast<number>(s.val(report.id), 'integer').as('lost_pet_id'),
        ])
        .where('z.latitude', '>=', box.minLat)
        .where('z.latitude', '<=', box.maxLat)
        .where('z.longitude', '>=', box.minLng)
        .where('z.longitude', '<=', box.maxLng)
        .where('z.user_id', '!=', report.user_id)
        .where((w) => w.or([w('p.species_preferences', '=', '[]'), w('p.species_preferences', 'like', speciesItem)]))
        .where(withinMilesSql(sql.ref('z.latitude'), sql.ref('z.longitude'), centre, sql.ref('p.alert_radius')))
        .groupBy('z.user_id'),
    )
    .executeTakeFirst()
  const alerted = Number(inserted.numInsertedOrUpdatedRows ?? 0)
  if (alerted === 0) return 0

  const mailText = `${body}\n\nIf you see ${report.pet_name}, contact ${report.contact_name} at ${report.contact_phone}.\n\nSee the report: ${appUrl}${link}\n\nYou get this e-mail because you watch this area in Petfolk's lost-pet alert settings.`
  await db
    .insertInto('outbox')
    .columns(['to_address', 'subject', 'body_text', 'created_at', 'attempts'])
    .expression((eb) =>
      eb
        .selectFrom('notifications as n')
        .innerJoin('alert_preferences as p', 'p.user_id', 'n.user_id')
        .innerJoin('users as u', 'u.id', 'n.user_id')
        .select((s) => ['u.email', s.val(title).as('subject'), s.val(mailText).as('body_text'), s.val(at).as('created_at'), s.lit(0).as('attempts')])
        .where('n.lost_pet_id', '=', report.id)
        .where('n.kind', '=', ALERT_KIND)
        .where('p.email_alerts', '=', 1),
    )
    .execute()
  await queuePushForReport(db, report.id, ALERT_KIND, { title, body, url: link, tag: `lost-pet-${report.id}` }, now)
  return alerted
}

/**
 * Tells everyone the report alerted that the pet is home: one "found" notification each, and a
 * push, in the caller's transaction. Answers how many were told.
 */
export async function deliverFoundNotices(db: Db, report: LostPet, now: Date): Promise<number> {
  const at = now.toISOString()
  const link = reportLink(report.id)
  const title = `Good news: ${report.pet_name} has been found`
  const body = `${report.pet_name}, the ${report.species} you were alerted about near ${report.last_seen_city}, is safe. Thank you for looking.`
  const inserted = await db
    .insertInto('notifications')
    .columns(['user_id', 'kind', 'title', 'body', 'link', 'is_read', 'created_at', 'lost_pet_id'])
    .expression((eb) =>
      eb
        .selectFrom('notifications as n')
        .select((s) => [
          'n.user_id',
          s.val(FOUND_KIND).as('kind'),
          s.val(title).as('title'),
          s.val(body).as('body'),
          s.val(link).as('link'),
          s.lit(0).as('is_read'),
          s.val(at).as('created_at'),
          s.cast<number>(s.val(report.id), 'integer').as('lost_pet_id'),
        ])
        .where('n.lost_pet_id', '=', report.id)
        .where('n.kind', '=', ALERT_KIND),
    )
    .executeTakeFirst()
  const told = Number(inserted.numInsertedOrUpdatedRows ?? 0)
  if (told > 0) await queuePushForReport(db, report.id, FOUND_KIND, { title, body, url: link, tag: `lost-pet-${report.id}` }, now)
  return told
}

/** Undoing "found" takes back the found notices (the alerts stay). */
export async function withdrawFoundNotices(db: Db, reportId: number): Promise<void> {
  await db.deleteFrom('notifications').where('lost_pet_id', '=', reportId).where('kind', '=', FOUND_KIND).execute()
}

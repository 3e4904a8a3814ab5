import { ALERT_RADIUS, type LostPet } from '@petfolk/contract/lost-pets'
import type { Db } from '../../db/database.ts'
import { boundingBox, distanceMiles, type LatLng } from '../../geo/geo.ts'
import { notify, queueMail } from '../notifications/store.ts'

export interface AlertRecipient {
  userId: number
  email: string
  emailAlerts: boolean
  miles: number
}

/**
 * Everyone who should hear about a report: a watched ZIP within their own alert radius of the
 * last-seen ZIP, and the species in their list (an empty list means every species). Never the
 * reporter. One indexed box query over watched ZIPs (the largest radius), then exact distances.
 */
export async function alertRecipients(db: Db, report: { user_id: number; species: string }, centre: LatLng): Promise<AlertRecipient[]> {
  const box = boundingBox(centre, ALERT_RADIUS.max)
  const rows = await db
    .selectFrom('alert_zip_codes as z')
    .innerJoin('alert_preferences as p', 'p.user_id', 'z.user_id')
    .innerJoin('users as u', 'u.id', 'z.user_id')
    .select(['z.user_id', 'z.latitude', 'z.longitude', 'p.alert_radius', 'p.email_alerts', 'p.species_preferences', 'u.email'])
    .where('z.latitude', '>=', box.minLat)
    .where('z.latitude', '<=', box.maxLat)
    .where('z.longitude', '>=', box.minLng)
    .where('z.longitude', '<=', box.maxLng)
    .where('z.user_id', '!=', report.user_id)
    .execute()
  const byUser = new Map<number, AlertRecipient>()
  for (const row of rows) {
    const species = JSON.parse(row.species_preferences) as string[]
    if (species.length > 0 && !species.includes(report.species)) continue
    const miles = distanceMiles(centre, { latitude: row.latitude, longitude: row.longitude })
    if (miles > row.alert_radius) continue
    const known = byUser.get(row.user_id)
    if (!known || miles < known.miles) byUser.set(row.user_id, { userId: row.user_id, email: row.email, emailAlerts: row.email_alerts === 1, miles })
  }
  return [...byUser.values()].sort((a, b) => a.userId - b.userId)
}

/** In-app notifications and e-mails for a new report, written in the report's own transaction. */
export async function deliverAlerts(db: Db, report: LostPet, recipients: AlertRecipient[], appUrl: string, now: Date): Promise<void> {
  const link = `/lost-pets?report=${report.id}`
  const where = `${report.last_seen_city}, ${report.last_seen_state} ${report.last_seen_zip_code}`
  const title = `Lost ${report.species} near you: ${report.pet_name}`
  const body = `${report.pet_name} (${[report.color, report.breed].filter(Boolean).join(' ')}) was last seen ${report.last_seen_date} at ${report.last_seen_location}, ${where}.`
  await notify(db, recipients.map((r) => ({ user_id: r.userId, kind: 'lost_pet_alert', title, body, link })), now)
  await queueMail(
    db,
    recipients
      .filter((r) => r.emailAlerts)
      .map((r) => ({
        to: r.email,
        subject: title,
        text: `${body}\n\nIf you see ${report.pet_name}, contact ${report.contact_name} at ${report.contact_phone}.\n\nSee the report: ${appUrl}${link}\n\nYou get this e-mail because you watch this area in Petfolk's lost-pet alert settings.`,
      })),
    now,
  )
}

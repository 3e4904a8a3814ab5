import { ALERT_RADIUS, type LostPet } from '@petfolk/contract/lost-found/reports'
import { sql } from 'kysely'
import type { Db } from '../../../db/database.ts'
import { deliverToMany } from '../../../delivery/deliver.ts'
import { boundingBox, withinBoxSql, withinMilesSql, type LatLng } from '../../../geo/geo.ts'
import { lostReportRef, type ReportRef } from '../../../delivery/report-ref.ts'
import { ALERT_KIND, FOUND_KIND } from '../../../delivery/templates/lost-found.ts'

/**
 * Alerts everyone who watches the report's area, inside the caller's transaction (delivery's
 * `deliverToMany`: one INSERT … SELECT for every bell entry, their e-mails and pushes from a job
 * written in the same transaction), so the report is acknowledged as soon as its alerts exist. A
 * found or loose pet reaches the same neighbours as a lost report from that place would.
 *
 * Who: a watched ZIP within the member's own alert radius of the last-seen (or found) ZIP (the box on the
 * indexed centroid columns first, then the exact haversine), the species in their list (an empty
 * list means every species), never the reporter, once per member however many of their ZIPs
 * match. Answers how many members were alerted.
 */
export async function alertNeighbours(
  db: Db,
  notice: 'lostPetAlert' | 'foundPetAlert',
  about: ReportRef,
  report: { species: string; user_id: number },
  centre: LatLng,
  now: Date,
): Promise<number> {
  return deliverToMany(db, notice, about, watchersOf(db, report, centre), now)
}

function watchersOf(db: Db, report: { species: string; user_id: number }, centre: LatLng) {
  const box = boundingBox(centre, ALERT_RADIUS.max)
  // Species are a closed list of plain words, so the JSON array text can be matched by its quoted item.
  const speciesItem = `%${JSON.stringify(report.species)}%`
  return db
    .selectFrom('alert_zip_codes as z')
    .select('z.user_id')
    .where(withinBoxSql(sql.ref('z.latitude'), sql.ref('z.longitude'), box))
    .where('z.user_id', '!=', report.user_id)
    .where((w) => w.or([w('z.species_preferences', '=', '[]'), w('z.species_preferences', 'like', speciesItem)]))
    .where(withinMilesSql(sql.ref('z.latitude'), sql.ref('z.longitude'), centre, sql.ref('z.alert_radius')))
    .groupBy('z.user_id')
}

/**
 * Tells everyone the report alerted that the pet is home: one "found" notice each, in the
 * caller's transaction, their pushes through delivery's job. Answers how many were told.
 */
export async function deliverFoundNotices(db: Db, report: LostPet, now: Date): Promise<number> {
  const alerted = db.selectFrom('notifications as n').select('n.user_id').where('n.lost_pet_id', '=', report.id).where('n.kind', '=', ALERT_KIND)
  return deliverToMany(db, 'lostPetFound', lostReportRef(report.id), alerted, now)
}

/** Undoing "found" takes back the found notices not yet pushed (the alerts stay). */
export async function withdrawFoundNotices(db: Db, reportId: number): Promise<void> {
  await db.deleteFrom('jobs').where('lost_pet_id', '=', reportId).where('task', '=', 'deliver').where('notice_kind', '=', FOUND_KIND).execute()
  await db.deleteFrom('notifications').where('lost_pet_id', '=', reportId).where('kind', '=', FOUND_KIND).execute()
}

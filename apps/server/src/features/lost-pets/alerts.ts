import type { FoundPet } from '@petfolk/contract/found-pets'
import { ALERT_RADIUS, type LostPet } from '@petfolk/contract/lost-pets'
import { sql } from 'kysely'
import type { Db } from '../../db/database.ts'
import { roomToSortLargeSets } from '../../db/dialect.ts'
import { boundingBox, withinBoxSql, withinMilesSql, type LatLng } from '../../geo/geo.ts'
import { ALERT_KIND, FOUND_KIND, FOUND_PET_ALERT_KIND } from './alert-texts.ts'
import { foundReportRef, lostReportRef, type ReportRef } from './report-ref.ts'

/**
 * Alerts everyone who watches the report's area, inside the caller's transaction and inside the
 * database: one INSERT … SELECT writes every in-app alert, binding a handful of values however
 * many neighbours watch (the old multi-row INSERT bound one per value and failed past SQLite's
 * 32,766 variables). The rows are narrow: their text is composed from the report when read.
 * Their e-mails and pushes follow from a fan-out job written in the same transaction
 * (fanout-jobs.ts), so the report is acknowledged as soon as its alerts exist.
 *
 * Who: a watched ZIP within the member's own alert radius of the last-seen (or found) ZIP (the box on the
 * indexed centroid columns first, then the exact haversine), the species in their list (an empty
 * list means every species), never the reporter, once per member however many of their ZIPs
 * match. Answers how many members were alerted.
 */
export async function deliverAlerts(db: Db, report: LostPet, centre: LatLng, now: Date): Promise<number> {
  return alertWatchers(db, lostReportRef(report.id), ALERT_KIND, report, centre, now)
}

/** A found or loose pet: the same neighbours as a lost report from that place would reach. */
export async function deliverFoundPetAlerts(db: Db, report: FoundPet, centre: LatLng, now: Date): Promise<number> {
  return alertWatchers(db, foundReportRef(report.id), FOUND_PET_ALERT_KIND, report, centre, now)
}

async function alertWatchers(db: Db, about: ReportRef, kind: string, report: { species: string; user_id: number }, centre: LatLng, now: Date): Promise<number> {
  const at = now.toISOString()
  const box = boundingBox(centre, ALERT_RADIUS.max)
  // Species are a closed list of plain words, so the JSON array text can be matched by its quoted item.
  const speciesItem = `%${JSON.stringify(report.species)}%`
  await roomToSortLargeSets(db)
  const inserted = await db
    .insertInto('notifications')
    .columns(['user_id', 'kind', about.column, 'is_read', 'created_at'])
    .expression((eb) =>
      eb
        .selectFrom('alert_zip_codes as z')
        .select((s) => ['z.user_id', s.val(kind).as('kind'), s.cast<number>(s.val(about.id), 'integer').as(about.column), s.lit(0).as('is_read'), s.val(at).as('created_at')])
        .where(withinBoxSql(sql.ref('z.latitude'), sql.ref('z.longitude'), box))
        .where('z.user_id', '!=', report.user_id)
        .where((w) => w.or([w('z.species_preferences', '=', '[]'), w('z.species_preferences', 'like', speciesItem)]))
        .where(withinMilesSql(sql.ref('z.latitude'), sql.ref('z.longitude'), centre, sql.ref('z.alert_radius')))
        .groupBy('z.user_id'),
    )
    .executeTakeFirst()
  const alerted = Number(inserted.numInsertedOrUpdatedRows ?? 0)
  if (alerted > 0) await enqueueFanout(db, about, kind, now)
  return alerted
}

/**
 * Tells everyone the report alerted that the pet is home: one "found" notification each, in the
 * caller's transaction, and their pushes through a fan-out job. Answers how many were told.
 */
export async function deliverFoundNotices(db: Db, report: LostPet, now: Date): Promise<number> {
  const inserted = await db
    .insertInto('notifications')
    .columns(['user_id', 'kind', 'lost_pet_id', 'is_read', 'created_at'])
    .expression((eb) =>
      eb
        .selectFrom('notifications as n')
        .select((s) => ['n.user_id', s.val(FOUND_KIND).as('kind'), 'n.lost_pet_id', s.lit(0).as('is_read'), s.val(now.toISOString()).as('created_at')])
        .where('n.lost_pet_id', '=', report.id)
        .where('n.kind', '=', ALERT_KIND),
    )
    .executeTakeFirst()
  const told = Number(inserted.numInsertedOrUpdatedRows ?? 0)
  if (told > 0) await enqueueFanout(db, lostReportRef(report.id), FOUND_KIND, now)
  return told
}

/** Undoing "found" takes back the found notices not yet pushed (the alerts stay). */
export async function withdrawFoundNotices(db: Db, reportId: number): Promise<void> {
  await db.deleteFrom('fanout_jobs').where('lost_pet_id', '=', reportId).where('kind', '=', FOUND_KIND).execute()
  await db.deleteFrom('notifications').where('lost_pet_id', '=', reportId).where('kind', '=', FOUND_KIND).execute()
}

async function enqueueFanout(db: Db, about: ReportRef, kind: string, now: Date): Promise<void> {
  const job = { kind, created_at: now.toISOString(), attempts: 0 }
  await db.insertInto('fanout_jobs').values(about.column === 'lost_pet_id' ? { ...job, lost_pet_id: about.id } : { ...job, found_pet_id: about.id }).execute()
}

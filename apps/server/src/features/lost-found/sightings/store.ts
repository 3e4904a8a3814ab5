import type { OwnerSighting, Position, PublicLostPet, PublicSighting, sightingInputSchema } from '@petfolk/contract/lost-found/reports'
import type { Selectable } from 'kysely'
import type { z } from 'zod'
import type { Db } from '../../../db/database.ts'
import type { LostPetSightingsTable } from '../../../db/schema.ts'
import { isSet } from '../../../db/row-values.ts'
import { zipPosition } from '../../../geo/geo.ts'
import { deliver } from '../../../delivery/deliver.ts'
import { lostReportRef } from '../../../delivery/report-ref.ts'
import { findLostPet } from '../reports/store.ts'
import { publicContact } from '../shared/contact-privacy.ts'

/**
 * The most sightings a list answers, newest seen first. The per-report daily cap keeps a report
 * far below it in practice; the bound keeps one flooded report from answering megabytes.
 */
export const SIGHTINGS_LIST_MAX = 500

const COLUMNS = ['id', 'seen_at', 'location', 'zip_code', 'latitude', 'longitude', 'photo_url', 'note', 'name', 'phone', 'is_hidden', 'created_at'] as const
type Row = Pick<Selectable<LostPetSightingsTable>, (typeof COLUMNS)[number]>

/** The point given, else the centre of the ZIP code, else nothing to put on a map. */
export function positionOf(latitude: number | null, longitude: number | null, zip: string | null): Position | null {
  if (latitude !== null && longitude !== null) return { latitude, longitude }
  return zip ? zipPosition(zip) : null
}

function toPublicSighting(row: Row): PublicSighting {
  return {
    id: row.id,
    seen_at: row.seen_at,
    location: row.location,
    zip_code: row.zip_code,
    position: positionOf(row.latitude, row.longitude, row.zip_code),
    photo_url: row.photo_url,
    note: row.note,
    name: row.name,
    created_at: row.created_at,
  }
}

function toOwnerSighting(row: Row): OwnerSighting {
  return { ...toPublicSighting(row), phone: row.phone, is_hidden: isSet(row.is_hidden) }
}

/** A report as anyone with its link sees it; undefined when there is none. */
export async function findPublicLostPet(db: Db, id: number): Promise<PublicLostPet | undefined> {
  const report = await findLostPet(db, id)
  if (!report) return undefined
  const counted = await db
    .selectFrom('lost_pet_sightings')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('lost_pet_id', '=', id)
    .where('is_hidden', '=', 0)
    .where('hidden_at', 'is', null)
    .executeTakeFirstOrThrow()
  return {
    ...publicContact(report),
    last_seen_position: zipPosition(report.last_seen_zip_code),
    sighting_count: Number(counted.n),
  }
}

function sightingsOf(db: Db, reportId: number) {
  return db
    .selectFrom('lost_pet_sightings')
    .select(COLUMNS)
    .where('lost_pet_id', '=', reportId)
    // Hidden by staff after a report: gone for the owner too (features/reports).
    .where('hidden_at', 'is', null)
    .orderBy('seen_at', 'desc')
    .orderBy('id', 'desc')
    .limit(SIGHTINGS_LIST_MAX)
}

/** The sightings the public page shows: not hidden by the owner. */
export async function listPublicSightings(db: Db, reportId: number): Promise<PublicSighting[]> {
  const rows = await sightingsOf(db, reportId).where('is_hidden', '=', 0).execute()
  return rows.map(toPublicSighting)
}

/** Every sighting of the owner's report; undefined when the report is not theirs (or not there). */
export async function listOwnerSightings(db: Db, ownerId: number, reportId: number): Promise<OwnerSighting[] | undefined> {
  const owned = await db.selectFrom('lost_pets').select('id').where('id', '=', reportId).where('user_id', '=', ownerId).executeTakeFirst()
  if (!owned) return undefined
  const rows = await sightingsOf(db, reportId).execute()
  return rows.map(toOwnerSighting)
}

export type SightingValues = z.output<typeof sightingInputSchema>

/**
 * Stores a sighting and tells the owner in the same transaction (in-app, push, and
 * e-mail per their settings), so a sighting never goes unannounced.
 * `beforeInsert` spends the report's daily allowance first, so a refused sighting leaves nothing.
 */
export async function addSighting(
  db: Db,
  report: { id: number; user_id: number; pet_name: string },
  values: SightingValues,
  reporterUserId: number | null,
  now: Date,
  appUrl: string,
  beforeInsert: (trx: Db) => Promise<void>,
): Promise<PublicSighting> {
  const at = now.toISOString()
  return db.transaction().execute(async (trx) => {
    await beforeInsert(trx)
    const row = await trx
      .insertInto('lost_pet_sightings')
      .values({
        lost_pet_id: report.id,
        seen_at: values.seen_at,
        location: values.location,
        zip_code: values.zip_code,
        latitude: values.latitude,
        longitude: values.longitude,
        photo_url: values.photo_url,
        note: values.note,
        name: values.name,
        phone: values.phone,
        is_hidden: 0,
        reporter_user_id: reporterUserId,
        created_at: at,
      })
      .returning(COLUMNS)
      .executeTakeFirstOrThrow()
    // A member who reports a sighting of their own pet needs no notice of it.
    if (reporterUserId !== report.user_id) await deliver(trx, 'sighting', report, [report.user_id], now, { about: lostReportRef(report.id), appUrl })
    return toPublicSighting(row)
  })
}

/** The owner hides a sighting from the public page or shows it again; undefined when it is not theirs. */
export async function setSightingHidden(db: Db, ownerId: number, reportId: number, sightingId: number, hidden: boolean): Promise<OwnerSighting | undefined> {
  const owned = await db.selectFrom('lost_pets').select('id').where('id', '=', reportId).where('user_id', '=', ownerId).executeTakeFirst()
  if (!owned) return undefined
  const row = await db
    .updateTable('lost_pet_sightings')
    .set({ is_hidden: hidden ? 1 : 0 })
    .where('id', '=', sightingId)
    .where('lost_pet_id', '=', reportId)
    .returning(COLUMNS)
    .executeTakeFirst()
  return row && toOwnerSighting(row)
}

/**
 * Pets reunited: reports marked found (taking "found" back clears the mark, so those do not count).
 * A reunion through a confirmed match (pet_matches.reunited_at) is recorded when its lost report is
 * marked found, so it is in this count once; a found report closed without a lost report is not.
 */
export async function countReunited(db: Db): Promise<number> {
  const row = await db
    .selectFrom('lost_pets')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('is_found', '=', 1)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

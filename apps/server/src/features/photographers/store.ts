import { sql } from 'kysely'
import type { Photographer } from '@petfolk/contract/demo'
import type { Db } from '../../db/database.ts'
import { boundingBox, withinBoxSql, withinRadius, type LatLng } from '../../geo/geo.ts'

const COLUMNS = [
  'id', 'business_name', 'photographer_name', 'city', 'state', 'zip_code', 'description', 'specialties',
  'pricing_range', 'portfolio_images', 'rating', 'review_count', 'years_experience', 'website', 'phone',
  'email', 'instagram_handle',
] as const

/** Listed photographers, best rated first. */
export async function listPhotographers(db: Db, limit: number): Promise<Photographer[]> {
  return db
    .selectFrom('photographers')
    .select(COLUMNS)
    .where('is_listed', '=', 1)
    .orderBy('rating', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute()
}

/** Listed photographers within `miles` of a point, nearest first, each with its distance. */
export async function photographersNear(db: Db, centre: LatLng, miles: number, limit: number): Promise<Array<Photographer & { distance: number }>> {
  const box = boundingBox(centre, miles)
  const rows = await db
    .selectFrom('photographers')
    .select([...COLUMNS, 'latitude', 'longitude'])
    .where('is_listed', '=', 1)
    .where(withinBoxSql(sql.ref('latitude'), sql.ref('longitude'), box))
    .execute()
  return withinRadius(rows, centre, miles)
    .slice(0, limit)
    .map(({ latitude: _lat, longitude: _lng, ...p }) => p)
}

/** "Join Our Directory": kept unlisted until reviewed. */
export async function submitPhotographer(db: Db, userId: number, values: Omit<Photographer, 'id' | 'rating' | 'review_count' | 'portfolio_images'> & { portfolio_images: string[] }, centre: LatLng | null, now: Date): Promise<number> {
  const row = await db
    .insertInto('photographers')
    .values({
      ...values,
      portfolio_images: JSON.stringify(values.portfolio_images),
      rating: 0,
      review_count: 0,
      latitude: centre?.latitude ?? null,
      longitude: centre?.longitude ?? null,
      is_listed: 0,
      submitted_by: userId,
      created_at: now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

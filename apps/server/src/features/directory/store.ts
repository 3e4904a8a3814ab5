import { BUSINESS_TYPES, type Business } from '@petfolk/contract/directory'
import { sql, type Selectable } from 'kysely'
import type { businessSubmissionSchema } from '@petfolk/contract/directory'
import type { z } from 'zod'
import type { Db } from '../../db/database.ts'
import type { BusinessesTable } from '../../db/schema.ts'
import { choiceOf, isSet } from '../../db/row-values.ts'
import { containsTextInAny, searchPage, type TextIndex } from '../../db/text-search.ts'
import { boundingBox, withinBoxSql, withinRadius, type LatLng } from '../../geo/geo.ts'
import type { PageRequest } from '../../http/pagination.ts'

const COLUMNS = ['id', 'name', 'description', 'business_type', 'address', 'city', 'state', 'zip_code', 'phone', 'website', 'is_verified', 'rating', 'review_count', 'latitude', 'longitude'] as const

type Row = Pick<Selectable<BusinessesTable>, (typeof COLUMNS)[number]>

function toBusiness(row: Row, distance?: number): Business {
  const business: Business = {
    id: row.id,
    name: row.name,
    description: row.description,
    business_type: choiceOf(BUSINESS_TYPES, row.business_type),
    address: row.address,
    city: row.city,
    state: row.state,
    zip_code: row.zip_code,
    phone: row.phone,
    website: row.website,
    is_verified: isSet(row.is_verified),
    rating: row.rating,
    review_count: row.review_count,
    latitude: row.latitude,
    longitude: row.longitude,
  }
  // Only a location search has a distance; the key is left out otherwise, as before.
  return distance === undefined ? business : { ...business, distance }
}

export interface BusinessFilter {
  q?: string | undefined
  type?: string | undefined
}

/** What `q` searches; migration 0011 indexes these columns. */
const SEARCH: TextIndex<'businesses'> = { table: 'businesses', columns: ['name', 'description', 'city'], fts: 'businesses_fts' }

/** Verified businesses of the type asked for, before the text search and choosing columns. */
function listedFrom(db: Db, filter: BusinessFilter) {
  let query = db.selectFrom('businesses').where('is_verified', '=', 1)
  if (filter.type) query = query.where('business_type', '=', filter.type)
  return query
}

/** Listed (verified) businesses by name, paged. */
export async function listBusinesses(db: Db, filter: BusinessFilter, page: PageRequest): Promise<Business[]> {
  const afterId = page.after?.[0]
  const rows = await searchPage(db, listedFrom(db, filter).select(COLUMNS), SEARCH, filter.q, {
    order: 'asc',
    after: typeof afterId === 'number' ? afterId : undefined,
    limit: page.limit + 1,
  })
  // Not map(toBusiness): map's second argument, the row's index, would be taken for a distance.
  return rows.map((row) => toBusiness(row))
}

/**
 * Listed businesses within `miles`, nearest first: indexed box prefilter, then exact haversine.
 * In a city the box holds thousands of rows, so it reads only id and position (served from the
 * (is_verified, latitude, longitude) index), then fetches the full rows of the nearest page.
 */
export async function businessesNear(db: Db, filter: BusinessFilter, centre: LatLng, miles: number, limit: number): Promise<Business[]> {
  const box = boundingBox(centre, miles)
  // Here the box is the selective part and is indexed; the text is tested on the box's rows only.
  let listed = listedFrom(db, filter)
  if (filter.q) listed = listed.where(containsTextInAny(SEARCH.columns, filter.q))
  const candidates = await listed
    .select(['id', 'latitude', 'longitude'])
    .where(withinBoxSql(sql.ref('latitude'), sql.ref('longitude'), box))
    .execute()
  const nearest = withinRadius(candidates, centre, miles).slice(0, limit)
  if (nearest.length === 0) return []
  const rows = await db.selectFrom('businesses').select(COLUMNS).where('id', 'in', nearest.map((n) => n.id)).execute()
  const byId = new Map(rows.map((row) => [row.id, row]))
  return nearest.flatMap(({ id, distance }) => {
    const row = byId.get(id)
    return row ? [toBusiness(row, distance)] : []
  })
}

type Submission = z.output<typeof businessSubmissionSchema>

/** "Add Your Business": kept unverified, so it is not listed until someone verifies it. */
export async function submitBusiness(db: Db, userId: number, values: Submission, centre: LatLng | null, now: Date): Promise<number> {
  const row = await db
    .insertInto('businesses')
    .values({ ...values, submitted_by: userId, is_verified: 0, rating: 0, review_count: 0, latitude: centre?.latitude ?? null, longitude: centre?.longitude ?? null, created_at: now.toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

export async function findUserLocation(db: Db, userId: number) {
  return db.selectFrom('user_locations').select(['latitude', 'longitude']).where('user_id', '=', userId).executeTakeFirst()
}

export async function saveUserLocation(db: Db, userId: number, location: LatLng, now: Date): Promise<void> {
  const at = now.toISOString()
  await db
    .insertInto('user_locations')
    .values({ user_id: userId, ...location, updated_at: at })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...location, updated_at: at }))
    .execute()
}

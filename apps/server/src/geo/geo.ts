import { sql, type Expression, type RawBuilder } from 'kysely'
import { lookupZip } from './zip-centroids.ts'

/** Mean earth radius in miles: one fixed figure, so every distance shown (search, sort, alerts) agrees. */
export const EARTH_RADIUS_MILES = 3959

export interface LatLng {
  latitude: number
  longitude: number
}

const toRad = (deg: number) => (deg * Math.PI) / 180

/** Great-circle distance in miles (haversine). */
export function distanceMiles(a: LatLng, b: LatLng): number {
  const dLat = toRad(b.latitude - a.latitude)
  const dLng = toRad(b.longitude - a.longitude)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRad(a.latitude)) * Math.cos(toRad(b.latitude)) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)))
}

/**
 * SQL that is true where the point (latitude, longitude columns) lies within `miles` (a number or a
 * column) of the centre: the haversine of distanceMiles, compared before its arcsine (the
 * comparison is the same, and needs no min/least, which the two databases spell differently).
 * For set-based queries such as the lost-pet fan-out, where rows never come back to JavaScript.
 */
export function withinMilesSql(latitude: Expression<number>, longitude: Expression<number>, centre: LatLng, miles: Expression<number>): RawBuilder<boolean> {
  const lat = centre.latitude
  const h = sql`power(sin(radians(${latitude} - ${lat}) / 2), 2) + cos(radians(${lat})) * cos(radians(${latitude})) * power(sin(radians(${longitude} - ${centre.longitude}) / 2), 2)`
  return sql<boolean>`(${h}) <= power(sin(cast(${miles} as double precision) / ${2 * EARTH_RADIUS_MILES}), 2)`
}

/** Distances are shown to one decimal. */
export function roundMiles(miles: number): number {
  return Math.round(miles * 10) / 10
}

/**
 * A latitude/longitude box that contains every point within `miles` of the centre, for an
 * indexed prefilter before the exact haversine check.
 */
export function boundingBox(centre: LatLng, miles: number) {
  const latDelta = (miles / EARTH_RADIUS_MILES) * (180 / Math.PI)
  const cosLat = Math.cos(toRad(centre.latitude))
  const lngDelta = cosLat < 1e-6 ? 180 : Math.min(180, latDelta / cosLat)
  return {
    minLat: centre.latitude - latDelta,
    maxLat: centre.latitude + latDelta,
    minLng: centre.longitude - lngDelta,
    maxLng: centre.longitude + lngDelta,
  }
}

export type Box = ReturnType<typeof boundingBox>

/**
 * SQL that is true where the point (latitude, longitude columns) lies inside the box: the indexed
 * prefilter every radius search starts with, as plain range comparisons so both databases can
 * use a (…, latitude, longitude) index.
 */
export function withinBoxSql(latitude: Expression<number | null>, longitude: Expression<number | null>, box: Box): RawBuilder<boolean> {
  return sql<boolean>`(${latitude} >= ${box.minLat} and ${latitude} <= ${box.maxLat} and ${longitude} >= ${box.minLng} and ${longitude} <= ${box.maxLng})`
}

/** Centroid of a US ZIP code, offline; null for unknown codes. */
export function zipCentroid(zip: string): (LatLng & { city: string; state: string }) | null {
  return lookupZip(zip)
}

/** Just the point of a ZIP code's centroid, for an answer that puts it on a map; null for unknown codes. */
export function zipPosition(zip: string): LatLng | null {
  const centre = lookupZip(zip)
  return centre ? { latitude: centre.latitude, longitude: centre.longitude } : null
}

/**
 * The rows (already narrowed by boundingBox on indexed columns) that really lie within `miles`,
 * each with its distance rounded for display, nearest first.
 */
export function withinRadius<R extends { id: number; latitude: number | null; longitude: number | null }>(
  rows: readonly R[],
  centre: LatLng,
  miles: number,
): Array<R & { distance: number }> {
  const inside: Array<{ row: R; exact: number }> = []
  for (const row of rows) {
    if (row.latitude === null || row.longitude === null) continue
    const exact = distanceMiles(centre, { latitude: row.latitude, longitude: row.longitude })
    if (exact <= miles) inside.push({ row, exact })
  }
  inside.sort((a, b) => a.exact - b.exact || a.row.id - b.row.id)
  return inside.map(({ row, exact }) => ({ ...row, distance: roundMiles(exact) }))
}

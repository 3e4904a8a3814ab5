import { zipCentroid, type LatLng } from '../../apps/server/src/geo/geo.ts'

/** A small seeded PRNG (mulberry32), so every run loads the same data and asks the same questions. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Downtown ZIPs of thirty large US metros: most pet businesses cluster around cities. */
const METRO_ZIPS = [
  '10001', '90012', '60601', '77002', '85004', '19103', '78205', '92101', '75201', '95113',
  '78701', '32202', '94102', '43215', '28202', '98101', '80202', '20001', '02108', '37201',
  '97204', '89101', '48226', '38103', '73102', '87102', '55401', '30303', '33130', '64105',
]

export const METROS: LatLng[] = METRO_ZIPS.map((zip) => {
  const centre = zipCentroid(zip)
  if (!centre) throw new Error(`unknown metro ZIP ${zip}`)
  return { latitude: centre.latitude, longitude: centre.longitude }
})

const MILES_PER_DEGREE_LAT = 69

/** A point near `centre`: normally distributed with the given spread in miles (Box–Muller). */
export function pointNear(random: () => number, centre: LatLng, spreadMiles: number): LatLng {
  const u = Math.max(random(), 1e-12)
  const v = random()
  const radius = Math.sqrt(-2 * Math.log(u)) * spreadMiles
  const angle = 2 * Math.PI * v
  const dLat = (radius * Math.cos(angle)) / MILES_PER_DEGREE_LAT
  const dLng = (radius * Math.sin(angle)) / (MILES_PER_DEGREE_LAT * Math.cos((centre.latitude * Math.PI) / 180))
  return { latitude: centre.latitude + dLat, longitude: centre.longitude + dLng }
}

/** Anywhere in the lower 48 states' bounding box. */
export function pointAnywhere(random: () => number): LatLng {
  return { latitude: 25 + random() * 24, longitude: -124 + random() * 57 }
}

/** 70% around a metro (spread 15 miles), 30% anywhere: dense cities and a thin countryside. */
export function realisticPoint(random: () => number): LatLng {
  if (random() < 0.7) return pointNear(random, METROS[Math.floor(random() * METROS.length)] as LatLng, 15)
  return pointAnywhere(random)
}

export function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T
}

import { sizeOfWeight, type PetSize, PET_SIZES } from '@petfolk/contract/lost-found/found'
import { distanceMiles, roundMiles, type LatLng } from '../../../geo/geo.ts'
import { breedSimilarity, breedsOf, type Breeds } from './breeds.ts'
import { colorSimilarity, colorWords, type CanonicalColor } from './colors.ts'
import { photoSimilarity, type PhotoSignature } from './photo-signature.ts'

/** What matching needs of a lost or a found report, read once (texts already reduced to their signals). */
export interface MatchFacts {
  id: number
  userId: number
  species: string
  colors: CanonicalColor[]
  breeds: Breeds
  /** 'male' | 'female', or null when unknown. */
  sex: string | null
  size: PetSize | null
  /** Last seen (lost) or found (found), YYYY-MM-DD. */
  date: string
  position: LatLng | null
  /** The reporter's alert radius in miles. */
  radius: number
  photo: PhotoSignature | null
}

export interface ReportTexts {
  id: number
  user_id: number
  species: string
  color: string
  distinctive_markings: string | null
  breed: string | null
  sex: string | null
  weight_lbs: number | null
  size?: string | null
  date: string
  latitude: number | null
  longitude: number | null
  radius: number
  photo: PhotoSignature | null
}

/** Reduces a report's texts to the signals scoring compares; done once per report, not once per pair. */
export function factsOf(report: ReportTexts): MatchFacts {
  const named = PET_SIZES.find((s) => s === report.size) ?? null
  return {
    id: report.id,
    userId: report.user_id,
    species: report.species,
    // Markings often carry the second colour ("white chest"), so they count as colour words too.
    colors: colorWords(`${report.color} ${report.distinctive_markings ?? ''}`),
    breeds: breedsOf(report.breed),
    sex: report.sex === 'male' || report.sex === 'female' ? report.sex : null,
    size: named ?? (report.weight_lbs !== null && report.weight_lbs > 0 ? sizeOfWeight(report.weight_lbs) : null),
    date: report.date,
    position: report.latitude !== null && report.longitude !== null ? { latitude: report.latitude, longitude: report.longitude } : null,
    radius: report.radius,
    photo: report.photo,
  }
}

/** A found report may be dated a day before the last-seen date: time zones, and owners who noticed late. */
export const FOUND_BEFORE_LOST_DAYS = 1
/** Further apart than this, a found pet is not the lost one often enough to bother an owner. */
export const MAX_DAYS_APART = 60

/**
 * How much each signal weighs; they sum to 1. Colour is what both sides describe most reliably,
 * and the photo backs it up without relying on words; distance matters because most lost pets are
 * found within a mile of home; breed guesses by finders are often wrong, and sex is often unknown,
 * so they weigh less. A signal one side does not give counts as half (neither for nor against).
 */
export const WEIGHTS = {
  color: 0.24,
  photo: 0.2,
  distance: 0.18,
  breed: 0.13,
  days: 0.1,
  size: 0.1,
  sex: 0.05,
} as const

/** Below this a pair is not worth an owner's attention. */
export const MIN_MATCH_SCORE = 0.5

export interface ScoredMatch {
  score: number
  reasons: string[]
  /** Miles between the two ZIP centres, to one decimal; null when either has no position. */
  distanceMiles: number | null
  /** Found date minus last-seen date, in days. */
  daysApart: number
}

const DAY_MS = 24 * 60 * 60 * 1000

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS)
}

const NEUTRAL = 0.5

/**
 * Scores a lost report against a found one; null when they cannot be the same pet: another
 * species, further apart than the larger of the two alert radii, or dates too far apart.
 */
export function scoreMatch(lost: MatchFacts, found: MatchFacts): ScoredMatch | null {
  if (lost.species !== found.species) return null
  const daysApart = daysBetween(lost.date, found.date)
  if (daysApart < -FOUND_BEFORE_LOST_DAYS || daysApart > MAX_DAYS_APART) return null
  const miles = lost.position && found.position ? distanceMiles(lost.position, found.position) : null
  if (miles !== null && miles > Math.max(lost.radius, found.radius)) return null

  const strengths: Array<{ weight: number; value: number; reason: string | null }> = []
  const add = (weight: number, value: number | null, reason: string | null) => strengths.push({ weight, value: value ?? NEUTRAL, reason: value === null ? null : reason })

  const color = colorSimilarity(lost.colors, found.colors)
  add(WEIGHTS.color, color, color === null ? null : color >= 0.99 ? 'same colour' : color >= 0.5 ? 'similar colour' : null)
  const photo = lost.photo && found.photo ? photoScore(photoSimilarity(lost.photo, found.photo)) : null
  add(WEIGHTS.photo, photo, photo !== null && photo >= 0.6 ? 'similar photo' : null)
  // Most lost pets are found within a mile of home: the score halves every 3 miles or so.
  add(WEIGHTS.distance, miles === null ? null : 1 / (1 + miles / 3), null)
  const breed = breedSimilarity(lost.breeds, found.breeds)
  add(WEIGHTS.breed, breed, breed === null ? null : breed >= 1 ? 'same breed' : breed > 0 ? 'similar breed' : null)
  add(WEIGHTS.days, 1 / (1 + Math.max(0, daysApart) / 7), null)
  const size = lost.size && found.size ? 1 - Math.abs(PET_SIZES.indexOf(lost.size) - PET_SIZES.indexOf(found.size)) * 0.6 : null
  add(WEIGHTS.size, size === null ? null : Math.max(0, size), size === 1 ? 'same size' : null)
  const sex = lost.sex && found.sex ? (lost.sex === found.sex ? 1 : 0) : null
  add(WEIGHTS.sex, sex, sex === 1 ? (lost.sex === 'male' ? 'both male' : 'both female') : null)

  const score = strengths.reduce((sum, s) => sum + s.weight * s.value, 0)
  const reasons = strengths
    .filter((s) => s.reason !== null && s.value > NEUTRAL)
    .sort((a, b) => b.weight * b.value - a.weight * a.value)
    .map((s) => s.reason as string)
  const shownMiles = miles === null ? null : roundMiles(miles)
  if (shownMiles !== null) reasons.push(milesApart(shownMiles))
  reasons.push(daysApartText(daysApart))
  return { score: Math.round(score * 1000) / 1000, reasons, distanceMiles: shownMiles, daysApart }
}

/**
 * Photos of different pets of similar colours still share much of a histogram; only the part
 * above what unrelated pets typically reach says anything.
 */
function photoScore(similarity: number): number {
  return Math.max(0, Math.min(1, (similarity - 0.45) / 0.45))
}

function milesApart(miles: number): string {
  if (miles < 0.1) return 'same area'
  return `${miles} mi apart`
}

function daysApartText(days: number): string {
  if (days === 0) return 'same day'
  if (days < 0) return 'found a day before last seen'
  return days === 1 ? '1 day apart' : `${days} days apart`
}

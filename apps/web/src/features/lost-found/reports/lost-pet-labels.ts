import type { LostPet, PublicLostPet } from '@petfolk/contract/lost-found/reports'
import { capitalize, knownParts, placeLine, publicReportPath, speciesWord } from '../shared/labels.ts'

/** "Dog · Beagle · Female · Adult · 24.5 lbs · Tan and white": what is known, in one line. */
export function petDetails(report: Pick<LostPet, 'species' | 'breed' | 'sex' | 'age_range' | 'weight_lbs' | 'color'>): string[] {
  const { species, breed, sex, age_range: age, weight_lbs: weight, color } = report
  return knownParts([capitalize(species), breed, sex && capitalize(sex), age && capitalize(age), weight !== null && `${weight} lbs`, color])
}

/** "Zilker Park, Austin, Texas 78704". */
export function lastSeenPlace(report: Pick<LostPet, 'last_seen_location' | 'last_seen_city' | 'last_seen_state' | 'last_seen_zip_code'>): string {
  return placeLine(report.last_seen_location, report.last_seen_city, report.last_seen_state, report.last_seen_zip_code)
}

/** The report's public page, for the flyer's QR code and sharing: it opens without an account. */
export function reportUrl(origin: string, id: number): string {
  return `${origin}${publicReportPath('lost', id)}`
}

/**
 * The tab's title, as the server writes it into the page it sends (apps/server/src/features/lost-pets/page-head.ts),
 * so it does not change when the app takes over.
 */
export function publicReportTitle(report: Pick<PublicLostPet, 'pet_name' | 'is_found' | 'species' | 'last_seen_city' | 'last_seen_state'>): string {
  if (report.is_found) return `Found: ${report.pet_name} is safe`
  return `Lost ${speciesWord(report.species)} in ${report.last_seen_city}, ${report.last_seen_state}: ${report.pet_name}`
}

/** The line a share starts with: a plea while the pet is missing, the good news once found. */
export function shareText(report: { pet_name: string; species: string; last_seen_city: string; is_found: boolean }): string {
  return report.is_found
    ? `Good news: ${report.pet_name} has been found!`
    : `Missing ${report.species}: ${report.pet_name}, last seen in ${report.last_seen_city}. Please help bring ${report.pet_name} home.`
}

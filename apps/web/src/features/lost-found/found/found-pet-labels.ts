import { PET_SIZE_LABELS, type FoundPet } from '@petfolk/contract/lost-found/found'
import { capitalize, knownParts, placeLine, publicReportPath, speciesWord } from '../shared/labels.ts'

/** "Yellow Labrador mix": what the finder saw, in the order a neighbour would say it. */
export function foundPetLooks(report: Pick<FoundPet, 'color' | 'breed'>): string {
  return [report.color, report.breed].filter(Boolean).join(' ')
}

/** The report's state in capitals, on its card, its public page and its flyer. */
export function foundStatus(report: Pick<FoundPet, 'is_closed' | 'has_pet'>): string {
  return report.is_closed ? 'CLOSED' : report.has_pet ? 'FOUND' : 'SEEN LOOSE'
}

/** "Dog · Labrador mix (guess) · Male · Large (over 50 lb) · Yellow": what is known, in one line. */
export function foundPetDetails(report: Pick<FoundPet, 'species' | 'breed' | 'sex' | 'size' | 'weight_lbs' | 'color'>): string[] {
  const { species, breed, sex, size, weight_lbs: weight, color } = report
  return knownParts([capitalize(species), breed, sex && sex !== 'unknown' && capitalize(sex), size && PET_SIZE_LABELS[size], weight !== null && `About ${weight} lbs`, color])
}

/** "Barton Springs Rd, Austin, Texas 78704". */
export function foundPlace(report: Pick<FoundPet, 'found_location' | 'found_city' | 'found_state' | 'found_zip_code'>): string {
  return placeLine(report.found_location, report.found_city, report.found_state, report.found_zip_code)
}

/** The found report's public page, for the flyer's QR code and sharing: it opens without an account. */
export function foundReportUrl(origin: string, id: number): string {
  return `${origin}${publicReportPath('found', id)}`
}

/**
 * The tab's title, as the server writes it into the page it sends (apps/server/src/features/lost-pets/page-head.ts),
 * so it does not change when the app takes over.
 */
export function publicFoundReportTitle(report: Pick<FoundPet, 'species' | 'color' | 'breed' | 'found_city' | 'found_state' | 'is_closed'>): string {
  const where = `${report.found_city}, ${report.found_state}`
  if (report.is_closed) return `Closed: ${foundPetLooks(report)} ${speciesWord(report.species)} found in ${where}`
  return `Found ${speciesWord(report.species)} in ${where}: ${foundPetLooks(report)}`
}

/** The line a share starts with. */
export function foundShareText(report: Pick<FoundPet, 'species' | 'color' | 'breed' | 'found_city' | 'has_pet' | 'is_closed'>): string {
  const what = `${foundPetLooks(report)} ${speciesWord(report.species)}`
  if (report.is_closed) return `Update: the ${what} found in ${report.found_city} is safe.`
  return report.has_pet
    ? `Found ${speciesWord(report.species)} in ${report.found_city}: a ${what}. Do you know whose it is?`
    : `Loose ${speciesWord(report.species)} seen in ${report.found_city}: a ${what}. Do you know whose it is?`
}

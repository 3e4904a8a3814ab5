import { Bird, Cat, Dog, PawPrint, Rabbit, type LucideIcon } from 'lucide-react'
import { LOST_PET_SPECIES, type LostPet } from '@petfolk/contract/lost-pets'

export type LostPetSpecies = (typeof LOST_PET_SPECIES)[number]

export const SPECIES_ICONS: Record<LostPetSpecies, LucideIcon> = {
  dog: Dog,
  cat: Cat,
  bird: Bird,
  rabbit: Rabbit,
  other: PawPrint,
}

/** The filter's species choices, in the spec's words ('other' also covers rabbits, as the server does). */
export const SPECIES_FILTER_OPTIONS: { value: '' | LostPetSpecies; label: string }[] = [
  { value: '', label: 'All' },
  { value: 'dog', label: 'Dogs' },
  { value: 'cat', label: 'Cats' },
  { value: 'bird', label: 'Birds' },
  { value: 'other', label: 'Other' },
]

export const SEX_OPTIONS = ['male', 'female', 'unknown'] as const

export function isLostPetSpecies(value: string): value is LostPetSpecies {
  return (LOST_PET_SPECIES as readonly string[]).includes(value)
}

/** "dog" → "Dog", "puppy/kitten" → "Puppy/kitten". */
export function capitalize(value: string): string {
  return value ? value.charAt(0).toUpperCase() + value.slice(1) : value
}

/** "Dog · Beagle · Female · Adult · 24.5 lbs · Tan and white": what is known, in one line. */
export function petDetails(report: Pick<LostPet, 'species' | 'breed' | 'sex' | 'age_range' | 'weight_lbs' | 'color'>): string[] {
  return [
    capitalize(report.species),
    report.breed,
    report.sex ? capitalize(report.sex) : null,
    report.age_range ? capitalize(report.age_range) : null,
    report.weight_lbs !== null ? `${report.weight_lbs} lbs` : null,
    report.color,
  ].filter((part): part is string => Boolean(part))
}

/** "Zilker Park, Austin, Texas 78704". */
export function lastSeenPlace(report: Pick<LostPet, 'last_seen_location' | 'last_seen_city' | 'last_seen_state' | 'last_seen_zip_code'>): string {
  return `${report.last_seen_location}, ${report.last_seen_city}, ${report.last_seen_state} ${report.last_seen_zip_code}`
}

/** The report's public page, for the flyer's QR code and sharing: it opens without an account. */
export function reportUrl(origin: string, id: number): string {
  return `${origin}/lost/${id}`
}

import { Bird, Cat, Dog, PawPrint, Rabbit, type LucideIcon } from 'lucide-react'
import { LOST_PET_SPECIES } from '@petfolk/contract/lost-found/reports'

/** The words and paths lost and found reports share; each kind's own are in reports/ and found/. */

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

/** The report forms' species and sex choices. */
export const SPECIES_CHOICES = LOST_PET_SPECIES.map((value) => ({ value, label: capitalize(value) }))
export const SEX_CHOICES = SEX_OPTIONS.map((value) => ({ value, label: capitalize(value) }))

export function isLostPetSpecies(value: string): value is LostPetSpecies {
  return (LOST_PET_SPECIES as readonly string[]).includes(value)
}

/** "dog" → "Dog", "puppy/kitten" → "Puppy/kitten". */
export function capitalize(value: string): string {
  return value ? value.charAt(0).toUpperCase() + value.slice(1) : value
}

/** "dog", or "pet" for any other species: how texts name the animal. */
export function speciesWord(species: string): string {
  return species === 'other' ? 'pet' : species
}

/** The parts of a report's one-line description that are known, in order. */
export function knownParts(parts: readonly (string | null | false)[]): string[] {
  return parts.filter((part): part is string => Boolean(part))
}

/** "Zilker Park, Austin, Texas 78704": where a pet was last seen or found. */
export function placeLine(location: string, city: string, state: string, zip: string): string {
  return `${location}, ${city}, ${state} ${zip}`
}

type ReportKind = 'lost' | 'found'

/** Red for a pet that is missing, green for good news, blue for a found pet waiting for its owner: on tags and flyers. */
export type ReportTone = 'alarm' | 'good' | 'notice'

/** A report's public page, which opens without an account: /lost/:id or /found/:id. */
export function publicReportPath(kind: ReportKind, id: number): string {
  return `/${kind}/${id}`
}

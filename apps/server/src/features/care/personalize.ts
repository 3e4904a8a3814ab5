import type { CareTip, PersonalizedCareTip } from '@petfolk/contract/demo'

export interface OwnedPet {
  species: string
  breed: string | null
  date_of_birth: string | null
}

const YEAR_MS = 365.25 * 24 * 60 * 60 * 1000

/** The care-tip age range of a pet: puppy/kitten under 1, young to 3, adult to 8, senior after. */
export function ageRange(dateOfBirth: string | null, now: Date): string | null {
  if (!dateOfBirth) return null
  const years = (now.getTime() - Date.parse(`${dateOfBirth}T00:00:00Z`)) / YEAR_MS
  if (!Number.isFinite(years) || years < 0) return null
  if (years < 1) return 'puppy/kitten'
  if (years < 3) return 'young'
  if (years < 8) return 'adult'
  return 'senior'
}

const SPECIES_PLURAL: Record<string, string> = { dog: 'dogs', cat: 'cats', bird: 'birds', fish: 'fish', rabbit: 'rabbits', horse: 'horses', general: 'pets' }
const YOUNGEST: Record<string, string> = { dog: 'puppies', cat: 'kittens' }

function plural(word: string): string {
  return /(s|x|z|ch|sh)$/i.test(word) ? `${word}es` : `${word}s`
}

/** "For Beagles", "For senior dogs", "For puppies", "For cats", "For senior pets": who a matched tip is for. */
export function tipReason(tip: Pick<CareTip, 'species' | 'breed' | 'age_range'>): string {
  const species = tip.species.trim().toLowerCase()
  const group = tip.breed ? plural(tip.breed.trim()) : (SPECIES_PLURAL[species] ?? plural(species))
  if (!tip.age_range) return `For ${group}`
  if (tip.age_range === 'puppy/kitten') return tip.breed ? `For ${tip.breed.trim()} puppies` : `For ${YOUNGEST[species] ?? `young ${group}`}`
  return `For ${tip.age_range} ${group}`
}

/**
 * A tip is for one of the owner's pets when every part it names fits that same pet: the species
 * (or 'general'), the breed if it names one, the age range if it names one. A Labrador tip is
 * never for a Beagle, and a senior tip is not for a puppy because a senior cat lives in the house.
 * Matching tips come first (breed, then age range, then species alone), then tips for every pet;
 * the rest are left out. An owner without pets sees general tips first and then everything,
 * none of it labelled as chosen for them.
 */
export function personalizeTips(tips: readonly CareTip[], pets: readonly OwnedPet[], now: Date): PersonalizedCareTip[] {
  const norm = (s: string | null) => (s ?? '').trim().toLowerCase()
  const owned = pets.map((pet) => ({ species: norm(pet.species), breed: norm(pet.breed), age: ageRange(pet.date_of_birth, now) }))

  const fits = (tip: CareTip, pet: (typeof owned)[number]) => {
    const species = norm(tip.species)
    return (
      (species === 'general' || species === pet.species) &&
      (!tip.breed || norm(tip.breed) === pet.breed) &&
      (!tip.age_range || tip.age_range === pet.age)
    )
  }

  const rank = (tip: CareTip): { points: number; reason: string | null } | null => {
    const general = norm(tip.species) === 'general'
    if (owned.length === 0) return { points: general ? 1 : 0, reason: null }
    if (general && !tip.breed && !tip.age_range) return { points: 0, reason: null }
    if (!owned.some((pet) => fits(tip, pet))) return null
    const points = (general ? 1 : 10) + (tip.breed ? 5 : 0) + (tip.age_range ? 2 : 0)
    return { points, reason: tipReason(tip) }
  }
  return tips
    .flatMap((tip) => {
      const ranked = rank(tip)
      return ranked ? [{ tip: { ...tip, reason: ranked.reason }, points: ranked.points }] : []
    })
    .sort((a, b) => b.points - a.points || a.tip.id - b.tip.id)
    .map((t) => t.tip)
}

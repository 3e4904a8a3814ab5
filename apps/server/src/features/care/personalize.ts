import type { CareTip } from '@petfolk/contract/demo'

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

/**
 * Tips for the owner's own pets first (same species; breed and age range make a tip rank
 * higher), then general tips. Tips for species the owner does not keep are left out; an owner
 * without pets sees general tips first and then everything.
 */
export function personalizeTips(tips: readonly CareTip[], pets: readonly OwnedPet[], now: Date): CareTip[] {
  const norm = (s: string | null) => (s ?? '').trim().toLowerCase()
  const species = new Set(pets.map((p) => norm(p.species)))
  const breeds = new Set(pets.map((p) => norm(p.breed)).filter(Boolean))
  const ages = new Set(pets.map((p) => ageRange(p.date_of_birth, now)).filter((a): a is string => a !== null))

  const score = (tip: CareTip): number | null => {
    const tipSpecies = norm(tip.species)
    if (tipSpecies === 'general') return pets.length === 0 ? 100 : 1
    if (pets.length === 0) return 0
    if (!species.has(tipSpecies)) return null
    let points = 10
    if (tip.breed && breeds.has(norm(tip.breed))) points += 5
    if (tip.age_range && ages.has(tip.age_range)) points += 2
    return points
  }
  return tips
    .map((tip) => ({ tip, points: score(tip) }))
    .filter((t): t is { tip: CareTip; points: number } => t.points !== null)
    .sort((a, b) => b.points - a.points || a.tip.id - b.tip.id)
    .map((t) => t.tip)
}

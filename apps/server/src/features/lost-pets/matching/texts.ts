import { LOST_PET_SPECIES_LABELS } from '@petfolk/contract/lost-pets'
import { foundPetMatchesPath, lostPetMatchesPath } from '@petfolk/contract/pet-matches'
import type { FoundFacts, LostFacts } from './candidates.ts'
import type { ScoredMatch } from './score.ts'

/** The notification kind of a new possible match, on either side. */
export const PET_MATCH_KIND = 'pet_match'
/** The finder's notification that the owner said "This is my pet". */
export const PET_MATCH_CONFIRMED_KIND = 'pet_match_confirmed'

function speciesWord(species: string): string {
  return (LOST_PET_SPECIES_LABELS[species as keyof typeof LOST_PET_SPECIES_LABELS] ?? 'pet').toLowerCase()
}

function because(match: ScoredMatch): string {
  return match.reasons.join(', ')
}

export function ownerMatchNotice(lost: LostFacts, found: FoundFacts, match: ScoredMatch) {
  return {
    title: `Possible match for ${lost.petName}`,
    body: `A ${speciesWord(found.species)} found in ${found.city} on ${found.date} may be ${lost.petName}: ${because(match)}.`,
    link: lostPetMatchesPath(lost.id),
  }
}

export function finderMatchNotice(lost: LostFacts, found: FoundFacts, match: ScoredMatch) {
  return {
    title: `The ${speciesWord(found.species)} you found may be ${lost.petName}`,
    body: `${lost.petName} was reported lost in ${lost.city} on ${lost.date}: ${because(match)}.`,
    link: foundPetMatchesPath(found.id),
  }
}

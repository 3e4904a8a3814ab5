import { queryOptions, useQuery } from '@tanstack/react-query'
import { careEndpoints } from '@petfolk/contract/care'
import type { VotedShowcaseEntry } from '@petfolk/contract/demo'
import { api } from '../../../lib/api.ts'
import { careQueryKey } from '../query-keys.ts'

/** Today's entry with the most votes (and whether I voted for it), or null before anyone has entered today. */
export function fetchPetOfTheDay(signal?: AbortSignal): Promise<VotedShowcaseEntry | null> {
  return api.call(careEndpoints.petOfTheDay, { signal })
}

export function petOfTheDayQueryOptions() {
  return queryOptions({ queryKey: [...careQueryKey, 'showcase', 'today'], queryFn: ({ signal }) => fetchPetOfTheDay(signal) })
}

export function usePetOfTheDay() {
  return useQuery(petOfTheDayQueryOptions())
}

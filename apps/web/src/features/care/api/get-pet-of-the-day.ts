import { queryOptions, useQuery } from '@tanstack/react-query'
import { showcaseEntrySchema, type ShowcaseEntry } from '@petfolk/contract/demo'
import { api } from '../../../lib/api.ts'
import { careQueryKey } from './get-care-tips.ts'

/** Today's entry with the most votes, or null before anyone has entered today. */
export function fetchPetOfTheDay(signal?: AbortSignal): Promise<ShowcaseEntry | null> {
  return api.get('/api/daily-pet-showcase/today', { schema: showcaseEntrySchema.nullable(), signal })
}

export function petOfTheDayQueryOptions() {
  return queryOptions({ queryKey: [...careQueryKey, 'showcase', 'today'], queryFn: ({ signal }) => fetchPetOfTheDay(signal) })
}

export function usePetOfTheDay() {
  return useQuery(petOfTheDayQueryOptions())
}

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { lostPetSchema, type LostPet, type LOST_PET_SPECIES } from '@petfolk/contract/lost-pets'
import { api } from '../../../lib/api.ts'

export const lostPetsQueryKey = ['lost-pets'] as const

export interface LostPetFilter {
  /** Case-insensitive substring of the name, breed or last-seen place. */
  q: string
  species: (typeof LOST_PET_SPECIES)[number] | ''
  /** A substring of the last-seen ZIP code. */
  zip: string
}

/** Open reports (not found yet), newest first. */
export function fetchLostPets(filter: LostPetFilter, signal?: AbortSignal): Promise<LostPet[]> {
  const params = new URLSearchParams()
  if (filter.q.trim()) params.set('q', filter.q.trim())
  if (filter.species) params.set('species', filter.species)
  if (filter.zip) params.set('zip', filter.zip)
  const search = params.size > 0 ? `?${params.toString()}` : ''
  return api.get(`/api/lost-pets${search}`, { schema: z.array(lostPetSchema), signal })
}

export function lostPetsQueryOptions(filter: LostPetFilter) {
  const key = { q: filter.q.trim(), species: filter.species, zip: filter.zip }
  return queryOptions({ queryKey: [...lostPetsQueryKey, 'list', key], queryFn: ({ signal }) => fetchLostPets(filter, signal) })
}

/** Keeps the previous results on screen while a new filter loads. */
export function useLostPets(filter: LostPetFilter) {
  return useQuery({ ...lostPetsQueryOptions(filter), placeholderData: keepPreviousData })
}

import { lostPetEndpoints, type LostPet, type LOST_PET_SPECIES } from '@petfolk/contract/lost-pets'
import { api, type Page } from '../../../../lib/api.ts'
import { usePagedList } from '../../../../lib/use-paged-list.ts'
import { lostPetsQueryKey } from '../../query-keys.ts'

export interface LostPetFilter {
  /** Case-insensitive substring of the name, breed or last-seen place. */
  q: string
  species: (typeof LOST_PET_SPECIES)[number] | ''
  /** A substring of the last-seen ZIP code. */
  zip: string
}

/** One page of open reports (not found yet), newest first. */
export function fetchLostPetsPage(filter: LostPetFilter, cursor: string | null, signal?: AbortSignal): Promise<Page<LostPet>> {
  // Empty filters are left out of the query.
  const query = { q: filter.q.trim(), species: filter.species || undefined, zip: filter.zip }
  return api.page(lostPetEndpoints.list, { query, cursor, signal })
}

export function lostPetsListQueryKey(filter: LostPetFilter) {
  return [...lostPetsQueryKey, 'list', { q: filter.q.trim(), species: filter.species, zip: filter.zip }] as const
}

/** `data` holds every loaded report; keeps the previous results on screen while a new filter loads. */
export function useLostPets(filter: LostPetFilter) {
  return usePagedList({
    queryKey: lostPetsListQueryKey(filter),
    fetchPage: (cursor, signal) => fetchLostPetsPage(filter, cursor, signal),
    keepPrevious: true,
  })
}

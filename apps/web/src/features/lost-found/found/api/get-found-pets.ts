import { foundPetEndpoints, type FoundPet } from '@petfolk/contract/found-pets'
import { usePagedList } from '../../../../lib/use-paged-list.ts'
import { api } from '../../../../lib/api.ts'
import { foundPetsQueryKey } from '../../query-keys.ts'
import type { LostPetFilter } from '../../reports/api/get-lost-pets.ts'

/** Open found reports, newest first, filtered as the lost list is; keeps the previous results on screen while a new filter loads. */
export function useFoundPets(filter: LostPetFilter) {
  const query = { q: filter.q.trim(), species: filter.species || undefined, zip: filter.zip }
  return usePagedList<FoundPet>({
    queryKey: [...foundPetsQueryKey, 'list', { q: query.q, species: filter.species, zip: filter.zip }],
    fetchPage: (cursor, signal) => api.page(foundPetEndpoints.list, { query, cursor, signal }),
    keepPrevious: true,
  })
}

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { mapEndpoints } from '@petfolk/contract/map'
import { api } from '../../../../lib/api.ts'
import { lostPetsMapQueryKey } from '../../query-keys.ts'
import type { LostPetFilter } from '../../reports/api/get-lost-pets.ts'

export function lostPetsMapQueryOptions(filter: LostPetFilter) {
  // Empty filters are left out of the query, as for the list.
  const query = { q: filter.q.trim(), species: filter.species || undefined, zip: filter.zip }
  return queryOptions({
    queryKey: [...lostPetsMapQueryKey, { q: query.q, species: filter.species, zip: filter.zip }],
    queryFn: ({ signal }) => api.call(mapEndpoints.lostAndFound, { query, signal }),
    // The markers stay on the map while a new filter loads, as the list's cards do.
    placeholderData: keepPreviousData,
  })
}

/** Open lost and found reports and their sightings as map points, under the list's filters; asked for only while the map shows. */
export function useLostPetsMap(filter: LostPetFilter) {
  return useQuery(lostPetsMapQueryOptions(filter))
}

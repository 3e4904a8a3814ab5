import { queryOptions, useQuery } from '@tanstack/react-query'
import { mapEndpoints } from '@petfolk/contract/map'
import { api } from '../../../lib/api.ts'
import { lostPetsMapQueryKey } from '../query-keys.ts'

export function lostPetsMapQueryOptions() {
  return queryOptions({
    queryKey: lostPetsMapQueryKey,
    queryFn: ({ signal }) => api.call(mapEndpoints.lostAndFound, { signal }),
  })
}

/** Open lost and found reports and their sightings as map points; asked for only while the map shows. */
export function useLostPetsMap() {
  return useQuery(lostPetsMapQueryOptions())
}

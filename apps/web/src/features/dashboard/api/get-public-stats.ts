import { queryOptions, useQuery } from '@tanstack/react-query'
import { lostPetNetworkEndpoints } from '@petfolk/contract/lost-found/reports'
import { api } from '../../../lib/api.ts'
import { dashboardQueryKey } from '../query-keys.ts'

/** The network's figures (pets reunited), the same for everyone. */
export function publicStatsQueryOptions() {
  return queryOptions({
    queryKey: [...dashboardQueryKey, 'public-stats'],
    queryFn: ({ signal }) => api.call(lostPetNetworkEndpoints.stats, { signal }),
  })
}

export function usePublicStats() {
  return useQuery(publicStatsQueryOptions())
}

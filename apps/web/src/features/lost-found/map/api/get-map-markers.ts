import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { mapEndpoints } from '@petfolk/contract/lost-found/map'
import { api } from '../../../../lib/api.ts'
import { lostPetsMapQueryKey } from '../../query-keys.ts'
import { filterKey, filterQuery, type ReportFilter } from '../../shared/api/report-filter.ts'

export function lostPetsMapQueryOptions(filter: ReportFilter) {
  return queryOptions({
    queryKey: [...lostPetsMapQueryKey, filterKey(filter)],
    queryFn: ({ signal }) => api.call(mapEndpoints.lostAndFound, { query: filterQuery(filter), signal }),
    // The markers stay on the map while a new filter loads, as the list's cards do.
    placeholderData: keepPreviousData,
  })
}

/** Open lost and found reports and their sightings as map points, under the list's filters; asked for only while the map shows. */
export function useLostPetsMap(filter: ReportFilter) {
  return useQuery(lostPetsMapQueryOptions(filter))
}

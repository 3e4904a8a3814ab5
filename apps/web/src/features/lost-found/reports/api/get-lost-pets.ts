import { lostPetEndpoints, type LostPet } from '@petfolk/contract/lost-found/reports'
import { api, type Page } from '../../../../lib/api.ts'
import { usePagedList } from '../../../../lib/use-paged-list.ts'
import { lostPetsQueryKey } from '../../query-keys.ts'
import { filterKey, filterQuery, type ReportFilter } from '../../shared/api/report-filter.ts'

/** One page of open reports (not found yet), newest first. */
export function fetchLostPetsPage(filter: ReportFilter, cursor: string | null, signal?: AbortSignal): Promise<Page<LostPet>> {
  return api.page(lostPetEndpoints.list, { query: filterQuery(filter), cursor, signal })
}

export function lostPetsListQueryKey(filter: ReportFilter) {
  return [...lostPetsQueryKey, 'list', filterKey(filter)] as const
}

/** `data` holds every loaded report; keeps the previous results on screen while a new filter loads. */
export function useLostPets(filter: ReportFilter) {
  return usePagedList({
    queryKey: lostPetsListQueryKey(filter),
    fetchPage: (cursor, signal) => fetchLostPetsPage(filter, cursor, signal),
    keepPrevious: true,
  })
}

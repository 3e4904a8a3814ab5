import { foundPetEndpoints, type FoundPet } from '@petfolk/contract/lost-found/found'
import { usePagedList } from '../../../../lib/use-paged-list.ts'
import { api } from '../../../../lib/api.ts'
import { foundPetsQueryKey } from '../../query-keys.ts'
import { filterKey, filterQuery, type ReportFilter } from '../../shared/api/report-filter.ts'

/** Open found reports, newest first, filtered as the lost list is; keeps the previous results on screen while a new filter loads. */
export function useFoundPets(filter: ReportFilter) {
  return usePagedList<FoundPet>({
    queryKey: [...foundPetsQueryKey, 'list', filterKey(filter)],
    fetchPage: (cursor, signal) => api.page(foundPetEndpoints.list, { query: filterQuery(filter), cursor, signal }),
    keepPrevious: true,
  })
}

import { useQuery } from '@tanstack/react-query'
import { foundPetEndpoints } from '@petfolk/contract/lost-found/found'
import { api } from '../../../../lib/api.ts'
import { publicFoundReportQueryKey } from '../../query-keys.ts'

/** A found report as anyone with its link sees it; nothing is asked for an address without an id. */
export function usePublicFoundReport(id: number | null) {
  return useQuery({
    queryKey: publicFoundReportQueryKey(id ?? 0),
    queryFn: ({ signal }) => api.call(foundPetEndpoints.publicReport, { params: { id: id ?? 0 }, signal }),
    enabled: id !== null,
  })
}

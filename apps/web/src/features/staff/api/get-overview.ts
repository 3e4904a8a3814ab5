import { useQuery } from '@tanstack/react-query'
import { staffEndpoints } from '@petfolk/contract/staff'
import { api } from '../../../lib/api.ts'
import { staffOverviewQueryKey } from '../query-keys.ts'

export function useStaffOverview() {
  return useQuery({
    queryKey: staffOverviewQueryKey,
    queryFn: ({ signal }) => api.call(staffEndpoints.overview, { signal }),
    staleTime: 0,
  })
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { lostPetNetworkEndpoints } from '@petfolk/contract/lost-found/reports'
import { api } from '../../../../lib/api.ts'
import { publicReportQueryKey } from '../../query-keys.ts'

const ownerSightingsKey = (id: number) => [...publicReportQueryKey(id), 'owner-sightings'] as const

/**
 * Every sighting, hidden ones and phones too, when the member is the report's owner; the server
 * answers 404 to anyone else, which leaves the page as everyone sees it.
 */
export function useOwnerSightings(id: number, signedIn: boolean) {
  return useQuery({
    queryKey: ownerSightingsKey(id),
    queryFn: ({ signal }) => api.call(lostPetNetworkEndpoints.ownerSightings, { params: { id }, signal }),
    enabled: signedIn,
  })
}

export function useSetSightingHidden(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ sightingId, isHidden }: { sightingId: number; isHidden: boolean }) =>
      api.call(lostPetNetworkEndpoints.setSightingHidden, { params: { id, sightingId }, body: { is_hidden: isHidden } }),
    // The public timeline and count change with it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: publicReportQueryKey(id) }),
  })
}

import { useMutation, useQueryClient } from '@tanstack/react-query'
import { lostPetNetworkEndpoints, type SightingInput } from '@petfolk/contract/lost-found/reports'
import { api } from '../../../../lib/api.ts'
import { publicReportQueryKey } from '../../query-keys.ts'
import { visitorProof } from '../../shared/api/proof.ts'

export function useReportSighting(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (values: SightingInput) => api.call(lostPetNetworkEndpoints.reportSighting, { params: { id }, body: { ...values, proof: await visitorProof() } }),
    // The timeline and the report's sighting count both change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: publicReportQueryKey(id) }),
  })
}

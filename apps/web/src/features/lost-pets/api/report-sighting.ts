import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { lostPetNetworkEndpoints, type sightingInputSchema } from '@petfolk/contract/lost-pets'
import { api } from '../../../lib/api.ts'
import { publicReportQueryKey } from '../query-keys.ts'

export function useReportSighting(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (values: z.output<typeof sightingInputSchema>) => api.call(lostPetNetworkEndpoints.reportSighting, { params: { id }, body: values }),
    // The timeline and the report's sighting count both change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: publicReportQueryKey(id) }),
  })
}

import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { lostPetEndpoints, type ReportedLostPet, type lostPetInputSchema } from '@petfolk/contract/lost-found/reports'
import { api } from '../../../../lib/api.ts'
import { lostPetQueryOptions } from './get-lost-pet.ts'
import { lostPetsQueryKey } from '../../query-keys.ts'

export function reportLostPet(values: z.output<typeof lostPetInputSchema>): Promise<ReportedLostPet> {
  return api.call(lostPetEndpoints.report, { body: values })
}

export function useReportLostPet() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: reportLostPet,
    onSuccess: ({ alerted: _alerted, ...report }) => {
      // The page opens the new report at once, without asking for it again.
      queryClient.setQueryData(lostPetQueryOptions(report.id).queryKey, report)
      return queryClient.invalidateQueries({ queryKey: [...lostPetsQueryKey, 'list'] })
    },
  })
}

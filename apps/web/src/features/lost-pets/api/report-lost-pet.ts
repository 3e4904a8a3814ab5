import { useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { lostPetSchema, type lostPetInputSchema } from '@petfolk/contract/lost-pets'
import { api } from '../../../lib/api.ts'
import { lostPetsQueryKey } from './get-lost-pets.ts'
import { lostPetQueryOptions } from './get-lost-pet.ts'

/** The new report, and how many neighbours' alert settings it reached. */
export const reportedLostPetSchema = lostPetSchema.extend({ alerted: z.number().int() })
export type ReportedLostPet = z.infer<typeof reportedLostPetSchema>

export function reportLostPet(values: z.output<typeof lostPetInputSchema>): Promise<ReportedLostPet> {
  return api.post('/api/lost-pets', values, { schema: reportedLostPetSchema })
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

import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { foundPetEndpoints, type foundPetInputSchema } from '@petfolk/contract/lost-found/found'
import { api } from '../../../../lib/api.ts'
import { foundPetQueryOptions } from './get-found-pet.ts'
import { foundPetsQueryKey } from '../../query-keys.ts'

export function useReportFoundPet() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (values: z.output<typeof foundPetInputSchema>) => api.call(foundPetEndpoints.report, { body: values }),
    onSuccess: ({ alerted: _alerted, ...report }) => {
      queryClient.setQueryData(foundPetQueryOptions(report.id).queryKey, report)
      return queryClient.invalidateQueries({ queryKey: [...foundPetsQueryKey, 'list'] })
    },
  })
}

import { useMutation, useQueryClient } from '@tanstack/react-query'
import { foundPetEndpoints } from '@petfolk/contract/lost-found/found'
import { api } from '../../../../lib/api.ts'
import { foundPetQueryOptions } from './get-found-pet.ts'
import { foundPetsQueryKey } from '../../query-keys.ts'

/** The finder closes their report (the pet is home or in safe hands) or reopens it. */
export function useSetFoundPetClosed() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, closed }: { id: number; closed: boolean }) => api.call(foundPetEndpoints.setClosed, { params: { id }, body: { is_closed: closed } }),
    onSuccess: (report) => {
      queryClient.setQueryData(foundPetQueryOptions(report.id).queryKey, report)
      return queryClient.invalidateQueries({ queryKey: [...foundPetsQueryKey, 'list'] })
    },
  })
}

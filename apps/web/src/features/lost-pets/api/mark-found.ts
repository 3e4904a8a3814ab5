import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query'
import { lostPetSchema, type LostPet } from '@petfolk/contract/lost-pets'
import { api } from '../../../lib/api.ts'
import { updatePagedItems } from '../../../lib/use-paged-list.ts'
import { lostPetsQueryKey } from './get-lost-pets.ts'

const markFoundMutationKey = [...lostPetsQueryKey, 'mark-found'] as const

/** Only the reporter may do this; a found report leaves the list. */
export function markFound(id: number): Promise<LostPet> {
  return api.patch(`/api/lost-pets/${id}`, { is_found: true }, { schema: lostPetSchema })
}

export function useMarkFound() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: markFoundMutationKey,
    mutationFn: markFound,
    onSuccess: (report) => {
      queryClient.setQueryData([...lostPetsQueryKey, 'detail', report.id], report)
      updatePagedItems<LostPet>(queryClient, [...lostPetsQueryKey, 'list'], (items) => items.filter((r) => r.id !== report.id))
      return queryClient.invalidateQueries({ queryKey: [...lostPetsQueryKey, 'list'] })
    },
  })
}

/** Ids of reports being marked found right now. */
export function useReportsBeingMarkedFound(): number[] {
  return useMutationState({
    filters: { mutationKey: markFoundMutationKey, status: 'pending' },
    select: (mutation) => mutation.state.variables as number,
  })
}

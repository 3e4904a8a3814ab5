import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query'
import { petEndpoints } from '@petfolk/contract/pets'
import { api } from '../../../lib/api.ts'
import { appointmentsQueryKey } from '../../appointments/index.ts'
import { dashboardQueryKey } from '../../dashboard/index.ts'
import { medicalRecordsQueryKey } from '../../medical-records/index.ts'
import { petsQueryKey } from '../query-keys.ts'

const deletePetMutationKey = ['pets', 'delete'] as const

export async function deletePet(id: number): Promise<void> {
  await api.call(petEndpoints.remove, { params: { id } })
}

export function useDeletePet() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: deletePetMutationKey,
    mutationFn: deletePet,
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: [...petsQueryKey, 'detail', id] })
      queryClient.removeQueries({ queryKey: medicalRecordsQueryKey(id) })
      // Its records are gone and its appointments lose the link to it.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: [...petsQueryKey, 'list'] }),
        queryClient.invalidateQueries({ queryKey: appointmentsQueryKey }),
        queryClient.invalidateQueries({ queryKey: dashboardQueryKey }),
      ])
    },
  })
}

/** Ids of the pets being deleted right now, so their cards can dim. */
export function usePetsBeingDeleted(): number[] {
  return useMutationState({
    filters: { mutationKey: deletePetMutationKey, status: 'pending' },
    select: (mutation) => mutation.state.variables as number,
  })
}

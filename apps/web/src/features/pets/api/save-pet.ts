import { useMutation, useQueryClient } from '@tanstack/react-query'
import { petEndpoints, type Pet, type PetValues } from '@petfolk/contract/pets'
import { api } from '../../../lib/api.ts'
import { appointmentsQueryKey } from '../../appointments/index.ts'
import { dashboardQueryKey } from '../../dashboard/index.ts'
import { petsQueryKey } from '../query-keys.ts'

export function createPet(values: PetValues): Promise<Pet> {
  return api.call(petEndpoints.create, { body: values })
}

export function updatePet(id: number, values: PetValues): Promise<Pet> {
  return api.call(petEndpoints.update, { params: { id }, body: values })
}

export function useCreatePet() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createPet,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: petsQueryKey }),
  })
}

export function useUpdatePet(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (values: PetValues) => updatePet(id, values),
    onSuccess: (pet) => {
      queryClient.setQueryData([...petsQueryKey, 'detail', id], pet)
      // Pet names also show on appointments and dashboard reminders.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: petsQueryKey }),
        queryClient.invalidateQueries({ queryKey: appointmentsQueryKey }),
        queryClient.invalidateQueries({ queryKey: dashboardQueryKey }),
      ])
    },
  })
}

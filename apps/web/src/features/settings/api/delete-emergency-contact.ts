import { useMutation, useQueryClient } from '@tanstack/react-query'
import { emergencyContactEndpoints } from '@petfolk/contract/settings'
import { api } from '../../../lib/api.ts'
import { emergencyContactsQueryKey } from '../query-keys.ts'

export async function deleteEmergencyContact(id: number): Promise<void> {
  await api.call(emergencyContactEndpoints.remove, { params: { id } })
}

export function useDeleteEmergencyContact() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteEmergencyContact,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: emergencyContactsQueryKey }),
  })
}

import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { emergencyContactsQueryKey } from './get-emergency-contacts.ts'

export function deleteEmergencyContact(id: number): Promise<unknown> {
  return api.delete(`/api/emergency-contacts/${id}`)
}

export function useDeleteEmergencyContact() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteEmergencyContact,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: emergencyContactsQueryKey }),
  })
}

import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { emergencyContactSchema, type EmergencyContact, type emergencyContactInputSchema } from '@petfolk/contract/settings'
import { api } from '../../../lib/api.ts'
import { emergencyContactsQueryKey } from './get-emergency-contacts.ts'

export type EmergencyContactValues = z.output<typeof emergencyContactInputSchema>

/** Adds a contact, or replaces the one with `id`. */
export function saveEmergencyContact({ id, values }: { id: number | null; values: EmergencyContactValues }): Promise<EmergencyContact> {
  return id === null
    ? api.post('/api/emergency-contacts', values, { schema: emergencyContactSchema })
    : api.put(`/api/emergency-contacts/${id}`, values, { schema: emergencyContactSchema })
}

export function useSaveEmergencyContact() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveEmergencyContact,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: emergencyContactsQueryKey }),
  })
}

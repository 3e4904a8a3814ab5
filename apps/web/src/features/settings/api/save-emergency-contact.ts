import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { emergencyContactEndpoints, type EmergencyContact, type emergencyContactInputSchema } from '@petfolk/contract/settings'
import { api } from '../../../lib/api.ts'
import { emergencyContactsQueryKey } from '../query-keys.ts'

export type EmergencyContactValues = z.output<typeof emergencyContactInputSchema>

/** Adds a contact, or replaces the one with `id`. */
export function saveEmergencyContact({ id, values }: { id: number | null; values: EmergencyContactValues }): Promise<EmergencyContact> {
  return id === null
    ? api.call(emergencyContactEndpoints.create, { body: values })
    : api.call(emergencyContactEndpoints.update, { params: { id }, body: values })
}

export function useSaveEmergencyContact() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveEmergencyContact,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: emergencyContactsQueryKey }),
  })
}

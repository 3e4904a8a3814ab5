import { useMutation, useQueryClient } from '@tanstack/react-query'
import { alertPreferencesSchema, type AlertPreferences, type AlertPreferencesInput } from '@petfolk/contract/lost-pets'
import { api } from '../../../lib/api.ts'
import { alertPreferencesQueryKey } from './get-alert-preferences.ts'

/** Everything in one call (the spec's rule). */
export function saveAlertPreferences(input: AlertPreferencesInput): Promise<AlertPreferences> {
  return api.post('/api/user-alert-preferences', input, { schema: alertPreferencesSchema })
}

export function useSaveAlertPreferences() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveAlertPreferences,
    onSuccess: (saved) => queryClient.setQueryData(alertPreferencesQueryKey, saved),
  })
}

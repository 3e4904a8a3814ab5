import { useMutation, useQueryClient } from '@tanstack/react-query'
import { lostPetEndpoints, type AlertPreferences, type AlertPreferencesInput } from '@petfolk/contract/lost-found/reports'
import { api } from '../../../../lib/api.ts'
import { alertPreferencesQueryKey } from '../../query-keys.ts'

/** Everything in one call, so the ZIPs, the radius and the switches never save half-way. */
export function saveAlertPreferences(input: AlertPreferencesInput): Promise<AlertPreferences> {
  return api.call(lostPetEndpoints.saveAlertPreferences, { body: input })
}

export function useSaveAlertPreferences() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveAlertPreferences,
    onSuccess: (saved) => queryClient.setQueryData(alertPreferencesQueryKey, saved),
  })
}

import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import { settingsEndpoints, type Settings } from '@petfolk/contract/settings'
import { api, describeActionError } from '../../../lib/api.ts'
import { settingsQueryKey } from '../query-keys.ts'

export const SAVE_SETTINGS_FAILED = 'Failed to save settings. Please try again.'

export function saveSettings(changes: Partial<Settings>): Promise<Settings> {
  return api.call(settingsEndpoints.update, { body: changes })
}

/**
 * Toggles show their new state at once; if the server refuses, the previous state comes back
 * and a toast says so.
 */
export function useSaveSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveSettings,
    onMutate: async (changes) => {
      await queryClient.cancelQueries({ queryKey: settingsQueryKey })
      const previous = queryClient.getQueryData<Settings>(settingsQueryKey)
      if (previous) queryClient.setQueryData<Settings>(settingsQueryKey, { ...previous, ...changes })
      return { previous }
    },
    onError: (error, _changes, context) => {
      if (context?.previous) queryClient.setQueryData(settingsQueryKey, context.previous)
      toast.error(describeActionError(error, SAVE_SETTINGS_FAILED))
    },
    onSuccess: (saved) => queryClient.setQueryData(settingsQueryKey, saved),
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsQueryKey }),
  })
}

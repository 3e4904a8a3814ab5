import { useMutation, useQueryClient } from '@tanstack/react-query'
import { displayNameEndpoints, type DisplayNameAnswer } from '@petfolk/contract/members'
import { api } from '../../../lib/api.ts'

export function saveDisplayName(display_name: string): Promise<DisplayNameAnswer> {
  return api.call(displayNameEndpoints.change, { body: { display_name } })
}

/** The shell, the greeting and every list that shows the member's name read it anew. */
export function useSaveDisplayName() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveDisplayName,
    onSuccess: () => queryClient.invalidateQueries(),
  })
}

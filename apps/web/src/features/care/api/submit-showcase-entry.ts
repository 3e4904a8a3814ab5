import { useMutation, useQueryClient } from '@tanstack/react-query'
import { careEndpoints, type ShowcaseSubmission } from '@petfolk/contract/care'
import type { ShowcaseEntry } from '@petfolk/contract/demo'
import { api } from '../../../lib/api.ts'
import { careQueryKey } from '../query-keys.ts'

/** Enters one of my pets in today's showcase (409 when it is already in). */
export function submitShowcaseEntry(submission: ShowcaseSubmission): Promise<ShowcaseEntry> {
  return api.call(careEndpoints.submit, { body: submission })
}

export function useSubmitShowcaseEntry() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: submitShowcaseEntry,
    // The page's data reloads after a submission, so the new entry shows where the server puts it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: careQueryKey }),
  })
}

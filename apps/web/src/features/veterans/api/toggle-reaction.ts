import { useMutation, useQueryClient } from '@tanstack/react-query'
import { veteranStoryEndpoints, type ReactionResult } from '@petfolk/contract/veterans'
import { api } from '../../../lib/api.ts'
import { storiesQueryKey } from '../query-keys.ts'

/** A heart for a story; a second tap takes it back. */
export function toggleReaction(storyId: number): Promise<ReactionResult> {
  return api.call(veteranStoryEndpoints.react, { params: { id: storyId }, body: { reaction_type: 'heart' } })
}

export function useToggleReaction() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: toggleReaction,
    // The list reloads after a reaction, so its counts are the server's.
    onSettled: () => queryClient.invalidateQueries({ queryKey: storiesQueryKey }),
  })
}

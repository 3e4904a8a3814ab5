import { useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '../../../lib/api.ts'
import { storiesQueryKey } from './get-stories.ts'

const reactionResultSchema = z.object({ reacted: z.boolean(), reaction_count: z.number().int() })

/** A heart for a story; a second tap takes it back. */
export function toggleReaction(storyId: number): Promise<z.infer<typeof reactionResultSchema>> {
  return api.post(`/api/veteran-service-dog-stories/${storyId}/reaction`, { reaction_type: 'heart' }, { schema: reactionResultSchema })
}

export function useToggleReaction() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: toggleReaction,
    // The spec reloads the list after a reaction.
    onSettled: () => queryClient.invalidateQueries({ queryKey: storiesQueryKey }),
  })
}

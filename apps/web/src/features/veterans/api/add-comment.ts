import { useMutation, useQueryClient } from '@tanstack/react-query'
import { veteranStoryEndpoints, type StoryComment } from '@petfolk/contract/veterans'
import { api } from '../../../lib/api.ts'
import { commentsQueryKey, storiesQueryKey } from '../query-keys.ts'

/** The commenter's name and veteran flag come from the session on the server. */
export function addComment({ storyId, text }: { storyId: number; text: string }): Promise<StoryComment> {
  return api.call(veteranStoryEndpoints.comment, { params: { id: storyId }, body: { comment_text: text } })
}

export function useAddComment() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: addComment,
    onSuccess: (_comment, { storyId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: commentsQueryKey(storyId) }),
        // The story's comment count changes too.
        queryClient.invalidateQueries({ queryKey: storiesQueryKey }),
      ]),
  })
}

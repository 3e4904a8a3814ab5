import { useMutation, useQueryClient } from '@tanstack/react-query'
import { replySchema, type Reply } from '@petfolk/contract/boards'
import { api } from '../../../lib/api.ts'
import { boardsQueryKey } from './get-boards.ts'

/** The content goes trimmed (the spec's rule). */
export function createReply({ postId, content }: { postId: number; content: string }): Promise<Reply> {
  return api.post(`/api/messages/${postId}/replies`, { content: content.trim() }, { schema: replySchema })
}

export function useCreateReply() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createReply,
    // The replies, the post's reply count and the board's member count.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: boardsQueryKey }),
  })
}

import { useMutation, useQueryClient } from '@tanstack/react-query'
import { boardReplyEndpoints, type Reply } from '@petfolk/contract/boards'
import { api } from '../../../lib/api.ts'
import { boardsQueryKey } from '../query-keys.ts'

/** The content goes trimmed, so stray spaces never make a reply look empty or different. */
export function createReply({ postId, content }: { postId: number; content: string }): Promise<Reply> {
  return api.call(boardReplyEndpoints.create, { params: { id: postId }, body: { content: content.trim() } })
}

export function useCreateReply() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createReply,
    // The replies, the post's reply count and the board's member count.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: boardsQueryKey }),
  })
}

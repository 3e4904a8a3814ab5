import { useMutation, useQueryClient } from '@tanstack/react-query'
import { boardPostEndpoints, type BoardPost } from '@petfolk/contract/boards'
import { api } from '../../../lib/api.ts'
import { boardPostsQueryKey } from '../query-keys.ts'

/** Only the board's moderator may; the server answers 403 to anyone else. */
export function pinPost({ id, is_pinned }: { id: number; is_pinned: boolean }): Promise<BoardPost> {
  return api.call(boardPostEndpoints.pin, { params: { id }, body: { is_pinned } })
}

/** Soft removal: the post keeps its place and replies, but the server blanks its words for everyone. */
export function removePost({ id }: { id: number }): Promise<BoardPost> {
  return api.call(boardPostEndpoints.remove, { params: { id } })
}

// Pinning moves the post to the top and removal changes its place and words: reload the board's list.
export function usePinPost(boardId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: pinPost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: boardPostsQueryKey(boardId) }),
  })
}

export function useRemovePost(boardId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: removePost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: boardPostsQueryKey(boardId) }),
  })
}

import { useMutation, useQueryClient } from '@tanstack/react-query'
import { boardPostEndpoints, type BoardPost } from '@petfolk/contract/boards'
import { api } from '../../../lib/api.ts'
import { boardsQueryKey } from '../query-keys.ts'

export interface NewPost {
  board_id: number
  title: string
  content: string
}

export function createPost(post: NewPost): Promise<BoardPost> {
  return api.call(boardPostEndpoints.create, { body: post })
}

export function useCreatePost() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createPost,
    // The board's posts, and its member count (posting makes you a member).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: boardsQueryKey }),
  })
}

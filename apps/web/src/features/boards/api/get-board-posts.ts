import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { boardPostSchema, type BoardPost } from '@petfolk/contract/boards'
import { api } from '../../../lib/api.ts'
import { boardsQueryKey } from './get-boards.ts'

/** Pinned posts first, then newest first. */
export function fetchBoardPosts(boardId: number, signal?: AbortSignal): Promise<BoardPost[]> {
  return api.get(`/api/message-boards/${boardId}/messages`, { schema: z.array(boardPostSchema), signal })
}

export function boardPostsQueryOptions(boardId: number) {
  return queryOptions({
    queryKey: [...boardsQueryKey, 'posts', boardId],
    queryFn: ({ signal }) => fetchBoardPosts(boardId, signal),
  })
}

export function useBoardPosts(boardId: number) {
  return useQuery(boardPostsQueryOptions(boardId))
}

import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { replySchema, type Reply } from '@petfolk/contract/boards'
import { api } from '../../../lib/api.ts'
import { boardsQueryKey } from './get-boards.ts'

export function fetchReplies(postId: number, signal?: AbortSignal): Promise<Reply[]> {
  return api.get(`/api/messages/${postId}/replies`, { schema: z.array(replySchema), signal })
}

export function repliesQueryOptions(postId: number) {
  return queryOptions({
    queryKey: [...boardsQueryKey, 'replies', postId],
    queryFn: ({ signal }) => fetchReplies(postId, signal),
  })
}

export function useReplies(postId: number) {
  return useQuery(repliesQueryOptions(postId))
}

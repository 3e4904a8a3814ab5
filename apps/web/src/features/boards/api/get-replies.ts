import { boardReplyEndpoints, type Reply } from '@petfolk/contract/boards'
import { api, type Page } from '../../../lib/api.ts'
import { usePagedList } from '../../../lib/use-paged-list.ts'
import { repliesQueryKey } from '../query-keys.ts'

/** One page of a post's replies, oldest first. */
export function fetchRepliesPage(postId: number, cursor: string | null, signal?: AbortSignal): Promise<Page<Reply>> {
  return api.page(boardReplyEndpoints.list, { params: { id: postId }, cursor, signal })
}

/** `data` holds every loaded reply; `fetchNextPage` loads more. */
export function useReplies(postId: number) {
  return usePagedList({ queryKey: repliesQueryKey(postId), fetchPage: (cursor, signal) => fetchRepliesPage(postId, cursor, signal) })
}

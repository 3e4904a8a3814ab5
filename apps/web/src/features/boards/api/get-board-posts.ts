import { boardEndpoints, type BoardPost } from '@petfolk/contract/boards'
import { api, type Page } from '../../../lib/api.ts'
import { usePagedList } from '../../../lib/use-paged-list.ts'
import { boardPostsQueryKey } from '../query-keys.ts'

/** One page of a board's posts: pinned posts first, then newest first. */
export function fetchBoardPostsPage(boardId: number, cursor: string | null, signal?: AbortSignal): Promise<Page<BoardPost>> {
  return api.page(boardEndpoints.posts, { params: { id: boardId }, cursor, signal })
}

/** `data` holds every loaded post; `fetchNextPage` loads older ones. */
export function useBoardPosts(boardId: number) {
  return usePagedList({
    queryKey: boardPostsQueryKey(boardId),
    fetchPage: (cursor, signal) => fetchBoardPostsPage(boardId, cursor, signal),
  })
}

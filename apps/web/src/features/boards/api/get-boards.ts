import { boardEndpoints, type Board } from '@petfolk/contract/boards'
import { api, type Page } from '../../../lib/api.ts'
import { usePagedList } from '../../../lib/use-paged-list.ts'
import { boardsQueryKey } from '../query-keys.ts'

export interface BoardFilter {
  /** Exactly 5 digits: boards within 25 miles, nearest first. */
  zip_code?: string | undefined
  state?: string | undefined
  /** The device's position: boards within 25 miles of it, nearest first. */
  near?: { lat: number; lng: number } | undefined
}

/** One page of boards. A ZIP or position search answers the nearest boards in one page (no cursor). */
export function fetchBoardsPage(filter: BoardFilter, cursor: string | null, signal?: AbortSignal): Promise<Page<Board>> {
  const query = { zip_code: filter.zip_code, state: filter.state, lat: filter.near?.lat, lng: filter.near?.lng }
  return api.page(boardEndpoints.list, { query, cursor, signal })
}

export function boardsListQueryKey(filter: BoardFilter) {
  return [...boardsQueryKey, 'list', { zip_code: filter.zip_code ?? '', state: filter.state ?? '', near: filter.near ?? null }] as const
}

/** `data` holds every loaded board; `fetchNextPage` loads more. */
export function useBoards(filter: BoardFilter) {
  return usePagedList({ queryKey: boardsListQueryKey(filter), fetchPage: (cursor, signal) => fetchBoardsPage(filter, cursor, signal) })
}

import {
  keepPreviousData,
  useInfiniteQuery,
  type InfiniteData,
  type QueryClient,
  type QueryKey,
  type UseInfiniteQueryResult,
} from '@tanstack/react-query'
import type { Page } from './api.ts'

/** What a paged list keeps in the query cache: its loaded pages, each with the cursor it was asked with. */
export type PagedData<T> = InfiniteData<Page<T>, string | null>

export interface PagedListOptions<T> {
  queryKey: QueryKey
  /** Asks the server for one page; `cursor` is null for the first page. */
  fetchPage: (cursor: string | null, signal: AbortSignal) => Promise<Page<T>>
  enabled?: boolean
  staleTime?: number
  /** Keeps the previous results on screen while a new filter or search loads. */
  keepPrevious?: boolean
}

/** A paged list: `data` is every loaded row in order; `fetchNextPage` appends the next page. */
export type PagedListResult<T> = UseInfiniteQueryResult<T[]>

function flattenPages<T>(data: PagedData<T>): T[] {
  return data.pages.flatMap((page) => page.items)
}

function nextCursor<T>(page: Page<T>): string | null {
  return page.nextCursor
}

/**
 * One list the server pages (`?limit=`, `?cursor=`, `X-Next-Cursor`), loaded a page at a time.
 * Refetching (after an invalidation) reloads the pages already shown, from the first.
 */
export function usePagedList<T>({ queryKey, fetchPage, enabled = true, staleTime, keepPrevious = false }: PagedListOptions<T>): PagedListResult<T> {
  return useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: nextCursor<T>,
    select: flattenPages<T>,
    enabled,
    ...(staleTime === undefined ? {} : { staleTime }),
    ...(keepPrevious ? { placeholderData: keepPreviousData } : {}),
  })
}

/**
 * Changes the cached rows of every paged list under `queryKey`, page by page (e.g. a message
 * marked read, a report that left the list); the cursors stay as they are.
 */
export function updatePagedItems<T>(queryClient: QueryClient, queryKey: QueryKey, update: (items: T[]) => T[]): void {
  queryClient.setQueriesData<PagedData<T>>({ queryKey }, (data) =>
    data ? { ...data, pages: data.pages.map((page) => ({ ...page, items: update(page.items) })) } : data,
  )
}

/** The list itself failed to load (not just its next page, which LoadMoreButton reports). */
export function listLoadFailed(query: Pick<PagedListResult<unknown>, 'isError' | 'isFetchNextPageError'>): boolean {
  return query.isError && !query.isFetchNextPageError
}

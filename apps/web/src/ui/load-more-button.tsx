import { useEffect, useRef } from 'react'
import { TriangleAlert } from 'lucide-react'
import { describeLoadError } from '../lib/api.ts'
import { cx } from '../lib/cx.ts'
import type { PagedListResult } from '../lib/use-paged-list.ts'
import { Button } from './button.tsx'

type PagedQuery = Pick<PagedListResult<unknown>, 'hasNextPage' | 'isFetchingNextPage' | 'isFetchNextPageError' | 'error' | 'fetchNextPage'>

interface LoadMoreButtonProps {
  /** The paged list (from `usePagedList`). */
  query: PagedQuery
  className?: string
}

/**
 * 'Load more' under a paged list; gone when there is no next page. While the page loads the button
 * stays focusable (aria-disabled, not disabled) so keyboard focus is not dropped; when the last
 * page arrives and the button goes, focus stays at the end of the list instead of jumping to the
 * top of the page. Nothing is announced beyond the button's own text, except a failed load.
 */
export function LoadMoreButton({ query, className }: LoadMoreButtonProps) {
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, error, fetchNextPage } = query
  const anchor = useRef<HTMLDivElement>(null)
  const hadFocus = useRef(false)

  useEffect(() => {
    if (hasNextPage || !hadFocus.current) return
    hadFocus.current = false
    // Only when focus was dropped with the button, never when the person has moved on.
    const active = document.activeElement
    if (active === null || active === document.body) anchor.current?.focus({ preventScroll: true })
  }, [hasNextPage])

  return (
    <div ref={anchor} tabIndex={-1} className={cx('flex flex-col items-center gap-2 outline-none', className)}>
      {hasNextPage && isFetchNextPageError ? (
        <p role="alert" className="flex items-center gap-2 text-sm font-semibold text-danger-fg">
          <TriangleAlert aria-hidden="true" className="size-4" />
          {describeLoadError(error)}
        </p>
      ) : null}
      {hasNextPage ? (
        <Button
          variant="secondary"
          aria-disabled={isFetchingNextPage || undefined}
          aria-busy={isFetchingNextPage || undefined}
          onFocus={() => {
            hadFocus.current = true
          }}
          onBlur={(event) => {
            // Removing the focused button blurs it with no next target: keep the flag for the effect.
            if (event.relatedTarget !== null) hadFocus.current = false
          }}
          onClick={() => {
            if (!isFetchingNextPage) void fetchNextPage()
          }}
        >
          {isFetchingNextPage ? 'Loading...' : 'Load more'}
        </Button>
      ) : null}
    </div>
  )
}

import { useCallback } from 'react'
import { useSearchParams } from 'react-router'

/** Query parameters to change: a value sets one, null, undefined or '' removes it; others stay. */
export type SearchParamChanges = Record<string, string | null | undefined>

/**
 * The address's query parameters, and a way to change some of them in one navigation. It replaces
 * the history entry: a filter or a tab is part of the view, not a page to go Back to.
 */
export function useSearchParamChanges(): [URLSearchParams, (changes: SearchParamChanges) => void] {
  const [params, setParams] = useSearchParams()
  const change = useCallback(
    (changes: SearchParamChanges) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous)
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value)
            else next.delete(key)
          }
          return next
        },
        { replace: true },
      ),
    [setParams],
  )
  return [params, change]
}

import { useCallback, useSyncExternalStore } from 'react'

/**
 * Whether a CSS media query matches now, kept up to date; prerendered pages assume it does not.
 * useReducedMotion keeps its own copy: built on this, it cost the landing page one more chunk.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const media = window.matchMedia(query)
      media.addEventListener('change', onChange)
      return () => media.removeEventListener('change', onChange)
    },
    [query],
  )
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches, () => false)
}

import { useMediaQuery } from './use-media-query.ts'

/** True when the person asked the system for less motion. */
export function useReducedMotion(): boolean {
  // Prerendered pages assume motion is fine; the person's setting applies once the page hydrates.
  return useMediaQuery('(prefers-reduced-motion: reduce)')
}

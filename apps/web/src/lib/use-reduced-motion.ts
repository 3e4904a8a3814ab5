import { useSyncExternalStore } from 'react'

const QUERY = '(prefers-reduced-motion: reduce)'

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia(QUERY)
  media.addEventListener('change', onChange)
  return () => media.removeEventListener('change', onChange)
}

/** True when the person asked the system for less motion. */
export function useReducedMotion(): boolean {
  // Prerendered pages assume motion is fine; the person's setting applies once the page hydrates.
  return useSyncExternalStore(subscribe, () => window.matchMedia(QUERY).matches, () => false)
}

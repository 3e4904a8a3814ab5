import { useEffect, useState } from 'react'

/** Search boxes wait this long after the last key before asking the server. */
export const SEARCH_DEBOUNCE_MS = 300

/** The value, once it has stopped changing for `delay` ms (so typing does not send a request per key). */
export function useDebouncedValue<T>(value: T, delay = SEARCH_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay)
    return () => clearTimeout(timer)
  }, [value, delay])
  return settled
}

import { useEffect, useRef, useState } from 'react'

/** The lock countdown shows whole seconds, so it updates once a second. */
export const COUNTDOWN_TICK_MS = 1000

/** Formats whole seconds as m:ss, e.g. 905 → '15:05'. */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds))
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`
}

/**
 * Counts down from `seconds` and calls `onZero` once when it reaches 0. Measured against a deadline,
 * so a throttled background tab still ends on time. Give the component a new key to restart it.
 */
export function useCountdown(seconds: number, onZero: () => void): number {
  const [deadline] = useState(() => Date.now() + seconds * 1000)
  const [remaining, setRemaining] = useState(Math.max(0, seconds))
  const onZeroRef = useRef(onZero)
  useEffect(() => {
    onZeroRef.current = onZero
  })

  useEffect(() => {
    if (seconds <= 0) {
      onZeroRef.current()
      return
    }
    const timer = setInterval(() => {
      const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000))
      setRemaining(left)
      if (left === 0) {
        clearInterval(timer)
        onZeroRef.current()
      }
    }, COUNTDOWN_TICK_MS)
    return () => clearInterval(timer)
  }, [deadline, seconds])

  return remaining
}

/** `announce`: the lock just happened, so the sentence is read out once (not every tick: the time itself is not live). */
export function LockCountdown({ seconds, onZero, announce = false }: { seconds: number; onZero: () => void; announce?: boolean }) {
  const remaining = useCountdown(seconds, onZero)
  return (
    <p role={announce ? 'alert' : undefined} className="text-fg-muted">
      Too many failed attempts. Try again in{' '}
      <span aria-live="off" className="tabular font-bold text-fg">
        {formatCountdown(remaining)}
      </span>
    </p>
  )
}

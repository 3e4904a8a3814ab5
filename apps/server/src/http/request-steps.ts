import type { Context } from 'hono'
import type { AppEnv } from '../app-env.ts'

/**
 * One check or preparation that runs before an API handler and never needs to see the answer:
 * it returns (or throws), and the request goes on.
 */
export type RequestStep = (c: Context<AppEnv>) => void | Promise<void>

/**
 * The steps as one, run in order. A step that finishes synchronously is not awaited, so a request
 * whose steps all do (a visitor's, or a write without a session) makes no promise here; one that
 * waits (the session lookup) continues from where it stopped. While a request waits for a
 * PostgreSQL connection, every suspended frame it holds is copied by each young-generation
 * collection (docs/decisions/019 and 038), so there are none here.
 */
export function inOrder(...steps: RequestStep[]): RequestStep {
  const runFrom = (c: Context<AppEnv>, first: number): void | Promise<void> => {
    for (let i = first; i < steps.length; i++) {
      const pending = steps[i]?.(c)
      if (pending) return pending.then(() => runFrom(c, i + 1))
    }
  }
  return (c) => runFrom(c, 0)
}

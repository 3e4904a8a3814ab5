import type { Context, MiddlewareHandler } from 'hono'
import type { AppEnv } from '../app-env.ts'

/**
 * One check or preparation that runs before an API handler and never needs to see the answer:
 * it returns (or throws), and the request goes on.
 */
export type RequestStep = (c: Context<AppEnv>) => void | Promise<void>

/**
 * Runs the steps in order as a single middleware. Each Hono middleware layer keeps an async
 * frame suspended for as long as the request lives; while a request waits for a PostgreSQL
 * connection those frames survive garbage collections and were most of what it held
 * (docs/decisions/019). Steps that finish synchronously are not awaited.
 */
export function runSteps(...steps: RequestStep[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    for (const step of steps) {
      const pending = step(c)
      if (pending) await pending
    }
    return next()
  }
}

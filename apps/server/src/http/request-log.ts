import type { MiddlewareHandler } from 'hono'
import type { Logger } from '../logger.ts'

/** One structured line per request: method, path, status and duration. */
export function requestLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now()
    await next()
    if (!logger.isLevelEnabled('info')) return
    logger.info(
      { method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round((performance.now() - started) * 10) / 10 },
      'request',
    )
  }
}

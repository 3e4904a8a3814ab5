import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Logger } from '../logger.ts'

/**
 * One structured line per request when it closes: method, path (without its query, which may
 * carry a token), status and duration. Kept on the Node response rather than as web-framework
 * middleware, so that an API route stays the only handler of its path (docs/decisions/038).
 */
export function logWhenClosed(req: IncomingMessage, res: ServerResponse, logger: Logger): void {
  const started = performance.now()
  res.once('close', () => {
    const url = req.url ?? '/'
    const query = url.indexOf('?')
    logger.info(
      {
        method: req.method,
        path: query === -1 ? url : url.slice(0, query),
        status: res.statusCode,
        ms: Math.round((performance.now() - started) * 10) / 10,
        ...(res.writableFinished ? {} : { aborted: true }),
      },
      'request',
    )
  })
}

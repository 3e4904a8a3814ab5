import type { IncomingMessage, ServerResponse } from 'node:http'
import { getRequestListener } from '@hono/node-server'
import type { Config } from '../config.ts'
import type { Logger } from '../logger.ts'
import { HEALTH_PATH, answerHealth } from './health.ts'
import { logWhenClosed } from './request-log.ts'
import { pageSecurityHeaders, securityHeadersFor, strictTransportSecurityFor } from './security.ts'

/**
 * The most of an unread request body (after a 413, or from a route that ignores its body) that is
 * read and thrown away to keep the connection for the client's next request: past it, reading on
 * costs more than a new connection, so such an answer says Connection: close instead.
 */
export const DRAIN_LIMIT_BYTES = 64 * 1024
/**
 * How long a connection closed that way keeps swallowing the body the client is still sending:
 * while bytes keep coming, at most LINGER_MAX_MS in all (a 100 MB upload refused early on a
 * busy machine takes seconds to finish sending), and no more than LINGER_IDLE_MS after the last
 * of them, as web servers' lingering close does.
 */
const LINGER_IDLE_MS = 2_000
const LINGER_MAX_MS = 30_000

type NodeHandler = (req: IncomingMessage, res: ServerResponse) => void

export interface NodeListenerOptions {
  /** The Hono app's fetch: API routes and pages. Served over HTTP/1.1, so its bindings are HttpBindings. */
  fetch: Parameters<typeof getRequestListener>[0]
  config: Pick<Config, 'appUrl' | 'mapTiles'>
  logger: Logger
  /** The database's health ping (db/database.ts), for GET /api/health. */
  ping: () => Promise<void>
  /** Answers a request before the app when it returns true (the metrics scrape, the development identity provider). */
  answerFirst?: (req: IncomingMessage, res: ServerResponse) => boolean
  /** Watches every request the app answers (the request metrics). */
  observe?: (req: IncomingMessage, res: ServerResponse) => void
  /** While true, each connection closes after its answer instead of waiting for another request. */
  shuttingDown?: () => boolean
}

/**
 * Every HTTP request Petfolk answers, in production and in the API tests alike, goes through
 * this listener (docs/decisions/050): the security headers, the health check, the request log
 * and the body-draining rules live here once. Headers go on the Node response, where they cost a
 * property write instead of a web `Headers` object per answer (decision 040); the app's ETag and
 * cache header go there too (http/etag.ts), and a header the app sets itself still wins, because
 * Node gives writeHead's headers precedence over setHeader's.
 */
export function nodeListener(options: NodeListenerOptions): NodeHandler {
  const { config, logger, ping, answerFirst, observe, shuttingDown } = options
  // Node itself reads and discards a body left unread by an early answer, however slowly it comes;
  // the adapter's own clean-up dropped the socket after 500 ms, under a keep-alive answer.
  const honoListener = getRequestListener(options.fetch, { autoCleanupIncoming: false })
  const hsts = strictTransportSecurityFor(config.appUrl)
  const pageHeaders = pageSecurityHeaders(config.mapTiles.cspSource)
  // Not even looked at per request when its lines would be dropped (LOG_LEVEL above info).
  const logRequests = logger.isLevelEnabled('info')
  return (req, res) => {
    if (shuttingDown?.()) res.setHeader('Connection', 'close')
    // First, so the health answer and the identity provider, which write their own heads, carry it too.
    if (hsts) res.setHeader(hsts[0], hsts[1])
    if (req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length']) > DRAIN_LIMIT_BYTES) {
      closeUnlessBodyArrived(req, res)
    }
    if (req.method === 'GET' && req.url === HEALTH_PATH) return void answerHealth(ping, logger, res)
    // Scrapes, like health checks, skip the framework, the rate limits and the request log.
    if (answerFirst?.(req, res)) return
    for (const [name, value] of securityHeadersFor(req.url ?? '/', pageHeaders)) res.setHeader(name, value)
    if (logRequests) logWhenClosed(req, res, logger)
    observe?.(req, res)
    void honoListener(req, res)
  }
}

/**
 * For a body too large (or of unknown length) to drain: unless it has all arrived by the time the
 * answer's head is written (the route read it, as uploads and JSON routes do), the answer says
 * Connection: close, so keep-alive is promised only when it will be kept. Every answer, the
 * health check's and the identity provider's included, goes through writeHead.
 */
function closeUnlessBodyArrived(req: IncomingMessage, res: ServerResponse): void {
  const writeHead = res.writeHead as (...args: unknown[]) => ServerResponse
  res.writeHead = ((...args: unknown[]) => {
    if (!req.complete) res.setHeader('Connection', 'close')
    return writeHead.apply(res, args)
  }) as ServerResponse['writeHead']
  res.once('finish', () => {
    if (!req.complete) lingerWhileBodyArrives(req)
  })
}

/**
 * After a Connection: close answer, Node ends the socket and destroys it as soon as the end is
 * written. With request bytes still unread, that destroy sends a TCP reset, which can reach the
 * client before it has read the answer ("fetch failed" instead of a 413). Instead the body is
 * read and discarded until it ends, the client hangs up, or it stops arriving (LINGER_IDLE_MS,
 * LINGER_MAX_MS), as web servers do.
 */
function lingerWhileBodyArrives(req: IncomingMessage): void {
  const socket = req.socket
  // destroySoon() (Node's way to close after the answer) registered this; a no-op if it did not.
  socket.removeListener('finish', socket.destroy)
  const close = () => {
    clearTimeout(idle)
    clearTimeout(atMost)
    socket.destroy()
  }
  let idle = setTimeout(close, LINGER_IDLE_MS)
  const atMost = setTimeout(close, LINGER_MAX_MS)
  idle.unref()
  atMost.unref()
  req.once('end', close)
  socket.once('close', () => {
    clearTimeout(idle)
    clearTimeout(atMost)
  })
  req.removeAllListeners('data')
  req.on('data', () => {
    clearTimeout(idle)
    idle = setTimeout(close, LINGER_IDLE_MS)
    idle.unref()
  })
  req.resume()
}

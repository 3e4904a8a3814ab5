import { createHash, timingSafeEqual } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Registry } from 'prom-client'
import { API_SECURITY_HEADERS } from '../http/security.ts'
import type { Logger } from '../logger.ts'

export const METRICS_PATH = '/metrics'
/** The metrics listener (METRICS_PORT) is reachable from this machine only. */
export const METRICS_HOST = '127.0.0.1'

/** GET /metrics, with or without a query string (Prometheus adds one only when its config says `params`). */
export function isMetricsPath(url: string | undefined): boolean {
  return url === METRICS_PATH || (url?.startsWith(`${METRICS_PATH}?`) ?? false)
}

type Answer = (req: IncomingMessage, res: ServerResponse) => void

/**
 * /metrics on the app's port, answered before the web framework like the health check
 * (docs/decisions/016, 043): only for `Authorization: Bearer <METRICS_TOKEN>`. The token is
 * compared as SHA-256 digests with timingSafeEqual, so the time taken says nothing of how much
 * of it was right, nor of its length.
 */
export function scrapeWithToken(registry: Registry, token: string, logger: Logger): Answer {
  const expected = digest(token)
  return (req, res) => {
    const given = /^Bearer +(\S+) *$/i.exec(req.headers.authorization ?? '')?.[1]
    if (given === undefined) {
      return sendJson(res, 401, 'Metrics need the token set in METRICS_TOKEN, sent as Authorization: Bearer <token>.', [['WWW-Authenticate', 'Bearer realm="metrics"']])
    }
    if (!timingSafeEqual(digest(given), expected)) {
      return sendJson(res, 401, 'That metrics token is not the one set in METRICS_TOKEN.', [['WWW-Authenticate', 'Bearer realm="metrics", error="invalid_token"']])
    }
    scrape(registry, logger, req, res)
  }
}

export interface MetricsListener {
  port: number
  close(): Promise<void>
}

/**
 * METRICS_PORT: a second HTTP listener on the loopback address that answers GET /metrics without
 * a token and nothing else, for a Prometheus (or an agent) on the same machine.
 */
export async function startMetricsListener(registry: Registry, port: number, logger: Logger): Promise<MetricsListener> {
  const server = createServer((req, res) => {
    if (!isMetricsPath(req.url)) return sendJson(res, 404, `Not found. This port serves only GET ${METRICS_PATH}.`)
    scrape(registry, logger, req, res)
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, METRICS_HOST, () => {
      server.off('error', reject)
      resolve()
    })
  })
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        // Prometheus keeps its connection open between scrapes: nothing in flight is worth waiting for.
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}

function scrape(registry: Registry, logger: Logger, req: IncomingMessage, res: ServerResponse): void {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    return sendJson(res, 405, `Metrics are read with GET ${METRICS_PATH}.`, [['Allow', 'GET, HEAD']])
  }
  registry.metrics().then(
    (text) => {
      res.writeHead(200, [
        ...API_SECURITY_HEADERS,
        ['Content-Type', registry.contentType],
        ['Cache-Control', 'no-store'],
        ['Content-Length', String(Buffer.byteLength(text))],
      ].flat())
      res.end(text)
    },
    (err: unknown) => {
      logger.error({ err }, 'metrics: could not collect them')
      sendJson(res, 500, 'The metrics could not be collected; the server log says why.')
    },
  )
}

function sendJson(res: ServerResponse, status: number, error: string, extra: ReadonlyArray<readonly [string, string]> = []): void {
  const body = JSON.stringify({ error })
  res.writeHead(status, [
    ...API_SECURITY_HEADERS,
    ...extra,
    ['Content-Type', 'application/json'],
    ['Cache-Control', 'no-store'],
    ['Content-Length', String(Buffer.byteLength(body))],
  ].flat())
  res.end(body)
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest()
}

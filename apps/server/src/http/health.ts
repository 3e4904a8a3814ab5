import type { ServerResponse } from 'node:http'
import { CompiledQuery } from 'kysely'
import type { Db, DbHandle } from '../db/database.ts'
import type { Logger } from '../logger.ts'
import { API_SECURITY_HEADERS } from './security.ts'

export const HEALTH_PATH = '/api/health'

const PING = CompiledQuery.raw('select 1')

/** The same trivial statement through Kysely, for the app's own route (the app holds no DbHandle). */
export function pingThrough(db: Db): DbHandle['ping'] {
  return async () => void (await db.executeQuery(PING))
}

const HEALTHY = JSON.stringify({ status: 'ok' })
const UNHEALTHY = JSON.stringify({ error: 'The database is not answering.' })

export interface HealthAnswer {
  status: 200 | 503
  body: string
}

/** Liveness for load balancers and monitors: healthy once the database answers a trivial query. */
export async function checkHealth(ping: DbHandle['ping'], logger: Logger): Promise<HealthAnswer> {
  try {
    await ping()
    return { status: 200, body: HEALTHY }
  } catch (err) {
    logger.warn({ err }, 'health check: the database did not answer')
    return { status: 503, body: UNHEALTHY }
  }
}

export const HEALTH_HEADERS = { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' } as const

/** Everything writeHead needs for each answer, as the flat name/value list it takes, built once. */
const LISTENER_HEADERS: Record<HealthAnswer['status'], string[]> = {
  200: listenerHeaders(HEALTHY),
  503: listenerHeaders(UNHEALTHY),
}

function listenerHeaders(body: string): string[] {
  return [...API_SECURITY_HEADERS, ...Object.entries(HEALTH_HEADERS), ['Content-Length', String(Buffer.byteLength(body))]].flat()
}

/**
 * The running server answers health checks in its Node listener, before the web framework:
 * monitors poll them often and they need no routing, session, CSRF or ETag work
 * (docs/decisions/016). The app's own route (app.ts) gives the same answer to the spellings the
 * listener leaves to it (HEAD, a query string).
 */
export async function answerHealth(ping: DbHandle['ping'], logger: Logger, res: ServerResponse): Promise<void> {
  const { status, body } = await checkHealth(ping, logger)
  // One flat list written at once: Node's cheapest way to send headers.
  res.writeHead(status, LISTENER_HEADERS[status])
  res.end(body)
}

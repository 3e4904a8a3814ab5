import type { ServerResponse } from 'node:http'
import { CompiledQuery } from 'kysely'
import type { Db } from '../db/database.ts'
import type { Logger } from '../logger.ts'

export const HEALTH_PATH = '/api/health'

const PING = CompiledQuery.raw('select 1')
const HEALTHY = JSON.stringify({ status: 'ok' })
const UNHEALTHY = JSON.stringify({ error: 'The database is not answering.' })

export interface HealthAnswer {
  status: 200 | 503
  body: string
}

/** Liveness for load balancers and monitors: healthy once the database answers a trivial query. */
export async function checkHealth(db: Db, logger: Logger): Promise<HealthAnswer> {
  try {
    await db.executeQuery(PING)
    return { status: 200, body: HEALTHY }
  } catch (err) {
    logger.warn({ err }, 'health check: the database did not answer')
    return { status: 503, body: UNHEALTHY }
  }
}

export const HEALTH_HEADERS = { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' } as const

/**
 * The running server answers health checks in its Node listener, before the web framework:
 * monitors poll them often and they need no routing, session, CSRF or ETag work
 * (docs/decisions/016). The app's own route (app.ts) gives the same answer in process.
 */
export async function answerHealth(db: Db, logger: Logger, res: ServerResponse): Promise<void> {
  const { status, body } = await checkHealth(db, logger)
  res.writeHead(status, { ...HEALTH_HEADERS, 'Content-Length': Buffer.byteLength(body) })
  res.end(body)
}

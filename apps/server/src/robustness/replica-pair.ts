import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { freePort } from '../testing/test-server.ts'
import { spawnServer, type ChildServer } from './child-server.ts'

export interface ReplicaPair {
  /** A connection of the test's own, working in the replicas' schema. */
  admin: pg.Client
  replicas: ChildServer[]
  /** Each replica's own address; APP_URL of both is replica 1's unless `appUrl` names another (a proxy's). */
  r1: string
  r2: string
  /** Kills what still runs, drops the schema and the data folders. */
  dispose(): Promise<void>
}

/**
 * Two server processes on one fresh PostgreSQL schema, as two replicas of one deployment: one
 * APP_URL, one SESSION_SECRET, each with its own DATA_DIR. `together` starts both at once on the
 * empty schema (migrations and seeding must not collide); otherwise one after the other.
 * `appUrl` is the public address of both (default: replica 1's, as if it were the load
 * balancer); `env` adds to or replaces the variables both get (an S3 bucket, TRUST_PROXY…).
 */
export async function startReplicaPair(
  databaseUrl: string,
  name: string,
  {
    together,
    appUrl,
    env: extra = {},
    secretsInEnv = true,
  }: {
    together: boolean
    appUrl?: string
    env?: Record<string, string>
    /** False: no SESSION_SECRET, so the replicas must agree through the database (shared-secrets.ts). */
    secretsInEnv?: boolean
  },
): Promise<ReplicaPair> {
  const schema = `${name}_${randomBytes(6).toString('hex')}`
  const dirs = [mkdtempSync(join(tmpdir(), `petfolk-${name}-1-`)), mkdtempSync(join(tmpdir(), `petfolk-${name}-2-`))]
  const admin = new pg.Client({ connectionString: databaseUrl })
  await admin.connect()
  await admin.query(`create schema ${schema}`)
  await admin.query(`set search_path = ${schema}`)
  const ports = [await freePort(), await freePort()]
  // The schema travels in the URL: libpq's `options` sets search_path on every pooled connection.
  const schemaUrl = `${databaseUrl}${databaseUrl.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`
  const env = (i: number) => ({
    DATABASE_URL: schemaUrl,
    DATA_DIR: dirs[i] ?? '',
    APP_URL: appUrl ?? `http://127.0.0.1:${ports[0]}`,
    ...(secretsInEnv ? { SESSION_SECRET: 'replica-test-secret-replica-test-secret-01' } : {}),
    RATE_LIMIT_SCALE: '100',
    ...extra,
  })
  const replicas: ChildServer[] = []
  if (together) replicas.push(...(await Promise.all(ports.map((port, i) => spawnServer(port, env(i))))))
  else for (const [i, port] of ports.entries()) replicas.push(await spawnServer(port, env(i)))
  return {
    admin,
    replicas,
    r1: replicas[0]?.url ?? '',
    r2: replicas[1]?.url ?? '',
    async dispose() {
      for (const r of replicas) {
        if (r.child.exitCode === null && r.child.signalCode === null) r.child.kill('SIGKILL')
        await r.exited
      }
      await admin.query(`drop schema if exists ${schema} cascade`)
      await admin.end()
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
    },
  }
}

import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Hono } from 'hono'
import type { AppDeps, AppEnv } from '../app-env.ts'
import { createApp } from '../app.ts'
import { registeredEndpoints } from '../http/endpoint-router.ts'
import { nodeListener } from '../http/node-listener.ts'
import { contractChecker } from './contract-check.ts'
import { createMemoryEventBus } from '../features/events/bus.ts'
import { openEventBus } from '../features/events/open-bus.ts'
import { createStreamHub, type LiveStreamOptions } from '../features/events/stream-hub.ts'
import { DEVICE_COOKIE, SESSION_COOKIE } from '../auth/cookies.ts'
import { bindDevice } from '../auth/device-store.ts'
import type { SignInProvider } from '../auth/oidc-client.ts'
import { createSession } from '../auth/session-store.ts'
import { recordSignIn } from '../auth/sign-in.ts'
import { ManualClock } from '../clock.ts'
import { loadConfig, type Config } from '../config.ts'
import type { DialectName } from '../db/dialect.ts'
import { migrateToLatest } from '../db/migrate.ts'
import type { UserRow } from '../db/schema.ts'
import { seedDemoContent } from '../db/seed.ts'
import { createLogger } from '../logger.ts'
import { openFileStore } from '../storage/open-file-store.ts'
import { createTestDatabase, type TestDatabase } from './test-db.ts'
import { listenLocally } from './local-listener.ts'

export const TEST_ORIGIN = 'http://petfolk.test'

/**
 * For the few tests that send about a thousand requests: each takes a few seconds alone, and over
 * the 30 s default on CI, where the browser journeys share the two cores.
 */
export const MANY_REQUESTS_TIMEOUT_MS = 120_000

export function testConfig(overrides: Record<string, string> = {}): Config {
  const dataDir = mkdtempSync(join(tmpdir(), 'petfolk-data-'))
  return loadConfig({
    NODE_ENV: 'test',
    APP_URL: TEST_ORIGIN,
    // TEST_ORIGIN is not a loopback address, where development sign-in must be asked for (config.ts).
    ALLOW_DEV_SIGNIN: '1',
    SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
    DATA_DIR: dataDir,
    UPLOAD_DIR: join(dataDir, 'uploads'),
    WEB_DIST_DIR: join(tmpdir(), 'petfolk-no-web-build'),
    LOG_LEVEL: 'silent',
    ...overrides,
  })
}

/** For tests that never reach the identity provider; the real one is exercised in sign-in.test.ts. */
const unreachableSignIn: SignInProvider = {
  kind: 'development',
  start: () => Promise.reject(new Error('sign-in is not part of this test')),
  finish: () => Promise.reject(new Error('sign-in is not part of this test')),
}

export interface RequestOptions {
  method?: string
  json?: unknown
  body?: string | FormData
  cookie?: string
  headers?: Record<string, string>
}

export interface TestContext {
  app: Hono<AppEnv>
  deps: AppDeps
  clock: ManualClock
  database: TestDatabase
  /** A request to the app as a browser would send it, its answer checked against the endpoint's descriptor. */
  request(path: string, options?: RequestOptions): Promise<Response>
  /** A request as it is given, its answer unchecked (HEAD, streams, requests no descriptor allows). */
  send(path: string, init?: RequestInit): Promise<Response>
  /** Signs a user in as the identity provider would have: user row, session and device binding. */
  signInAs(email: string, name?: string): Promise<{ user: UserRow; cookie: string; sessionToken: string; deviceToken: string }>
  dispose(): Promise<void>
}

export interface TestContextOptions {
  /** Live stream timings (tests shorten the heartbeat and session checks). */
  liveStreams?: Partial<LiveStreamOptions>
  /**
   * The bus server.ts picks (LISTEN/NOTIFY on PostgreSQL, so events arrive a moment later)
   * instead of the in-memory one, which delivers during publish().
   */
  databaseEventBus?: boolean
}

export async function createTestContext(dialect: DialectName, configOverrides: Record<string, string> = {}, options: TestContextOptions = {}): Promise<TestContext> {
  const database = await createTestDatabase(dialect)
  const { db } = database.handle
  const clock = new ManualClock()
  await migrateToLatest(database.handle)
  await seedDemoContent(db, clock.now())
  const config = testConfig(configOverrides)
  const logger = createLogger('silent')
  const events = options.databaseEventBus ? await openEventBus(database.handle, logger) : createMemoryEventBus()
  const liveStreams = createStreamHub({ db, events, clock, logger, sessionPolicy: { idleMs: config.sessionIdleMs } }, options.liveStreams)
  const deps: AppDeps = { config, db, dialect, files: openFileStore(config, logger), clock, logger, signIn: unreachableSignIn, veteranVerification: null, events, liveStreams, background: { wake: () => undefined } }
  const app = createApp(deps)
  const checkAnswer = contractChecker(() => registeredEndpoints(app))
  // Requests reach the app over a socket through the listener production uses (http/node-listener.ts).
  const listener = await listenLocally(nodeListener({ fetch: app.fetch, config, logger, ping: database.handle.ping }))

  return {
    app,
    deps,
    clock,
    database,
    async request(path, options = {}) {
      const headers = new Headers(options.headers)
      if (options.cookie) headers.set('cookie', options.cookie)
      let body = options.body
      if (options.json !== undefined) {
        headers.set('content-type', 'application/json')
        body = JSON.stringify(options.json)
      }
      const method = options.method ?? 'GET'
      const response = await listener.send(path, { method, headers, body })
      await checkAnswer(method, `${TEST_ORIGIN}${path}`, response)
      return response
    },
    send: (path, init) => listener.send(path, init),
    async signInAs(email, name) {
      const now = clock.now()
      const user = await recordSignIn(db, { sub: `test|${email}`, email, name: name ?? null, picture: null }, now, config.adminEmails)
      const sessionToken = await createSession(db, user.id, now, { idleMs: config.sessionIdleMs, maxMs: config.sessionMaxMs })
      const deviceToken = await bindDevice(db, user.id, undefined, now)
      return { user, sessionToken, deviceToken, cookie: `${SESSION_COOKIE}=${sessionToken}; ${DEVICE_COOKIE}=${deviceToken}` }
    },
    async dispose() {
      liveStreams.close()
      await listener.close()
      await events.close()
      await database.dispose()
    },
  }
}

import type { HttpBindings } from '@hono/node-server'
import type { Config } from './config.ts'
import type { Clock } from './clock.ts'
import type { Db } from './db/database.ts'
import type { DialectName } from './db/dialect.ts'
import type { SessionUser } from './auth/session-store.ts'
import type { Logger } from './logger.ts'
import type { OidcFlow, SignInProvider } from './auth/oidc-client.ts'
import type { BackgroundWork } from './delivery/runner.ts'
import type { EventBus } from './features/events/bus.ts'
import type { LiveStreamHub } from './features/events/stream-hub.ts'
import type { FileStore } from './storage/file-store.ts'

/** What every feature router is built from; created once in main.ts (or per test). */
export interface AppDeps {
  config: Config
  db: Db
  dialect: DialectName
  /** Uploaded photos and media backups: UPLOAD_DIR, or the S3 bucket every replica shares. */
  files: FileStore
  clock: Clock
  logger: Logger
  signIn: SignInProvider
  /** ID.me (or the development provider standing in for it); null when neither is available. */
  veteranVerification: OidcFlow | null
  /** Live events for open tabs: in memory on SQLite, PostgreSQL LISTEN/NOTIFY across replicas. */
  events: EventBus
  /** This process's open GET /api/events streams; server.ts ends them when it shuts down. */
  liveStreams: LiveStreamHub
  /** Wakes this replica's background runner after a request queued work (server.ts; tests run jobs themselves). */
  background: BackgroundWork
}

/**
 * Per-request values set by middleware, and the Node request and response the app is served
 * from: every request, in the API tests too, comes through http/node-listener.ts.
 */
export interface AppEnv {
  Bindings: HttpBindings
  Variables: {
    user: SessionUser | null
    sessionId: number | null
  }
}

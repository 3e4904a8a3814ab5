import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { Server as NetServer } from 'node:net'
import { getRequestListener } from '@hono/node-server'
import type { AppDeps } from './app-env.ts'
import { createApp } from './app.ts'
import { pageSecurityHeaders, securityHeadersFor, strictTransportSecurityFor } from './http/security.ts'
import { HEALTH_PATH, answerHealth } from './http/health.ts'
import { logWhenClosed } from './http/request-log.ts'
import { DEV_IDP_PATH, IDME_CALLBACK_PATH, createDevIdp, type DevIdp } from './auth/dev-idp.ts'
import { createOidcFlow, createOidcSignIn, type OidcFlow, type SignInProvider } from './auth/oidc-client.ts'
import { startSessionSweeper } from './auth/session-sweeper.ts'
import { startVisitorUploadSweeper } from './features/uploads/sweeper.ts'
import { systemClock, type Clock } from './clock.ts'
import { adoptSharedSecrets } from './shared-secrets.ts'
import type { Config } from './config.ts'
import { openDatabase, type DbHandle } from './db/database.ts'
import { migrateToLatest } from './db/migrate.ts'
import { seedDemoContent } from './db/seed.ts'
import { startOutboxSender } from './features/notifications/mailer.ts'
import { startPushSender } from './features/push/sender.ts'
import { startFanoutWorker } from './features/lost-pets/fanout-jobs.ts'
import { startMatchWorker } from './features/lost-pets/matching/jobs.ts'
import { openEventBus } from './features/events/open-bus.ts'
import { createStreamHub, type LiveStreamOptions } from './features/events/stream-hub.ts'
import { openFileStore } from './storage/open-file-store.ts'
import { createMetrics } from './metrics/metrics.ts'
import { METRICS_HOST, METRICS_PATH, isMetricsPath, scrapeWithToken, startMetricsListener } from './metrics/metrics-http.ts'
import type { Logger } from './logger.ts'

const IDLE_SWEEP_MS = 250
/**
 * The most of an unread request body (after a 413, or from a route that ignores its body) that is
 * read and thrown away to keep the connection for the client's next request: past it, reading on
 * costs more than a new connection, so such an answer says Connection: close instead.
 */
export const DRAIN_LIMIT_BYTES = 64 * 1024
/** How long a connection closed that way keeps swallowing the body the client is still sending. */
const LINGER_MS = 2_000

export interface RunningServer {
  server: Server
  deps: AppDeps
  /** Runs the waiting lost/found match jobs now; tests await it instead of the worker's next poll. */
  runMatchJobs(): Promise<number>
  /**
   * Runs the waiting fan-out and match jobs, and any they lead to, until none is left: a test that
   * compares the database before and after a request settles what earlier requests queued first.
   */
  settleJobs(): Promise<void>
  /** Stops accepting, lets in-flight requests finish (up to graceMs), then closes the database. */
  close(graceMs?: number): Promise<void>
}

export interface StartOptions {
  config: Config
  logger: Logger
  clock?: Clock
  /** An already open database (tests); otherwise DATABASE_URL is opened. */
  database?: DbHandle
  /** Live stream timings (tests shorten the heartbeat and session checks). */
  liveStreams?: Partial<LiveStreamOptions>
}

/** Opens the database, migrates, seeds demo content, and serves the app and (in development) the identity provider. */
export async function startServer(options: StartOptions): Promise<RunningServer> {
  const { logger } = options
  const clock = options.clock ?? systemClock
  const database = options.database ?? openDatabase(options.config.databaseUrl)
  await migrateToLatest(database)
  // Replicas agree on the secrets the environment left unset (docs/decisions/037).
  const config = await adoptSharedSecrets(database.db, options.config, clock.now())
  await seedDemoContent(database.db, clock.now())

  // Its own requests to the provider go to `server` (declared below) once it listens (docs/decisions/046).
  const devIdp = config.devSignIn
    ? await createDevIdp({ appUrl: config.appUrl, secret: config.sessionSecret, db: database.db, clock, logger, localAddress: () => server.address() })
    : null
  // At every start, so a deployment that runs it by mistake says so in its own log.
  if (devIdp) {
    logger.warn(
      { appUrl: config.appUrl },
      'Development sign-in is on: anyone can sign in as anyone by typing an e-mail address. Set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET for real sign-in.',
    )
  }
  const signIn = signInProvider(config, logger, devIdp)
  const veteranVerification = veteranVerificationFlow(config, logger, devIdp)
  const events = await openEventBus(database, logger)
  const liveStreams = createStreamHub({ db: database.db, events, clock, logger, sessionPolicy: { idleMs: config.sessionIdleMs } }, options.liveStreams)
  const files = openFileStore(config, logger)
  const deps: AppDeps = { config, db: database.db, dialect: database.dialect, files, clock, logger, signIn, veteranVerification, events, liveStreams }
  // Node itself reads and discards a body left unread by an early answer, however slowly it comes;
  // the adapter's own clean-up dropped the socket after 500 ms, under a keep-alive answer.
  const honoListener = getRequestListener(createApp(deps, { securityHeaders: false }).fetch, { autoCleanupIncoming: false })
  // Counted only when /metrics is served, on the app's port with METRICS_TOKEN or on METRICS_PORT (docs/decisions/043).
  const metrics = config.metrics.token || config.metrics.port ? createMetrics({ db: database.db, clock, logger, liveStreams, poolUsage: database.poolUsage }) : null
  const scrapeOnAppPort = metrics && config.metrics.token ? scrapeWithToken(metrics.registry, config.metrics.token, logger) : null
  // Without SMTP_URL, queued mail stays in the outbox table for the operator to read.
  const outbox = config.smtpUrl
    ? startOutboxSender(database.db, { smtpUrl: config.smtpUrl, from: config.mailFrom, appUrl: config.appUrl, logger, clock, onOutcome: metrics?.mailOutcome })
    : null
  // Web Push needs no outside account: it runs whatever else is configured.
  const pushes = startPushSender(database.db, { dialect: database.dialect, vapid: config.vapid, logger, clock, events, onOutcome: metrics?.pushOutcome })
  // A report's e-mails and pushes leave from a durable job written in its transaction: run it as
  // soon as the report is acknowledged (on any replica), then send what it queued.
  const fanout = startFanoutWorker(database.db, database.dialect, {
    logger,
    afterRun: (ran) => {
      metrics?.jobsDone('fanout', ran)
      void Promise.all([pushes.flush(), outbox?.flush()]).catch(() => undefined)
    },
  })
  // New lost and found reports are scored against each other from a job written with the report.
  const matching = startMatchWorker(database.db, database.dialect, {
    logger,
    events,
    now: () => clock.now(),
    afterRun: (ran) => {
      metrics?.jobsDone('matching', ran)
      void pushes.flush().catch(() => undefined)
    },
  })
  const stopFanoutKicks = events.subscribe((event) => {
    if ('lostPetId' in event || 'foundPetId' in event) {
      void fanout.kick()
      // A report that alerted someone is worth matching now, not at the next poll.
      void matching.kick()
    }
  })
  // Ended sessions and forgotten devices are only ever deleted when someone presents them; this removes the rest.
  const sweeper = startSessionSweeper(database.db, { clock, logger, policy: { idleMs: config.sessionIdleMs, maxMs: config.sessionMaxMs } })
  // Sighting photos sent by visitors whose sighting never came.
  const uploadSweeper = startVisitorUploadSweeper(database.db, { files, clock, logger })

  const hsts = strictTransportSecurityFor(config.appUrl)
  const pageHeaders = pageSecurityHeaders(config.mapTiles.cspSource)
  // Not even looked at per request when its lines would be dropped (LOG_LEVEL above info).
  const logRequests = logger.isLevelEnabled('info')
  let shuttingDown = false
  const server = createServer((req, res) => {
    // While shutting down, each connection closes after its response instead of waiting for another request.
    if (shuttingDown) res.setHeader('Connection', 'close')
    // First, so the health answer and the identity provider, which write their own heads, carry it too.
    if (hsts) res.setHeader(hsts[0], hsts[1])
    if (req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length']) > DRAIN_LIMIT_BYTES) {
      closeUnlessBodyArrived(req, res)
    }
    if (req.method === 'GET' && req.url === HEALTH_PATH) return void answerHealth(database.ping, logger, res)
    // Scrapes, like health checks, skip the framework, the rate limits and the request log.
    if (scrapeOnAppPort && isMetricsPath(req.url)) return scrapeOnAppPort(req, res)
    if (devIdp && (req.url === DEV_IDP_PATH || req.url?.startsWith(`${DEV_IDP_PATH}/`))) return devIdp.handle(req, res)
    for (const [name, value] of securityHeadersFor(req.url ?? '/', pageHeaders)) res.setHeader(name, value)
    if (logRequests) logWhenClosed(req, res, logger)
    if (metrics) metrics.timeRequest(req, res)
    void honoListener(req, res)
  })
  server.keepAliveTimeout = 65_000
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(config.port, config.host, () => resolve())
  })
  const metricsListener = metrics && config.metrics.port ? await startMetricsListener(metrics.registry, config.metrics.port, logger) : null
  if (metricsListener) logger.info({ port: metricsListener.port }, `metrics are served on http://${METRICS_HOST}:${metricsListener.port}${METRICS_PATH}`)

  let closing: Promise<void> | null = null
  return {
    server,
    deps,
    runMatchJobs: () => matching.kick(),
    async settleJobs() {
      while ((await fanout.kick()) + (await matching.kick()) > 0) {
        // a job ran, and may have queued another: look again
      }
    },
    close(graceMs = 10_000) {
      closing ??= (async () => {
        shuttingDown = true
        await metricsListener?.close()
        // Live streams never finish on their own: end them now, or they would hold the close until graceMs.
        liveStreams.close()
        await new Promise<void>((resolve) => {
          // net.Server's close stops accepting but, unlike http.Server's, does not drop sockets whose
          // request bytes are still arriving; idle keep-alive sockets are swept a moment later.
          NetServer.prototype.close.call(server, () => resolve())
          const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS)
          const force = setTimeout(() => server.closeAllConnections(), graceMs)
          sweep.unref()
          force.unref()
          server.once('close', () => {
            clearInterval(sweep)
            clearTimeout(force)
          })
        })
        stopFanoutKicks()
        await sweeper.stop()
        uploadSweeper.stop()
        await fanout.stop()
        await matching.stop()
        outbox?.stop()
        await pushes.stop()
        await events.close()
        if (!options.database) await database.close()
      })()
      return closing
    },
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
 * read and discarded until it ends, the client hangs up, or LINGER_MS pass, as web servers do.
 */
function lingerWhileBodyArrives(req: IncomingMessage): void {
  const socket = req.socket
  // destroySoon() (Node's way to close after the answer) registered this; a no-op if it did not.
  socket.removeListener('finish', socket.destroy)
  const close = () => {
    clearTimeout(timer)
    socket.destroy()
  }
  const timer = setTimeout(close, LINGER_MS)
  timer.unref()
  req.once('end', close)
  socket.once('close', () => clearTimeout(timer))
  req.removeAllListeners('data')
  req.resume()
}

function signInProvider(config: Config, logger: Logger, devIdp: DevIdp | null): SignInProvider {
  const redirectUri = `${config.appUrl}/auth/callback`
  if (config.google) {
    return createOidcSignIn({ kind: 'google', ...config.google, redirectUri, logger, allowHttp: false })
  }
  if (devIdp) {
    return createOidcSignIn({
      kind: 'development',
      issuer: devIdp.issuer,
      clientId: devIdp.clientId,
      clientSecret: devIdp.clientSecret,
      redirectUri,
      logger,
      allowHttp: true,
      customFetch: devIdp.fetch,
    })
  }
  throw new Error(
    'No sign-in is configured: set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET, or ALLOW_DEV_SIGNIN=1 to use the development identity provider in production.',
  )
}

/** ID.me when configured; otherwise the development provider's stand-in, so the round trip works locally. */
function veteranVerificationFlow(config: Config, logger: Logger, devIdp: DevIdp | null): OidcFlow | null {
  const redirectUri = `${config.appUrl}${IDME_CALLBACK_PATH}`
  if (config.idme) {
    return createOidcFlow({ ...config.idme, redirectUri, logger, allowHttp: false, scope: 'openid military' })
  }
  if (devIdp) {
    return createOidcFlow({
      issuer: devIdp.issuer,
      clientId: devIdp.idmeClientId,
      clientSecret: devIdp.idmeClientSecret,
      redirectUri,
      logger,
      allowHttp: true,
      scope: 'openid email military',
      extraParams: { prompt: 'login' },
      customFetch: devIdp.fetch,
    })
  }
  return null
}

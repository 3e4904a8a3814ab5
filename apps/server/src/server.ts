import { createServer, type Server } from 'node:http'
import { Server as NetServer } from 'node:net'
import type { AppDeps } from './app-env.ts'
import { createApp } from './app.ts'
import { nodeListener } from './http/node-listener.ts'
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

  let shuttingDown = false
  const server = createServer(
    nodeListener({
      fetch: createApp(deps).fetch,
      config,
      logger,
      ping: database.ping,
      answerFirst: (req, res) => {
        if (scrapeOnAppPort && isMetricsPath(req.url)) scrapeOnAppPort(req, res)
        else if (devIdp && (req.url === DEV_IDP_PATH || req.url?.startsWith(`${DEV_IDP_PATH}/`))) devIdp.handle(req, res)
        else return false
        return true
      },
      observe: metrics ? (req, res) => metrics.timeRequest(req, res) : undefined,
      shuttingDown: () => shuttingDown,
    }),
  )
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

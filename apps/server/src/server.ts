import { createServer, type Server } from 'node:http'
import { Server as NetServer } from 'node:net'
import type { AppDeps } from './app-env.ts'
import { createApp } from './app.ts'
import { nodeListener } from './http/node-listener.ts'
import { DEV_IDP_PATH, IDME_CALLBACK_PATH, createDevIdp, type DevIdp } from './auth/dev-idp.ts'
import { createOidcFlow, createOidcSignIn, type OidcFlow, type SignInProvider } from './auth/oidc-client.ts'
import { sessionSweepTask } from './auth/session-sweeper.ts'
import { visitorUploadSweepTask } from './features/uploads/sweeper.ts'
import { reminderTask } from './features/reminders/task.ts'
import { runDueJobs } from './delivery/jobs.ts'
import { startRunner, type BackgroundWork, type Task } from './delivery/runner.ts'
import { systemClock, type Clock } from './clock.ts'
import { adoptSharedSecrets } from './shared-secrets.ts'
import type { Config } from './config.ts'
import { openDatabase, type DbHandle } from './db/database.ts'
import { migrateToLatest } from './db/migrate.ts'
import { seedDemoContent } from './db/seed.ts'
import { mailTask } from './delivery/mail-sender.ts'
import { pushTask } from './delivery/push-sender.ts'
import { jobHandlers } from './job-handlers.ts'
import { openEventBus } from './features/events/open-bus.ts'
import { createStreamHub, type LiveStreamOptions } from './features/events/stream-hub.ts'
import { openFileStore } from './storage/open-file-store.ts'
import { createMetrics } from './metrics/metrics.ts'
import { METRICS_HOST, METRICS_PATH, isMetricsPath, scrapeWithToken, startMetricsListener } from './metrics/metrics-http.ts'
import type { Logger } from './logger.ts'

const IDLE_SWEEP_MS = 250
// A new report is matched, and its alerts expanded, within a second on whichever replica is free.
const JOBS_EVERY_MS = 1_000

export interface RunningServer {
  server: Server
  deps: AppDeps
  /** Runs the waiting jobs now; tests await it instead of the runner's next poll. */
  runJobs(): Promise<number>
  /**
   * Runs the waiting jobs, and any they lead to, until none is left: a test that compares the
   * database before and after a request settles what earlier requests queued first.
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
  const background: BackgroundWork = { wake: () => undefined }
  const deps: AppDeps = { config, db: database.db, dialect: database.dialect, files, clock, logger, signIn, veteranVerification, events, liveStreams, background }
  // Counted only when /metrics is served, on the app's port with METRICS_TOKEN or on METRICS_PORT (docs/decisions/043).
  const metrics = config.metrics.token || config.metrics.port ? createMetrics({ db: database.db, clock, logger, liveStreams, poolUsage: database.poolUsage }) : null
  const scrapeOnAppPort = metrics && config.metrics.token ? scrapeWithToken(metrics.registry, config.metrics.token, logger) : null
  // Background work, one loop per replica (delivery/runner.ts): jobs (a notice's e-mails and pushes
  // to queue, a new report to match), the mail and push outboxes, the reminders, and the sweeps.
  const jobs: Task = {
    name: 'jobs',
    everyMs: JOBS_EVERY_MS,
    run: (now) =>
      runDueJobs(database.db, database.dialect, jobHandlers(config.appUrl), now, {
        publish: (event) => events.publish(event),
        logger,
        onDone: (task) => metrics?.jobsDone(task === 'match' ? 'matching' : 'fanout', 1),
      }),
    // What a job queued leaves at once, not at the outboxes' next poll.
    then: ['push', 'mail'],
    failure: 'background jobs failed; they will be retried',
  }
  const runner = startRunner({
    clock,
    logger,
    tasks: [
      jobs,
      // Web Push needs no outside account: it runs whatever else is configured.
      pushTask(database.db, { dialect: database.dialect, vapid: config.vapid, logger, clock, onOutcome: metrics?.pushOutcome }),
      // Without SMTP_URL, queued mail stays in the outbox table for the operator to read.
      ...(config.smtpUrl
        ? [mailTask(database.db, { dialect: database.dialect, smtpUrl: config.smtpUrl, from: config.mailFrom, appUrl: config.appUrl, logger, onOutcome: metrics?.mailOutcome })]
        : []),
      // Appointments a day ahead and medical due dates a week ahead, read in TIME_ZONE (docs/decisions/055).
      reminderTask(database.db, { timeZone: config.timeZone, appUrl: config.appUrl, publish: (event) => events.publish(event) }),
      // Ended sessions and forgotten devices are only ever deleted when someone presents them; this removes the rest.
      sessionSweepTask(database.db, { logger, policy: { idleMs: config.sessionIdleMs, maxMs: config.sessionMaxMs } }),
      // Sighting photos sent by visitors whose sighting never came.
      visitorUploadSweepTask(database.db, files),
    ],
  })
  // A request that queued work wakes the runner after its commit, so a report's alerts leave at once.
  background.wake = () => {
    void runner.kick('jobs')
    void runner.kick('push')
    if (config.smtpUrl) void runner.kick('mail')
  }

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
    runJobs: () => runner.kick('jobs'),
    settleJobs: () => runner.settle(['jobs']),
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
        await runner.stop()
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

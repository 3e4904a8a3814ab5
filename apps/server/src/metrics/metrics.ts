import { Counter, Gauge, Registry, collectDefaultMetrics } from 'prom-client'
import type { Clock } from '../clock.ts'
import type { Db, DbHandle } from '../db/database.ts'
import type { LiveStreamHub } from '../features/events/stream-hub.ts'
import type { MailOutcome } from '../delivery/mail-sender.ts'
import type { PushOutcome } from '../delivery/push-sender.ts'
import type { Logger } from '../logger.ts'
import { registerQueueMetrics } from './queue-metrics.ts'
import { requestTimer, type RequestTimer } from './request-metrics.ts'

export interface MetricSources {
  db: Db
  clock: Clock
  logger: Logger
  liveStreams: Pick<LiveStreamHub, 'count'>
  /** PostgreSQL's pool; SQLite has one connection in the process and no pool to watch. */
  poolUsage?: DbHandle['poolUsage']
}

/** The background workers whose finished jobs are counted. */
export type JobQueue = 'fanout' | 'matching'

export interface Metrics {
  readonly registry: Registry
  /** Observes this request's duration when its answer closes. */
  timeRequest: RequestTimer
  pushOutcome: (outcome: PushOutcome) => void
  mailOutcome: (outcome: MailOutcome) => void
  jobsDone: (queue: JobQueue, count: number) => void
}

// Label values as Prometheus users write them; an attempt cancelled by shutdown is tried again later and not counted.
const PUSH_OUTCOMES: Record<Exclude<PushOutcome, 'cancelled'>, string> = { delivered: 'sent', retry: 'retried', 'given-up': 'given_up', gone: 'device_gone' }
const MAIL_OUTCOMES: Record<MailOutcome, string> = { sent: 'sent', retry: 'retried', 'given-up': 'given_up', 'not-needed': 'not_needed' }

/**
 * This server's metrics, in a registry of its own (not prom-client's global one), so tests that
 * run several servers in one process keep them apart. Created only when /metrics is served.
 */
export function createMetrics(sources: MetricSources): Metrics {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })
  // Registered before the queues: a scrape collects in this order, so the pool is read before the
  // queue statements take a connection from it.
  registerPoolMetrics(registry, sources.poolUsage)
  const timeRequest = requestTimer(registry)
  registerQueueMetrics(registry, sources)

  const pushes = new Counter<'outcome'>({
    name: 'petfolk_pushes_total',
    help: 'Web Push tries by this replica, by outcome: sent, retried (failed, tried again later), given_up (failed for the last time), device_gone (the push service no longer knows the device).',
    labelNames: ['outcome'],
    registers: [registry],
  })
  const mails = new Counter<'outcome'>({
    name: 'petfolk_emails_total',
    help: 'E-mail tries by this replica, by outcome: sent, retried, given_up, not_needed (an alert about a pet found before it left).',
    labelNames: ['outcome'],
    registers: [registry],
  })
  const jobs = new Counter<'queue'>({
    name: 'petfolk_jobs_done_total',
    help: 'Background jobs this replica finished, by queue: fanout (the e-mails and pushes of a report queued), matching (a report scored against the other kind).',
    labelNames: ['queue'],
    registers: [registry],
  })
  // Every series exists from the start at 0, so rate() and the alert rules see the first event.
  for (const outcome of Object.values(PUSH_OUTCOMES)) pushes.inc({ outcome }, 0)
  for (const outcome of Object.values(MAIL_OUTCOMES)) mails.inc({ outcome }, 0)
  for (const queue of ['fanout', 'matching'] satisfies JobQueue[]) jobs.inc({ queue }, 0)

  new Gauge({
    name: 'petfolk_live_streams_open',
    help: 'Live event streams (GET /api/events) open on this replica.',
    registers: [registry],
    collect() {
      this.set(sources.liveStreams.count())
    },
  })

  return {
    registry,
    timeRequest,
    pushOutcome: (outcome) => {
      if (outcome !== 'cancelled') pushes.inc({ outcome: PUSH_OUTCOMES[outcome] })
    },
    mailOutcome: (outcome) => mails.inc({ outcome: MAIL_OUTCOMES[outcome] }),
    jobsDone: (queue, count) => jobs.inc({ queue }, count),
  }
}

/** PostgreSQL's pool, from pg-pool's public counters; SQLite has one connection in the process and no pool to report. */
function registerPoolMetrics(registry: Registry, poolUsage: MetricSources['poolUsage']): void {
  if (!poolUsage) return
  new Gauge<'state'>({
    name: 'petfolk_db_pool_connections',
    help: 'PostgreSQL connections in the pool of this replica, by state: in_use or idle.',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const { total, idle } = poolUsage()
      this.set({ state: 'in_use' }, total - idle)
      this.set({ state: 'idle' }, idle)
    },
  })
  new Gauge({
    name: 'petfolk_db_pool_waiting',
    help: 'Queries waiting for a PostgreSQL connection because the whole pool is in use.',
    registers: [registry],
    collect() {
      this.set(poolUsage().waiting)
    },
  })
  new Gauge({
    name: 'petfolk_db_pool_max_connections',
    help: 'The most connections the pool of this replica opens.',
    registers: [registry],
    collect() {
      this.set(poolUsage().max)
    },
  })
}

import webpush from 'web-push'
import type { Clock } from '../clock.ts'
import type { Db } from '../db/database.ts'
import type { DialectName } from '../db/dialect.ts'
import type { Logger } from '../logger.ts'
import { retryBackoffMs } from '../retry-schedule.ts'
import { releaseClaim } from './claim.ts'
import type { Task } from './runner.ts'
import { PUSH_MAX_ATTEMPTS, PUSH_QUEUE, claimDuePushes, finishPush, forgetSubscription, pruneFinishedPushes, type ClaimedPush } from './push-outbox.ts'

const POLL_MS = 5_000
const BATCH = 50
// Pushes to many devices leave side by side: a lost-pet alert to 10,000 phones must not queue
// behind one slow push service answer at a time.
const CONCURRENCY = 16
const REQUEST_TIMEOUT_MS = 15_000
/** A lost pet or a message older than a day is news no more: push services drop it after this. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60
const PRUNE_EVERY_MS = 60 * 60_000
/** Sent and given-up rows are kept two days: the staff overview counts the last 24 hours of them. */
export const KEEP_FINISHED_PUSHES_MS = 2 * 24 * 60 * 60_000

export interface PushSenderOptions {
  dialect: DialectName
  /** The server's VAPID keys (features/push/vapid.ts), which sign every push. */
  vapid: { subject: string; publicKey: string; privateKey: string }
  logger: Logger
  clock: Clock
  /** Hears how each try ended (the metrics count them). */
  onOutcome?: (outcome: PushOutcome) => void
}

/** How one try of one push ended: `gone` is a device its push service no longer knows (404/410). */
export type PushOutcome = 'delivered' | 'gone' | 'retry' | 'given-up' | 'cancelled'

/**
 * Delivers the push outbox with Web Push, as a task of the background runner: web-push encrypts
 * each payload for its device (RFC 8291, aes128gcm) and signs the VAPID header (RFC 8292); the
 * request itself goes out with fetch, with a timeout and no redirects. Rows are claimed like every
 * queue (delivery/claim.ts), so any number of replicas can run this; each row is sent by one of them.
 * Stopping the runner cancels the requests in flight; their rows are tried again later.
 */
export function pushTask(db: Db, options: PushSenderOptions): Task {
  const { dialect, vapid, logger, clock } = options
  const vapidDetails = { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey }
  const stopping = new AbortController()
  let lastPrune = 0

  async function send(claimed: ClaimedPush): Promise<PushOutcome> {
    const now = clock.now()
    const ageSeconds = Math.floor((now.getTime() - Date.parse(claimed.createdAt)) / 1000)
    const ttl = PUSH_TTL_SECONDS - Math.max(0, ageSeconds)
    if (ttl <= 0) {
      await releaseClaim(db, PUSH_QUEUE, claimed, { giveUp: now, lastError: 'expired before it could be delivered' })
      return 'given-up'
    }
    const { urgency, ...message } = claimed.push
    const { endpoint, p256dh, auth } = claimed.subscription
    let request: ReturnType<typeof webpush.generateRequestDetails>
    try {
      request = webpush.generateRequestDetails({ endpoint, keys: { p256dh, auth } }, JSON.stringify(message), {
        vapidDetails,
        TTL: ttl,
        urgency,
        contentEncoding: 'aes128gcm',
        // One report's or one conversation's pushes replace each other at the push service while the device is away.
        ...(/^[A-Za-z0-9_-]{1,32}$/.test(message.tag) ? { topic: message.tag } : {}),
      })
    } catch (err) {
      // The stored keys cannot be encrypted to; trying again would not change that.
      await releaseClaim(db, PUSH_QUEUE, claimed, { giveUp: now, lastError: `could not encrypt: ${errorText(err)}` })
      return 'given-up'
    }

    let status: number
    let detail: string
    let retryAfterMs = 0
    try {
      const headers: Record<string, string> = {}
      for (const [name, value] of Object.entries(request.headers)) if (name.toLowerCase() !== 'content-length') headers[name] = String(value)
      const response = await fetch(request.endpoint, {
        method: 'POST',
        headers,
        body: request.body ? new Uint8Array(request.body) : null,
        redirect: 'manual',
        signal: AbortSignal.any([stopping.signal, AbortSignal.timeout(REQUEST_TIMEOUT_MS)]),
      })
      status = response.status
      detail = (await response.text().catch(() => '')).slice(0, 200)
      retryAfterMs = retryAfter(response.headers.get('retry-after'), now)
    } catch (err) {
      if (stopping.signal.aborted) {
        await releaseClaim(db, PUSH_QUEUE, claimed, { uncountAttempt: true })
        return 'cancelled'
      }
      status = 0
      detail = errorText(err)
    }

    if (status >= 200 && status < 300) {
      await finishPush(db, claimed, clock.now())
      return 'delivered'
    }
    if (status === 404 || status === 410) {
      logger.info({ subscriptionId: claimed.subscriptionId, status }, 'push subscription expired; forgetting the device')
      await forgetSubscription(db, claimed.subscriptionId)
      return 'gone'
    }
    const lastError = status ? `push service answered ${status}${detail ? `: ${detail}` : ''}` : detail
    if (status === 413 || claimed.attempts >= PUSH_MAX_ATTEMPTS) {
      logger.warn({ outboxId: claimed.id, attempts: claimed.attempts, lastError }, 'giving up on a push')
      await releaseClaim(db, PUSH_QUEUE, claimed, { giveUp: clock.now(), lastError })
      return 'given-up'
    }
    const wait = Math.max(retryBackoffMs(claimed.attempts), retryAfterMs)
    logger.warn({ outboxId: claimed.id, attempts: claimed.attempts, lastError, retryInMs: wait }, 'a push failed; it will be retried')
    await releaseClaim(db, PUSH_QUEUE, claimed, { retryAt: new Date(now.getTime() + wait), lastError })
    return 'retry'
  }

  /** Claims and sends batches until none is full: a fan-out to thousands of devices leaves in one go. */
  async function drain(): Promise<number> {
    let delivered = 0
    for (;;) {
      const now = clock.now()
      const batch = await claimDuePushes(db, dialect, now, BATCH)
      const outcomes = await inParallel(batch, CONCURRENCY, (claimed) =>
        send(claimed).catch((err: unknown): PushOutcome => {
          // The database failed mid-row: the claim goes stale and the row is tried again later.
          logger.error({ err, outboxId: claimed.id }, 'push bookkeeping failed')
          return 'retry'
        }),
      )
      delivered += outcomes.filter((outcome) => outcome === 'delivered').length
      if (options.onOutcome) for (const outcome of outcomes) options.onOutcome(outcome)
      if (batch.length < BATCH || stopping.signal.aborted) break
    }
    const now = clock.now().getTime()
    if (now - lastPrune >= PRUNE_EVERY_MS) {
      lastPrune = now
      await pruneFinishedPushes(db, new Date(now - KEEP_FINISHED_PUSHES_MS))
    }
    return delivered
  }

  return {
    name: 'push',
    everyMs: POLL_MS,
    run: () => drain(),
    failure: 'push sender failed',
    cancel: () => stopping.abort(),
  }
}

/** Runs `work` over the items with at most `limit` at a time, answering the results in order. */
async function inParallel<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length)
  let next = 0
  const lane = async () => {
    while (next < items.length) {
      const index = next++
      results[index] = await work(items[index] as T)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane))
  return results
}

/** Retry-After in seconds or as an HTTP date, in milliseconds from now (0 when absent or unreadable). */
function retryAfter(header: string | null, now: Date): number {
  if (!header) return 0
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000
  const at = Date.parse(header)
  return Number.isNaN(at) ? 0 : Math.max(0, at - now.getTime())
}

function errorText(err: unknown): string {
  if (err instanceof Error) {
    const cause = err.cause instanceof Error ? `: ${err.cause.message}` : ''
    return `${err.message}${cause}`.slice(0, 500)
  }
  return 'the request failed'
}

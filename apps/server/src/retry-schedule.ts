/**
 * How long an outbox row (a push or an e-mail) waits after its nth failed try before the next:
 * a service that is away for minutes or an hour is waited out instead of used up in seconds.
 */
export const RETRY_BACKOFF_MS = [30_000, 2 * 60_000, 10 * 60_000, 60 * 60_000] as const

/** The wait after `failedTries` failed tries (1 or more); the last step repeats. */
export function retryBackoffMs(failedTries: number): number {
  return RETRY_BACKOFF_MS[Math.min(Math.max(failedTries, 1), RETRY_BACKOFF_MS.length) - 1] ?? RETRY_BACKOFF_MS[0]
}

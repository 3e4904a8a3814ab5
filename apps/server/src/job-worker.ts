import type { Logger } from './logger.ts'

export interface JobWorker {
  /** Runs the waiting jobs now; resolves once a round that started after the call has finished. */
  kick(): Promise<number>
  /** Stops polling and waits for the round in progress. */
  stop(): Promise<void>
}

/**
 * Runs `runRound` when kicked and every `pollMs`, so a job left by a crash (here or on another
 * replica) still runs. Rounds never overlap. `afterRun` hears how many jobs a round ran, when any did.
 */
export function startJobWorker(options: {
  runRound: () => Promise<number>
  pollMs: number
  logger: Logger
  /** Logged when a round throws; the jobs stay queued for the next round. */
  failure: string
  afterRun?: (ran: number) => void
}): JobWorker {
  let running: Promise<number> | null = null
  let next: Promise<number> | null = null
  let stopped = false
  const kick = (): Promise<number> => {
    if (stopped) return Promise.resolve(0)
    if (running) {
      // A job queued while a round runs may come after its last look: one more round follows it,
      // and every caller in between waits for that one.
      next ??= running.then(() => {
        next = null
        return kick()
      })
      return next
    }
    running = options
      .runRound()
      .then((ran) => {
        if (ran > 0) options.afterRun?.(ran)
        return ran
      })
      .catch((err: unknown) => {
        options.logger.error({ err }, options.failure)
        return 0
      })
      .finally(() => {
        running = null
      })
    return running
  }
  // Polling alone must not keep the process alive.
  const timer = setInterval(() => void kick(), options.pollMs)
  timer.unref()
  return {
    kick,
    async stop() {
      stopped = true
      clearInterval(timer)
      await running
    },
  }
}

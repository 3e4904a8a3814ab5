import type { Clock } from '../clock.ts'
import type { Logger } from '../logger.ts'

/** One kind of background work: a round takes what is due now and answers how much it did. */
export interface Task {
  readonly name: string
  /** The longest the runner waits between two rounds when nothing asks for one sooner. */
  readonly everyMs: number
  run(now: Date): Promise<number>
  /** Tasks to run at once after a round that did something (a fan-out queued e-mails and pushes). */
  readonly then?: readonly string[]
  /** Logged when a round throws; the work stays queued for the next round. */
  readonly failure: string
  /** Cancels what a round is waiting on from outside (push requests in flight) when the runner stops. */
  cancel?(): void
  /** Lets go of what the task holds (an SMTP connection) once its last round is over. */
  close?(): void
}

export interface Runner {
  /** Runs the task now; resolves once a round that started after the call has finished. */
  kick(name: string): Promise<number>
  /** Runs these tasks, and any they lead to, until a pass over them does nothing. */
  settle(names: readonly string[]): Promise<void>
  /** Stops the loop and waits for the rounds in progress. */
  stop(): Promise<void>
}

/** What a request calls after committing work for the background: run it now, not at the next poll. */
export interface BackgroundWork {
  wake(): void
}

/** How often the one loop looks at its tasks' schedules. */
const TICK_MS = 250

/**
 * The one loop for background work on a replica. Every task runs when kicked (a request just
 * queued work) and at least every `everyMs`, so work left by a crash here or on another replica
 * still runs. A task's rounds never overlap; a kick during a round gets exactly one more round
 * after it. Rounds read the time from the one clock.
 */
export function startRunner(options: { tasks: readonly Task[]; clock: Clock; logger: Logger; tickMs?: number }): Runner {
  const { clock, logger } = options
  const byName = new Map(options.tasks.map((task) => [task.name, task]))
  const state = new Map(options.tasks.map((task) => [task.name, { running: null as Promise<number> | null, next: null as Promise<number> | null, lastStart: performance.now() }]))
  let stopped = false

  const kick = (name: string): Promise<number> => {
    const task = byName.get(name)
    const own = state.get(name)
    if (!task || !own) return Promise.reject(new Error(`No background task is called ${name}`))
    if (stopped) return Promise.resolve(0)
    if (own.running) {
      // Work queued while a round runs may come after its last look: one more round follows it,
      // and every caller in between waits for that one.
      own.next ??= own.running.then(() => {
        own.next = null
        return kick(name)
      })
      return own.next
    }
    own.lastStart = performance.now()
    own.running = task
      .run(clock.now())
      .then((done) => {
        if (done > 0) for (const follower of task.then ?? []) if (byName.has(follower)) void kick(follower)
        return done
      })
      .catch((err: unknown) => {
        logger.error({ err }, task.failure)
        return 0
      })
      .finally(() => {
        own.running = null
      })
    return own.running
  }

  // One timer for all of it; polling alone must not keep the process alive.
  const timer = setInterval(() => {
    const now = performance.now()
    for (const task of options.tasks) {
      const own = state.get(task.name)
      if (own && !own.running && now - own.lastStart >= task.everyMs) void kick(task.name)
    }
  }, options.tickMs ?? TICK_MS)
  timer.unref()

  return {
    kick,
    async settle(names) {
      for (;;) {
        let done = 0
        for (const name of names) done += await kick(name)
        if (done === 0) return
      }
    },
    async stop() {
      stopped = true
      clearInterval(timer)
      for (const task of options.tasks) task.cancel?.()
      await Promise.all([...state.values()].map((own) => own.next ?? own.running))
      for (const task of options.tasks) task.close?.()
    },
  }
}

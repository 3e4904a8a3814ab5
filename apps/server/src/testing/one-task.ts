import type { Clock } from '../clock.ts'
import type { Logger } from '../logger.ts'
import { startRunner, type Task } from '../delivery/runner.ts'

export interface OneTask {
  /** One round now (or the one after the round under way); answers what it did. */
  flush(): Promise<number>
  stop(): Promise<void>
}

/** One background task on a runner of its own that never polls in a test's time: the test runs each round. */
export function runOneTask(task: Task, { clock, logger }: { clock: Clock; logger: Logger }): OneTask {
  const runner = startRunner({ clock, logger, tasks: [{ ...task, everyMs: 3_600_000, then: [] }] })
  return { flush: () => runner.kick(task.name), stop: () => runner.stop() }
}

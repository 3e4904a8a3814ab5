import type { AppDeps } from '../app-env.ts'
import { runDueJobs, type JobTask } from '../delivery/jobs.ts'
import { jobHandlers } from '../job-handlers.ts'

/**
 * Runs the due jobs (of one task, or all) as the running server's runner does, at the test's
 * clock; answers how many ran. Tests call it instead of waiting for the runner's next poll.
 */
export function runJobs(deps: Pick<AppDeps, 'db' | 'dialect' | 'events' | 'clock' | 'logger' | 'config'>, only?: JobTask): Promise<number> {
  return runDueJobs(deps.db, deps.dialect, jobHandlers(deps.config.appUrl), deps.clock.now(), { logger: deps.logger, publish: (event) => deps.events.publish(event), ...(only ? { only } : {}) })
}

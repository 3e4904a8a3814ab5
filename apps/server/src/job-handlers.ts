import { expandDelivery } from './delivery/expand.ts'
import type { JobHandler, JobTask } from './delivery/jobs.ts'
import { matchJobHandler } from './features/lost-found/matching/jobs.ts'

/** What each kind of job does; the delivery runner knows no feature, so they are put together here. */
export function jobHandlers(appUrl: string): Readonly<Record<JobTask, JobHandler>> {
  return { deliver: expandDelivery, match: matchJobHandler(appUrl) }
}

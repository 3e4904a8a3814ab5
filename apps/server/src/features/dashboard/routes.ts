import { dashboardEndpoints } from '@petfolk/contract/dashboard'
import type { AppDeps } from '../../app-env.ts'
import { endpointRouter, ok } from '../../http/endpoint-router.ts'
import { listReminders } from './store.ts'

export function dashboardRoutes(deps: AppDeps) {
  const { db, clock } = deps
  return endpointRouter(deps).on(dashboardEndpoints.reminders, async ({ user, query }) =>
    ok(await listReminders(db, user.id, query.today ?? clock.now().toISOString().slice(0, 10))),
  )
}

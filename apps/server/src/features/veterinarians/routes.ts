import { veterinarianEndpoints } from '@petfolk/contract/veterinarians'
import type { AppDeps } from '../../app-env.ts'
import { created, endpointRouter, ok } from '../../http/endpoint-router.ts'
import { sendPage } from '../../http/pagination.ts'
import { createVet, listVets } from './store.ts'

export function veterinarianRoutes(deps: AppDeps) {
  const { db, clock } = deps
  return endpointRouter(deps)
    .on(veterinarianEndpoints.list, async ({ user, page }, c) => ok(sendPage(c, await listVets(db, user.id, page), page, (v) => [v.id])))
    .on(veterinarianEndpoints.create, async ({ user, body }) => created(await createVet(db, user.id, body, clock.now())))
}

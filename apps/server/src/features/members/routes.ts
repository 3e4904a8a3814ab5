import { handleEndpoints, memberEndpoints } from '@petfolk/contract/members'
import type { AppDeps } from '../../app-env.ts'
import { endpointRouter, ok } from '../../http/endpoint-router.ts'
import { ApiError } from '../../http/errors.ts'
import { changeHandle, findHandle, searchMembers } from './store.ts'

export const HANDLE_TAKEN = 'That handle is taken.'

/** Finding a member to message or send a gift to. */
export function memberRoutes(deps: AppDeps) {
  const { db } = deps
  return endpointRouter(deps, '/api/members').on(memberEndpoints.search, async ({ user, query }, c) => {
    c.header('Cache-Control', 'no-store')
    return ok(await searchMembers(db, user.id, query.q))
  })
}

/** One's own handle. */
export function handleRoutes(deps: AppDeps) {
  const { db, clock } = deps
  return endpointRouter(deps, '/api/users/me/handle')
    .on(handleEndpoints.get, async ({ user }, c) => {
      c.header('Cache-Control', 'no-store')
      return ok({ handle: await findHandle(db, user.id) })
    })
    .on(handleEndpoints.change, async ({ user, body: { handle } }) => {
      if (!(await changeHandle(db, user.id, handle, clock.now()))) throw new ApiError(409, HANDLE_TAKEN)
      return ok({ handle })
    })
}

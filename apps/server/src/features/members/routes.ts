import { displayNameEndpoints, displayNameProblem, handleEndpoints, HANDLE_CHANGES_REFUSAL, memberEndpoints, MEMBER_PROFILE_NOT_FOUND } from '@petfolk/contract/members'
import type { AppDeps } from '../../app-env.ts'
import { endpointRouter, ok } from '../../http/endpoint-router.ts'
import { ApiError, notFound } from '../../http/errors.ts'
import { findProfile } from './profile-store.ts'
import { changeDisplayName, changeHandle, findHandle, searchMembers } from './store.ts'

export const HANDLE_TAKEN = 'That handle is taken.'

/** Finding a member to message or send a gift to, and a member's profile. */
export function memberRoutes(deps: AppDeps) {
  const { db } = deps
  return endpointRouter(deps)
    .on(memberEndpoints.search, async ({ user, query }, c) => {
      c.header('Cache-Control', 'no-store')
      return ok(await searchMembers(db, user.id, query.q))
    })
    .on(memberEndpoints.profile, async ({ user, params }, c) => {
      c.header('Cache-Control', 'no-store')
      const profile = await findProfile(db, user.id, params.handle)
      if (!profile) throw notFound(MEMBER_PROFILE_NOT_FOUND)
      return ok(profile)
    })
}

/** One's own handle. */
export function handleRoutes(deps: AppDeps) {
  const { db, clock } = deps
  return endpointRouter(deps)
    .on(handleEndpoints.get, async ({ user }, c) => {
      c.header('Cache-Control', 'no-store')
      return ok({ handle: await findHandle(db, user.id) })
    })
    .on(handleEndpoints.change, async ({ user, body: { handle } }) => {
      const outcome = await changeHandle(db, user.id, handle, clock.now())
      if (outcome === 'taken') throw new ApiError(409, HANDLE_TAKEN)
      if (outcome === 'too-often') throw new ApiError(429, HANDLE_CHANGES_REFUSAL)
      return ok({ handle })
    })
}

/** One's own display name: set by a member the identity provider gave no name, or changed later. */
export function displayNameRoutes(deps: AppDeps) {
  const { db, clock } = deps
  return endpointRouter(deps).on(displayNameEndpoints.change, async ({ user, body: { display_name } }) => {
    const problem = displayNameProblem(display_name, { email: user.email, staff: user.role !== 'member' })
    if (problem) throw new ApiError(400, `display_name: ${problem}`)
    await changeDisplayName(db, user.id, display_name, clock.now())
    return ok({ display_name, needs_name: false })
  })
}

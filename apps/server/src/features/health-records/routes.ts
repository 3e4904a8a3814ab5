import { MAX_ACTIVE_SHARE_LINKS, healthRecordEndpoints } from '@petfolk/contract/health-records'
import type { AppDeps } from '../../app-env.ts'
import { created, endpointRouter, noContent, ok } from '../../http/endpoint-router.ts'
import { ApiError, notFound } from '../../http/errors.ts'
import { PET_NOT_FOUND } from '../pets/routes.ts'
import { findPet } from '../pets/store.ts'
import { createShareLink, findHealthRecord, findSharedRecord, listShareLinks, revokeShareLink } from './store.ts'

const LINK_NOT_FOUND = 'Share link not found'
/** One sentence for unknown, revoked and expired links alike, so a visitor learns nothing from it. */
export const SHARED_RECORD_GONE = 'This health record link has expired or was revoked.'

/** A pet's printable health record. */
export function healthRecordRoutes(deps: AppDeps) {
  const { db } = deps
  return endpointRouter(deps).on(healthRecordEndpoints.get, async ({ user, params }, c) => {
    const record = await findHealthRecord(db, user.id, params.id)
    if (!record) throw notFound(PET_NOT_FOUND)
    c.header('Cache-Control', 'no-store')
    return ok(record)
  })
}

/** A pet's time-limited share links of its health record. */
export function petShareLinkRoutes(deps: AppDeps) {
  const { db, clock, config } = deps
  return endpointRouter(deps)
    .on(healthRecordEndpoints.listShareLinks, async ({ user, params }) => {
      if (!(await findPet(db, user.id, params.id))) throw notFound(PET_NOT_FOUND)
      return ok(await listShareLinks(db, user.id, params.id, clock.now()))
    })
    .on(healthRecordEndpoints.createShareLink, async ({ user, params, body }, c) => {
      const now = clock.now()
      if (!(await findPet(db, user.id, params.id))) throw notFound(PET_NOT_FOUND)
      if ((await listShareLinks(db, user.id, params.id, now)).length >= MAX_ACTIVE_SHARE_LINKS) {
        throw new ApiError(409, `A pet can have at most ${MAX_ACTIVE_SHARE_LINKS} active share links. Revoke one first.`)
      }
      const { link, token } = await createShareLink(db, user.id, params.id, body.label, now)
      c.header('Cache-Control', 'no-store')
      return created({ ...link, url: `${config.appUrl}/shared/health-records/${token}` })
    })
}

/** Revoking a share link, by its own id. */
export function shareLinkRoutes(deps: AppDeps) {
  const { db } = deps
  return endpointRouter(deps).on(healthRecordEndpoints.revokeShareLink, async ({ user, params }) => {
    if (!(await revokeShareLink(db, user.id, params.id))) throw notFound(LINK_NOT_FOUND)
    return noContent()
  })
}

/** Public: the token is the permission, checked against its stored hash. */
export function sharedHealthRecordRoutes(deps: AppDeps) {
  const { db, clock } = deps
  return endpointRouter(deps).on(healthRecordEndpoints.shared, async ({ params }, c) => {
    const record = await findSharedRecord(db, params.token, clock.now())
    if (!record) throw notFound(SHARED_RECORD_GONE)
    c.header('Cache-Control', 'no-store')
    c.header('X-Robots-Tag', 'noindex')
    return ok(record)
  })
}

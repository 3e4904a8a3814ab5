import { ALREADY_REVIEWED, cannotPlace, reviewEndpoints } from '@petfolk/contract/review'
import type { AppDeps } from '../../app-env.ts'
import type { SessionUser } from '../../auth/session-store.ts'
import { endpointRouter, ok } from '../../http/endpoint-router.ts'
import { ApiError, notFound } from '../../http/errors.ts'
import { sendPage } from '../../http/pagination.ts'
import { findStaffMember } from '../staff/members-store.ts'
import {
  decideBusiness,
  decidePhotographer,
  editBusiness,
  editPhotographer,
  findBusinessReview,
  findPhotographerReview,
  listPending,
  reviewSortKey,
  type Reviewer,
  type ReviewOutcome,
} from './store.ts'

const NOT_FOUND = 'That submission was not found.'

/** The answer to an edit or a decision: the submission as it is now, or why nothing changed. */
function answer<T extends { fields: { zip_code: string | null } }>(outcome: ReviewOutcome<T>): T {
  if (outcome.done) return outcome.item
  if (outcome.why === 'not-found') throw notFound(NOT_FOUND)
  if (outcome.why === 'cannot-place') throw new ApiError(409, cannotPlace(outcome.item?.fields.zip_code ?? null))
  throw new ApiError(409, ALREADY_REVIEWED)
}

/** The staff review queue: pending businesses and photographer listings, edited, approved or rejected. */
export function reviewRoutes(deps: AppDeps) {
  const { db, clock, config } = deps
  const reviewer = async (user: SessionUser): Promise<Reviewer> => {
    const member = await findStaffMember(db, user.id)
    return { actor: { id: user.id, handle: member?.handle ?? null, display_name: user.display_name }, at: clock.now(), appUrl: config.appUrl }
  }
  return endpointRouter(deps)
    .on(reviewEndpoints.list, async ({ query, page }, c) => {
      c.header('Cache-Control', 'no-store')
      return ok(sendPage(c, await listPending(db, query.kind, page), page, reviewSortKey))
    })
    .on(reviewEndpoints.business, async ({ params }, c) => {
      c.header('Cache-Control', 'no-store')
      const item = await findBusinessReview(db, params.id)
      if (!item) throw notFound(NOT_FOUND)
      return ok(item)
    })
    .on(reviewEndpoints.editBusiness, async ({ user, params, body }) => ok(answer(await editBusiness(db, params.id, body, await reviewer(user)))))
    .on(reviewEndpoints.approveBusiness, async ({ user, params }) => ok(answer(await decideBusiness(db, params.id, { approve: true }, await reviewer(user)))))
    .on(reviewEndpoints.rejectBusiness, async ({ user, params, body }) =>
      ok(answer(await decideBusiness(db, params.id, { approve: false, reason: body.reason }, await reviewer(user)))),
    )
    .on(reviewEndpoints.photographer, async ({ params }, c) => {
      c.header('Cache-Control', 'no-store')
      const item = await findPhotographerReview(db, params.id)
      if (!item) throw notFound(NOT_FOUND)
      return ok(item)
    })
    .on(reviewEndpoints.editPhotographer, async ({ user, params, body }) => {
      const outcome = await editPhotographer(db, params.id, body, await reviewer(user))
      // As on submitting: a ZIP code we cannot place is the sender's to correct (400), not a conflict.
      if (!outcome.done && outcome.why === 'cannot-place') throw new ApiError(400, `zip_code: We could not find ZIP code ${body.zip_code}.`)
      return ok(answer(outcome))
    })
    .on(reviewEndpoints.approvePhotographer, async ({ user, params }) => ok(answer(await decidePhotographer(db, params.id, { approve: true }, await reviewer(user)))))
    .on(reviewEndpoints.rejectPhotographer, async ({ user, params, body }) =>
      ok(answer(await decidePhotographer(db, params.id, { approve: false, reason: body.reason }, await reviewer(user)))),
    )
}

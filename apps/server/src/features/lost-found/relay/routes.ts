import { lostPetRelayEndpoints, PROOF_FIELD } from '@petfolk/contract/lost-found/relay'
import { checkProof } from '../shared/proof-of-work.ts'
import { BLOCKED_CONTACT } from '@petfolk/contract/blocks'
import { isBlockedEitherWay } from '../../blocks/store.ts'
import type { AppDeps } from '../../../app-env.ts'
import { created, endpointRouter, ok } from '../../../http/endpoint-router.ts'
import { ApiError, notFound } from '../../../http/errors.ts'
import { receiveImage } from '../../uploads/routes.ts'
import { storeUpload } from '../../uploads/store.ts'
import { findLostPet } from '../reports/store.ts'
import { addOwnerReply, addVisitorReply, confirmVisitorEmail, findThreadByLink, listOwnerThreads, startThread, visitorThread } from './store.ts'
import { LOST_REPORTS } from '../shared/report-pipeline.ts'

const REPORT_NOT_FOUND = LOST_REPORTS.notFound
const THREAD_NOT_FOUND = 'Conversation not found'
const LINK_NOT_FOUND = 'This conversation link does not work. Use the newest link Petfolk e-mailed you.'
const ALREADY_FOUND = 'This pet has already been found.'
const CONFIRM_NOT_FOUND = 'This confirmation link does not work. It may have been used already: open the conversation from the link Petfolk gave you.'
/**
 * Anyone writes to a lost pet's owner or sends a sighting photo; the owner reads and answers.
 * The report's daily messages (its descriptors' quota) are spent in each message's transaction,
 * so a refused one leaves nothing.
 */
export function relayRoutes(deps: AppDeps) {
  const { db, clock, config, files } = deps
  return endpointRouter(deps)
    .on(lostPetRelayEndpoints.start, async ({ user, params, body, spend }, c) => {
      const report = await findLostPet(db, params.id)
      if (!report) throw notFound(REPORT_NOT_FOUND)
      if (report.is_found) throw new ApiError(409, ALREADY_FOUND)
      await checkProof(deps, user, body.proof)
      // A signed-in member and the report's owner who block each other do not meet here either.
      if (user && (await isBlockedEitherWay(db, user.id, report.user_id))) throw new ApiError(403, BLOCKED_CONTACT)
      const now = clock.now()
      const link = await startThread(db, report, body, now, config.appUrl, spend)
      c.header('Cache-Control', 'no-store')
      return created({ link })
    })
    .on(lostPetRelayEndpoints.ownerThreads, async ({ user, params }, c) => {
      const threads = await listOwnerThreads(db, user.id, params.id)
      if (!threads) throw notFound(REPORT_NOT_FOUND)
      c.header('Cache-Control', 'no-store')
      return ok(threads)
    })
    .on(lostPetRelayEndpoints.ownerReply, async ({ user, params, body }) => {
      const message = await addOwnerReply(db, user.id, params.id, params.threadId, body.message, clock.now(), config.appUrl)
      if (!message) throw notFound(THREAD_NOT_FOUND)
      return created(message)
    })
    .on(lostPetRelayEndpoints.sightingPhoto, async ({ user, params }, c) => {
      const report = await findLostPet(db, params.id)
      if (!report) throw notFound(REPORT_NOT_FOUND)
      if (report.is_found) throw new ApiError(409, ALREADY_FOUND)
      const image = await receiveImage(c)
      // receiveImage read the form; Hono keeps it, so the proof field is read from the same parse.
      const proof = (await c.req.parseBody())[PROOF_FIELD]
      await checkProof(deps, user, typeof proof === 'string' ? proof : undefined)
      // Even a signed-in member's photo belongs to the report here: it is only ever good for a sighting of it.
      return created({ url: await storeUpload(db, files, { lostPetId: report.id }, image, clock.now()) })
    })
}

/** The visitor's side, through the secret link Petfolk gave or e-mailed them. */
export function publicRelayRoutes(deps: AppDeps) {
  const { db, clock, config } = deps
  return endpointRouter(deps)
    .on(lostPetRelayEndpoints.visitorThread, async ({ params }, c) => {
      const thread = await findThreadByLink(db, params.id, params.token)
      if (!thread) throw notFound(LINK_NOT_FOUND)
      // A secret link's page: never kept by a shared cache.
      c.header('Cache-Control', 'no-store')
      return ok(await visitorThread(db, thread))
    })
    .on(lostPetRelayEndpoints.visitorReply, async ({ user, params, body, spend }) => {
      const thread = await findThreadByLink(db, params.id, params.token)
      if (!thread) throw notFound(LINK_NOT_FOUND)
      await checkProof(deps, user, body.proof)
      const now = clock.now()
      const message = await addVisitorReply(db, thread, body.message, now, config.appUrl, spend)
      return created(message)
    })
    .on(lostPetRelayEndpoints.confirmEmail, async ({ params, body }, c) => {
      c.header('Cache-Control', 'no-store')
      const confirmed = await confirmVisitorEmail(db, params.id, body.token, clock.now(), config.appUrl)
      if (!confirmed) throw notFound(CONFIRM_NOT_FOUND)
      return ok(confirmed)
    })
}

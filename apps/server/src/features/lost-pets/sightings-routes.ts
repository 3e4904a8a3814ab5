import { lostPetNetworkEndpoints, SIGHTINGS_PER_REPORT_PER_DAY, sightingTimeProblem } from '@petfolk/contract/lost-pets'
import type { AppDeps } from '../../app-env.ts'
import { zipCentroid } from '../../geo/geo.ts'
import { created, endpointRouter, ok, type EndpointRouter } from '../../http/endpoint-router.ts'
import { ApiError, notFound } from '../../http/errors.ts'
import { spendAllowance } from '../../http/rate-limit.ts'
import { withPublicRelayRoutes } from './relay-routes.ts'
import { checkProof } from './proof-of-work.ts'
import { findLostPet } from './store.ts'
import { requireUsablePhoto } from '../uploads/ownership.ts'
import { addSighting, countReunited, findPublicLostPet, listOwnerSightings, listPublicSightings, setSightingHidden } from './sightings-store.ts'

const REPORT_NOT_FOUND = 'Lost pet report not found'
const SIGHTING_NOT_FOUND = 'Sighting not found'
const DAY_SECONDS = 24 * 60 * 60

/** Sightings on the signed-in lost-pet router: anyone reports one, the report's owner reads and hides them. */
export function withSightingRoutes(router: EndpointRouter, deps: AppDeps): EndpointRouter {
  const { db, clock, config } = deps
  return router
    .on(lostPetNetworkEndpoints.reportSighting, async ({ user, params, body: values }, c) => {
      const now = clock.now()
      const timeProblem = sightingTimeProblem(values.seen_at, now)
      if (timeProblem) throw new ApiError(400, `seen_at: ${timeProblem}`)
      if (values.latitude === null && values.zip_code !== null && !zipCentroid(values.zip_code)) {
        throw new ApiError(400, `zip_code: We could not find ZIP code ${values.zip_code}.`)
      }
      const report = await findLostPet(db, params.id)
      if (!report) throw notFound(REPORT_NOT_FOUND)
      if (report.is_found) throw new ApiError(409, 'This pet has already been found.')
      await checkProof(deps, user, values.proof)
      // The shared photo rule (uploads/ownership.ts): the poster's own upload, or a visitor photo sent for this report.
      await requireUsablePhoto(db, 'photo_url', values.photo_url, { userId: user?.id ?? null, lostPetId: report.id }, { sentence: 'Photo must be a picture sent with this sighting.' })
      // Everyone together: the address limit alone lets many addresses flood one owner.
      const reportAllowance = async (trx: typeof db) => {
        if (!config.rateLimits.enabled) return
        const limit = {
          key: `sighting:report:${report.id}`,
          windowSeconds: DAY_SECONDS,
          allowance: SIGHTINGS_PER_REPORT_PER_DAY * config.rateLimits.scale,
          refusal: 'This report has had as many sightings as it can take today.',
        }
        await spendAllowance(trx, c, limit, Math.floor(now.getTime() / 1000))
      }
      const sighting = await addSighting(db, report, values, user?.id ?? null, now, config.appUrl, reportAllowance)
      return created(sighting)
    })
    .on(lostPetNetworkEndpoints.ownerSightings, async ({ user, params }, c) => {
      const sightings = await listOwnerSightings(db, user.id, params.id)
      if (!sightings) throw notFound(REPORT_NOT_FOUND)
      c.header('Cache-Control', 'no-store')
      return ok(sightings)
    })
    .on(lostPetNetworkEndpoints.setSightingHidden, async ({ user, params, body }) => {
      const sighting = await setSightingHidden(db, user.id, params.id, params.sightingId, body.is_hidden)
      if (!sighting) throw notFound(SIGHTING_NOT_FOUND)
      return ok(sighting)
    })
}

/** A lost-pet report and its visible sightings, for anyone with the link (signed in or not). */
export function publicLostPetRoutes(deps: AppDeps) {
  const { db } = deps
  const router = endpointRouter(deps, '/api/public/lost-pets')
    .on(lostPetNetworkEndpoints.publicReport, async ({ params }) => {
      const report = await findPublicLostPet(db, params.id)
      if (!report) throw notFound(REPORT_NOT_FOUND)
      return ok(report)
    })
    .on(lostPetNetworkEndpoints.publicSightings, async ({ params }) => {
      if (!(await findLostPet(db, params.id))) throw notFound(REPORT_NOT_FOUND)
      return ok(await listPublicSightings(db, params.id))
    })
  return withPublicRelayRoutes(router, deps)
}

/** The figures the public pages show. */
export function publicStatsRoutes(deps: AppDeps) {
  const { db } = deps
  return endpointRouter(deps, '/api/public/stats').on(lostPetNetworkEndpoints.stats, async () => ok({ pets_reunited: await countReunited(db) }))
}

import { lostPetNetworkEndpoints, sightingTimeProblem } from '@petfolk/contract/lost-found/reports'
import type { AppDeps } from '../../../app-env.ts'
import { zipCentroid } from '../../../geo/geo.ts'
import { created, endpointRouter, ok } from '../../../http/endpoint-router.ts'
import { ApiError, notFound } from '../../../http/errors.ts'
import { checkProof } from '../shared/proof-of-work.ts'
import { findLostPet } from '../reports/store.ts'
import { requireUsablePhoto } from '../../uploads/ownership.ts'
import { addSighting, countReunited, findPublicLostPet, listOwnerSightings, listPublicSightings, setSightingHidden } from './store.ts'
import { LOST_REPORTS } from '../shared/report-pipeline.ts'

const REPORT_NOT_FOUND = LOST_REPORTS.notFound
const SIGHTING_NOT_FOUND = 'Sighting not found'

/** Sightings of a lost pet: anyone reports one, the report's owner reads and hides them. */
export function sightingRoutes(deps: AppDeps) {
  const { db, clock, config } = deps
  return endpointRouter(deps)
    .on(lostPetNetworkEndpoints.reportSighting, async ({ user, params, body: values, spend }) => {
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
      // The report's daily sightings, spent in the sighting's transaction (its descriptor's quota).
      const sighting = await addSighting(db, report, values, user?.id ?? null, now, config.appUrl, spend)
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
  return endpointRouter(deps)
    .on(lostPetNetworkEndpoints.publicReport, async ({ params }) => {
      const report = await findPublicLostPet(db, params.id)
      if (!report) throw notFound(REPORT_NOT_FOUND)
      return ok(report)
    })
    .on(lostPetNetworkEndpoints.publicSightings, async ({ params }) => {
      if (!(await findLostPet(db, params.id))) throw notFound(REPORT_NOT_FOUND)
      return ok(await listPublicSightings(db, params.id))
    })
}

/** The figures the public pages show. */
export function publicStatsRoutes(deps: AppDeps) {
  const { db } = deps
  return endpointRouter(deps).on(lostPetNetworkEndpoints.stats, async () => ok({ pets_reunited: await countReunited(db) }))
}

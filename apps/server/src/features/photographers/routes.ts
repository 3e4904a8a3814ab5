import { photographerEndpoints } from '@petfolk/contract/photographers'
import type { AppDeps } from '../../app-env.ts'
import { zipCentroid } from '../../geo/geo.ts'
import { created, endpointRouter, ok } from '../../http/endpoint-router.ts'
import { ApiError } from '../../http/errors.ts'
import { listPhotographers, photographersNear, submitPhotographer } from './store.ts'

const MAX_RESULTS = 200

/** Photographers by ZIP and radius, and directory submissions. */
export function photographerRoutes(deps: AppDeps) {
  const { db, clock } = deps
  return endpointRouter(deps)
    .on(photographerEndpoints.list, async ({ query: { zip_code, radius } }) => {
      if (!zip_code) return ok(await listPhotographers(db, MAX_RESULTS))
      const centre = zipCentroid(zip_code)
      if (!centre) throw new ApiError(400, `We could not find ZIP code ${zip_code}.`)
      return ok(await photographersNear(db, centre, radius, MAX_RESULTS))
    })
    .on(photographerEndpoints.submit, async ({ user, body: values }) => {
      const centre = zipCentroid(values.zip_code)
      if (!centre) throw new ApiError(400, `zip_code: We could not find ZIP code ${values.zip_code}.`)
      const id = await submitPhotographer(db, user.id, { ...values, portfolio_images: [] }, { latitude: centre.latitude, longitude: centre.longitude }, clock.now())
      return created({ id, status: 'pending_review', message: 'Thanks! Your listing will appear once we have reviewed it.' })
    })
}

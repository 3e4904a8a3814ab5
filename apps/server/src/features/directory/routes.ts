import { directoryEndpoints } from '@petfolk/contract/directory'
import type { AppDeps } from '../../app-env.ts'
import { zipCentroid } from '../../geo/geo.ts'
import { created, endpointRouter, ok } from '../../http/endpoint-router.ts'
import { sendPage } from '../../http/pagination.ts'
import { findSettings } from '../settings/store.ts'
import { businessesNear, findUserLocation, listBusinesses, saveUserLocation, submitBusiness } from './store.ts'

/** The business directory. */
export function businessRoutes(deps: AppDeps) {
  const { db, clock } = deps
  return endpointRouter(deps)
    .on(directoryEndpoints.businesses, async ({ query: { q, type, lat, lng, radius }, page }, c) => {
      if (lat !== undefined && lng !== undefined) {
        return ok(await businessesNear(db, { q, type }, { latitude: lat, longitude: lng }, radius, page.limit))
      }
      const rows = await listBusinesses(db, { q, type }, page)
      return ok(sendPage(c, rows, page, (b) => [b.id]))
    })
    .on(directoryEndpoints.submitBusiness, async ({ user, body: values }) => {
      const id = await submitBusiness(db, user.id, values, zipCentroid(values.zip_code), clock.now())
      return created({ id, status: 'pending_verification', message: 'Thanks! Your business will be listed once we have verified it.' })
    })
}

/** The member's saved location, for directory searches near them. */
export function userLocationRoutes(deps: AppDeps) {
  const { db, clock } = deps
  return endpointRouter(deps)
    .on(directoryEndpoints.userLocation, async ({ user }, c) => {
      c.header('Cache-Control', 'no-store')
      return ok((await findUserLocation(db, user.id)) ?? null)
    })
    .on(directoryEndpoints.saveUserLocation, async ({ user, body: location }) => {
      // The owner decides in Settings whether their location is kept; by default it is not.
      const { location_sharing } = await findSettings(db, user.id)
      if (location_sharing) await saveUserLocation(db, user.id, location, clock.now())
      return ok({ ...location, stored: location_sharing })
    })
}

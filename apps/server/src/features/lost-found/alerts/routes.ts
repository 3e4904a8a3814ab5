import { lostPetEndpoints } from '@petfolk/contract/lost-found/reports'
import type { AppDeps } from '../../../app-env.ts'
import { zipCentroid, type LatLng } from '../../../geo/geo.ts'
import { endpointRouter, ok } from '../../../http/endpoint-router.ts'
import { ApiError } from '../../../http/errors.ts'
import { findAlertPreferences, saveAlertPreferences } from './store.ts'

/** The member's lost-pet alert area. */
export function alertPreferenceRoutes(deps: AppDeps) {
  const { db, clock } = deps
  return endpointRouter(deps)
    .on(lostPetEndpoints.alertPreferences, async ({ user }, c) => {
      c.header('Cache-Control', 'no-store')
      return ok(await findAlertPreferences(db, user.id))
    })
    .on(lostPetEndpoints.saveAlertPreferences, async ({ user, body: values }) => {
      const centres = new Map<string, LatLng>()
      for (const zip of values.zip_codes) {
        const centre = zipCentroid(zip)
        if (!centre) throw new ApiError(400, `zip_codes: We could not find ZIP code ${zip}.`)
        centres.set(zip, centre)
      }
      return ok(await saveAlertPreferences(db, user.id, values, centres, clock.now()))
    })
}

import { isStaff } from '@petfolk/contract/roles'
import { lastSeenDateProblem, lostPetEndpoints } from '@petfolk/contract/lost-found/reports'
import type { AppDeps } from '../../../app-env.ts'
import { zipCentroid } from '../../../geo/geo.ts'
import { created, endpointRouter, ok } from '../../../http/endpoint-router.ts'
import { ApiError, notFound } from '../../../http/errors.ts'
import { sendPage } from '../../../http/pagination.ts'
import { ALERT_KIND } from '../../../delivery/templates/lost-found.ts'
import { contactAsSeenBy } from '../shared/contact-privacy.ts'
import { requireUsablePhoto } from '../../uploads/ownership.ts'
import { photoSignatureText } from '../matching/photo-signature.ts'
import { findLostPet, listLostPets, reportLostPet, setFound } from './store.ts'

const REPORT_NOT_FOUND = 'Lost pet report not found'

// A reported date is the reporter's calendar date: accept the latest date anywhere on earth (UTC+14).
const EARLIEST_ZONE_AHEAD_MS = 14 * 60 * 60 * 1000

/** The latest calendar date anywhere on earth at `now`: the newest date a report may carry. */
export function latestCalendarDate(now: Date): string {
  return new Date(now.getTime() + EARLIEST_ZONE_AHEAD_MS).toISOString().slice(0, 10)
}

/** Lost-pet reports: listing, reporting (which alerts the neighbourhood), marking found. */
export function lostPetRoutes(deps: AppDeps) {
  const { db, clock, events, files } = deps
  return endpointRouter(deps)
    .on(lostPetEndpoints.list, async ({ user, query, page }, c) =>
      ok(sendPage(c, (await listLostPets(db, query, page, isStaff(user.role))).map((r) => contactAsSeenBy(r, user.id)), page, (r) => [r.id])),
    )
    .on(lostPetEndpoints.get, async ({ user, params }) => {
      // A report staff hid answers 404, as a missing one does, but to staff.
      const report = await findLostPet(db, params.id, isStaff(user.role))
      if (!report) throw notFound(REPORT_NOT_FOUND)
      return ok(contactAsSeenBy(report, user.id))
    })
    .on(lostPetEndpoints.report, async ({ user, body: values, spend }) => {
      const now = clock.now()
      const dateProblem = lastSeenDateProblem(values.last_seen_date, latestCalendarDate(now))
      if (dateProblem) throw new ApiError(400, `last_seen_date: ${dateProblem}`)
      const centre = zipCentroid(values.last_seen_zip_code)
      if (!centre) throw new ApiError(400, `last_seen_zip_code: We could not find ZIP code ${values.last_seen_zip_code}.`)
      await requireUsablePhoto(db, 'photo_url', values.photo_url, { userId: user.id })
      // From the re-encoded file, before the transaction: reading it must not hold the database.
      const photoSignature = await photoSignatureText(files, values.photo_url)
      const { report, alerted } = await reportLostPet(db, user.id, { ...values, photo_signature: photoSignature }, { latitude: centre.latitude, longitude: centre.longitude }, now, spend)
      return created({ ...report, alerted })
    })
    .on(lostPetEndpoints.setFound, async ({ user, params, body }) => {
      const { is_found } = body
      const result = await setFound(db, user.id, params.id, is_found, clock.now())
      if (!result) throw notFound(REPORT_NOT_FOUND)
      // Found: the notices are delivered with their live event. Reopened: they were withdrawn, so the
      // alerted members' bells change too.
      if (result.changed && !is_found) events.publish({ topic: 'notifications', lostPetId: params.id, kind: ALERT_KIND })
      return ok(result.report)
    })
}

import { isStaff } from '@petfolk/contract/roles'
import { foundDateProblem, foundPetEndpoints } from '@petfolk/contract/lost-found/found'
import type { AppDeps } from '../../../app-env.ts'
import { zipCentroid } from '../../../geo/geo.ts'
import { created, endpointRouter, ok } from '../../../http/endpoint-router.ts'
import { ApiError, notFound } from '../../../http/errors.ts'
import { sendPage } from '../../../http/pagination.ts'
import { contactAsSeenBy } from '../shared/contact-privacy.ts'
import { requireUsablePhoto } from '../../uploads/ownership.ts'
import { findFoundPet, findPublicFoundPet, listFoundPets, reportFoundPet, setFoundPetClosed } from './store.ts'
import { latestCalendarDate } from '../reports/routes.ts'
import { photoSignatureText } from '../matching/photo-signature.ts'

const REPORT_NOT_FOUND = 'Found pet report not found'


/** Found-pet reports: listing, reporting (which alerts the neighbourhood as a lost report does), closing. */
export function foundPetRoutes(deps: AppDeps) {
  const { db, clock, files } = deps
  return endpointRouter(deps)
    .on(foundPetEndpoints.list, async ({ user, query, page }, c) =>
      ok(sendPage(c, (await listFoundPets(db, query, page, isStaff(user.role))).map((r) => contactAsSeenBy(r, user.id)), page, (r) => [r.id])),
    )
    .on(foundPetEndpoints.get, async ({ user, params }) => {
      const report = await findFoundPet(db, params.id, isStaff(user.role))
      if (!report) throw notFound(REPORT_NOT_FOUND)
      return ok(contactAsSeenBy(report, user.id))
    })
    .on(foundPetEndpoints.report, async ({ user, body: values, spend }) => {
      const now = clock.now()
      const dateProblem = foundDateProblem(values.found_date, latestCalendarDate(now))
      if (dateProblem) throw new ApiError(400, `found_date: ${dateProblem}`)
      const centre = zipCentroid(values.found_zip_code)
      if (!centre) throw new ApiError(400, `found_zip_code: We could not find ZIP code ${values.found_zip_code}.`)
      await requireUsablePhoto(db, 'photo_url', values.photo_url, { userId: user.id })
      // From the re-encoded file, before the transaction: reading it must not hold the database.
      const photoSignature = await photoSignatureText(files, values.photo_url)
      const { report, alerted } = await reportFoundPet(db, user.id, { ...values, photo_signature: photoSignature }, { latitude: centre.latitude, longitude: centre.longitude }, now, spend)
      return created({ ...report, alerted })
    })
    .on(foundPetEndpoints.setClosed, async ({ user, params, body }) => {
      const report = await setFoundPetClosed(db, user.id, params.id, body.is_closed, clock.now())
      if (!report) throw notFound(REPORT_NOT_FOUND)
      return ok(report)
    })
}

/** A found-pet report for anyone with the link (signed in or not). */
export function publicFoundPetRoutes(deps: AppDeps) {
  const { db } = deps
  return endpointRouter(deps).on(foundPetEndpoints.publicReport, async ({ params }) => {
    const report = await findPublicFoundPet(db, params.id)
    if (!report) throw notFound(REPORT_NOT_FOUND)
    return ok(report)
  })
}

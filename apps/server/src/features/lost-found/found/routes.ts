import { isStaff } from '@petfolk/contract/roles'
import { foundPetEndpoints } from '@petfolk/contract/lost-found/found'
import type { AppDeps } from '../../../app-env.ts'
import { created, endpointRouter, ok } from '../../../http/endpoint-router.ts'
import { notFound } from '../../../http/errors.ts'
import { sendPage } from '../../../http/pagination.ts'
import { contactAsSeenBy } from '../shared/contact-privacy.ts'
import { findFoundPet, findPublicFoundPet, listFoundPets, reportFoundPet, setFoundPetClosed } from './store.ts'
import { checkNewReport, FOUND_REPORTS } from '../shared/report-pipeline.ts'

const REPORT_NOT_FOUND = FOUND_REPORTS.notFound

/** Found-pet reports: listing, reporting (which alerts the neighbourhood as a lost report does), closing. */
export function foundPetRoutes(deps: AppDeps) {
  const { db, clock } = deps
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
      const { centre, photoSignature } = await checkNewReport(deps, FOUND_REPORTS, values, user.id, now)
      const { report, alerted } = await reportFoundPet(db, user.id, { ...values, photo_signature: photoSignature }, centre, now, spend)
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

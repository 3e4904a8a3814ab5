import { isStaff } from '@petfolk/contract/roles'
import { lostPetEndpoints } from '@petfolk/contract/lost-found/reports'
import type { AppDeps } from '../../../app-env.ts'
import { created, endpointRouter, ok } from '../../../http/endpoint-router.ts'
import { notFound } from '../../../http/errors.ts'
import { sendPage } from '../../../http/pagination.ts'
import { ALERT_KIND } from '../../../delivery/templates/lost-found.ts'
import { contactAsSeenBy } from '../shared/contact-privacy.ts'
import { checkNewReport, LOST_REPORTS } from '../shared/report-pipeline.ts'
import { findLostPet, listLostPets, reportLostPet, setFound } from './store.ts'

const REPORT_NOT_FOUND = LOST_REPORTS.notFound

/** Lost-pet reports: listing, reporting (which alerts the neighbourhood), marking found. */
export function lostPetRoutes(deps: AppDeps) {
  const { db, clock, events } = deps
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
      const { centre, photoSignature } = await checkNewReport(deps, LOST_REPORTS, values, user.id, now)
      const { report, alerted } = await reportLostPet(db, user.id, { ...values, photo_signature: photoSignature }, centre, now, spend)
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

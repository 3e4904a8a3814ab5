import { staffEndpoints } from '@petfolk/contract/staff'
import { memberHistoryEndpoints } from '@petfolk/contract/staff-member-history'
import type { AppDeps } from '../../app-env.ts'
import { endpointRouter, ok } from '../../http/endpoint-router.ts'
import { ApiError, notFound } from '../../http/errors.ts'
import { sendPage } from '../../http/pagination.ts'
import { listAudit } from './audit-log.ts'
import { memberHistory } from './member-history.ts'
import { findStaffMember, searchStaffMembers } from './members-store.ts'
import { staffOverview } from './overview.ts'
import { LAST_ADMIN, changeRole } from './roles.ts'

export const SAME_ROLE = 'That member already has that role.'

/** The staff area: how the community is doing, its members and their roles, and the audit log. */
export function staffRoutes(deps: AppDeps) {
  const { db, clock } = deps
  return endpointRouter(deps)
    .on(staffEndpoints.overview, async (_input, c) => {
      c.header('Cache-Control', 'no-store')
      return ok(await staffOverview(db, clock.now()))
    })
    .on(staffEndpoints.members, async ({ query, page }, c) => {
      c.header('Cache-Control', 'no-store')
      return ok(sendPage(c, await searchStaffMembers(db, query, page), page, (m) => [m.id]))
    })
    .on(staffEndpoints.member, async ({ params }, c) => {
      c.header('Cache-Control', 'no-store')
      const member = await findStaffMember(db, params.id)
      if (!member) throw notFound('That member was not found.')
      return ok(member)
    })
    .on(memberHistoryEndpoints.get, async ({ params }, c) => {
      c.header('Cache-Control', 'no-store')
      const history = await memberHistory(db, params.id)
      if (!history) throw notFound('That member was not found.')
      return ok(history)
    })
    .on(staffEndpoints.changeRole, async ({ user, params, body }) => {
      const actor = (await findStaffMember(db, user.id)) ?? { id: user.id, handle: null, display_name: user.display_name }
      const result = await changeRole(db, { memberId: params.id, role: body.role, actor, reason: body.reason, at: clock.now() })
      if (result.changed) return ok(result.member)
      if (result.why === 'not-found') throw notFound('That member was not found.')
      throw new ApiError(409, result.why === 'last-admin' ? LAST_ADMIN : SAME_ROLE)
    })
    .on(staffEndpoints.auditLog, async ({ query, page }, c) => {
      c.header('Cache-Control', 'no-store')
      return ok(sendPage(c, await listAudit(db, query, page), page, (e) => [e.created_at, e.id]))
    })
}

import { REPORT_THANKS, reportEndpoints } from '@petfolk/contract/reports'
import type { AppDeps } from '../../app-env.ts'
import { created, endpointRouter, ok } from '../../http/endpoint-router.ts'
import { ApiError, notFound } from '../../http/errors.ts'
import { findStaffMember } from '../staff/members-store.ts'
import type { AuditActor } from '../staff/audit-log.ts'
import { actOnReports, changeStanding, createReport, listLockedBoards, reportQueue, unlockBoard } from './store.ts'

const NOTHING_TO_REPORT = 'That was not found. It may have been removed already.'

/** POST /api/reports: anyone reports what a member or visitor wrote. */
export function reportRoutes(deps: AppDeps) {
  const { db, clock } = deps
  return endpointRouter(deps).on(reportEndpoints.create, async ({ user, body }) => {
    if (!(await createReport(db, body, user?.id ?? null, clock.now()))) throw notFound(NOTHING_TO_REPORT)
    return created({ message: REPORT_THANKS })
  })
}

/** The staff reports queue and member standing, under /api/admin. */
export function reportStaffRoutes(deps: AppDeps) {
  const { db, clock, events } = deps
  const actorOf = async (user: { id: number; display_name: string }): Promise<AuditActor> => (await findStaffMember(db, user.id)) ?? { id: user.id, handle: null, display_name: user.display_name }
  const endStreams = (sessionIds: number[]) => {
    if (sessionIds.length > 0) events.publish({ topic: 'sessions-ended', sessionIds })
  }
  const standing = async (memberId: number, user: { id: number; display_name: string }, action: 'suspend' | 'ban' | 'restore', reason: string, days?: number) => {
    if (memberId === user.id) throw new ApiError(409, 'You cannot do that to your own account.')
    const result = await changeStanding(db, { memberId, action, reason, actor: await actorOf(user), at: clock.now(), ...(days ? { days } : {}) })
    if (!result.done) throw new ApiError(result.status, result.message)
    endStreams(result.endedSessions)
    return ok(result.standing)
  }
  return endpointRouter(deps)
    .on(reportEndpoints.queue, async (_input, c) => {
      c.header('Cache-Control', 'no-store')
      return ok(await reportQueue(db, clock.now()))
    })
    .on(reportEndpoints.act, async ({ user, body }) => {
      const result = await actOnReports(db, { kind: body.content_kind, id: body.content_id, action: body.action, reason: body.reason, days: body.days, actor: await actorOf(user), at: clock.now() })
      if (!result.done) throw new ApiError(result.status, result.message)
      endStreams(result.endedSessions)
      return ok({ handled: result.handled, message: result.message })
    })
    .on(reportEndpoints.suspend, ({ user, params, body }) => standing(params.id, user, 'suspend', body.reason, body.days))
    .on(reportEndpoints.ban, ({ user, params, body }) => standing(params.id, user, 'ban', body.reason))
    .on(reportEndpoints.restore, ({ user, params, body }) => standing(params.id, user, 'restore', body.reason))
    .on(reportEndpoints.lockedBoards, async (_input, c) => {
      c.header('Cache-Control', 'no-store')
      return ok(await listLockedBoards(db))
    })
    .on(reportEndpoints.unlockBoard, async ({ user, params, body }) => {
      const result = await unlockBoard(db, { boardId: params.id, reason: body.reason, actor: await actorOf(user), at: clock.now() })
      if (!result.done) throw new ApiError(result.status, result.message)
      return ok({ message: result.message })
    })
}

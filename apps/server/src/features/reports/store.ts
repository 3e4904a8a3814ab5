import { PHOTO_KINDS, REPORT_CONTENT_KINDS, REPORT_CONTENT_LABELS, REPORT_REASONS, type ReportAction, type ReportCase, type ReportContentKind, type ReportReason, type ReportedAuthor, type MemberStanding, type LockedBoard } from '@petfolk/contract/reports'
import { deleteAllSessions } from '../../auth/session-store.ts'
import type { Db } from '../../db/database.ts'
import { choiceOf } from '../../db/row-values.ts'
import { deliver } from '../../delivery/deliver.ts'
import { recordAudit, type AuditActor } from '../staff/audit-log.ts'
import { findReportedContent } from './content.ts'
import { hideAllBy, hideRow, isHideable, removePhoto, unhideAllBy } from './hideable.ts'

/** A notice staff action sends: to the author of what was reported, or to the members who reported it. */
interface StaffNotice {
  user_id: number
  kind: 'moderation_notice' | 'report_handled'
  title: string
  body: string
}

const DAY_MS = 24 * 60 * 60 * 1000
const HISTORY_MAX = 20
const CASES_MAX = 100

/** Saves a report; answers false when there is nothing the reporter may see to report. */
export async function createReport(
  db: Db,
  input: { content_kind: ReportContentKind; content_id: number; reason: ReportReason; note?: string | undefined },
  reporterId: number | null,
  now: Date,
): Promise<boolean> {
  const content = await findReportedContent(db, input.content_kind, input.content_id)
  if (!content) return false
  if (content.visibleTo !== 'everyone' && (reporterId === null || !content.visibleTo.includes(reporterId))) return false
  // Hidden content is gone for everyone but staff: nothing left to report.
  if (content.hidden) return false
  await db
    .insertInto('reports')
    .values({
      content_kind: input.content_kind,
      content_id: input.content_id,
      author_id: content.author_id,
      reporter_id: reporterId,
      reason: input.reason,
      note: input.note ?? null,
      status: 'open',
      created_at: now.toISOString(),
    })
    .execute()
  return true
}

export async function countOpenReports(db: Db): Promise<number> {
  const row = await db.selectFrom('reports').select((eb) => eb.fn.countAll<number | string>().as('n')).where('status', '=', 'open').executeTakeFirst()
  return Number(row?.n ?? 0)
}

/** Open reports grouped by the content they are about, the longest-waiting first. */
export async function reportQueue(db: Db, now: Date): Promise<ReportCase[]> {
  const open = await db
    .selectFrom('reports')
    .leftJoin('users', 'users.id', 'reports.reporter_id')
    .select(['reports.id', 'reports.content_kind', 'reports.content_id', 'reports.author_id', 'reports.reason', 'reports.note', 'reports.status', 'reports.outcome', 'reports.created_at', 'users.handle', 'users.display_name'])
    .where('reports.status', '=', 'open')
    .orderBy('reports.id')
    .limit(CASES_MAX * 10)
    .execute()
  const groups = new Map<string, typeof open>()
  for (const row of open) {
    const key = `${row.content_kind}:${row.content_id}`
    const list = groups.get(key) ?? []
    list.push(row)
    groups.set(key, list)
  }
  const cases: ReportCase[] = []
  for (const rows of [...groups.values()].slice(0, CASES_MAX)) {
    const first = rows[0]
    if (!first) continue
    const kind = choiceOf(REPORT_CONTENT_KINDS, first.content_kind)
    const content = await findReportedContent(db, kind, first.content_id)
    const authorId = content?.author_id ?? first.author_id
    const ids = rows.map((r) => r.id)
    cases.push({
      content_kind: kind,
      content_id: first.content_id,
      text: content?.text ?? null,
      photo_url: content?.photo_url ?? null,
      link: content?.link ?? null,
      hidden: content?.hidden ?? false,
      can_hide: Boolean(content) && isHideable(kind) && !content?.hidden,
      can_remove_photo: Boolean(content?.photo_url) && PHOTO_KINDS.includes(kind),
      board_id: content?.board_id ?? null,
      author: authorId ? await authorHistory(db, authorId, ids, now) : null,
      author_label: content?.author_label ?? 'unknown',
      reports: rows.map((r) => ({
        id: r.id,
        reason: choiceOf(REPORT_REASONS, r.reason),
        note: r.note,
        reporter: r.handle ? `@${r.handle}` : (r.display_name ?? 'a visitor'),
        status: r.status,
        outcome: r.outcome,
        created_at: r.created_at,
      })),
      first_reported_at: first.created_at,
    })
  }
  return cases
}

async function authorHistory(db: Db, authorId: number, currentReportIds: number[], now: Date): Promise<ReportedAuthor | null> {
  const user = await db.selectFrom('users').select(['id', 'display_name', 'handle', 'role', 'suspended_until', 'banned_at']).where('id', '=', authorId).executeTakeFirst()
  if (!user) return null
  const [earlier, actions] = await Promise.all([
    db
      .selectFrom('reports')
      .select(['content_kind', 'reason', 'status', 'outcome', 'created_at'])
      .where('author_id', '=', authorId)
      .where('id', 'not in', currentReportIds)
      .orderBy('id', 'desc')
      .limit(HISTORY_MAX)
      .execute(),
    db.selectFrom('audit_log').select(['action', 'actor_label', 'reason', 'created_at']).where('target_kind', '=', 'member').where('target_id', '=', authorId).orderBy('id', 'desc').limit(HISTORY_MAX).execute(),
  ])
  return {
    ...user,
    // A suspension that has run out is no suspension.
    suspended_until: user.suspended_until && Date.parse(user.suspended_until) > now.getTime() ? user.suspended_until : null,
    earlier_reports: earlier.map((r) => ({ ...r, content_kind: choiceOf(REPORT_CONTENT_KINDS, r.content_kind), reason: choiceOf(REPORT_REASONS, r.reason) })),
    staff_actions: actions,
  }
}

export type ActOutcome = { done: true; handled: number; message: string } | { done: false; status: 404 | 409; message: string }

const memberLabel = (u: { handle: string | null; display_name: string }) => (u.handle ? `@${u.handle}` : u.display_name)

/**
 * Settles the open reports about one piece of content, with its audit entry, in one transaction;
 * reporters who are members hear it was handled, and an author whose content was hidden hears why.
 * Answers the sessions a ban ended, for the caller to end their live streams.
 */
export async function actOnReports(
  db: Db,
  act: { kind: ReportContentKind; id: number; action: ReportAction; reason: string; days?: number | undefined; actor: AuditActor; at: Date },
): Promise<ActOutcome & { endedSessions: number[] }> {
  return db.transaction().execute(async (trx) => {
    const reports = await trx.selectFrom('reports').select(['id', 'reporter_id', 'author_id']).where('status', '=', 'open').where('content_kind', '=', act.kind).where('content_id', '=', act.id).execute()
    if (reports.length === 0) return { done: false, status: 404, message: 'There are no open reports about that. Someone may have handled them already.', endedSessions: [] }
    const content = await findReportedContent(trx, act.kind, act.id)
    const at = act.at.toISOString()
    const kindLabel = REPORT_CONTENT_LABELS[act.kind]
    const notices: StaffNotice[] = []
    let endedSessions: number[] = []
    const authorId = content?.author_id ?? reports[0]?.author_id ?? null
    const author = authorId ? await trx.selectFrom('users').select(['id', 'handle', 'display_name', 'role', 'suspended_until', 'banned_at']).where('id', '=', authorId).executeTakeFirst() : undefined
    let targetKind: string = act.kind
    let targetId: number | null = act.id
    let targetLabel = `${kindLabel} #${act.id}`
    let message: string

    switch (act.action) {
      case 'dismiss':
        message = 'Dismissed: nothing was changed.'
        break
      case 'hide': {
        if (!content || !isHideable(act.kind)) return { done: false, status: 409, message: 'That cannot be hidden.', endedSessions: [] }
        if (!content.hidden) await hideRow(trx, act.kind, act.id, at)
        if (author) notices.push({ user_id: author.id, kind: 'moderation_notice', title: `Your ${kindLabel.toLowerCase()} was hidden`, body: `Petfolk staff hid it: ${act.reason}` })
        message = 'Hidden: only staff see it now.'
        break
      }
      case 'remove_photo': {
        if (!content?.photo_url || !PHOTO_KINDS.includes(act.kind) || !isHideable(act.kind)) return { done: false, status: 409, message: 'There is no photo to remove.', endedSessions: [] }
        await removePhoto(trx, act.kind, act.id)
        if (author) notices.push({ user_id: author.id, kind: 'moderation_notice', title: 'A photo of yours was removed', body: `Petfolk staff removed it: ${act.reason}` })
        message = 'The photo was removed.'
        break
      }
      case 'lock_board': {
        if (!content?.board_id) return { done: false, status: 409, message: 'That was not posted on a board.', endedSessions: [] }
        await trx.updateTable('message_boards').set({ locked_at: at }).where('id', '=', content.board_id).execute()
        targetKind = 'board'
        targetId = content.board_id
        targetLabel = `Board #${content.board_id}`
        message = 'The board is locked: nobody posts or replies there now.'
        break
      }
      case 'warn':
      case 'suspend':
      case 'ban': {
        if (!author) return { done: false, status: 409, message: 'No member wrote that: there is nobody to warn, suspend or ban.', endedSessions: [] }
        if (author.role !== 'member') return { done: false, status: 409, message: 'Staff are not warned, suspended or banned here: an admin changes their role first.', endedSessions: [] }
        targetKind = 'member'
        targetId = author.id
        targetLabel = memberLabel(author)
        if (act.action === 'warn') {
          notices.push({ user_id: author.id, kind: 'moderation_notice', title: 'A warning from Petfolk staff', body: act.reason })
          message = `${targetLabel} was warned.`
        } else if (act.action === 'suspend') {
          const until = await suspendMember(trx, author.id, act.days ?? 1, act.at)
          notices.push({ user_id: author.id, kind: 'moderation_notice', title: 'Your account is suspended', body: `Until ${until.slice(0, 10)}: ${act.reason}` })
          message = `${targetLabel} is suspended until ${until.slice(0, 10)}.`
        } else {
          endedSessions = await banMember(trx, author.id, at)
          message = `${targetLabel} is banned.`
        }
        break
      }
    }

    const outcome = act.action === 'dismiss' ? 'dismissed' : act.action
    await trx
      .updateTable('reports')
      .set({ status: act.action === 'dismiss' ? 'dismissed' : 'actioned', outcome, handled_by: 'id' in act.actor ? act.actor.id : null, handled_at: at })
      .where('id', 'in', reports.map((r) => r.id))
      .execute()
    const reporters = [...new Set(reports.flatMap((r) => (r.reporter_id ? [r.reporter_id] : [])))]
    for (const reporterId of reporters) {
      notices.push({
        user_id: reporterId,
        kind: 'report_handled',
        title: 'Your report was handled',
        body: act.action === 'dismiss' ? `Petfolk staff looked at the ${kindLabel.toLowerCase()} you reported and left it up. Thank you for telling us.` : `Petfolk staff acted on the ${kindLabel.toLowerCase()} you reported. Thank you for telling us.`,
      })
    }
    for (const { user_id, kind, title, body } of notices) await deliver(trx, kind === 'report_handled' ? 'reportHandled' : 'moderation', { title, body }, [user_id], act.at)
    await recordAudit(trx, {
      actor: act.actor,
      action: `report.${act.action}`,
      targetKind,
      targetId,
      targetLabel,
      reason: act.reason,
      details: { content_kind: act.kind, content_id: act.id, reports: reports.map((r) => r.id), ...(act.days ? { days: act.days } : {}) },
      at: act.at,
    })
    return { done: true, handled: reports.length, message, endedSessions }
  })
}

async function suspendMember(db: Db, memberId: number, days: number, now: Date): Promise<string> {
  const until = new Date(now.getTime() + days * DAY_MS).toISOString()
  await db.updateTable('users').set({ suspended_until: until }).where('id', '=', memberId).execute()
  return until
}

/** Bans a member: sessions end, and what they wrote in public is hidden. */
async function banMember(db: Db, memberId: number, at: string): Promise<number[]> {
  await db.updateTable('users').set({ banned_at: at }).where('id', '=', memberId).execute()
  await hideAllBy(db, memberId, at)
  return deleteAllSessions(db, memberId)
}

export type StandingChange = { done: true; standing: MemberStanding; endedSessions: number[] } | { done: false; status: 404 | 409; message: string }

/** Suspends, bans or restores a member from the staff area, with its audit entry, in one transaction. */
export async function changeStanding(
  db: Db,
  change: { memberId: number; action: 'suspend' | 'ban' | 'restore'; days?: number; reason: string; actor: AuditActor; at: Date },
): Promise<StandingChange> {
  return db.transaction().execute(async (trx) => {
    const member = await trx.selectFrom('users').select(['id', 'handle', 'display_name', 'role', 'suspended_until', 'banned_at']).where('id', '=', change.memberId).executeTakeFirst()
    if (!member) return { done: false, status: 404, message: 'That member was not found.' }
    if (member.role !== 'member' && change.action !== 'restore') return { done: false, status: 409, message: 'Staff are not suspended or banned: an admin changes their role first.' }
    const at = change.at.toISOString()
    let endedSessions: number[] = []
    let standing: MemberStanding = { id: member.id, suspended_until: member.suspended_until, banned_at: member.banned_at }
    if (change.action === 'suspend') {
      if (member.banned_at) return { done: false, status: 409, message: 'That member is banned already.' }
      standing = { ...standing, suspended_until: await suspendMember(trx, member.id, change.days ?? 1, change.at) }
      await deliver(trx, 'moderation', { title: 'Your account is suspended', body: `Until ${standing.suspended_until?.slice(0, 10) ?? ''}: ${change.reason}` }, [member.id], change.at)
    } else if (change.action === 'ban') {
      if (member.banned_at) return { done: false, status: 409, message: 'That member is banned already.' }
      endedSessions = await banMember(trx, member.id, at)
      standing = { ...standing, banned_at: at }
    } else {
      if (!member.banned_at && !member.suspended_until) return { done: false, status: 409, message: 'That member is neither suspended nor banned.' }
      await trx.updateTable('users').set({ suspended_until: null, banned_at: null }).where('id', '=', member.id).execute()
      // What a ban hid comes back; what staff hid after a report stays hidden.
      if (member.banned_at) await unhideAllBy(trx, member.id, member.banned_at)
      standing = { ...standing, suspended_until: null, banned_at: null }
    }
    await recordAudit(trx, {
      actor: change.actor,
      action: `member.${change.action}`,
      targetKind: 'member',
      targetId: member.id,
      targetLabel: memberLabel(member),
      reason: change.reason,
      details: change.action === 'suspend' ? { days: change.days, until: standing.suspended_until } : {},
      at: change.at,
    })
    return { done: true, standing, endedSessions }
  })
}



const LOCKED_BOARDS_MAX = 200

/** Boards staff locked, the latest first, with the reason the lock's audit entry gave. */
export async function listLockedBoards(db: Db): Promise<LockedBoard[]> {
  const boards = await db
    .selectFrom('message_boards')
    .select(['id', 'name', 'city', 'state', 'locked_at'])
    .where('locked_at', 'is not', null)
    .orderBy('locked_at', 'desc')
    .orderBy('id', 'desc')
    .limit(LOCKED_BOARDS_MAX)
    .execute()
  if (boards.length === 0) return []
  const locks = await db
    .selectFrom('audit_log')
    .select(['target_id', 'reason'])
    .where('action', '=', 'report.lock_board')
    .where('target_kind', '=', 'board')
    .where('target_id', 'in', boards.map((b) => b.id))
    .orderBy('id')
    .execute()
  // The latest lock of each board wins.
  const reasons = new Map(locks.map((l) => [l.target_id, l.reason]))
  return boards.flatMap((b) => (b.locked_at ? [{ ...b, locked_at: b.locked_at, reason: reasons.get(b.id) ?? null }] : []))
}

export type UnlockOutcome = { done: true; message: string } | { done: false; status: 404 | 409; message: string }

/** Unlocks a locked board, with its audit entry (`board.unlock`), in one transaction. */
export async function unlockBoard(db: Db, change: { boardId: number; reason: string; actor: AuditActor; at: Date }): Promise<UnlockOutcome> {
  return db.transaction().execute(async (trx) => {
    const board = await trx.selectFrom('message_boards').select(['id', 'name', 'locked_at']).where('id', '=', change.boardId).executeTakeFirst()
    if (!board) return { done: false, status: 404, message: 'That board was not found.' }
    if (!board.locked_at) return { done: false, status: 409, message: 'That board is not locked.' }
    await trx.updateTable('message_boards').set({ locked_at: null }).where('id', '=', board.id).execute()
    await recordAudit(trx, {
      actor: change.actor,
      action: 'board.unlock',
      targetKind: 'board',
      targetId: board.id,
      targetLabel: board.name,
      reason: change.reason,
      details: { locked_at: board.locked_at },
      at: change.at,
    })
    return { done: true, message: `${board.name} is unlocked: members post and reply there again.` }
  })
}

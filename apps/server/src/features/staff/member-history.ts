import { REPORT_CONTENT_KINDS, REPORT_REASONS, reportStatusSchema } from '@petfolk/contract/reports'
import { MEMBER_HISTORY_MAX, type MemberContent, type MemberHistory, type MemberReport } from '@petfolk/contract/staff-member-history'
import type { Db } from '../../db/database.ts'
import { choiceOf } from '../../db/row-values.ts'
import { toAuditEntry } from './audit-log.ts'

const REPORT_STATUSES = reportStatusSchema.options
const TEXT_MAX = 200

/** The first words of a text, on one line. */
function excerpt(...parts: Array<string | null | undefined>): string {
  const text = parts.filter(Boolean).join(' · ').replace(/\s+/g, ' ').trim()
  return text.length <= TEXT_MAX ? text : `${text.slice(0, TEXT_MAX - 1).trimEnd()}…`
}

/**
 * A member's recent content of every kind they can post, newest first: each kind's newest
 * MEMBER_HISTORY_MAX rows (by the author's index), merged and cut to MEMBER_HISTORY_MAX.
 */
async function recentContent(db: Db, userId: number): Promise<MemberContent[]> {
  const max = MEMBER_HISTORY_MAX
  const [posts, replies, stories, comments, showcase, lost, found, sightings] = await Promise.all([
    db.selectFrom('board_messages').select(['id', 'title', 'content', 'hidden_at', 'removed_at', 'created_at']).where('user_id', '=', userId).orderBy('id', 'desc').limit(max).execute(),
    db.selectFrom('board_replies').select(['id', 'content', 'hidden_at', 'created_at']).where('user_id', '=', userId).orderBy('id', 'desc').limit(max).execute(),
    db.selectFrom('veteran_stories').select(['id', 'story_title', 'story_content', 'hidden_at', 'created_at']).where('user_id', '=', userId).orderBy('id', 'desc').limit(max).execute(),
    db.selectFrom('story_comments').select(['id', 'comment_text', 'hidden_at', 'created_at']).where('user_id', '=', userId).orderBy('id', 'desc').limit(max).execute(),
    db.selectFrom('daily_pet_showcase').select(['id', 'pet_name', 'story', 'hidden_at', 'created_at']).where('user_id', '=', userId).orderBy('id', 'desc').limit(max).execute(),
    db.selectFrom('lost_pets').select(['id', 'pet_name', 'last_seen_location', 'hidden_at', 'created_at']).where('user_id', '=', userId).orderBy('id', 'desc').limit(max).execute(),
    db.selectFrom('found_pets').select(['id', 'species', 'found_location', 'hidden_at', 'created_at']).where('user_id', '=', userId).orderBy('id', 'desc').limit(max).execute(),
    db.selectFrom('lost_pet_sightings').select(['id', 'lost_pet_id', 'location', 'note', 'hidden_at', 'created_at']).where('reporter_user_id', '=', userId).orderBy('id', 'desc').limit(max).execute(),
  ])
  const all: MemberContent[] = [
    // A post its board's moderator removed keeps no words; it reads as removed.
    ...posts.map((r) => ({ kind: 'board_post' as const, id: r.id, text: r.removed_at ? '(removed by the board moderator)' : excerpt(r.title, r.content), hidden: r.hidden_at !== null, link: '/community', created_at: r.created_at })),
    ...replies.map((r) => ({ kind: 'board_reply' as const, id: r.id, text: excerpt(r.content), hidden: r.hidden_at !== null, link: '/community', created_at: r.created_at })),
    ...stories.map((r) => ({ kind: 'story' as const, id: r.id, text: excerpt(r.story_title, r.story_content), hidden: r.hidden_at !== null, link: '/service-dog-veterans', created_at: r.created_at })),
    ...comments.map((r) => ({ kind: 'story_comment' as const, id: r.id, text: excerpt(r.comment_text), hidden: r.hidden_at !== null, link: '/service-dog-veterans', created_at: r.created_at })),
    ...showcase.map((r) => ({ kind: 'showcase_entry' as const, id: r.id, text: excerpt(r.pet_name, r.story), hidden: r.hidden_at !== null, link: '/dashboard', created_at: r.created_at })),
    ...lost.map((r) => ({ kind: 'lost_pet' as const, id: r.id, text: excerpt(r.pet_name, r.last_seen_location), hidden: r.hidden_at !== null, link: `/lost/${r.id}`, created_at: r.created_at })),
    ...found.map((r) => ({ kind: 'found_pet' as const, id: r.id, text: excerpt(r.species, r.found_location), hidden: r.hidden_at !== null, link: `/found/${r.id}`, created_at: r.created_at })),
    ...sightings.map((r) => ({ kind: 'sighting' as const, id: r.id, text: excerpt(r.location, r.note), hidden: r.hidden_at !== null, link: `/lost/${r.lost_pet_id}`, created_at: r.created_at })),
  ]
  return all.sort((a, b) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : b.id - a.id)).slice(0, max)
}

async function reportsAbout(db: Db, userId: number): Promise<MemberReport[]> {
  const rows = await db
    .selectFrom('reports')
    .leftJoin('users', 'users.id', 'reports.reporter_id')
    .select(['reports.id', 'reports.content_kind', 'reports.content_id', 'reports.reason', 'reports.note', 'reports.status', 'reports.outcome', 'reports.created_at', 'users.handle', 'users.display_name'])
    .where('reports.author_id', '=', userId)
    .orderBy('reports.id', 'desc')
    .limit(MEMBER_HISTORY_MAX)
    .execute()
  return rows.map((r) => ({
    id: r.id,
    content_kind: choiceOf(REPORT_CONTENT_KINDS, r.content_kind),
    content_id: r.content_id,
    reason: choiceOf(REPORT_REASONS, r.reason),
    note: r.note,
    reporter: r.handle ? `@${r.handle}` : (r.display_name ?? 'a visitor'),
    status: choiceOf(REPORT_STATUSES, r.status),
    outcome: r.outcome,
    created_at: r.created_at,
  }))
}

/**
 * What staff see of a member beyond their account: their recent content (hidden or not), the
 * reports about them, and the audit entries about them or about the content those reports named
 * (a hidden post, a removed photo, a locked board's post). Null when there is no such member.
 */
export async function memberHistory(db: Db, userId: number): Promise<MemberHistory | null> {
  const member = await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst()
  if (!member) return null
  const [content, reports] = await Promise.all([recentContent(db, userId), reportsAbout(db, userId)])
  const reported = [...new Map(reports.filter((r) => r.content_kind !== 'member').map((r) => [`${r.content_kind}:${r.content_id}`, r])).values()]
  const actions = await db
    .selectFrom('audit_log')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb.and([eb('target_kind', '=', 'member'), eb('target_id', '=', userId)]),
        ...reported.map((r) => eb.and([eb('target_kind', '=', r.content_kind), eb('target_id', '=', r.content_id)])),
      ]),
    )
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(MEMBER_HISTORY_MAX)
    .execute()
  return { content, reports, staff_actions: actions.map(toAuditEntry) }
}

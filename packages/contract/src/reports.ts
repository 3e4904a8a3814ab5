import { z } from 'zod'
import { endpoint } from './endpoint.ts'
import { RATE_RULES } from './rate-rules.ts'
import { REASON_MAX } from './staff.ts'

/**
 * Reports and moderation (issue 29): anyone, visitors included, reports what a member or visitor
 * wrote; staff work the open reports, grouped by the content they are about.
 */
export const REPORT_CONTENT_KINDS = [
  'board_post',
  'board_reply',
  'direct_message',
  'gift_note',
  'story',
  'story_comment',
  'showcase_entry',
  'lost_pet',
  'found_pet',
  'sighting',
  'relay_message',
  'member',
] as const
export const reportContentKindSchema = z.enum(REPORT_CONTENT_KINDS, { error: 'Choose what you are reporting.' })
export type ReportContentKind = z.infer<typeof reportContentKindSchema>

/** What a report is about, as staff read it. */
export const REPORT_CONTENT_LABELS: Readonly<Record<ReportContentKind, string>> = {
  board_post: 'Board post',
  board_reply: 'Board reply',
  direct_message: 'Direct message',
  gift_note: 'Gift note',
  story: 'Veteran story',
  story_comment: 'Story comment',
  showcase_entry: 'Showcase entry',
  lost_pet: 'Lost pet report',
  found_pet: 'Found pet report',
  sighting: 'Sighting',
  relay_message: 'Message about a lost pet',
  member: 'Member profile',
}

/** Content staff can hide: gone for everyone but staff. A member is banned, not hidden. */
export const HIDEABLE_KINDS = REPORT_CONTENT_KINDS.filter((kind): kind is Exclude<ReportContentKind, 'member'> => kind !== 'member')
export type HideableKind = (typeof HIDEABLE_KINDS)[number]
/** Content with a photo staff can remove. */
export const PHOTO_KINDS: readonly ReportContentKind[] = ['story', 'showcase_entry', 'lost_pet', 'found_pet', 'sighting']

export const REPORT_REASONS = ['spam', 'scam', 'harassment', 'inappropriate_picture', 'false_information', 'other'] as const
export const reportReasonSchema = z.enum(REPORT_REASONS, { error: 'Choose a reason.' })
export type ReportReason = z.infer<typeof reportReasonSchema>
export const REPORT_REASON_LABELS: Readonly<Record<ReportReason, string>> = {
  spam: 'Spam',
  scam: 'Scam or phishing',
  harassment: 'Harassment',
  inappropriate_picture: 'Inappropriate picture',
  false_information: 'False information',
  other: 'Something else',
}

export const REPORT_NOTE_MAX = 1000

export const reportInputSchema = z.strictObject({
  content_kind: reportContentKindSchema,
  content_id: z.number({ error: 'Choose what you are reporting.' }).int('Choose what you are reporting.').min(1, 'Choose what you are reporting.').max(2147483647, 'Choose what you are reporting.'),
  reason: reportReasonSchema,
  note: z
    .string({ error: 'Write the note as text.' })
    .trim()
    .max(REPORT_NOTE_MAX, `Keep the note to ${REPORT_NOTE_MAX} characters.`)
    .optional()
    .transform((note) => (note ? note : undefined)),
})
export type ReportInput = z.input<typeof reportInputSchema>

export const REPORT_THANKS = 'Thank you. Petfolk staff will look at it; members hear back when it is handled.'

/** Whom the sentences in a refusal name: a suspended or banned member. */
export function suspendedSentence(until: string): string {
  const date = new Date(until)
  const day = date.toLocaleDateString('en-US', { timeZone: 'UTC', month: 'long', day: 'numeric', year: 'numeric' })
  return `Your account is suspended until ${day} (UTC): you can read and look after your own pets, but not post, message, send gifts or report until then.`
}
export const BANNED = 'This account has been banned from Petfolk for breaking the community rules.'

export const reportStatusSchema = z.enum(['open', 'dismissed', 'actioned'])

/** One report, as staff see it. */
export const staffReportSchema = z.object({
  id: z.number().int(),
  reason: reportReasonSchema,
  note: z.string().nullable(),
  reporter: z.string(),
  status: reportStatusSchema,
  outcome: z.string().nullable(),
  created_at: z.string(),
})

export const reportedAuthorSchema = z.object({
  id: z.number().int(),
  display_name: z.string(),
  handle: z.string().nullable(),
  role: z.string(),
  /** Null when not suspended, or when the suspension has run out. */
  suspended_until: z.string().nullable(),
  banned_at: z.string().nullable(),
  /** Reports about this author's content before these ones. */
  earlier_reports: z.array(z.object({ content_kind: reportContentKindSchema, reason: reportReasonSchema, status: reportStatusSchema, outcome: z.string().nullable(), created_at: z.string() })),
  /** Staff actions taken on this member (audit entries). */
  staff_actions: z.array(z.object({ action: z.string(), actor_label: z.string(), reason: z.string().nullable(), created_at: z.string() })),
})
export type ReportedAuthor = z.infer<typeof reportedAuthorSchema>

/** Open reports about one piece of content. */
export const reportCaseSchema = z.object({
  content_kind: reportContentKindSchema,
  content_id: z.number().int(),
  /** What the content says (null when it is gone). */
  text: z.string().nullable(),
  photo_url: z.string().nullable(),
  /** Where it is shown, for staff to look at it in place. */
  link: z.string().nullable(),
  hidden: z.boolean(),
  can_hide: z.boolean(),
  can_remove_photo: z.boolean(),
  /** The board it was posted on, for "lock the board". */
  board_id: z.number().int().nullable(),
  author: reportedAuthorSchema.nullable(),
  /** A visitor's name, when no member wrote it. */
  author_label: z.string(),
  reports: z.array(staffReportSchema),
  first_reported_at: z.string(),
})
export type ReportCase = z.infer<typeof reportCaseSchema>

export const REPORT_ACTIONS = ['dismiss', 'hide', 'remove_photo', 'lock_board', 'warn', 'suspend', 'ban'] as const
export const reportActionSchema = z.enum(REPORT_ACTIONS, { error: 'Choose what to do.' })
export type ReportAction = z.infer<typeof reportActionSchema>

export const SUSPEND_DAYS_MAX = 365

const staffReasonSchema = z
  .string({ error: 'Say why, in a sentence.' })
  .trim()
  .min(1, 'Say why, in a sentence.')
  .max(REASON_MAX, `Keep the reason to ${REASON_MAX} characters.`)

const daysSchema = z.number({ error: 'Choose how many days.' }).int('Choose a whole number of days.').min(1, 'Suspend for at least one day.').max(SUSPEND_DAYS_MAX, `Suspend for at most ${SUSPEND_DAYS_MAX} days.`)

export const reportCaseActionSchema = z
  .strictObject({
    content_kind: reportContentKindSchema,
    content_id: z.number({ error: 'Choose the reported content.' }).int('Choose the reported content.').min(1, 'Choose the reported content.').max(2147483647, 'Choose the reported content.'),
    action: reportActionSchema,
    reason: staffReasonSchema,
    days: daysSchema.optional(),
  })
  .refine((a) => a.action !== 'suspend' || a.days !== undefined, { message: 'Choose how many days.', path: ['days'] })
export type ReportCaseActionInput = z.input<typeof reportCaseActionSchema>

export const memberSuspensionSchema = z.strictObject({ days: daysSchema, reason: staffReasonSchema })
export const memberBanSchema = z.strictObject({ reason: staffReasonSchema })

export const memberStandingSchema = z.object({
  id: z.number().int(),
  suspended_until: z.string().nullable(),
  banned_at: z.string().nullable(),
})
export type MemberStanding = z.infer<typeof memberStandingSchema>

/** A board staff locked: nobody posts or replies there until staff unlock it. */
export const lockedBoardSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  city: z.string(),
  state: z.string(),
  locked_at: z.string(),
  /** Why it was locked, from the audit entry of the lock (null when none is found). */
  reason: z.string().nullable(),
})
export type LockedBoard = z.infer<typeof lockedBoardSchema>

export const boardUnlockSchema = z.strictObject({ reason: staffReasonSchema })
export type BoardUnlockInput = z.input<typeof boardUnlockSchema>

export const reportEndpoints = {
  create: endpoint({
    method: 'POST',
    path: '/api/reports',
    summary: 'Reports something a member or visitor wrote to Petfolk staff (anyone, visitors included).',
    access: 'public',
    example: { body: { content_kind: 'board_post', content_id: 1, reason: 'spam', note: 'Selling puppies again.' }, refs: { content_id: 'boardPost' } },
    body: reportInputSchema,
    answers: { 201: z.object({ message: z.string() }) },
    errors: [404],
    rate: RATE_RULES.report,
  }),
  queue: endpoint({
    method: 'GET',
    path: '/api/admin/reports',
    summary: 'Open reports grouped by what they are about, oldest first, with its author and their history (staff).',
    access: 'staff',
    answers: { 200: z.array(reportCaseSchema) },
  }),
  act: endpoint({
    method: 'POST',
    path: '/api/admin/reports/actions',
    summary: "Settles the open reports about one piece of content: dismiss, hide, remove a photo, lock the board, warn, suspend or ban its author (staff).",
    access: 'staff',
    example: { body: { content_kind: 'board_post', content_id: 1, action: 'dismiss', reason: 'Not spam.' }, refs: { content_id: 'boardPost' } },
    body: reportCaseActionSchema,
    answers: { 200: z.object({ handled: z.number().int(), message: z.string() }) },
    errors: [404, 409],
    rate: RATE_RULES.staffAction,
  }),
  suspend: endpoint({
    method: 'POST',
    path: '/api/admin/members/:id/suspension',
    summary: 'Suspends a member for some days: they read, but do not post, message, gift, sight or report (staff).',
    access: 'staff',
    rows: { id: 'member' },
    example: { body: { days: 3, reason: 'Spam on the boards.' } },
    body: memberSuspensionSchema,
    answers: { 200: memberStandingSchema },
    errors: [409],
    rate: RATE_RULES.staffAction,
  }),
  ban: endpoint({
    method: 'POST',
    path: '/api/admin/members/:id/ban',
    summary: 'Bans a member: their sessions and live streams end, sign-in is refused, their public content is hidden (staff).',
    access: 'staff',
    rows: { id: 'member' },
    example: { body: { reason: 'Scam messages.' } },
    body: memberBanSchema,
    answers: { 200: memberStandingSchema },
    errors: [409],
    rate: RATE_RULES.staffAction,
  }),
  restore: endpoint({
    method: 'POST',
    path: '/api/admin/members/:id/restore',
    summary: 'Lifts a suspension or ban (staff).',
    access: 'staff',
    rows: { id: 'member' },
    example: { body: { reason: 'Appeal accepted.' } },
    body: memberBanSchema,
    answers: { 200: memberStandingSchema },
    errors: [409],
    rate: RATE_RULES.staffAction,
  }),
  lockedBoards: endpoint({
    method: 'GET',
    path: '/api/admin/boards/locked',
    summary: 'Boards staff locked, the latest first (staff).',
    access: 'staff',
    answers: { 200: z.array(lockedBoardSchema) },
  }),
  unlockBoard: endpoint({
    method: 'POST',
    path: '/api/admin/boards/:id/unlock',
    summary: 'Unlocks a board staff locked: members post and reply there again (staff).',
    access: 'staff',
    rows: { id: 'board' },
    example: { body: { reason: 'The spam has stopped.' } },
    body: boardUnlockSchema,
    answers: { 200: z.object({ message: z.string() }) },
    errors: [404, 409],
    rate: RATE_RULES.staffAction,
  }),
} as const



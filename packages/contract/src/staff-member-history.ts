import { z } from 'zod'
import { endpoint } from './endpoint.ts'
import { reportContentKindSchema, reportReasonSchema, reportStatusSchema } from './reports.ts'
import { auditEntrySchema } from './staff.ts'

/**
 * A member's history for staff (Staff › Members › one member): what they posted lately, the
 * reports about them, and what staff did to them or their content. Its own module because the
 * reports contract already builds on the staff one.
 */

/** How many of each list the history shows: the newest. */
export const MEMBER_HISTORY_MAX = 50

export const memberContentKinds = ['board_post', 'board_reply', 'story', 'story_comment', 'showcase_entry', 'lost_pet', 'found_pet', 'sighting'] as const

/** One thing the member posted, whichever kind: its first words, and whether staff hid it. */
export const memberContentSchema = z.object({
  kind: reportContentKindSchema.extract(memberContentKinds),
  id: z.number().int(),
  text: z.string(),
  hidden: z.boolean(),
  /** Where members see it (null when it has no page of its own). */
  link: z.string().nullable(),
  created_at: z.string(),
})
export type MemberContent = z.infer<typeof memberContentSchema>

/** A report about something the member wrote, or about the member. */
export const memberReportSchema = z.object({
  id: z.number().int(),
  content_kind: reportContentKindSchema,
  content_id: z.number().int(),
  reason: reportReasonSchema,
  note: z.string().nullable(),
  /** "@handle", a name, or "a visitor". */
  reporter: z.string(),
  status: reportStatusSchema,
  outcome: z.string().nullable(),
  created_at: z.string(),
})
export type MemberReport = z.infer<typeof memberReportSchema>

export const memberHistorySchema = z.object({
  content: z.array(memberContentSchema),
  reports: z.array(memberReportSchema),
  /** Audit entries about the member, or about content of theirs that staff acted on. */
  staff_actions: z.array(auditEntrySchema),
})
export type MemberHistory = z.infer<typeof memberHistorySchema>

export const memberHistoryEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/api/admin/members/:id/history',
    summary: "A member's recent content, the reports about them and staff actions on them, newest first (staff).",
    access: 'staff',
    rows: { id: 'member' },
    answers: { 200: memberHistorySchema },
  }),
} as const

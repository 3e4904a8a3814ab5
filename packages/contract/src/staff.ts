import { z } from 'zod'
import { endpoint } from './endpoint.ts'
import { RATE_RULES } from './rate-rules.ts'
import { ROLES, roleSchema } from './roles.ts'

export { ROLES, ROLE_LABELS, isStaff, roleSchema, type Role } from './roles.ts'

/** The sentences a member hears from a staff endpoint (403). */
export const STAFF_ONLY = 'Only Petfolk staff can do that.'
export const ADMINS_ONLY = 'Only Petfolk admins can do that.'

export const REASON_MAX = 500

/** The staff area's first screen: how the community is doing. */
export const staffOverviewSchema = z.object({
  members: z.object({ all: z.number().int(), active_this_week: z.number().int() }),
  /** Open member reports and pending reviews; null until that queue exists on this server. */
  open_reports: z.number().int().nullable(),
  pending_reviews: z.number().int().nullable(),
  lost_and_found: z.object({ open_lost: z.number().int(), open_found: z.number().int(), reunions_this_month: z.number().int() }),
  last_24_hours: z.object({
    alerts: z.number().int(),
    emails_sent: z.number().int(),
    emails_failed: z.number().int(),
    /** Pushes still queued for a device (at any age); those the push service took, and those given up on, in the last 24 hours. */
    pushes_waiting: z.number().int(),
    pushes_sent: z.number().int(),
    pushes_failed: z.number().int(),
  }),
})
export type StaffOverview = z.infer<typeof staffOverviewSchema>

/** A member as staff see them: with their e-mail and role, which other members never see. */
export const staffMemberSchema = z.object({
  id: z.number().int(),
  display_name: z.string(),
  handle: z.string().nullable(),
  email: z.string(),
  role: roleSchema,
  created_at: z.string(),
  last_signed_in_at: z.string(),
  /** Until when the member may not post (ISO time), if suspended; when they were banned, if they were. */
  suspended_until: z.string().nullable(),
  banned_at: z.string().nullable(),
})
export type StaffMember = z.infer<typeof staffMemberSchema>

export const STAFF_MEMBER_SEARCH_MIN = 2
export const STAFF_MEMBER_SEARCH_MAX = 100

export const staffMemberQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(STAFF_MEMBER_SEARCH_MAX, `Search with at most ${STAFF_MEMBER_SEARCH_MAX} characters.`)
    .optional()
    .transform((q) => (q ? q : undefined)),
  role: z.enum(['staff', ...ROLES], { error: 'Choose staff, member, moderator or admin.' }).optional(),
})
export type StaffMemberQuery = z.input<typeof staffMemberQuerySchema>

const reasonSchema = z
  .string({ error: 'Say why, in a sentence.' })
  .trim()
  .max(REASON_MAX, `Keep the reason to ${REASON_MAX} characters.`)

export const roleChangeSchema = z.strictObject({
  role: roleSchema,
  reason: reasonSchema.min(1, 'Say why, in a sentence.'),
})
export type RoleChangeInput = z.input<typeof roleChangeSchema>

/** What an audit entry is about. Each staff feature names its own kinds and actions. */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  actor_id: z.number().int().nullable(),
  /** "@handle", or how the action was taken when no member took it ("command line", "ADMIN_EMAILS"). */
  actor_label: z.string(),
  action: z.string(),
  target_kind: z.string(),
  target_id: z.number().int().nullable(),
  target_label: z.string(),
  reason: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  created_at: z.string(),
})
export type AuditEntry = z.infer<typeof auditEntrySchema>

export const auditQuerySchema = z.object({
  action: z.string().trim().max(60, 'An action name has at most 60 characters.').optional(),
  actor_id: z.coerce.number({ error: 'Choose a member.' }).int('Choose a member.').min(1, 'Choose a member.').max(2147483647, 'Choose a member.').optional(),
  target_kind: z.string().trim().max(60, 'A kind has at most 60 characters.').optional(),
})
export type AuditQuery = z.input<typeof auditQuerySchema>

export const staffEndpoints = {
  overview: endpoint({
    method: 'GET',
    path: '/api/admin/overview',
    summary: 'How the community is doing: members, queues, lost and found, deliveries in the last day (staff).',
    access: 'staff',
    answers: { 200: staffOverviewSchema },
  }),
  members: endpoint({
    method: 'GET',
    path: '/api/admin/members',
    summary: 'Members found by name, handle or e-mail, newest first (staff).',
    access: 'staff',
    example: { query: { q: 'fuzz', role: 'staff' } },
    query: staffMemberQuerySchema,
    paged: true,
    answers: { 200: z.array(staffMemberSchema) },
  }),
  member: endpoint({
    method: 'GET',
    path: '/api/admin/members/:id',
    summary: 'One member as staff see them (staff).',
    access: 'staff',
    rows: { id: 'member' },
    answers: { 200: staffMemberSchema },
  }),
  changeRole: endpoint({
    method: 'PUT',
    path: '/api/admin/members/:id/role',
    summary: "Makes a member a moderator or an admin, or a member again (admins); the audit log records it.",
    access: 'admin',
    rows: { id: 'member' },
    example: { body: { role: 'moderator', reason: 'Helps with the Austin boards.' } },
    body: roleChangeSchema,
    answers: { 200: staffMemberSchema },
    errors: [409],
    rate: RATE_RULES.staffAction,
  }),
  auditLog: endpoint({
    method: 'GET',
    path: '/api/admin/audit-log',
    summary: 'Every staff action and role change, newest first (admins).',
    access: 'admin',
    example: { query: { action: 'role.change', target_kind: 'member' } },
    query: auditQuerySchema,
    paged: true,
    answers: { 200: z.array(auditEntrySchema) },
  }),
} as const

import { z } from 'zod'

/**
 * The people who run a Petfolk community (issue 29). Moderators work the queues; admins also
 * change roles and read the audit log. The first admins come from ADMIN_EMAILS or
 * `npm run admin -- grant`. Kept apart from staff.ts's endpoints: every signed-in page reads a
 * member's role (users.ts), and only the staff area needs the rest.
 */
export const ROLES = ['member', 'moderator', 'admin'] as const
export const roleSchema = z.enum(ROLES, { error: 'Choose member, moderator or admin.' })
export type Role = z.infer<typeof roleSchema>

export function isStaff(role: Role | null | undefined): boolean {
  return role === 'moderator' || role === 'admin'
}

/** The badge next to a staff member's handle. */
export const ROLE_LABELS: Readonly<Record<Role, string>> = { member: 'Member', moderator: 'Moderator', admin: 'Admin' }

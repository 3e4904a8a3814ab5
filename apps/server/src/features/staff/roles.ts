import type { Role, StaffMember } from '@petfolk/contract/staff'
import type { Db } from '../../db/database.ts'
import type { UserRow } from '../../db/schema.ts'
import { recordAudit, type AuditActor } from './audit-log.ts'

export type RoleChange =
  | { changed: true; member: StaffMember }
  | { changed: false; why: 'not-found' | 'same-role' | 'last-admin'; member?: StaffMember }

export const LAST_ADMIN = 'Petfolk needs at least one admin: make someone else an admin first.'

export function toStaffMember(row: Pick<UserRow, (typeof STAFF_MEMBER_COLUMNS)[number]>): StaffMember {
  return {
    id: row.id,
    display_name: row.display_name,
    handle: row.handle,
    email: row.email,
    role: row.role,
    created_at: row.created_at,
    last_signed_in_at: row.last_signed_in_at,
    suspended_until: row.suspended_until,
    banned_at: row.banned_at,
  }
}

/** What staff see of a member (toStaffMember). */
export const STAFF_MEMBER_COLUMNS = ['id', 'display_name', 'handle', 'email', 'role', 'created_at', 'last_signed_in_at', 'suspended_until', 'banned_at'] as const

/**
 * Gives a member a role, with its audit entry, in one transaction. The last admin cannot be made
 * anything else (from the app; the command line can, to recover a community whose admin left),
 * so the app never loses the one person who can name the others.
 */
export async function changeRole(
  db: Db,
  change: { memberId: number; role: Role; actor: AuditActor; reason: string; at: Date; keepAnAdmin?: boolean },
): Promise<RoleChange> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('users').select(STAFF_MEMBER_COLUMNS).where('id', '=', change.memberId).executeTakeFirst()
    if (!row) return { changed: false, why: 'not-found' }
    if (row.role === change.role) return { changed: false, why: 'same-role', member: toStaffMember(row) }
    if (row.role === 'admin' && change.keepAnAdmin !== false) {
      const others = await trx.selectFrom('users').select('id').where('role', '=', 'admin').where('id', '!=', row.id).limit(1).executeTakeFirst()
      if (!others) return { changed: false, why: 'last-admin', member: toStaffMember(row) }
    }
    await trx.updateTable('users').set({ role: change.role, updated_at: change.at.toISOString() }).where('id', '=', row.id).execute()
    await recordAudit(trx, {
      actor: change.actor,
      action: 'role.change',
      targetKind: 'member',
      targetId: row.id,
      targetLabel: row.handle ? `@${row.handle}` : row.display_name,
      reason: change.reason,
      details: { from: row.role, to: change.role },
      at: change.at,
    })
    return { changed: true, member: toStaffMember({ ...row, role: change.role }) }
  })
}

/** A member by e-mail (any case) or by `@handle`, for the command line. */
export async function findMemberByAddress(db: Db, who: string): Promise<StaffMember | null> {
  const text = who.trim()
  const query = db.selectFrom('users').select(STAFF_MEMBER_COLUMNS)
  const row = text.startsWith('@')
    ? await query.where('handle', '=', text.slice(1).toLowerCase()).executeTakeFirst()
    : await query.where((eb) => eb(eb.fn('lower', ['email']), '=', text.toLowerCase())).executeTakeFirst()
  return row ? toStaffMember(row) : null
}

/** ADMIN_EMAILS, as config.ts reads it: lower-case addresses. */
export function isAdminEmail(adminEmails: ReadonlySet<string>, email: string): boolean {
  return adminEmails.has(email.trim().toLowerCase())
}

/**
 * At sign-in: a member whose address is in ADMIN_EMAILS becomes an admin (once; the entry says
 * so). Taking an address out of the list later does not demote anyone: an admin does that.
 */
export async function promoteListedAdmin(db: Db, user: UserRow, adminEmails: ReadonlySet<string>, at: Date): Promise<UserRow> {
  if (user.role === 'admin' || !isAdminEmail(adminEmails, user.email)) return user
  const result = await changeRole(db, { memberId: user.id, role: 'admin', actor: { label: 'ADMIN_EMAILS' }, reason: 'Listed in ADMIN_EMAILS.', at })
  return result.changed ? { ...user, role: 'admin' } : user
}

import type { StaffMember } from '@petfolk/contract/staff'
import type { Db } from '../../db/database.ts'
import { containsText, startsWithText } from '../../db/text-search.ts'
import type { PageRequest } from '../../http/pagination.ts'
import { STAFF_MEMBER_COLUMNS, toStaffMember } from './roles.ts'

/**
 * Members for the staff area, newest first: all of them, or those whose name or e-mail contains
 * the text or whose handle starts with it; `role` narrows to one role, or 'staff' to both staff roles.
 */
export async function searchStaffMembers(db: Db, filter: { q?: string | undefined; role?: string | undefined }, page: PageRequest): Promise<StaffMember[]> {
  let query = db.selectFrom('users').select(STAFF_MEMBER_COLUMNS)
  const text = filter.q?.trim().toLowerCase()
  if (text) {
    query = query.where((eb) => eb.or([startsWithText('handle', text.replace(/^@/, '')), containsText('display_name', text), containsText('email', text)]))
  }
  if (filter.role === 'staff') query = query.where('role', 'in', ['moderator', 'admin'])
  else if (filter.role) query = query.where('role', '=', filter.role as StaffMember['role'])
  if (page.after) query = query.where('id', '<', Number(page.after[0]))
  const rows = await query.orderBy('id', 'desc').limit(page.limit + 1).execute()
  return rows.map(toStaffMember)
}

export async function findStaffMember(db: Db, id: number): Promise<StaffMember | null> {
  const row = await db.selectFrom('users').select(STAFF_MEMBER_COLUMNS).where('id', '=', id).executeTakeFirst()
  return row ? toStaffMember(row) : null
}

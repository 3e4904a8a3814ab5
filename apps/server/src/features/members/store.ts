import { sql } from 'kysely'
import { MEMBER_SEARCH_LIMIT, type Member } from '@petfolk/contract/members'
import type { Db } from '../../db/database.ts'
import { containsText, startsWithText } from '../../db/text-search.ts'
import { isUniqueViolation } from '../../auth/users-store.ts'

/**
 * Members whose display name contains the text or whose handle starts with it (without a leading
 * @), never the searcher. Handle matches first, then by name; id, name, handle and role (for the staff badge) only.
 */
export async function searchMembers(db: Db, searcherId: number, typed: string): Promise<Member[]> {
  const text = typed.trim().toLowerCase()
  const handleMatch = startsWithText('handle', text.replace(/^@/, ''))
  return db
    .selectFrom('users')
    .select(['id', 'display_name', 'handle', 'role'])
    .where('id', '!=', searcherId)
    .where((eb) => eb.or([handleMatch, containsText('display_name', text)]))
    .orderBy(sql`case when ${handleMatch} then 0 else 1 end`)
    .orderBy(sql`lower(display_name)`)
    .orderBy('id')
    .limit(MEMBER_SEARCH_LIMIT)
    .execute()
}

export async function findHandle(db: Db, userId: number): Promise<string | null> {
  return (await db.selectFrom('users').select('handle').where('id', '=', userId).executeTakeFirst())?.handle ?? null
}

/** Sets the handle; false when another member has it (whatever the case they typed). */
export async function changeHandle(db: Db, userId: number, handle: string, now: Date): Promise<boolean> {
  const other = await db.selectFrom('users').select('id').where('handle', '=', handle).where('id', '!=', userId).executeTakeFirst()
  if (other) return false
  try {
    await db.updateTable('users').set({ handle, updated_at: now.toISOString() }).where('id', '=', userId).execute()
    return true
  } catch (error) {
    // Another member took it between the check and the write.
    if (isUniqueViolation(error)) return false
    throw error
  }
}

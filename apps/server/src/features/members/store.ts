import { sql } from 'kysely'
import { HANDLE_CHANGES_PER_DAY, MEMBER_SEARCH_LIMIT, type Member } from '@petfolk/contract/members'
import type { Db } from '../../db/database.ts'
import { containsText, startsWithText } from '../../db/text-search.ts'
import { isUniqueViolation } from '../../auth/users-store.ts'

/**
 * Members whose display name contains the text or whose handle starts with it (without a leading
 * @), never the searcher. Handle matches first, then by name; id, name, handle and role (for the staff badge) only.
 */
export async function searchMembers(db: Db, searcherId: number, typed: string): Promise<Member[]> {
  const text = typed.trim().toLowerCase()
  // Nobody is found by an e-mail address, nor by a piece of one.
  if (text.replace(/^@/, '').includes('@')) return []
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

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * Sets the handle: 'taken' when another member has it (whatever the case they typed),
 * 'too-often' after HANDLE_CHANGES_PER_DAY changes in the last 24 hours. Setting the handle one
 * already has is no change and is not counted.
 */
export async function changeHandle(db: Db, userId: number, handle: string, now: Date): Promise<'changed' | 'taken' | 'too-often'> {
  const other = await db.selectFrom('users').select('id').where('handle', '=', handle).where('id', '!=', userId).executeTakeFirst()
  if (other) return 'taken'
  if ((await findHandle(db, userId)) === handle) return 'changed'
  const since = new Date(now.getTime() - DAY_MS).toISOString()
  try {
    return await db.transaction().execute(async (trx) => {
      const recent = await trx
        .selectFrom('handle_changes')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('user_id', '=', userId)
        .where('changed_at', '>', since)
        .executeTakeFirstOrThrow()
      if (Number(recent.n) >= HANDLE_CHANGES_PER_DAY) return 'too-often'
      await trx.updateTable('users').set({ handle, updated_at: now.toISOString() }).where('id', '=', userId).execute()
      await trx.insertInto('handle_changes').values({ user_id: userId, changed_at: now.toISOString() }).execute()
      return 'changed'
    })
  } catch (error) {
    // Another member took it between the check and the write.
    if (isUniqueViolation(error)) return 'taken'
    throw error
  }
}

/** Sets the member's display name (already checked) and stops asking them for one. */
export async function changeDisplayName(db: Db, userId: number, name: string, now: Date): Promise<void> {
  await db.updateTable('users').set({ display_name: name.trim(), needs_name: 0, updated_at: now.toISOString() }).where('id', '=', userId).execute()
}

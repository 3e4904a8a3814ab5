import type { MemberProfile } from '@petfolk/contract/members'
import type { Db } from '../../db/database.ts'

/**
 * A member's profile by handle (lower case, without the `@`) as `viewerId` sees it; undefined
 * for an unknown handle or a banned member. Selects no e-mail, phone or pet details.
 */
export async function findProfile(db: Db, viewerId: number, handle: string): Promise<MemberProfile | undefined> {
  const row = await db
    .selectFrom('users as u')
    .select((eb) => [
      'u.id',
      'u.handle',
      'u.display_name',
      'u.role',
      'u.created_at',
      eb.selectFrom('pets').select((p) => p.fn.countAll<number | string>().as('n')).whereRef('pets.user_id', '=', 'u.id').as('pet_count'),
      eb
        .selectFrom('member_blocks')
        .select('member_blocks.id')
        .whereRef('member_blocks.blocked_id', '=', 'u.id')
        .where('member_blocks.blocker_id', '=', viewerId)
        .as('block_id'),
    ])
    .where('u.handle', '=', handle)
    .where('u.banned_at', 'is', null)
    .executeTakeFirst()
  if (!row || row.handle === null) return undefined
  return {
    id: row.id,
    handle: row.handle,
    display_name: row.display_name,
    role: row.role,
    member_since: row.created_at.slice(0, 10),
    pet_count: Number(row.pet_count ?? 0),
    is_you: row.id === viewerId,
    you_blocked: row.block_id !== null && row.block_id !== undefined,
  }
}

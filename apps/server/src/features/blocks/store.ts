import { BLOCKS_MAX, type BlockedMember } from '@petfolk/contract/blocks'
import type { Db } from '../../db/database.ts'

/** Whether either member has blocked the other: then no message, gift or contact passes between them. */
export async function isBlockedEitherWay(db: Db, a: number, b: number): Promise<boolean> {
  const row = await db
    .selectFrom('member_blocks')
    .select('id')
    .where((eb) => eb.or([eb.and([eb('blocker_id', '=', a), eb('blocked_id', '=', b)]), eb.and([eb('blocker_id', '=', b), eb('blocked_id', '=', a)])]))
    .executeTakeFirst()
  return row !== undefined
}

function blockedQuery(db: Db, blockerId: number) {
  return db
    .selectFrom('member_blocks as b')
    .innerJoin('users as u', 'u.id', 'b.blocked_id')
    .select(['b.blocked_id as user_id', 'u.display_name', 'u.handle', 'b.created_at'])
    .where('b.blocker_id', '=', blockerId)
}

export async function listBlocked(db: Db, blockerId: number): Promise<BlockedMember[]> {
  return blockedQuery(db, blockerId).orderBy('b.id', 'desc').limit(BLOCKS_MAX).execute()
}

/** Blocks `blockedId` (again is fine); undefined when there is no such member. */
export async function block(db: Db, blockerId: number, blockedId: number, now: Date): Promise<BlockedMember | undefined> {
  const member = await db.selectFrom('users').select('id').where('id', '=', blockedId).executeTakeFirst()
  if (!member) return undefined
  await db
    .insertInto('member_blocks')
    .values({ blocker_id: blockerId, blocked_id: blockedId, created_at: now.toISOString() })
    .onConflict((oc) => oc.columns(['blocker_id', 'blocked_id']).doNothing())
    .execute()
  return blockedQuery(db, blockerId).where('b.blocked_id', '=', blockedId).executeTakeFirst()
}

export async function countBlocks(db: Db, blockerId: number): Promise<number> {
  const row = await db.selectFrom('member_blocks').select((eb) => eb.fn.countAll().as('n')).where('blocker_id', '=', blockerId).executeTakeFirstOrThrow()
  return Number(row.n)
}

export async function unblock(db: Db, blockerId: number, blockedId: number): Promise<void> {
  await db.deleteFrom('member_blocks').where('blocker_id', '=', blockerId).where('blocked_id', '=', blockedId).execute()
}

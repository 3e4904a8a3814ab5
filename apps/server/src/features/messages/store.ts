import type { DirectMessage } from '@petfolk/contract/messages'
import type { Db } from '../../db/database.ts'
import type { PageRequest } from '../../http/pagination.ts'

/** Messages the user sent or received, newest first, with both people's names. */
export async function listMessages(db: Db, userId: number, page: PageRequest): Promise<DirectMessage[]> {
  let query = db
    .selectFrom('direct_messages as m')
    .innerJoin('users as s', 's.id', 'm.sender_id')
    .innerJoin('users as r', 'r.id', 'm.receiver_id')
    .select(['m.id', 'm.sender_id', 'm.receiver_id', 's.display_name as sender_name', 'r.display_name as receiver_name', 's.handle as sender_handle', 'r.handle as receiver_handle', 'm.subject', 'm.content', 'm.is_read', 'm.created_at'])
    .where((eb) => eb.or([eb('m.sender_id', '=', userId), eb('m.receiver_id', '=', userId)]))
    .orderBy('m.id', 'desc')
    .limit(page.limit + 1)
  const afterId = page.after?.[0]
  if (typeof afterId === 'number') query = query.where('m.id', '<', afterId)
  return (await query.execute()).map((m) => ({ ...m, is_read: m.is_read === 1 }))
}

export async function findMessage(db: Db, userId: number, id: number): Promise<DirectMessage | undefined> {
  const rows = await db
    .selectFrom('direct_messages as m')
    .innerJoin('users as s', 's.id', 'm.sender_id')
    .innerJoin('users as r', 'r.id', 'm.receiver_id')
    .select(['m.id', 'm.sender_id', 'm.receiver_id', 's.display_name as sender_name', 'r.display_name as receiver_name', 's.handle as sender_handle', 'r.handle as receiver_handle', 'm.subject', 'm.content', 'm.is_read', 'm.created_at'])
    .where('m.id', '=', id)
    .where((eb) => eb.or([eb('m.sender_id', '=', userId), eb('m.receiver_id', '=', userId)]))
    .execute()
  const row = rows[0]
  return row && { ...row, is_read: row.is_read === 1 }
}

export async function sendMessage(db: Db, message: { sender_id: number; receiver_id: number; subject: string | null; content: string }, now: Date): Promise<number> {
  const row = await db
    .insertInto('direct_messages')
    .values({ ...message, is_read: 0, created_at: now.toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** Only the receiver can mark a message read. */
export async function markMessageRead(db: Db, receiverId: number, id: number): Promise<boolean> {
  const result = await db.updateTable('direct_messages').set({ is_read: 1 }).where('id', '=', id).where('receiver_id', '=', receiverId).executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

export async function countUnreadMessages(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('direct_messages')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('receiver_id', '=', userId)
    .where('is_read', '=', 0)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

import type { DirectMessage } from '@petfolk/contract/messages'
import type { Db } from '../../db/database.ts'
import { isSet } from '../../db/row-values.ts'
import type { PageRequest } from '../../http/pagination.ts'

/** Messages with both people's names and handles. */
function selectMessages(db: Db) {
  return db
    .selectFrom('direct_messages as m')
    .innerJoin('users as s', 's.id', 'm.sender_id')
    .innerJoin('users as r', 'r.id', 'm.receiver_id')
    .select(['m.id', 'm.sender_id', 'm.receiver_id', 's.display_name as sender_name', 'r.display_name as receiver_name', 's.handle as sender_handle', 'r.handle as receiver_handle', 'm.subject', 'm.content', 'm.is_read', 'm.created_at'])
}

type MessageRow = Awaited<ReturnType<ReturnType<typeof selectMessages>['executeTakeFirstOrThrow']>>

function toMessage(row: MessageRow): DirectMessage {
  return {
    id: row.id,
    sender_id: row.sender_id,
    receiver_id: row.receiver_id,
    sender_name: row.sender_name,
    receiver_name: row.receiver_name,
    sender_handle: row.sender_handle,
    receiver_handle: row.receiver_handle,
    subject: row.subject,
    content: row.content,
    is_read: isSet(row.is_read),
    created_at: row.created_at,
  }
}

/** Messages the user sent or received, newest first, with both people's names. */
export async function listMessages(db: Db, userId: number, page: PageRequest): Promise<DirectMessage[]> {
  let query = selectMessages(db)
    .where((eb) => eb.or([eb('m.sender_id', '=', userId), eb('m.receiver_id', '=', userId)]))
    // Hidden by staff after a report (features/reports).
    .where('m.hidden_at', 'is', null)
    .orderBy('m.id', 'desc')
    .limit(page.limit + 1)
  const afterId = page.after?.[0]
  if (typeof afterId === 'number') query = query.where('m.id', '<', afterId)
  return (await query.execute()).map(toMessage)
}

export async function findMessage(db: Db, userId: number, id: number): Promise<DirectMessage | undefined> {
  const row = await selectMessages(db)
    .where('m.id', '=', id)
    .where('m.hidden_at', 'is', null)
    .where((eb) => eb.or([eb('m.sender_id', '=', userId), eb('m.receiver_id', '=', userId)]))
    .executeTakeFirst()
  return row && toMessage(row)
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
    .where('hidden_at', 'is', null)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

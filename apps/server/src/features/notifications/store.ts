import type { Notification } from '@petfolk/contract/notifications'
import type { Db } from '../../db/database.ts'
import type { PageRequest } from '../../http/pagination.ts'

export interface NewNotification {
  user_id: number
  kind: string
  title: string
  body: string
  link: string | null
}

/** Adds in-app notifications; call it inside the transaction of the event that causes them. */
export async function notify(db: Db, notifications: NewNotification[], now: Date): Promise<void> {
  if (notifications.length === 0) return
  const at = now.toISOString()
  await db.insertInto('notifications').values(notifications.map((n) => ({ ...n, is_read: 0, created_at: at }))).execute()
}

/** Queues an e-mail in the outbox, in the caller's transaction; the outbox sender delivers it later. */
export async function queueMail(db: Db, mails: Array<{ to: string; subject: string; text: string }>, now: Date): Promise<void> {
  if (mails.length === 0) return
  const at = now.toISOString()
  await db
    .insertInto('outbox')
    .values(mails.map((m) => ({ to_address: m.to, subject: m.subject, body_text: m.text, created_at: at, attempts: 0 })))
    .execute()
}

export async function listNotifications(db: Db, userId: number, page: PageRequest): Promise<Notification[]> {
  let query = db
    .selectFrom('notifications')
    .select(['id', 'kind', 'title', 'body', 'link', 'is_read', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(page.limit + 1)
  const afterId = page.after?.[0]
  if (typeof afterId === 'number') query = query.where('id', '<', afterId)
  return (await query.execute()).map((n) => ({ ...n, is_read: n.is_read === 1 }))
}

export async function countUnread(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('is_read', '=', 0)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

export async function markRead(db: Db, userId: number, id: number): Promise<boolean> {
  const result = await db.updateTable('notifications').set({ is_read: 1 }).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

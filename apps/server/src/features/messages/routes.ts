import { messageEndpoints } from '@petfolk/contract/messages'
import type { AppDeps } from '../../app-env.ts'
import { created, endpointRouter, ok } from '../../http/endpoint-router.ts'
import { notFound } from '../../http/errors.ts'
import { sendPage } from '../../http/pagination.ts'
import { requireRecipient } from '../../auth/recipients.ts'
import { nameWithHandle } from '@petfolk/contract/members'
import { findHandle } from '../members/store.ts'
import { deliver } from '../../delivery/deliver.ts'
import { tellLive } from '../../delivery/live.ts'
import { countUnreadMessages, findMessage, listMessages, markMessageRead, sendMessage } from './store.ts'

const MESSAGE_NOT_FOUND = 'Message not found'

/** Direct messages between members; everyone sees only what they sent or received. */
export function messageRoutes(deps: AppDeps) {
  const { db, clock, events, config } = deps
  return endpointRouter(deps)
    .on(messageEndpoints.list, async ({ user, page }, c) => {
      c.header('Cache-Control', 'no-store')
      return ok(sendPage(c, await listMessages(db, user.id, page), page, (m) => [m.id]))
    })
    .on(messageEndpoints.unreadCount, async ({ user }, c) => {
      c.header('Cache-Control', 'no-store')
      return ok({ unread: await countUnreadMessages(db, user.id) })
    })
    .on(messageEndpoints.send, async ({ user, body: input }) => {
      const receiverId = await requireRecipient(db, input, user.id)
      // With the handle, so a lock screen tells one "Bob" from another.
      const from = nameWithHandle(user.display_name, await findHandle(db, user.id))
      const now = clock.now()
      // Delivered with the message, so a message never goes without its push or the reverse.
      const id = await db.transaction().execute(async (trx) => {
        const messageId = await sendMessage(trx, { sender_id: user.id, receiver_id: receiverId, subject: input.subject, content: input.content }, now)
        await deliver(trx, 'directMessage', { messageId, from, subject: input.subject, content: input.content }, [receiverId], now, { appUrl: config.appUrl })
        return messageId
      })
      // The sender's other tabs list the message they just sent.
      tellLive({ topic: 'messages', userIds: [user.id] })
      const message = await findMessage(db, user.id, id)
      if (!message) throw new Error(`Message ${id} vanished right after it was sent.`)
      return created(message)
    })
    .on(messageEndpoints.markRead, async ({ user, params }) => {
      if (!(await markMessageRead(db, user.id, params.id))) throw notFound(MESSAGE_NOT_FOUND)
      // The reader's other tabs drop it from their unread badge.
      events.publish({ topic: 'messages', userIds: [user.id] })
      const message = await findMessage(db, user.id, params.id)
      if (!message) throw notFound(MESSAGE_NOT_FOUND)
      return ok(message)
    })
}

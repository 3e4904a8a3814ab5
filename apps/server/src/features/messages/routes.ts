import { messageEndpoints } from '@petfolk/contract/messages'
import type { AppDeps } from '../../app-env.ts'
import { created, endpointRouter, ok } from '../../http/endpoint-router.ts'
import { notFound } from '../../http/errors.ts'
import { sendPage } from '../../http/pagination.ts'
import { requireRecipient } from '../../auth/recipients.ts'
import { nameWithHandle } from '@petfolk/contract/members'
import { findHandle } from '../members/store.ts'
import { queuePushForUsers } from '../push/store.ts'
import { countUnreadMessages, findMessage, listMessages, markMessageRead, sendMessage } from './store.ts'

const MESSAGE_NOT_FOUND = 'Message not found'
/** A push shows a line or two of the message; the app shows the rest. */
const PUSH_PREVIEW_CHARS = 120

/** What the receiver's lock screen shows: the subject, or else the start of the message. */
function pushPreview(subject: string | null, content: string): string {
  const text = (subject?.trim() || content.trim()).replace(/\s+/g, ' ')
  // By code point, so an emoji is never cut in half.
  const chars = [...text]
  return chars.length <= PUSH_PREVIEW_CHARS ? text : `${chars.slice(0, PUSH_PREVIEW_CHARS - 1).join('').trimEnd()}…`
}

/** Direct messages between members; everyone sees only what they sent or received. */
export function messageRoutes(deps: AppDeps) {
  const { db, clock, events } = deps
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
      // The push is queued with the message, so a message never goes without its push or the reverse.
      const id = await db.transaction().execute(async (trx) => {
        const messageId = await sendMessage(trx, { sender_id: user.id, receiver_id: receiverId, subject: input.subject, content: input.content }, now)
        const push = { title: `New message from ${from}`, body: pushPreview(input.subject, input.content), url: `/messages?message=${messageId}`, tag: `message-${messageId}` }
        await queuePushForUsers(trx, [receiverId], push, now)
        return messageId
      })
      // The sender too: their other tabs list the message they just sent.
      events.publish({ topic: 'messages', userIds: [receiverId, user.id] })
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

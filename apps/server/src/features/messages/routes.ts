import { Hono } from 'hono'
import { messageInputSchema } from '@petfolk/contract/messages'
import type { AppDeps, AppEnv } from '../../app-env.ts'
import { currentUser } from '../../auth/session-middleware.ts'
import { ApiError } from '../../http/errors.ts'
import { readPage, sendPage } from '../../http/pagination.ts'
import { readId, readJson } from '../../http/validate.ts'
import { requireRecipient } from '../../auth/recipients.ts'
import { countUnreadMessages, findMessage, listMessages, markMessageRead, sendMessage } from './store.ts'

const MESSAGE_NOT_FOUND = 'Message not found'

/** Direct messages between members; everyone sees only what they sent or received. */
export function messageRoutes({ db, clock }: AppDeps) {
  const app = new Hono<AppEnv>()

  app.get('/', async (c) => {
    const page = readPage(c)
    c.header('Cache-Control', 'no-store')
    return c.json(sendPage(c, await listMessages(db, currentUser(c).id, page), page, (m) => [m.id]))
  })

  app.get('/unread-count', async (c) => {
    c.header('Cache-Control', 'no-store')
    return c.json({ unread: await countUnreadMessages(db, currentUser(c).id) })
  })

  app.post('/', async (c) => {
    const user = currentUser(c)
    const input = await readJson(c, messageInputSchema)
    const receiverId = await requireRecipient(db, input, user.id)
    const id = await sendMessage(db, { sender_id: user.id, receiver_id: receiverId, subject: input.subject, content: input.content }, clock.now())
    return c.json(await findMessage(db, user.id, id), 201)
  })

  app.patch('/:id/read', async (c) => {
    const user = currentUser(c)
    const id = readId(c)
    if (!(await markMessageRead(db, user.id, id))) throw new ApiError(404, MESSAGE_NOT_FOUND)
    return c.json(await findMessage(db, user.id, id))
  })

  return app
}

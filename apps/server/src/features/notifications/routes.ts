import { Hono } from 'hono'
import type { AppDeps, AppEnv } from '../../app-env.ts'
import { currentUser } from '../../auth/session-middleware.ts'
import { ApiError } from '../../http/errors.ts'
import { readPage, sendPage } from '../../http/pagination.ts'
import { readId } from '../../http/validate.ts'
import { countUnread, listNotifications, markRead } from './store.ts'

export function notificationRoutes({ db }: AppDeps) {
  const app = new Hono<AppEnv>()

  app.get('/', async (c) => {
    const page = readPage(c)
    c.header('Cache-Control', 'no-store')
    return c.json(sendPage(c, await listNotifications(db, currentUser(c).id, page), page, (n) => [n.id]))
  })

  app.get('/unread-count', async (c) => {
    c.header('Cache-Control', 'no-store')
    return c.json({ unread: await countUnread(db, currentUser(c).id) })
  })

  app.post('/:id/read', async (c) => {
    if (!(await markRead(db, currentUser(c).id, readId(c)))) throw new ApiError(404, 'Notification not found')
    return c.json({ ok: true })
  })

  return app
}

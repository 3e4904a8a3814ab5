import { notificationEndpoints } from '@petfolk/contract/notifications'
import type { AppDeps } from '../../app-env.ts'
import { endpointRouter, ok } from '../../http/endpoint-router.ts'
import { notFound } from '../../http/errors.ts'
import { sendPage } from '../../http/pagination.ts'
import { countUnread, listNotifications, markRead } from './store.ts'

export function notificationRoutes(deps: AppDeps) {
  const { db } = deps
  return endpointRouter(deps)
    .on(notificationEndpoints.list, async ({ user, page }, c) => {
      c.header('Cache-Control', 'no-store')
      return ok(sendPage(c, await listNotifications(db, user.id, page), page, (n) => [n.id]))
    })
    .on(notificationEndpoints.unreadCount, async ({ user }, c) => {
      c.header('Cache-Control', 'no-store')
      return ok({ unread: await countUnread(db, user.id) })
    })
    .on(notificationEndpoints.markRead, async ({ user, params }) => {
      if (!(await markRead(db, user.id, params.id))) throw notFound('Notification not found')
      return ok({ ok: true })
    })
}

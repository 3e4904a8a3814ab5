import { Hono } from 'hono'
import { z } from 'zod'
import { isCalendarDate } from '@petfolk/contract/fields'
import type { AppDeps, AppEnv } from '../../app-env.ts'
import { currentUser } from '../../auth/session-middleware.ts'
import { readQuery } from '../../http/validate.ts'
import { listReminders } from './store.ts'

/** The browser sends its own calendar date, since "today" depends on where the owner is. */
const remindersQuery = z.object({
  today: z.string().refine(isCalendarDate, 'today must be a date (YYYY-MM-DD).').optional(),
})

export function dashboardRoutes({ db, clock }: AppDeps) {
  const app = new Hono<AppEnv>()
  app.get('/reminders', async (c) => {
    const { today } = readQuery(c, remindersQuery)
    return c.json(await listReminders(db, currentUser(c).id, today ?? clock.now().toISOString().slice(0, 10)))
  })
  return app
}

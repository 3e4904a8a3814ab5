import { Hono } from 'hono'
import { handleInputSchema, memberSearchQuerySchema } from '@petfolk/contract/members'
import type { AppDeps, AppEnv } from '../../app-env.ts'
import { currentUser } from '../../auth/session-middleware.ts'
import { ApiError } from '../../http/errors.ts'
import { readJson, readQuery } from '../../http/validate.ts'
import { changeHandle, findHandle, searchMembers } from './store.ts'

export const HANDLE_TAKEN = 'That handle is taken.'

/** Mounted at /api: finding a member to message or send a gift to, and one's own handle. */
export function memberRoutes({ db, clock }: AppDeps) {
  const app = new Hono<AppEnv>()

  app.get('/members', async (c) => {
    const user = currentUser(c)
    const { q } = readQuery(c, memberSearchQuerySchema)
    c.header('Cache-Control', 'no-store')
    return c.json(await searchMembers(db, user.id, q))
  })

  app.get('/users/me/handle', async (c) => {
    const user = currentUser(c)
    c.header('Cache-Control', 'no-store')
    return c.json({ handle: await findHandle(db, user.id) })
  })

  app.patch('/users/me/handle', async (c) => {
    const user = currentUser(c)
    const { handle } = await readJson(c, handleInputSchema)
    if (!(await changeHandle(db, user.id, handle, clock.now()))) throw new ApiError(409, HANDLE_TAKEN)
    return c.json({ handle })
  })

  return app
}

import { Hono } from 'hono'
import { veterinarianInputSchema } from '@petfolk/contract/veterinarians'
import type { AppDeps, AppEnv } from '../../app-env.ts'
import { currentUser } from '../../auth/session-middleware.ts'
import { readPage, sendPage } from '../../http/pagination.ts'
import { readJson } from '../../http/validate.ts'
import { createVet, listVets } from './store.ts'

export function veterinarianRoutes({ db, clock }: AppDeps) {
  const app = new Hono<AppEnv>()

  app.get('/', async (c) => {
    const page = readPage(c)
    const vets = await listVets(db, currentUser(c).id, page)
    return c.json(sendPage(c, vets, page, (v) => [v.id]))
  })

  app.post('/', async (c) => {
    const values = await readJson(c, veterinarianInputSchema)
    return c.json(await createVet(db, currentUser(c).id, values, clock.now()), 201)
  })

  return app
}

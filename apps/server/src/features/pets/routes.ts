import { Hono } from 'hono'
import { petInputSchema } from '@petfolk/contract/pets'
import type { AppDeps, AppEnv } from '../../app-env.ts'
import { currentUser } from '../../auth/session-middleware.ts'
import { ApiError } from '../../http/errors.ts'
import { readPage, sendPage } from '../../http/pagination.ts'
import { readId, readJson } from '../../http/validate.ts'
import { createPet, deletePet, findPet, listPets, updatePet } from './store.ts'

export const PET_NOT_FOUND = 'Pet not found'

export function petRoutes({ db, clock }: AppDeps) {
  const app = new Hono<AppEnv>()

  app.get('/', async (c) => {
    const page = readPage(c)
    const pets = await listPets(db, currentUser(c).id, page)
    return c.json(sendPage(c, pets, page, (p) => [p.id]))
  })

  app.post('/', async (c) => {
    const user = currentUser(c)
    const values = await readJson(c, petInputSchema)
    return c.json(await createPet(db, user.id, values, clock.now()), 201)
  })

  app.get('/:id', async (c) => {
    const pet = await findPet(db, currentUser(c).id, readId(c))
    if (!pet) throw new ApiError(404, PET_NOT_FOUND)
    return c.json(pet)
  })

  app.put('/:id', async (c) => {
    const user = currentUser(c)
    const id = readId(c)
    const values = await readJson(c, petInputSchema)
    const pet = await updatePet(db, user.id, id, values, clock.now())
    if (!pet) throw new ApiError(404, PET_NOT_FOUND)
    return c.json(pet)
  })

  app.delete('/:id', async (c) => {
    if (!(await deletePet(db, currentUser(c).id, readId(c)))) throw new ApiError(404, PET_NOT_FOUND)
    return c.body(null, 204)
  })

  return app
}

import { petEndpoints } from '@petfolk/contract/pets'
import type { AppDeps } from '../../app-env.ts'
import { created, endpointRouter, noContent, ok } from '../../http/endpoint-router.ts'
import { notFound } from '../../http/errors.ts'
import { sendPage } from '../../http/pagination.ts'
import { requireUsablePhoto } from '../uploads/ownership.ts'
import { createPet, deletePet, findPet, listPets, updatePet } from './store.ts'

export const PET_NOT_FOUND = 'Pet not found'

export function petRoutes(deps: AppDeps) {
  const { db, clock } = deps
  return endpointRouter(deps)
    .on(petEndpoints.list, async ({ user, page }, c) => ok(sendPage(c, await listPets(db, user.id, page), page, (p) => [p.id])))
    .on(petEndpoints.create, async ({ user, body }) => {
      await requireUsablePhoto(db, 'photo_url', body.photo_url, { userId: user.id })
      return created(await createPet(db, user.id, body, clock.now()))
    })
    .on(petEndpoints.get, async ({ user, params }) => {
      const pet = await findPet(db, user.id, params.id)
      if (!pet) throw notFound(PET_NOT_FOUND)
      return ok(pet)
    })
    .on(petEndpoints.update, async ({ user, params, body }) => {
      const current = await findPet(db, user.id, params.id)
      if (!current) throw notFound(PET_NOT_FOUND)
      await requireUsablePhoto(db, 'photo_url', body.photo_url, { userId: user.id }, { unchanged: current.photo_url })
      const pet = await updatePet(db, user.id, params.id, body, clock.now())
      if (!pet) throw notFound(PET_NOT_FOUND)
      return ok(pet)
    })
    .on(petEndpoints.remove, async ({ user, params }) => {
      if (!(await deletePet(db, user.id, params.id))) throw notFound(PET_NOT_FOUND)
      return noContent()
    })
}

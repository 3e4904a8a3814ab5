import type { Context } from 'hono'
import { Hono } from 'hono'
import { medicalRecordInputSchema } from '@petfolk/contract/medical-records'
import type { AppDeps, AppEnv } from '../../app-env.ts'
import { currentUser } from '../../auth/session-middleware.ts'
import { ApiError } from '../../http/errors.ts'
import { readPage, sendPage } from '../../http/pagination.ts'
import { readId, readJson } from '../../http/validate.ts'
import { PET_NOT_FOUND } from '../pets/routes.ts'
import { findPet } from '../pets/store.ts'
import { createRecord, deleteRecord, listRecords, updateRecord } from './store.ts'

const RECORD_NOT_FOUND = 'Medical record not found'

/** Mounted at /api/pets/:petId/medical-records: a pet's records, reachable only by the pet's owner. */
export function medicalRecordRoutes({ db, clock }: AppDeps) {
  const app = new Hono<AppEnv>()

  async function ownedPetId(c: Context<AppEnv>): Promise<number> {
    const pet = await findPet(db, currentUser(c).id, readId(c, 'petId'))
    if (!pet) throw new ApiError(404, PET_NOT_FOUND)
    return pet.id
  }

  app.get('/', async (c) => {
    const petId = await ownedPetId(c)
    const page = readPage(c)
    const records = await listRecords(db, currentUser(c).id, petId, page)
    return c.json(sendPage(c, records, page, (r) => [r.id]))
  })

  app.post('/', async (c) => {
    const petId = await ownedPetId(c)
    const values = await readJson(c, medicalRecordInputSchema)
    return c.json(await createRecord(db, currentUser(c).id, petId, values, clock.now()), 201)
  })

  app.put('/:id', async (c) => {
    const petId = await ownedPetId(c)
    const values = await readJson(c, medicalRecordInputSchema)
    const record = await updateRecord(db, currentUser(c).id, petId, readId(c), values, clock.now())
    if (!record) throw new ApiError(404, RECORD_NOT_FOUND)
    return c.json(record)
  })

  app.delete('/:id', async (c) => {
    const petId = await ownedPetId(c)
    if (!(await deleteRecord(db, currentUser(c).id, petId, readId(c)))) throw new ApiError(404, RECORD_NOT_FOUND)
    return c.body(null, 204)
  })

  return app
}

import { medicalRecordEndpoints } from '@petfolk/contract/medical-records'
import type { AppDeps } from '../../app-env.ts'
import { created, endpointRouter, noContent, ok } from '../../http/endpoint-router.ts'
import { notFound } from '../../http/errors.ts'
import { sendPage } from '../../http/pagination.ts'
import { PET_NOT_FOUND } from '../pets/routes.ts'
import { findPet } from '../pets/store.ts'
import { createRecord, deleteRecord, listRecords, updateRecord } from './store.ts'

const RECORD_NOT_FOUND = 'Medical record not found'

/** A pet's records, reachable only by the pet's owner. */
export function medicalRecordRoutes(deps: AppDeps) {
  const { db, clock } = deps

  async function ownedPetId(userId: number, petId: number): Promise<number> {
    const pet = await findPet(db, userId, petId)
    if (!pet) throw notFound(PET_NOT_FOUND)
    return pet.id
  }

  return endpointRouter(deps)
    .on(medicalRecordEndpoints.list, async ({ user, params, page }, c) => {
      const petId = await ownedPetId(user.id, params.petId)
      return ok(sendPage(c, await listRecords(db, user.id, petId, page), page, (r) => [r.id]))
    })
    .on(medicalRecordEndpoints.create, async ({ user, params, body }) => {
      const petId = await ownedPetId(user.id, params.petId)
      return created(await createRecord(db, user.id, petId, body, clock.now()))
    })
    .on(medicalRecordEndpoints.update, async ({ user, params, body }) => {
      const petId = await ownedPetId(user.id, params.petId)
      const record = await updateRecord(db, user.id, petId, params.id, body, clock.now())
      if (!record) throw notFound(RECORD_NOT_FOUND)
      return ok(record)
    })
    .on(medicalRecordEndpoints.remove, async ({ user, params }) => {
      const petId = await ownedPetId(user.id, params.petId)
      if (!(await deleteRecord(db, user.id, petId, params.id))) throw notFound(RECORD_NOT_FOUND)
      return noContent()
    })
}

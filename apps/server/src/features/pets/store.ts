import type { Selectable } from 'kysely'
import { SEXES, SPECIES, type Pet, type PetValues } from '@petfolk/contract/pets'
import type { Db } from '../../db/database.ts'
import type { PetsTable } from '../../db/schema.ts'
import type { PageRequest } from '../../http/pagination.ts'
import { preparedQuery } from '../../db/prepared.ts'
import { choiceOf, flag, isSet, optionalChoiceOf } from '../../db/row-values.ts'

type PetRow = Omit<Selectable<PetsTable>, 'user_id'>

const COLUMNS = [
  'id', 'name', 'species', 'breed', 'sex', 'date_of_birth', 'weight_lbs', 'color', 'microchip_id', 'photo_url',
  'notes', 'is_spayed_neutered', 'owner_name', 'owner_phone', 'owner_email', 'owner_address',
  'emergency_contact_name', 'emergency_contact_phone', 'created_at', 'updated_at',
] as const

function toPet(row: PetRow): Pet {
  return {
    id: row.id,
    name: row.name,
    species: choiceOf(SPECIES, row.species),
    breed: row.breed,
    sex: optionalChoiceOf(SEXES, row.sex),
    date_of_birth: row.date_of_birth,
    weight_lbs: row.weight_lbs,
    color: row.color,
    microchip_id: row.microchip_id,
    photo_url: row.photo_url,
    notes: row.notes,
    is_spayed_neutered: isSet(row.is_spayed_neutered),
    owner_name: row.owner_name,
    owner_phone: row.owner_phone,
    owner_email: row.owner_email,
    owner_address: row.owner_address,
    emergency_contact_name: row.emergency_contact_name,
    emergency_contact_phone: row.emergency_contact_phone,
    created_at: row.created_at,
    updated_at: row.updated_at,
  }
}

function toColumns(values: PetValues) {
  return { ...values, is_spayed_neutered: flag(values.is_spayed_neutered) }
}

// Every pets screen asks for a page of this list, so both shapes are compiled once.
const firstPage = preparedQuery<[userId: number, limit: number], PetRow>((db, param) =>
  db.selectFrom('pets').select(COLUMNS).where('user_id', '=', param<number>(0)).orderBy('id').limit(param<number>(1)),
)
const nextPage = preparedQuery<[userId: number, afterId: number, limit: number], PetRow>((db, param) =>
  db.selectFrom('pets').select(COLUMNS).where('user_id', '=', param<number>(0)).where('id', '>', param<number>(1)).orderBy('id').limit(param<number>(2)),
)

/** The owner's pets in the order they were added. */
export async function listPets(db: Db, userId: number, page: PageRequest): Promise<Pet[]> {
  const afterId = page.after?.[0]
  const rows = typeof afterId === 'number' ? await nextPage(db, userId, afterId, page.limit + 1) : await firstPage(db, userId, page.limit + 1)
  return rows.map(toPet)
}

export async function findPet(db: Db, userId: number, id: number): Promise<Pet | undefined> {
  const row = await db.selectFrom('pets').select(COLUMNS).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst()
  return row && toPet(row)
}

export async function createPet(db: Db, userId: number, values: PetValues, now: Date): Promise<Pet> {
  const at = now.toISOString()
  const row = await db
    .insertInto('pets')
    .values({ ...toColumns(values), user_id: userId, created_at: at, updated_at: at })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow()
  return toPet(row)
}

export async function updatePet(db: Db, userId: number, id: number, values: PetValues, now: Date): Promise<Pet | undefined> {
  const row = await db
    .updateTable('pets')
    .set({ ...toColumns(values), updated_at: now.toISOString() })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning(COLUMNS)
    .executeTakeFirst()
  return row && toPet(row)
}

/** Deletes the pet with its medical records (cascade); its appointments stay, keeping the pet's name. */
export async function deletePet(db: Db, userId: number, id: number): Promise<boolean> {
  const result = await db.deleteFrom('pets').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}

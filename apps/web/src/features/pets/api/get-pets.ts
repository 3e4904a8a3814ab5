import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { MAX_PAGE_SIZE } from '@petfolk/contract/pagination'
import { petEndpoints, type Pet } from '@petfolk/contract/pets'
import { api } from '../../../lib/api.ts'
import { deviceStore } from '../../../lib/device-storage.ts'
import { petsQueryKey } from '../query-keys.ts'

const userPetSchema = z.object({ id: z.number().int(), name: z.string() })

/** The owner's pets as `[{ id, name }]` on this device (key `userPets`), for screens that work offline. */
export const userPetsStore = deviceStore('userPets', z.array(userPetSchema), [])

/** All the owner's pets, oldest first: pages of 200, so one request for any real household. */
export async function fetchPets({ signal }: { signal?: AbortSignal } = {}): Promise<Pet[]> {
  const pets = await api.all(petEndpoints.list, { limit: MAX_PAGE_SIZE, signal })
  userPetsStore.set(pets.map(({ id, name }) => ({ id, name })))
  return pets
}

export function petsQueryOptions() {
  return queryOptions({ queryKey: [...petsQueryKey, 'list'], queryFn: fetchPets })
}

export function usePets() {
  return useQuery(petsQueryOptions())
}

import { queryOptions, useQuery } from '@tanstack/react-query'
import { petEndpoints, type Pet } from '@petfolk/contract/pets'
import { api } from '../../../lib/api.ts'
import { petsQueryKey } from '../query-keys.ts'

export function fetchPet(id: number, signal?: AbortSignal): Promise<Pet> {
  return api.call(petEndpoints.get, { params: { id }, signal })
}

export function petQueryOptions(id: number) {
  return queryOptions({ queryKey: [...petsQueryKey, 'detail', id], queryFn: ({ signal }) => fetchPet(id, signal) })
}

export function usePet(id: number) {
  return useQuery(petQueryOptions(id))
}

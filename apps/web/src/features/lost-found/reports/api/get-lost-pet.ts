import { queryOptions, useQuery } from '@tanstack/react-query'
import { lostPetEndpoints, type LostPet } from '@petfolk/contract/lost-found/reports'
import { api } from '../../../../lib/api.ts'
import { lostPetsQueryKey } from '../../query-keys.ts'

export function fetchLostPet(id: number, signal?: AbortSignal): Promise<LostPet> {
  return api.call(lostPetEndpoints.get, { params: { id }, signal })
}

export function lostPetQueryOptions(id: number) {
  return queryOptions({ queryKey: [...lostPetsQueryKey, 'detail', id], queryFn: ({ signal }) => fetchLostPet(id, signal) })
}

export function useLostPet(id: number | null) {
  return useQuery({ ...lostPetQueryOptions(id ?? 0), enabled: id !== null })
}

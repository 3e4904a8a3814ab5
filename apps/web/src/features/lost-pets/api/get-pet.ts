import { queryOptions, useQuery } from '@tanstack/react-query'
import { petSchema, type Pet } from '@petfolk/contract/pets'
import { api } from '../../../lib/api.ts'
import { lostPetsQueryKey } from './get-lost-pets.ts'

/** One of the owner's pets, to fill in a report from its profile (the pet profile's Lost Pet action). */
export function fetchPetForReport(id: number, signal?: AbortSignal): Promise<Pet> {
  return api.get(`/api/pets/${id}`, { schema: petSchema, signal })
}

export function petForReportQueryOptions(id: number) {
  return queryOptions({ queryKey: [...lostPetsQueryKey, 'from-pet', id], queryFn: ({ signal }) => fetchPetForReport(id, signal) })
}

export function usePetForReport(id: number | null) {
  return useQuery({ ...petForReportQueryOptions(id ?? 0), enabled: id !== null })
}

import { queryOptions, useQuery } from '@tanstack/react-query'
import { foundPetEndpoints } from '@petfolk/contract/lost-found/found'
import { api } from '../../../../lib/api.ts'
import { foundPetsQueryKey } from '../../query-keys.ts'

export function foundPetQueryOptions(id: number) {
  return queryOptions({ queryKey: [...foundPetsQueryKey, 'detail', id], queryFn: ({ signal }) => api.call(foundPetEndpoints.get, { params: { id }, signal }) })
}

export function useFoundPet(id: number | null) {
  return useQuery({ ...foundPetQueryOptions(id ?? 0), enabled: id !== null })
}

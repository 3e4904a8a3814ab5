import { queryOptions, useQuery } from '@tanstack/react-query'
import { MAX_PAGE_SIZE } from '@petfolk/contract/pagination'
import { veterinarianEndpoints, type Veterinarian } from '@petfolk/contract/veterinarians'
import { api } from '../../../lib/api.ts'
import { veterinariansQueryKey } from '../query-keys.ts'

/** All the owner's veterinarians (pickers and the emergency contact need every one), in pages of 200. */
export function fetchVeterinarians({ signal }: { signal?: AbortSignal } = {}): Promise<Veterinarian[]> {
  return api.all(veterinarianEndpoints.list, { limit: MAX_PAGE_SIZE, signal })
}

export function veterinariansQueryOptions() {
  return queryOptions({ queryKey: veterinariansQueryKey, queryFn: fetchVeterinarians })
}

export function useVeterinarians() {
  return useQuery(veterinariansQueryOptions())
}

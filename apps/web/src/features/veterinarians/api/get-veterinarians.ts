import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { MAX_PAGE_SIZE } from '@petfolk/contract/pagination'
import { veterinarianSchema, type Veterinarian } from '@petfolk/contract/veterinarians'
import { api } from '../../../lib/api.ts'

export const veterinariansQueryKey = ['veterinarians'] as const

export function fetchVeterinarians({ signal }: { signal?: AbortSignal } = {}): Promise<Veterinarian[]> {
  return api.get(`/api/veterinarians?limit=${MAX_PAGE_SIZE}`, { schema: z.array(veterinarianSchema), signal })
}

export function veterinariansQueryOptions() {
  return queryOptions({ queryKey: veterinariansQueryKey, queryFn: fetchVeterinarians })
}

export function useVeterinarians() {
  return useQuery(veterinariansQueryOptions())
}

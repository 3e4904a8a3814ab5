import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { careTipSchema, type CareTip } from '@petfolk/contract/demo'
import { api } from '../../../lib/api.ts'

export const careQueryKey = ['care'] as const

/** Tips picked and ordered for the signed-in owner's pets. */
export function fetchCareTips(signal?: AbortSignal): Promise<CareTip[]> {
  return api.get('/api/pet-care-tips', { schema: z.array(careTipSchema), signal })
}

export function careTipsQueryOptions() {
  return queryOptions({ queryKey: [...careQueryKey, 'tips'], queryFn: ({ signal }) => fetchCareTips(signal) })
}

export function useCareTips() {
  return useQuery(careTipsQueryOptions())
}

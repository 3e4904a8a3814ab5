import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { personalizedCareTipSchema, type PersonalizedCareTip } from '@petfolk/contract/demo'
import { api } from '../../../lib/api.ts'

export const careQueryKey = ['care'] as const

/** Tips picked and ordered for the signed-in owner's pets, each saying which of them it was picked for. */
export function fetchCareTips(signal?: AbortSignal): Promise<PersonalizedCareTip[]> {
  return api.get('/api/pet-care-tips', { schema: z.array(personalizedCareTipSchema), signal })
}

export function careTipsQueryOptions() {
  return queryOptions({ queryKey: [...careQueryKey, 'tips'], queryFn: ({ signal }) => fetchCareTips(signal) })
}

export function useCareTips() {
  return useQuery(careTipsQueryOptions())
}

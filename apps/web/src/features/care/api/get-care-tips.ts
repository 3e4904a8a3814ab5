import { queryOptions, useQuery } from '@tanstack/react-query'
import { careEndpoints } from '@petfolk/contract/care'
import type { PersonalizedCareTip } from '@petfolk/contract/demo'
import { api } from '../../../lib/api.ts'
import { careQueryKey } from '../query-keys.ts'

/** Tips picked and ordered for the signed-in owner's pets, each saying which of them it was picked for. */
export function fetchCareTips(signal?: AbortSignal): Promise<PersonalizedCareTip[]> {
  return api.call(careEndpoints.tips, { signal })
}

export function careTipsQueryOptions() {
  return queryOptions({ queryKey: [...careQueryKey, 'tips'], queryFn: ({ signal }) => fetchCareTips(signal) })
}

export function useCareTips() {
  return useQuery(careTipsQueryOptions())
}

import { queryOptions, useQuery } from '@tanstack/react-query'
import { previewEndpoints, type CareTip } from '@petfolk/contract/demo'
import { api } from '../../../lib/api.ts'
import { previewQueryKey } from '../query-keys.ts'

export function fetchDemoCareTips(): Promise<CareTip[]> {
  return api.call(previewEndpoints.careTips)
}

export function demoCareTipsQueryOptions() {
  return queryOptions({ queryKey: [...previewQueryKey, 'pet-care-tips'], queryFn: fetchDemoCareTips, staleTime: 10 * 60_000 })
}

export function useDemoCareTips() {
  return useQuery(demoCareTipsQueryOptions())
}

import { queryOptions, useQuery } from '@tanstack/react-query'
import { previewEndpoints, type ShowcaseEntry } from '@petfolk/contract/demo'
import { api } from '../../../lib/api.ts'
import { previewQueryKey } from '../query-keys.ts'

export function fetchDemoShowcase(): Promise<ShowcaseEntry[]> {
  return api.call(previewEndpoints.showcase)
}

export function demoShowcaseQueryOptions() {
  return queryOptions({ queryKey: [...previewQueryKey, 'daily-pet-showcase'], queryFn: fetchDemoShowcase, staleTime: 10 * 60_000 })
}

export function useDemoShowcase() {
  return useQuery(demoShowcaseQueryOptions())
}

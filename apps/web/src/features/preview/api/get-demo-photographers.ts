import { queryOptions, useQuery } from '@tanstack/react-query'
import { previewEndpoints, type Photographer } from '@petfolk/contract/demo'
import { api } from '../../../lib/api.ts'
import { previewQueryKey } from '../query-keys.ts'

export function fetchDemoPhotographers(): Promise<Photographer[]> {
  return api.call(previewEndpoints.photographers)
}

export function demoPhotographersQueryOptions() {
  return queryOptions({ queryKey: [...previewQueryKey, 'photographers'], queryFn: fetchDemoPhotographers, staleTime: 10 * 60_000 })
}

export function useDemoPhotographers() {
  return useQuery(demoPhotographersQueryOptions())
}

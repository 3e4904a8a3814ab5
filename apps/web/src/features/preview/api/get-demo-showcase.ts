import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { showcaseEntrySchema, type ShowcaseEntry } from '@petfolk/contract/demo'
import { api } from '../../../lib/api.ts'

export function fetchDemoShowcase(): Promise<ShowcaseEntry[]> {
  return api.get('/api/demo/daily-pet-showcase', { schema: z.array(showcaseEntrySchema) })
}

export function demoShowcaseQueryOptions() {
  return queryOptions({ queryKey: ['demo', 'daily-pet-showcase'], queryFn: fetchDemoShowcase, staleTime: 10 * 60_000 })
}

export function useDemoShowcase() {
  return useQuery(demoShowcaseQueryOptions())
}

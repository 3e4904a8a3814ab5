import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { veteranStorySchema, type VeteranStory } from '@petfolk/contract/veterans'
import { api } from '../../../lib/api.ts'

export const veteransQueryKey = ['veterans'] as const
export const storiesQueryKey = [...veteransQueryKey, 'stories'] as const

/** Stories newest first; anonymous ones already read 'Anonymous Veteran'; `reacted` says whether I gave a heart. */
export function fetchStories(signal?: AbortSignal): Promise<VeteranStory[]> {
  return api.get('/api/veteran-service-dog-stories', { schema: z.array(veteranStorySchema), signal })
}

export function storiesQueryOptions() {
  return queryOptions({ queryKey: storiesQueryKey, queryFn: ({ signal }) => fetchStories(signal) })
}

export function useStories() {
  return useQuery(storiesQueryOptions())
}

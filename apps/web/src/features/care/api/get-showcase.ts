import { queryOptions, useQuery } from '@tanstack/react-query'
import { careEndpoints } from '@petfolk/contract/care'
import type { VotedShowcaseEntry } from '@petfolk/contract/demo'
import { api } from '../../../lib/api.ts'
import { careQueryKey } from '../query-keys.ts'

/** Recent showcase entries, newest day first, each saying whether I have voted for it. */
export function fetchShowcase(signal?: AbortSignal): Promise<VotedShowcaseEntry[]> {
  return api.call(careEndpoints.showcase, { signal })
}

export function showcaseQueryOptions() {
  return queryOptions({ queryKey: [...careQueryKey, 'showcase', 'recent'], queryFn: ({ signal }) => fetchShowcase(signal) })
}

export function useShowcase() {
  return useQuery(showcaseQueryOptions())
}

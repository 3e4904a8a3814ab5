import { queryOptions, useQuery } from '@tanstack/react-query'
import { healthRecordEndpoints, type ShareLink } from '@petfolk/contract/health-records'
import { api } from '../../../lib/api.ts'
import { shareLinksQueryKey } from '../query-keys.ts'

/** The pet's links that still work, newest first (never their tokens). */
export function fetchShareLinks(petId: number, signal?: AbortSignal): Promise<ShareLink[]> {
  return api.call(healthRecordEndpoints.listShareLinks, { params: { id: petId }, signal })
}

export function shareLinksQueryOptions(petId: number) {
  return queryOptions({ queryKey: shareLinksQueryKey(petId), queryFn: ({ signal }) => fetchShareLinks(petId, signal) })
}

export function useShareLinks(petId: number) {
  return useQuery(shareLinksQueryOptions(petId))
}

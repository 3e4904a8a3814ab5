import { directoryEndpoints, type Business, type BUSINESS_TYPES } from '@petfolk/contract/directory'
import { api, type Page } from '../../../lib/api.ts'
import { usePagedList } from '../../../lib/use-paged-list.ts'
import { directoryQueryKey } from '../query-keys.ts'

export interface BusinessQuery {
  q: string
  type: (typeof BUSINESS_TYPES)[number] | ''
  /** With a known location: businesses within `radius` miles, nearest first, each with its distance. */
  near: { latitude: number; longitude: number; radius: number } | null
}

/** One page of businesses. A search near a location answers the nearest ones in one page (no cursor). */
export function fetchBusinessesPage(query: BusinessQuery, cursor: string | null, signal?: AbortSignal): Promise<Page<Business>> {
  const { near } = query
  // Empty filters are left out of the query; the radius goes only with a position.
  const search = { q: query.q.trim(), type: query.type || undefined, ...(near ? { lat: near.latitude, lng: near.longitude, radius: near.radius } : {}) }
  return api.page(directoryEndpoints.businesses, { query: search, cursor, signal })
}

export function businessesQueryKey(query: BusinessQuery) {
  return [...directoryQueryKey, 'businesses', { q: query.q.trim(), type: query.type, near: query.near }] as const
}

/** `data` holds every loaded business; keeps the previous results on screen while a new search loads, so the grid does not flash. */
export function useBusinesses(query: BusinessQuery, { enabled = true }: { enabled?: boolean } = {}) {
  return usePagedList({
    queryKey: businessesQueryKey(query),
    fetchPage: (cursor, signal) => fetchBusinessesPage(query, cursor, signal),
    enabled,
    keepPrevious: true,
  })
}

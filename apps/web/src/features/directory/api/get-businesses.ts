import { businessSchema, type Business, type BUSINESS_TYPES } from '@petfolk/contract/directory'
import { api, type Page } from '../../../lib/api.ts'
import { usePagedList } from '../../../lib/use-paged-list.ts'

export const directoryQueryKey = ['directory'] as const

export interface BusinessQuery {
  q: string
  type: (typeof BUSINESS_TYPES)[number] | ''
  /** With a known location: businesses within `radius` miles, nearest first, each with its distance. */
  near: { latitude: number; longitude: number; radius: number } | null
}

/** One page of businesses. A search near a location answers the nearest ones in one page (no cursor). */
export function fetchBusinessesPage(query: BusinessQuery, cursor: string | null, signal?: AbortSignal): Promise<Page<Business>> {
  const params = new URLSearchParams()
  if (query.q.trim()) params.set('q', query.q.trim())
  if (query.type) params.set('type', query.type)
  if (query.near) {
    params.set('lat', String(query.near.latitude))
    params.set('lng', String(query.near.longitude))
    params.set('radius', String(query.near.radius))
  }
  const search = params.size > 0 ? `?${params.toString()}` : ''
  return api.getPage(`/api/businesses${search}`, { schema: businessSchema, cursor, signal })
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

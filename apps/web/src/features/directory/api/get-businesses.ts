import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { businessSchema, type Business, type BUSINESS_TYPES } from '@petfolk/contract/directory'
import { api } from '../../../lib/api.ts'

export const directoryQueryKey = ['directory'] as const

export interface BusinessQuery {
  q: string
  type: (typeof BUSINESS_TYPES)[number] | ''
  /** With a known location: businesses within `radius` miles, nearest first, each with its distance. */
  near: { latitude: number; longitude: number; radius: number } | null
}

export function fetchBusinesses(query: BusinessQuery, signal?: AbortSignal): Promise<Business[]> {
  const params = new URLSearchParams()
  if (query.q.trim()) params.set('q', query.q.trim())
  if (query.type) params.set('type', query.type)
  if (query.near) {
    params.set('lat', String(query.near.latitude))
    params.set('lng', String(query.near.longitude))
    params.set('radius', String(query.near.radius))
  }
  const search = params.size > 0 ? `?${params.toString()}` : ''
  return api.get(`/api/businesses${search}`, { schema: z.array(businessSchema), signal })
}

export function businessesQueryOptions(query: BusinessQuery) {
  return queryOptions({
    queryKey: [...directoryQueryKey, 'businesses', { q: query.q.trim(), type: query.type, near: query.near }],
    queryFn: ({ signal }) => fetchBusinesses(query, signal),
  })
}

/** Keeps the previous results on screen while a new search loads, so the grid does not flash. */
export function useBusinesses(query: BusinessQuery, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...businessesQueryOptions(query), enabled, placeholderData: keepPreviousData })
}

import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { boardSchema, type Board } from '@petfolk/contract/boards'
import { api } from '../../../lib/api.ts'

export const boardsQueryKey = ['boards'] as const

export interface BoardFilter {
  /** Exactly 5 digits: boards within 25 miles, nearest first. */
  zip_code?: string | undefined
  state?: string | undefined
  /** The device's position: boards within 25 miles of it, nearest first. */
  near?: { lat: number; lng: number } | undefined
}

export function fetchBoards(filter: BoardFilter, signal?: AbortSignal): Promise<Board[]> {
  const params = new URLSearchParams()
  if (filter.zip_code) params.set('zip_code', filter.zip_code)
  if (filter.state) params.set('state', filter.state)
  if (filter.near) {
    params.set('lat', String(filter.near.lat))
    params.set('lng', String(filter.near.lng))
  }
  const query = params.size > 0 ? `?${params.toString()}` : ''
  return api.get(`/api/message-boards${query}`, { schema: z.array(boardSchema), signal })
}

export function boardsQueryOptions(filter: BoardFilter) {
  return queryOptions({
    queryKey: [...boardsQueryKey, 'list', { zip_code: filter.zip_code ?? '', state: filter.state ?? '', near: filter.near ?? null }],
    queryFn: ({ signal }) => fetchBoards(filter, signal),
  })
}

export function useBoards(filter: BoardFilter) {
  return useQuery(boardsQueryOptions(filter))
}

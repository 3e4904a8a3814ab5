import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { directMessageSchema, type DirectMessage } from '@petfolk/contract/messages'
import { api } from '../../../lib/api.ts'

export const messagesQueryKey = ['messages'] as const

/** Messages this person sent or received, newest first. */
export function fetchMessages(signal?: AbortSignal): Promise<DirectMessage[]> {
  return api.get('/api/messages', { schema: z.array(directMessageSchema), signal })
}

export function messagesQueryOptions() {
  return queryOptions({ queryKey: [...messagesQueryKey, 'list'], queryFn: ({ signal }) => fetchMessages(signal) })
}

export function useMessages() {
  return useQuery(messagesQueryOptions())
}

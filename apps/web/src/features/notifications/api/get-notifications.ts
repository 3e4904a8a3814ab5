import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { notificationSchema, type Notification } from '@petfolk/contract/notifications'
import { api } from '../../../lib/api.ts'

export const notificationsQueryKey = ['notifications'] as const

/** Newest first. */
export function fetchNotifications(signal?: AbortSignal): Promise<Notification[]> {
  return api.get('/api/notifications', { schema: z.array(notificationSchema), signal })
}

export function notificationsQueryOptions() {
  return queryOptions({
    queryKey: [...notificationsQueryKey, 'list'],
    queryFn: ({ signal }) => fetchNotifications(signal),
    staleTime: 0,
  })
}

export function useNotifications({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...notificationsQueryOptions(), enabled })
}

import { queryOptions, useQuery } from '@tanstack/react-query'
import { notificationEndpoints } from '@petfolk/contract/notifications'
import { api } from '../../../lib/api.ts'
import { notificationsQueryKey } from '../query-keys.ts'

/** Alerts arrive when other people act, so the count is asked for again now and then. */
export const UNREAD_NOTIFICATIONS_REFRESH_MS = 60_000

export function fetchUnreadNotificationCount(signal?: AbortSignal): Promise<number> {
  return api.call(notificationEndpoints.unreadCount, { signal }).then(({ unread }) => unread)
}

export function unreadNotificationCountQueryOptions() {
  return queryOptions({
    queryKey: [...notificationsQueryKey, 'unread-count'],
    queryFn: ({ signal }) => fetchUnreadNotificationCount(signal),
    staleTime: 0,
    refetchInterval: UNREAD_NOTIFICATIONS_REFRESH_MS,
  })
}

export function useUnreadNotificationCount() {
  return useQuery(unreadNotificationCountQueryOptions())
}

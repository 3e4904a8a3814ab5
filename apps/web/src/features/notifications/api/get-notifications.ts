import { notificationEndpoints, type Notification } from '@petfolk/contract/notifications'
import { api, type Page } from '../../../lib/api.ts'
import { usePagedList } from '../../../lib/use-paged-list.ts'
import { notificationsListQueryKey } from '../query-keys.ts'

/** One page of notifications, newest first. */
export function fetchNotificationsPage(cursor: string | null, signal?: AbortSignal): Promise<Page<Notification>> {
  return api.page(notificationEndpoints.list, { cursor, signal })
}

/** `data` holds every loaded notification; `fetchNextPage` loads older ones. */
export function useNotifications({ enabled = true }: { enabled?: boolean } = {}) {
  return usePagedList({ queryKey: notificationsListQueryKey, fetchPage: fetchNotificationsPage, staleTime: 0, enabled })
}

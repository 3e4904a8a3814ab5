import { queryOptions, useQuery } from '@tanstack/react-query'
import { messageEndpoints } from '@petfolk/contract/messages'
import { api } from '../../../lib/api.ts'
import { messagesQueryKey } from '../query-keys.ts'

/** New messages arrive from other people, so the count is asked for again now and then. */
export const UNREAD_MESSAGES_REFRESH_MS = 60_000

export function fetchUnreadMessageCount(signal?: AbortSignal): Promise<number> {
  return api.call(messageEndpoints.unreadCount, { signal }).then(({ unread }) => unread)
}

export function unreadMessageCountQueryOptions() {
  return queryOptions({
    queryKey: [...messagesQueryKey, 'unread-count'],
    queryFn: ({ signal }) => fetchUnreadMessageCount(signal),
    staleTime: 0,
    refetchInterval: UNREAD_MESSAGES_REFRESH_MS,
  })
}

/** Received messages not read yet, for the shell's Messages navigation item. */
export function useUnreadMessageCount() {
  return useQuery(unreadMessageCountQueryOptions())
}

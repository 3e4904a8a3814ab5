import { useQueryClient, type QueryKey } from '@tanstack/react-query'
import { useAuth } from '../auth/auth-context.ts'
import type { LiveTopic } from '../features/events/live-stream.ts'
import { useLiveStream } from '../features/events/use-live-stream.ts'
import { messagesQueryKey } from '../features/messages/index.ts'
import { notificationsQueryKey } from '../features/notifications/index.ts'

/** The queries each live topic refreshes: the bell's count and list, the messages list and unread badge. */
const QUERIES_OF: Record<LiveTopic, QueryKey> = {
  notifications: notificationsQueryKey,
  messages: messagesQueryKey,
}

/**
 * Joins the live stream to the areas it refreshes (the shell joins the areas, each through its index.ts, decision
 * 006): a change the server announces refetches that area's queries in every open tab.
 */
export function useLiveUpdates() {
  const queryClient = useQueryClient()
  const { refetch } = useAuth()
  return useLiveStream({
    onChange: (topic) => void queryClient.invalidateQueries({ queryKey: QUERIES_OF[topic] }),
    // The session ended on the server: reloading it sends the shell to the sign-in page.
    onSignedOut: () => void refetch(),
  })
}

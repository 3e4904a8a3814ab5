import { useUnreadMessageCount } from './api/get-unread-count.ts'

const MAX_SHOWN_COUNT = 99

/** The unread count beside the Messages navigation item; nothing when there is none. */
export function UnreadMessagesBadge() {
  const count = useUnreadMessageCount()
  const unread = count.data ?? 0
  if (unread === 0) return null
  return (
    <span className="ml-auto inline-flex h-6 min-w-6 items-center justify-center rounded-full bg-brand px-1.5 text-xs font-bold text-on-brand tabular">
      {unread > MAX_SHOWN_COUNT ? `${MAX_SHOWN_COUNT}+` : unread}
      <span className="sr-only"> unread</span>
    </span>
  )
}

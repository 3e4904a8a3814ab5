import { useState } from 'react'
import { useNavigate } from 'react-router'
import { Popover } from 'radix-ui'
import { Bell, BellOff } from 'lucide-react'
import type { Notification } from '@petfolk/contract/notifications'
import { cx } from '../../lib/cx.ts'
import { formatTimestamp } from '../../lib/timestamps.ts'
import { listLoadFailed } from '../../lib/use-paged-list.ts'
import { LoadError } from '../../ui/load-error.tsx'
import { LoadMoreButton } from '../../ui/load-more-button.tsx'
import { Skeleton } from '../../ui/skeleton.tsx'
import { useNotifications } from './api/get-notifications.ts'
import { useUnreadNotificationCount } from './api/get-unread-count.ts'
import { useMarkNotificationRead } from './api/mark-notification-read.ts'

/** Counts above this show as "99+". */
const MAX_SHOWN_COUNT = 99

/** The accessible name of the bell: "Notifications" or "Notifications, 2 unread". */
export function bellLabel(unread: number): string {
  return unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'
}

/** The top bar's bell: the unread count, and the list of notifications in a popover. */
export function NotificationBell() {
  const [open, setOpen] = useState(false)
  const count = useUnreadNotificationCount()
  const unread = count.data ?? 0

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        aria-label={bellLabel(unread)}
        className="relative inline-flex size-10 shrink-0 items-center justify-center rounded-control text-fg-muted hover:bg-sunken hover:text-fg sm:size-11"
      >
        <Bell aria-hidden="true" className="size-5" />
        {unread > 0 ? (
          <span
            aria-hidden="true"
            className="absolute top-1 right-0.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-danger px-1 text-xs font-bold text-on-danger tabular"
          >
            {unread > MAX_SHOWN_COUNT ? `${MAX_SHOWN_COUNT}+` : unread}
          </span>
        ) : null}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          aria-label="Notifications"
          className="z-50 flex max-h-[min(32rem,calc(100dvh-5rem))] w-[min(24rem,calc(100vw-1rem))] flex-col overflow-hidden rounded-card border border-line bg-surface text-fg shadow-raised data-[state=open]:animate-pop-in"
        >
          <div className="flex items-center justify-between gap-3 border-b border-line px-4 py-3">
            <h2 className="text-lg font-bold">Notifications</h2>
            {unread > 0 ? (
              <span className="text-sm text-fg-muted">
                <span className="tabular">{unread}</span> unread
              </span>
            ) : null}
          </div>
          {open ? <NotificationList onDone={() => setOpen(false)} /> : null}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  )
}

function NotificationList({ onDone }: { onDone: () => void }) {
  const notifications = useNotifications()
  const markRead = useMarkNotificationRead()
  const navigate = useNavigate()

  const pick = (notification: Notification) => {
    if (!notification.is_read) markRead.mutate(notification.id)
    onDone()
    if (notification.link) void navigate(notification.link)
  }

  if (notifications.isPending) {
    return (
      <div aria-busy="true" className="flex flex-col gap-2 p-4">
        <Skeleton className="h-14" />
        <Skeleton className="h-14" />
      </div>
    )
  }
  if (listLoadFailed(notifications)) {
    return (
      <LoadError variant="panel" className="p-4" error={notifications.error} onRetry={() => void notifications.refetch()} />
    )
  }
  const list = notifications.data ?? []
  if (list.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 px-4 py-8 text-center text-fg-muted">
        <BellOff aria-hidden="true" className="size-6" />
        <p>No notifications yet. Lost-pet alerts for your area will appear here.</p>
      </div>
    )
  }
  return (
    <div className="flex flex-col overflow-y-auto">
      <ul className="flex flex-col">
        {list.map((notification) => (
          <li key={notification.id} className="border-b border-line last:border-b-0">
            <button
              type="button"
              onClick={() => pick(notification)}
              className={cx(
                'flex w-full gap-3 px-4 py-3 text-left transition-colors hover:bg-sunken',
                !notification.is_read && 'bg-brand-soft',
              )}
            >
              <span
                aria-hidden="true"
                className={cx('mt-2 size-2 shrink-0 rounded-full', notification.is_read ? 'bg-transparent' : 'bg-brand')}
              />
              <span className="flex min-w-0 flex-col gap-0.5">
                <span className={cx('wrap-anywhere', notification.is_read ? 'font-semibold' : 'font-bold')}>
                  {notification.title}
                  {notification.is_read ? null : <span className="sr-only"> (unread)</span>}
                </span>
                <span className="line-clamp-2 text-sm text-fg-muted">{notification.body}</span>
                <span className="text-xs text-fg-muted">{formatTimestamp(notification.created_at)}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      <LoadMoreButton query={notifications} className="border-t border-line p-3 empty:hidden" />
    </div>
  )
}

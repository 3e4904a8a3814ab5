import { useMutation, useQueryClient } from '@tanstack/react-query'
import { notificationEndpoints, type Notification } from '@petfolk/contract/notifications'
import { api } from '../../../lib/api.ts'
import { updatePagedItems } from '../../../lib/use-paged-list.ts'
import { notificationsListQueryKey, notificationsQueryKey } from '../query-keys.ts'

export async function markNotificationRead(id: number): Promise<void> {
  await api.call(notificationEndpoints.markRead, { params: { id } })
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: markNotificationRead,
    onMutate: (id) => {
      // The list shows it read at once; the count follows from the server.
      updatePagedItems<Notification>(queryClient, notificationsListQueryKey, (items) =>
        items.map((n) => (n.id === id ? { ...n, is_read: true } : n)),
      )
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  })
}

import { useMutation, useQueryClient } from '@tanstack/react-query'
import { messageEndpoints, type DirectMessage } from '@petfolk/contract/messages'
import { api } from '../../../lib/api.ts'
import { updatePagedItems } from '../../../lib/use-paged-list.ts'
import { messagesListQueryKey, messagesQueryKey } from '../query-keys.ts'

/** Only the receiver can mark a message read. */
export function markMessageRead(id: number): Promise<DirectMessage> {
  return api.call(messageEndpoints.markRead, { params: { id } })
}

export function useMarkMessageRead() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: markMessageRead,
    onSuccess: (message) => {
      updatePagedItems<DirectMessage>(queryClient, messagesListQueryKey, (items) =>
        items.map((m) => (m.id === message.id ? message : m)),
      )
      return queryClient.invalidateQueries({ queryKey: messagesQueryKey })
    },
  })
}

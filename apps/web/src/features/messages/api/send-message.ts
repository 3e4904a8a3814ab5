import { useMutation, useQueryClient } from '@tanstack/react-query'
import { messageEndpoints, type DirectMessage, type MessageInput } from '@petfolk/contract/messages'
import { api } from '../../../lib/api.ts'
import { messagesListQueryKey } from '../query-keys.ts'

/** To a user id (a reply) or to a name or e-mail the server resolves to one member. */
export function sendMessage(input: MessageInput): Promise<DirectMessage> {
  return api.call(messageEndpoints.send, { body: input })
}

export function useSendMessage() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagesListQueryKey }),
  })
}

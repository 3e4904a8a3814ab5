import { messageEndpoints, type DirectMessage } from '@petfolk/contract/messages'
import { api, type Page } from '../../../lib/api.ts'
import { usePagedList } from '../../../lib/use-paged-list.ts'
import { messagesListQueryKey } from '../query-keys.ts'

/** One page of the messages this person sent or received, newest first. */
export function fetchMessagesPage(cursor: string | null, signal?: AbortSignal): Promise<Page<DirectMessage>> {
  return api.page(messageEndpoints.list, { cursor, signal })
}

/** `data` holds every loaded message; `fetchNextPage` loads older ones. */
export function useMessages() {
  return usePagedList({ queryKey: messagesListQueryKey, fetchPage: fetchMessagesPage })
}

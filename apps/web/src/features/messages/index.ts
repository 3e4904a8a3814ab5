/** What other features may use of messages: its query keys, so they invalidate its data by name, never by writing the strings again. */
export { messagesQueryKey, messagesListQueryKey } from './query-keys.ts'

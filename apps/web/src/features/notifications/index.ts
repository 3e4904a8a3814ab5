/** What other features may use of notifications: its query keys, so they invalidate its data by name, never by writing the strings again. */
export { notificationsQueryKey, notificationsListQueryKey } from './query-keys.ts'

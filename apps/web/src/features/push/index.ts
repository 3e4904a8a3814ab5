/** What other features may use of push: its query keys, so they invalidate its data by name, never by writing the strings again. */
export { deviceAlertsQueryKey } from './query-keys.ts'

/** What other features may use of dashboard: its query keys, so they invalidate its data by name, never by writing the strings again. */
export { dashboardQueryKey } from './query-keys.ts'

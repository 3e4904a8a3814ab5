/** What other features may use of appointments: its query keys, so they invalidate its data by name, never by writing the strings again. */
export { appointmentsQueryKey } from './query-keys.ts'

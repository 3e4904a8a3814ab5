/** What other features may use of directory: its query keys, so they invalidate its data by name, never by writing the strings again. */
export { directoryQueryKey, userLocationQueryKey, sessionLocationQueryKey } from './query-keys.ts'

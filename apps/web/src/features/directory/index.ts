/** What other features may use of directory: its query keys, so they invalidate its data by name, never by writing the strings again. */
export { directoryQueryKey } from './api/get-businesses.ts'
export { userLocationQueryKey, sessionLocationQueryKey } from './api/get-user-location.ts'

/** What other features may use of vendors: its query keys, so they invalidate its data by name, never by writing the strings again. */
export { vendorsQueryKey } from './query-keys.ts'

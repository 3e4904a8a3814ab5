/** What other features may use of health records: its query keys, so they invalidate its data by name, never by writing the strings again. */
export { healthRecordsQueryKey, shareLinksQueryKey } from './query-keys.ts'

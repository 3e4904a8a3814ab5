/** What other features may use of medical records: its query keys, so they invalidate its data by name, never by writing the strings again. */
export { medicalRecordsQueryKey } from './query-keys.ts'

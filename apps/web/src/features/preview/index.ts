/** What other features may use of preview: its query keys, so they invalidate its data by name, never by writing the strings again. */
export { previewQueryKey } from './query-keys.ts'

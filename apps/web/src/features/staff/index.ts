/** What other staff features may use: the staff area's query keys, to refresh the overview after a decision. */
export { staffOverviewQueryKey, staffQueryKey } from './query-keys.ts'

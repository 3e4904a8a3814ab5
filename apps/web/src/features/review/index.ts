/** What other features may use of the review queue: its cache keys, to refresh it by name. */
export { reviewQueryKey } from './query-keys.ts'

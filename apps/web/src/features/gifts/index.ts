/** What other features may use of gifts: its query keys, so they invalidate its data by name, never by writing the strings again. */
export { giftsQueryKey, giftTransactionsQueryKey } from './query-keys.ts'

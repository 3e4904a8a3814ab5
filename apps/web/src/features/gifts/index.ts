/** What other features may use of gifts: its query keys, so they invalidate its data by name, never by writing the strings again. */
export { giftsQueryKey } from './api/get-gift-products.ts'
export { giftTransactionsQueryKey } from './api/get-gift-transactions.ts'

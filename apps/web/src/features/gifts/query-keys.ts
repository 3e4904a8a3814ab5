/** The keys this area's data is cached under; other areas import them from index.ts. */
export const giftsQueryKey = ['gifts'] as const
export const giftTransactionsQueryKey = [...giftsQueryKey, 'transactions'] as const

import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { MAX_PAGE_SIZE } from '@petfolk/contract/pagination'
import { giftTransactionSchema, type GiftTransaction } from '@petfolk/contract/gifts'
import { api } from '../../../lib/api.ts'
import { giftsQueryKey } from './get-gift-products.ts'

export type GiftDirection = 'sent' | 'received'

/** Gifts I sent, or gifts sent to me, newest first. */
export function fetchGiftTransactions(type: GiftDirection, signal?: AbortSignal): Promise<GiftTransaction[]> {
  return api.get(`/api/gift-transactions?type=${type}&limit=${MAX_PAGE_SIZE}`, { schema: z.array(giftTransactionSchema), signal })
}

export const giftTransactionsQueryKey = [...giftsQueryKey, 'transactions'] as const

export function giftTransactionsQueryOptions(type: GiftDirection) {
  return queryOptions({
    queryKey: [...giftTransactionsQueryKey, type],
    queryFn: ({ signal }) => fetchGiftTransactions(type, signal),
  })
}

export function useGiftTransactions(type: GiftDirection) {
  return useQuery(giftTransactionsQueryOptions(type))
}

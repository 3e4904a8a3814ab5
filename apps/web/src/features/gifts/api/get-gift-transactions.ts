import { giftEndpoints, type GiftTransaction } from '@petfolk/contract/gifts'
import { api, type Page } from '../../../lib/api.ts'
import { usePagedList } from '../../../lib/use-paged-list.ts'
import { giftTransactionsQueryKey } from '../query-keys.ts'

export type GiftDirection = 'sent' | 'received'

/** One page of the gifts I sent, or gifts sent to me, newest first. */
export function fetchGiftTransactionsPage(type: GiftDirection, cursor: string | null, signal?: AbortSignal): Promise<Page<GiftTransaction>> {
  return api.page(giftEndpoints.transactions, { query: { type }, cursor, signal })
}

/** `data` holds every loaded gift; `fetchNextPage` loads older ones. */
export function useGiftTransactions(type: GiftDirection) {
  return usePagedList({
    queryKey: [...giftTransactionsQueryKey, type],
    fetchPage: (cursor, signal) => fetchGiftTransactionsPage(type, cursor, signal),
  })
}

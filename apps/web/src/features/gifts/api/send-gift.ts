import { useMutation, useQueryClient } from '@tanstack/react-query'
import { giftEndpoints, type GiftInput, type GiftTransaction } from '@petfolk/contract/gifts'
import { api } from '../../../lib/api.ts'
import { giftTransactionsQueryKey } from '../query-keys.ts'

/** Sends a gift to a member named by e-mail or name; the server prices it and notifies the receiver. */
export function sendGift(input: GiftInput): Promise<GiftTransaction> {
  return api.call(giftEndpoints.send, { body: input })
}

export function useSendGift() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: sendGift,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: giftTransactionsQueryKey }),
  })
}

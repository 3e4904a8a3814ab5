import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { merchandiseEndpoints, type CheckoutAnswer, type checkoutInputSchema } from '@petfolk/contract/merchandise'
import { api } from '../../../lib/api.ts'
import { ordersQueryKey } from '../query-keys.ts'

export type CheckoutInput = z.input<typeof checkoutInputSchema>

/** Places the cart as one order waiting for payment; the answer says where to pay for it. */
export function checkout(input: CheckoutInput): Promise<CheckoutAnswer> {
  return api.call(merchandiseEndpoints.checkout, { body: input })
}

export function useCheckout() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: checkout,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersQueryKey }),
  })
}

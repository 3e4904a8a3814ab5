import { useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { customOrderSchema, type CustomOrder, type checkoutInputSchema } from '@petfolk/contract/merchandise'
import { api } from '../../../lib/api.ts'
import { ordersQueryKey } from './get-orders.ts'

export type CheckoutInput = z.input<typeof checkoutInputSchema>

/** Places the cart as orders waiting for payment (there is no payment provider in this release). */
export function checkout(input: CheckoutInput): Promise<CustomOrder[]> {
  return api.post('/api/merchandise-orders/checkout', input, { schema: z.array(customOrderSchema) })
}

export function useCheckout() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: checkout,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersQueryKey }),
  })
}

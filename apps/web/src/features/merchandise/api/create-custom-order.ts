import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { customOrderSchema, type CustomOrder, type customOrderInputSchema } from '@petfolk/contract/merchandise'
import { api } from '../../../lib/api.ts'
import { ordersQueryKey } from './get-orders.ts'

/** Price and the customer's name and e-mail are set by the server, so none are sent. */
export type CustomOrderInput = Pick<
  z.input<typeof customOrderInputSchema>,
  'product_id' | 'pet_id' | 'custom_text' | 'selected_size' | 'selected_color' | 'quantity' | 'customization_details' | 'pet_photo_url'
>

export function createCustomOrder(input: CustomOrderInput): Promise<CustomOrder> {
  return api.post('/api/custom-merchandise-orders', input, { schema: customOrderSchema })
}

export function useCreateCustomOrder() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createCustomOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersQueryKey }),
  })
}

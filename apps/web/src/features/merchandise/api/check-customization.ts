import { useMutation } from '@tanstack/react-query'
import type { z } from 'zod'
import { merchandiseEndpoints, type OrderItem, type customOrderInputSchema } from '@petfolk/contract/merchandise'
import { api } from '../../../lib/api.ts'

/** Price and the customer's name and e-mail are set by the server, so none are sent. */
export type CustomizationInput = Pick<
  z.input<typeof customOrderInputSchema>,
  'product_id' | 'pet_id' | 'custom_text' | 'selected_size' | 'selected_color' | 'quantity' | 'customization_details' | 'pet_photo_url'
>

/** The server checks the choices (sizes, colours, the pet is mine) and prices them; it stores nothing. */
export function checkCustomization(input: CustomizationInput): Promise<OrderItem> {
  return api.call(merchandiseEndpoints.checkCustomization, { body: input })
}

export function useCheckCustomization() {
  return useMutation({ mutationFn: checkCustomization })
}

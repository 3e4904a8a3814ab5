import { z } from 'zod'
import { endpoint } from './endpoint.ts'
import { MAX_ID, idSchema, optionalText } from './fields.ts'
import { imageAddressSchema } from './uploads.ts'

export const PRODUCT_TYPES = ['apparel', 'drinkware', 'accessory', 'print', 'other'] as const
export const FIXED_STAR_RATING = 4.8

export const merchandiseCategorySchema = z.object({ id: z.number().int(), name: z.string() })
export type MerchandiseCategory = z.infer<typeof merchandiseCategorySchema>

export const merchandiseProductSchema = z.object({
  id: z.number().int(),
  category_id: z.number().int(),
  name: z.string(),
  description: z.string(),
  image_url: z.string(),
  product_type: z.enum(PRODUCT_TYPES),
  base_price: z.number(),
  is_customizable: z.boolean(),
  material_info: z.string().nullable(),
  /** JSON text arrays, as the spec's entity keeps them. */
  available_sizes: z.string(),
  available_colors: z.string(),
})
export type MerchandiseProduct = z.infer<typeof merchandiseProductSchema>

/** An order exists from checkout on, waiting for payment (there is no payment provider in this release). */
export const ORDER_STATUSES = ['pending_payment'] as const

/** One line of an order: the product as it was bought, with its customisation. */
export const orderItemSchema = z.object({
  product_id: z.number().int().nullable(),
  product_name: z.string(),
  pet_id: z.number().int().nullable(),
  custom_text: z.string().nullable(),
  selected_size: z.string().nullable(),
  selected_color: z.string().nullable(),
  quantity: z.number().int(),
  unit_price: z.number(),
  total_price: z.number(),
})
export type OrderItem = z.infer<typeof orderItemSchema>

export const merchandiseOrderSchema = z.object({
  id: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  items: z.array(orderItemSchema),
  total_price: z.number(),
  shipping_address: z.string().nullable(),
  customer_name: z.string(),
  customer_email: z.string(),
  created_at: z.string(),
})
export type MerchandiseOrder = z.infer<typeof merchandiseOrderSchema>

/**
 * A customisation checked and priced by the server before it goes into the cart; nothing is stored
 * (an order exists only from checkout on). Prices and the customer come from the server; the
 * client's total, name, e-mail and address are never read.
 */
export const customOrderInputSchema = z.strictObject({
  product_id: idSchema,
  pet_id: idSchema.nullish(),
  customization_details: optionalText('Customization details', 1000),
  custom_text: optionalText('Custom text', 60),
  selected_size: optionalText('Size', 20),
  selected_color: optionalText('Color', 40),
  quantity: z.number({ error: 'Quantity must be a number.' }).int().min(1, 'Quantity must be at least 1.').max(99).default(1),
  pet_photo_url: imageAddressSchema('Pet photo'),
  total_price: z.number().optional(),
  customer_name: z.string().optional(),
  customer_email: z.string().optional(),
  shipping_address: z.string().max(500).optional(),
})

export const checkoutInputSchema = z.strictObject({
  items: z
    .array(
      z.strictObject({
        product_id: idSchema,
        quantity: z.number().int().min(1).max(99),
        selected_size: optionalText('Size', 20),
        selected_color: optionalText('Color', 40),
        custom_text: optionalText('Custom text', 60),
        customization_details: optionalText('Customization details', 1000),
        pet_id: idSchema.nullish(),
        pet_photo_url: imageAddressSchema('Pet photo'),
      }),
    )
    .min(1, 'Your cart is empty.')
    .max(50),
  shipping_address: z.string().trim().min(5, 'Enter a shipping address.').max(500),
})

/** One category's products, or every product. */
export const merchandiseProductQuerySchema = z.object({
  category: z.coerce.number().int().positive('category must be a category id.').max(MAX_ID, 'category must be a category id.').optional(),
})

export const merchandiseEndpoints = {
  categories: endpoint({
    method: 'GET',
    path: '/api/merchandise-categories',
    summary: 'The merchandise categories.',
    access: 'signed-in',
    answers: { 200: z.array(merchandiseCategorySchema) },
  }),
  products: endpoint({
    method: 'GET',
    path: '/api/merchandise-products',
    summary: "Every product, or one category's.",
    access: 'signed-in',
    query: merchandiseProductQuerySchema,
    answers: { 200: z.array(merchandiseProductSchema) },
  }),
  checkCustomization: endpoint({
    method: 'POST',
    path: '/api/custom-merchandise-orders',
    summary: 'Checks and prices a customisation before it goes into the cart; stores nothing.',
    access: 'signed-in',
    body: customOrderInputSchema,
    answers: { 200: orderItemSchema },
  }),
  orders: endpoint({
    method: 'GET',
    path: '/api/merchandise-orders',
    summary: 'My orders, newest first, each with its items.',
    access: 'signed-in',
    answers: { 200: z.array(merchandiseOrderSchema) },
  }),
  checkout: endpoint({
    method: 'POST',
    path: '/api/merchandise-orders/checkout',
    summary: 'Places the whole cart as one order waiting for payment.',
    access: 'signed-in',
    body: checkoutInputSchema,
    answers: { 201: merchandiseOrderSchema },
  }),
} as const

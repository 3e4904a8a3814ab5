import { z } from 'zod'
import { endpoint } from './endpoint.ts'
import { MAX_ID, idSchema, optionalText } from './fields.ts'
import { imageAddressSchema } from './uploads.ts'
import { RATE_RULES } from './rate-rules.ts'

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
  /** JSON text arrays, as the table keeps them. */
  available_sizes: z.string(),
  available_colors: z.string(),
})
export type MerchandiseProduct = z.infer<typeof merchandiseProductSchema>

/**
 * An order exists from checkout on, waiting for payment; paid through Stripe Checkout (or the
 * development payment page where Stripe is not configured), then shipped by staff. It can be
 * cancelled, by staff or by its member, until it ships.
 */
export const ORDER_STATUSES = ['pending_payment', 'paid', 'shipped', 'cancelled'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]
export const orderStatusSchema = z.enum(ORDER_STATUSES, { error: 'Choose pending_payment, paid, shipped or cancelled.' })

/** How each status reads to a member and to staff. */
export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  pending_payment: 'Waiting for payment',
  paid: 'Paid',
  shipped: 'Shipped',
  cancelled: 'Cancelled',
}

/** Whether an order in this status may still be cancelled (it has not shipped). */
export function isCancellable(status: OrderStatus): boolean {
  return status === 'pending_payment' || status === 'paid'
}

/** The sentences of the 409s an impossible change gets. */
export const ORDER_ALREADY_SHIPPED = 'That order has already shipped, so it can no longer be cancelled.'
export const ORDER_ALREADY_CANCELLED = 'That order is already cancelled.'
export const ORDER_NOT_WAITING_FOR_PAYMENT = 'That order is not waiting for payment.'
export const ORDER_NOT_PAID = 'Only a paid order can be shipped.'
export const TRACKING_NOTE_MAX = 300

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
  paid_at: z.string().nullable(),
  shipped_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  /** What staff wrote when it shipped: a carrier and tracking number, say. */
  tracking_note: z.string().nullable(),
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

/** Where the member goes to pay: Stripe Checkout, or the development payment page. */
export const paymentStartSchema = z.object({ payment_url: z.string() })
export type PaymentStart = z.infer<typeof paymentStartSchema>

export const checkoutAnswerSchema = merchandiseOrderSchema.extend(paymentStartSchema.shape)
export type CheckoutAnswer = z.infer<typeof checkoutAnswerSchema>

/** Which way this server takes payments (the web shows the development page only for 'development'). */
export const paymentOptionsSchema = z.object({ provider: z.enum(['stripe', 'development']) })

/** Staff's list of orders: one status, or every order. */
export const staffOrderQuerySchema = z.object({ status: orderStatusSchema.optional() })
export type StaffOrderQuery = z.input<typeof staffOrderQuerySchema>

/** A staff change of an order's status; shipping takes a tracking note. */
export const staffOrderStatusSchema = z.discriminatedUnion(
  'status',
  [
    z.strictObject({ status: z.literal('paid') }),
    z.strictObject({
      status: z.literal('shipped'),
      tracking_note: z
        .string({ error: 'Add a tracking note: the carrier and tracking number, say.' })
        .trim()
        .min(1, 'Add a tracking note: the carrier and tracking number, say.')
        .max(TRACKING_NOTE_MAX, `Keep the tracking note to ${TRACKING_NOTE_MAX} characters.`),
    }),
    z.strictObject({ status: z.literal('cancelled') }),
  ],
  { error: 'Choose paid, shipped or cancelled.' },
)
export type StaffOrderStatusInput = z.input<typeof staffOrderStatusSchema>

/** Stripe's webhook answer. */
export const webhookAnswerSchema = z.object({ received: z.boolean() })

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
    example: { query: { category: '1' } },
    query: merchandiseProductQuerySchema,
    answers: { 200: z.array(merchandiseProductSchema) },
  }),
  checkCustomization: endpoint({
    method: 'POST',
    path: '/api/custom-merchandise-orders',
    summary: 'Checks and prices a customisation before it goes into the cart; stores nothing.',
    access: 'signed-in',
    example: { body: { product_id: 1, quantity: 1, pet_id: 1 }, refs: { pet_id: 'pet' } },
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
    summary: 'Places the whole cart as one order waiting for payment, and says where to pay for it.',
    access: 'signed-in',
    example: { body: { items: [{ product_id: 1, quantity: 1 }], shipping_address: '1 Main St, Austin TX 78704' } },
    body: checkoutInputSchema,
    answers: { 201: checkoutAnswerSchema },
    errors: [503],
  }),
  paymentOptions: endpoint({
    method: 'GET',
    path: '/api/merchandise-orders/payment-options',
    summary: 'Which way this server takes payments: Stripe, or the development payment page.',
    access: 'signed-in',
    answers: { 200: paymentOptionsSchema },
  }),
  startPayment: endpoint({
    method: 'POST',
    path: '/api/merchandise-orders/:id/payment',
    summary: 'Says where to pay for one of my orders that is waiting for payment.',
    access: 'signed-in',
    rows: { id: 'order' },
    answers: { 200: paymentStartSchema },
    errors: [409, 503],
  }),
  devPayment: endpoint({
    method: 'POST',
    path: '/api/merchandise-orders/:id/development-payment',
    summary: 'Marks one of my orders paid without any money moving (only where Stripe is not configured).',
    access: 'signed-in',
    rows: { id: 'order' },
    answers: { 200: merchandiseOrderSchema },
    errors: [409],
  }),
  cancel: endpoint({
    method: 'POST',
    path: '/api/merchandise-orders/:id/cancel',
    summary: 'Cancels one of my orders that has not shipped.',
    access: 'signed-in',
    rows: { id: 'order' },
    answers: { 200: merchandiseOrderSchema },
    errors: [409],
    rate: RATE_RULES.staffAction,
  }),
} as const

export const paymentEndpoints = {
  stripeWebhook: endpoint({
    method: 'POST',
    path: '/api/payments/stripe/webhook',
    summary: "Stripe's events (signed with STRIPE_WEBHOOK_SECRET): a completed Checkout marks its order paid.",
    access: 'public',
    answers: { 200: webhookAnswerSchema },
    errors: [400, 413],
  }),
} as const

export const staffOrderEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/orders',
    summary: 'Merchandise orders, one status or all, newest first (staff).',
    access: 'staff',
    example: { query: { status: 'paid', limit: '10' } },
    query: staffOrderQuerySchema,
    paged: true,
    answers: { 200: z.array(merchandiseOrderSchema) },
  }),
  changeStatus: endpoint({
    method: 'PUT',
    path: '/api/admin/orders/:id/status',
    summary: 'Marks an order paid, shipped (with a tracking note) or cancelled (staff); the audit log records it.',
    access: 'staff',
    rows: { id: 'order' },
    example: { body: { status: 'shipped', tracking_note: 'UPS 1Z999AA10123456784' } },
    body: staffOrderStatusSchema,
    answers: { 200: merchandiseOrderSchema },
    errors: [409],
    rate: RATE_RULES.staffAction,
  }),
} as const

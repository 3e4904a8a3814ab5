import { z } from 'zod'
import { endpoint } from './endpoint.ts'
import { RATE_RULES } from './rate-rules.ts'
import { choicesError, idSchema, optionalText } from './fields.ts'

export const GIFT_CATEGORIES = ['toys', 'treats', 'beds', 'feeding', 'accessories', 'subscription', 'special'] as const
export const GIFT_SPECIES = ['dog', 'cat', 'bird', 'fish'] as const
/** How members see the categories and species, on the cards, in the filters and in errors. */
export const GIFT_CATEGORY_LABELS: Record<(typeof GIFT_CATEGORIES)[number], string> = {
  toys: 'Toys',
  treats: 'Treats',
  beds: 'Beds',
  feeding: 'Feeding',
  accessories: 'Accessories',
  subscription: 'Subscription',
  special: 'Special',
}
export const GIFT_SPECIES_LABELS: Record<(typeof GIFT_SPECIES)[number], string> = {
  dog: 'Dogs',
  cat: 'Cats',
  bird: 'Birds',
  fish: 'Fish',
}
/** Products for every species carry this value and match every species filter. */
export const ALL_SPECIES = 'all'

export const giftProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  category: z.enum(GIFT_CATEGORIES),
  species: z.string(),
  image_url: z.string(),
  vendor_name: z.string(),
  vendor_logo: z.string().nullable(),
  price: z.number(),
})
export type GiftProduct = z.infer<typeof giftProductSchema>

export const giftProductQuerySchema = z.object({
  category: z
    .union([z.enum(GIFT_CATEGORIES), z.literal('all')], { error: choicesError('Category', { all: 'All Categories', ...GIFT_CATEGORY_LABELS }) })
    .default('all'),
  species: z.union([z.enum(GIFT_SPECIES), z.literal('all')], { error: choicesError('Species', { all: 'All Pets', ...GIFT_SPECIES_LABELS }) }).default('all'),
})

export const giftTransactionSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int().nullable(),
  product_name: z.string(),
  product_image: z.string().nullable(),
  quantity: z.number().int(),
  total_amount: z.number(),
  sender_id: z.number().int(),
  receiver_id: z.number().int(),
  sender_name: z.string(),
  receiver_name: z.string(),
  /** Handles without the `@`; null only for a member who has none yet. */
  sender_handle: z.string().nullable(),
  receiver_handle: z.string().nullable(),
  pet_name: z.string().nullable(),
  vendor_name: z.string(),
  gift_message: z.string().nullable(),
  created_at: z.string(),
})
export type GiftTransaction = z.infer<typeof giftTransactionSchema>

/**
 * One of the recipient's pets as the sender may see it while choosing a gift: id and name, nothing
 * else about the pet or its owner.
 */
export const giftRecipientPetSchema = z.object({ id: z.number().int(), name: z.string() })
export type GiftRecipientPet = z.infer<typeof giftRecipientPetSchema>

/** The total is computed on the server from the product's price; a client's total is never read. */
export const giftInputSchema = z
  .strictObject({
    product_id: idSchema,
    receiver_id: idSchema.optional(),
    /** A member's handle (a leading @ allowed); never an e-mail or name. */
    recipient: z.string().trim().min(1).max(254).optional(),
    recipient_pet_id: idSchema.nullish(),
    quantity: z.number({ error: 'Quantity must be a number.' }).int('Quantity must be a whole number.').min(1, 'Quantity must be at least 1.').max(99, 'Quantity must be at most 99.').default(1),
    gift_message: optionalText('Gift message', 500),
    /** Accepted from older clients and ignored: the server prices every gift itself. */
    total_amount: z.number().optional(),
    price: z.number().optional(),
  })
  .refine((g) => g.receiver_id !== undefined || g.recipient !== undefined, { message: 'Choose who the gift is for.', path: ['receiver_id'] })
export type GiftInput = z.input<typeof giftInputSchema>

/** Which side of my gifts to list; not strict, because the page's `limit` and `cursor` come with it. */
export const giftTransactionQuerySchema = z.object({
  type: z.enum(['sent', 'received'], { error: 'type must be sent or received.' }).default('sent'),
})

export const giftEndpoints = {
  products: endpoint({
    method: 'GET',
    path: '/api/gift-products',
    summary: "The gift catalog for a category and species ('all' products match every species).",
    access: 'signed-in',
    example: { query: { category: 'toys', species: 'dog' } },
    query: giftProductQuerySchema,
    answers: { 200: z.array(giftProductSchema) },
  }),
  transactions: endpoint({
    method: 'GET',
    path: '/api/gift-transactions',
    summary: 'The gifts I sent, or the gifts sent to me, newest first.',
    access: 'signed-in',
    example: { query: { type: 'received', limit: '5' } },
    query: giftTransactionQuerySchema,
    paged: true,
    answers: { 200: z.array(giftTransactionSchema) },
  }),
  send: endpoint({
    method: 'POST',
    path: '/api/gift-transactions',
    summary: "Sends a gift, priced from the catalog, and notifies its receiver.",
    access: 'signed-in',
    example: { body: { product_id: 1, receiver_id: 1, quantity: 2, gift_message: 'For Biscuit' }, refs: { receiver_id: 'otherMember' } },
    body: giftInputSchema,
    answers: { 201: giftTransactionSchema },
  }),
  recipientPets: endpoint({
    method: 'GET',
    path: '/api/gift-recipients/:id/pets',
    summary: "A gift recipient's pets, ids and names only, for the gift form's pet choice.",
    access: 'signed-in',
    rows: { id: 'member' },
    answers: { 200: z.array(giftRecipientPetSchema) },
    rate: RATE_RULES.giftRecipientPets,
  }),
} as const

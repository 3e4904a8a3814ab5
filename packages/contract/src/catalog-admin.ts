import { z } from 'zod'
import {
  catalogAnnouncementSchema,
  catalogCareTipSchema,
  catalogGiftProductSchema,
  catalogMerchandiseProductSchema,
  catalogVendorFeatureSchema,
} from './catalog.ts'
import { endpoint } from './endpoint.ts'
import { RATE_RULES } from './rate-rules.ts'

/**
 * Staff manage the catalog (issue 29, item 3): vendors, their news, care tips, gifts and
 * merchandise. Each kind's body is the catalog file's row schema, so an import and the API accept
 * exactly the same rows. Retiring hides an item from members and keeps it for the gifts and
 * orders that name it.
 */
export const CATALOG_KINDS = ['vendors', 'news', 'care-tips', 'gifts', 'merchandise'] as const
export type CatalogKind = (typeof CATALOG_KINDS)[number]

/** What staff call each kind, one and many. */
export const CATALOG_KIND_LABELS: Readonly<Record<CatalogKind, { one: string; many: string }>> = {
  vendors: { one: 'vendor', many: 'Vendors' },
  news: { one: 'news item', many: 'Vendor news' },
  'care-tips': { one: 'care tip', many: 'Care tips' },
  gifts: { one: 'gift', many: 'Gifts' },
  merchandise: { one: 'product', many: 'Merchandise' },
}

/** Which items a staff list shows. */
export const CATALOG_SHOW = ['offered', 'retired', 'all'] as const
export const catalogListQuerySchema = z.object({
  show: z.enum(CATALOG_SHOW, { error: 'Choose offered, retired or all.' }).default('offered'),
})
export type CatalogListQuery = z.input<typeof catalogListQuerySchema>

export const catalogRetireSchema = z.strictObject({
  retired: z.boolean({ error: 'Say whether the item is retired (true or false).' }),
})
export type CatalogRetireInput = z.infer<typeof catalogRetireSchema>

/** A row as staff see it: the file's fields, its id, and when it was retired (null while offered). */
function itemSchema<S extends z.ZodObject>(row: S) {
  return row.safeExtend({ id: z.number().int(), retired_at: z.string().nullable() })
}

export const vendorItemSchema = itemSchema(catalogVendorFeatureSchema)
export const newsItemSchema = itemSchema(catalogAnnouncementSchema)
export const careTipItemSchema = itemSchema(catalogCareTipSchema)
export const giftItemSchema = itemSchema(catalogGiftProductSchema)
export const merchandiseItemSchema = itemSchema(catalogMerchandiseProductSchema)

export type VendorInput = z.input<typeof catalogVendorFeatureSchema>
export type NewsInput = z.input<typeof catalogAnnouncementSchema>
export type CareTipInput = z.input<typeof catalogCareTipSchema>
export type GiftInput = z.input<typeof catalogGiftProductSchema>
export type MerchandiseInput = z.input<typeof catalogMerchandiseProductSchema>
export type VendorItem = z.infer<typeof vendorItemSchema>
export type NewsItem = z.infer<typeof newsItemSchema>
export type CareTipItem = z.infer<typeof careTipItemSchema>
export type GiftItem = z.infer<typeof giftItemSchema>
export type MerchandiseItem = z.infer<typeof merchandiseItemSchema>

/** The sentence for a picture that is not the staff member's own upload. */
export const OWN_PICTURE_ONLY = 'Use a photo you uploaded yourself.'

function kindEndpoints<const K extends CatalogKind, R extends z.ZodObject, I extends z.ZodObject>(kind: K, row: R, item: I) {
  const { one, many } = CATALOG_KIND_LABELS[kind]
  return {
    list: endpoint({
      method: 'GET',
      path: `/api/admin/catalog/${kind}`,
      summary: `${many} in the catalog, offered, retired or all (staff).`,
      access: 'staff',
      query: catalogListQuerySchema,
      answers: { 200: z.array(item) },
    }),
    create: endpoint({
      method: 'POST',
      path: `/api/admin/catalog/${kind}`,
      summary: `Adds a ${one} to the catalog; the audit log records it (staff).`,
      access: 'staff',
      body: row,
      answers: { 201: item },
      rate: RATE_RULES.staffAction,
    }),
    update: endpoint({
      method: 'PUT',
      path: `/api/admin/catalog/${kind}/:id`,
      summary: `Changes a ${one}; the audit log records it (staff).`,
      access: 'staff',
      body: row,
      answers: { 200: item },
      rate: RATE_RULES.staffAction,
    }),
    retire: endpoint({
      method: 'PUT',
      path: `/api/admin/catalog/${kind}/:id/retired`,
      summary: `Retires a ${one} (members no longer see it) or offers it again; the audit log records it (staff).`,
      access: 'staff',
      body: catalogRetireSchema,
      answers: { 200: item },
      rate: RATE_RULES.staffAction,
    }),
  }
}

export const catalogAdminEndpoints = {
  vendors: kindEndpoints('vendors', catalogVendorFeatureSchema, vendorItemSchema),
  news: kindEndpoints('news', catalogAnnouncementSchema, newsItemSchema),
  careTips: kindEndpoints('care-tips', catalogCareTipSchema, careTipItemSchema),
  gifts: kindEndpoints('gifts', catalogGiftProductSchema, giftItemSchema),
  merchandise: kindEndpoints('merchandise', catalogMerchandiseProductSchema, merchandiseItemSchema),
} as const

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

/**
 * A new item, and catalog item 2 of the kind as an edit sends it: an edit keeps the item's own
 * pictures (a new picture must be the staff member's upload), a new item has none or a demo one.
 */
interface KindExamples {
  readonly create: Readonly<Record<string, unknown>>
  readonly update: Readonly<Record<string, unknown>>
}

function kindEndpoints<const K extends CatalogKind, R extends z.ZodObject, I extends z.ZodObject>(kind: K, row: R, item: I, examples: KindExamples) {
  const { one, many } = CATALOG_KIND_LABELS[kind]
  return {
    list: endpoint({
      method: 'GET',
      path: `/api/admin/catalog/${kind}`,
      summary: `${many} in the catalog, offered, retired or all (staff).`,
      access: 'staff',
      query: catalogListQuerySchema,
      example: { query: { show: 'all' } },
      answers: { 200: z.array(item) },
    }),
    create: endpoint({
      method: 'POST',
      path: `/api/admin/catalog/${kind}`,
      summary: `Adds a ${one} to the catalog; the audit log records it (staff).`,
      access: 'staff',
      body: row,
      example: { body: examples.create },
      answers: { 201: item },
      rate: RATE_RULES.staffAction,
    }),
    update: endpoint({
      method: 'PUT',
      path: `/api/admin/catalog/${kind}/:id`,
      summary: `Changes a ${one}; the audit log records it (staff).`,
      access: 'staff',
      rows: { id: 'catalogItem' },
      body: row,
      example: { body: examples.update },
      answers: { 200: item },
      rate: RATE_RULES.staffAction,
    }),
    retire: endpoint({
      method: 'PUT',
      path: `/api/admin/catalog/${kind}/:id/retired`,
      summary: `Retires a ${one} (members no longer see it) or offers it again; the audit log records it (staff).`,
      access: 'staff',
      rows: { id: 'catalogItem' },
      body: catalogRetireSchema,
      example: { body: { retired: false } },
      answers: { 200: item },
      rate: RATE_RULES.staffAction,
    }),
  }
}

const vendorExample = {
  feature_type: 'new_partner',
  title: 'Welcome, Tidewater Aquatics',
  description: 'Twenty years of fishkeeping know-how, from live plants to foods for community tanks.',
  highlight_text: null,
  banner_image_url: null,
  vendor_name: 'Tidewater Aquatics',
  vendor_logo: null,
  vendor_description: 'Healthy tanks made simple.',
  start_days_ago: 3,
}
const newsExample = {
  vendor_name: 'Good Crumb Bakery',
  vendor_logo: null,
  announcement_type: 'promotion',
  title: 'Harvest Biscuit Week: 20% off',
  content: 'Every biscuit bag is 20% off through Sunday.',
  image_url: null,
  external_link: 'https://goodcrumb.example/harvest',
  is_pinned: true,
  days_ago: 4,
}
const careTipExample = {
  title: 'Labradors love food a little too much',
  content: 'Feed measured portions and weigh your Lab once a month.',
  tip_category: 'nutrition',
  species: 'dog',
  breed: 'Labrador Retriever',
  age_range: 'adult',
}
const giftExample = {
  name: 'Squeaky Hedgehog Plush',
  description: 'A soft corduroy hedgehog with a hidden squeaker.',
  category: 'toys',
  species: 'dog',
  image_url: '/demo/gifts/squeaky-hedgehog.svg',
  vendor_name: 'Barkwell Goods',
  vendor_logo: '/demo/vendors/barkwell-goods.svg',
  price: 11.49,
}
const merchandiseExample = {
  category: 'Apparel',
  name: 'Paw Crest Hoodie',
  description: 'A heavyweight pullover hoodie with an embroidered paw crest.',
  image_url: '/demo/merch/paw-hoodie.svg',
  product_type: 'apparel',
  base_price: 54,
  is_customizable: false,
  material_info: '80% cotton, 20% recycled polyester fleece',
  available_sizes: ['S', 'M', 'L', 'XL', 'XXL'],
  available_colors: ['Caramel', 'Forest Green', 'Charcoal'],
}

export const catalogAdminEndpoints = {
  vendors: kindEndpoints('vendors', catalogVendorFeatureSchema, vendorItemSchema, {
    create: vendorExample,
    update: { ...vendorExample, vendor_logo: '/demo/vendors/tidewater-aquatics.svg' },
  }),
  news: kindEndpoints('news', catalogAnnouncementSchema, newsItemSchema, {
    create: newsExample,
    update: { ...newsExample, vendor_logo: '/demo/vendors/good-crumb-bakery.svg', image_url: '/demo/announcements/good-crumb-harvest.svg' },
  }),
  careTips: kindEndpoints('care-tips', catalogCareTipSchema, careTipItemSchema, { create: careTipExample, update: careTipExample }),
  gifts: kindEndpoints('gifts', catalogGiftProductSchema, giftItemSchema, { create: giftExample, update: giftExample }),
  merchandise: kindEndpoints('merchandise', catalogMerchandiseProductSchema, merchandiseItemSchema, { create: merchandiseExample, update: merchandiseExample }),
} as const

import { z } from 'zod'
import { BUSINESS_TYPES } from './directory.ts'
import { TIP_CATEGORIES, PRICING_RANGES } from './demo.ts'
import { GIFT_CATEGORIES } from './gifts.ts'
import { PRODUCT_TYPES } from './merchandise.ts'
import { ANNOUNCEMENT_TYPES, FEATURE_TYPES } from './vendors.ts'
import { isUploadName } from './uploads.ts'
import { SERVICE_BRANCHES, SERVICE_TYPES } from './veterans.ts'

/**
 * The demo catalog and the file format of `npm run catalog -- import file.json`: every section
 * is optional; a section that is present replaces that part of the catalog.
 */
const text = (max: number) => z.string().trim().min(1).max(max)
const optional = (max: number) => z.string().trim().max(max).nullable()
/**
 * Catalog pictures are our own files too: an upload name or one of the demo pictures the web app
 * ships under /demo/. Any other path could name an action (`/api/logout`) and any other host
 * learns who looked.
 */
export const DEMO_PICTURE = /^\/demo\/[a-z0-9-]+\/[a-z0-9-]+\.(?:svg|png|jpg|webp)$/
const picture = z
  .string()
  .max(2048)
  .refine((v) => DEMO_PICTURE.test(v) || isUploadName(v), 'must be an image uploaded to Petfolk or a demo picture under /demo/')
const zip = z.string().regex(/^\d{5}$/, 'must be a 5-digit ZIP code')
const daysAgo = z.number().int().min(0).max(3650)

export const catalogCareTipSchema = z.strictObject({
  title: text(150),
  content: text(3000),
  tip_category: z.enum(TIP_CATEGORIES),
  species: text(40),
  breed: optional(100),
  age_range: optional(40),
})

export const catalogShowcaseSchema = z.strictObject({
  pet_name: text(100),
  breed: optional(100),
  species: text(40),
  story: text(2000),
  pet_photo: picture,
  vote_count: z.number().int().min(0),
  days_ago: daysAgo,
})

export const catalogPhotographerSchema = z.strictObject({
  business_name: text(150),
  photographer_name: text(120),
  city: text(100),
  state: text(50),
  zip_code: zip.nullable(),
  description: optional(2000),
  specialties: optional(300),
  pricing_range: z.enum(PRICING_RANGES).nullable(),
  portfolio_images: z.array(picture).max(20),
  rating: z.number().min(0).max(5),
  review_count: z.number().int().min(0),
  years_experience: z.number().int().min(0).max(80).nullable(),
  website: optional(300),
  phone: optional(40),
  email: optional(254),
  instagram_handle: optional(60),
})

export const catalogBusinessSchema = z.strictObject({
  name: text(150),
  business_type: z.enum(BUSINESS_TYPES),
  description: text(2000),
  address: text(300),
  city: text(100),
  state: text(50),
  zip_code: zip,
  phone: text(40),
  website: text(300),
  rating: z.number().min(0).max(5),
  review_count: z.number().int().min(0),
  /** Offset from the ZIP centroid in degrees [lat, lng], so neighbours do not overlap on a map. */
  offset: z.tuple([z.number().min(-1).max(1), z.number().min(-1).max(1)]),
})

export const catalogGiftProductSchema = z.strictObject({
  name: text(150),
  description: text(2000),
  category: z.enum(GIFT_CATEGORIES),
  species: z.enum(['dog', 'cat', 'bird', 'fish', 'all']),
  image_url: picture,
  vendor_name: text(120),
  vendor_logo: picture.nullable(),
  price: z.number().positive().max(100000),
})

export const catalogVendorFeatureSchema = z.strictObject({
  feature_type: z.enum(FEATURE_TYPES),
  title: text(150),
  description: text(2000),
  highlight_text: optional(200),
  banner_image_url: picture.nullable(),
  vendor_name: text(120),
  vendor_logo: picture.nullable(),
  vendor_description: optional(2000),
  start_days_ago: daysAgo,
})

export const catalogAnnouncementSchema = z.strictObject({
  vendor_name: text(120),
  vendor_logo: picture.nullable(),
  announcement_type: z.enum(ANNOUNCEMENT_TYPES),
  title: text(200),
  content: text(10000),
  image_url: picture.nullable(),
  external_link: z.string().regex(/^https:\/\/\S+$/, 'must be an https address').nullable(),
  is_pinned: z.boolean(),
  days_ago: daysAgo,
})

export const catalogVeteranStorySchema = z.strictObject({
  veteran_name: text(120),
  service_branch: z.enum(SERVICE_BRANCHES),
  service_years: optional(40),
  dog_name: text(80),
  dog_breed: optional(100),
  dog_age: z.number().int().min(0).max(30).nullable(),
  service_type: z.enum(SERVICE_TYPES),
  story_title: text(150),
  story_content: text(10000),
  challenges_helped: optional(3000),
  dog_photo_url: picture,
  is_anonymous: z.boolean(),
  is_featured: z.boolean(),
  is_verified_veteran: z.boolean(),
  days_ago: daysAgo,
})

export const catalogMerchandiseProductSchema = z.strictObject({
  category: text(100),
  name: text(150),
  description: text(2000),
  image_url: picture,
  product_type: z.enum(PRODUCT_TYPES),
  base_price: z.number().positive().max(100000),
  is_customizable: z.boolean(),
  material_info: optional(500),
  available_sizes: z.array(text(20)).max(20),
  available_colors: z.array(text(40)).max(30),
})

export const catalogSchema = z.strictObject({
  care_tips: z.array(catalogCareTipSchema).optional(),
  showcase: z.array(catalogShowcaseSchema).optional(),
  photographers: z.array(catalogPhotographerSchema).optional(),
  businesses: z.array(catalogBusinessSchema).optional(),
  gift_products: z.array(catalogGiftProductSchema).optional(),
  vendor_features: z.array(catalogVendorFeatureSchema).optional(),
  partner_announcements: z.array(catalogAnnouncementSchema).optional(),
  veteran_stories: z.array(catalogVeteranStorySchema).optional(),
  merchandise_categories: z.array(text(100)).optional(),
  merchandise_products: z.array(catalogMerchandiseProductSchema).optional(),
})
export type Catalog = z.infer<typeof catalogSchema>
export type CatalogSection = keyof Catalog

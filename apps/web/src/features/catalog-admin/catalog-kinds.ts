import type { z } from 'zod'
import { Gift, HeartPulse, Megaphone, Shirt, Store, type LucideIcon } from 'lucide-react'
import {
  catalogAnnouncementSchema,
  catalogCareTipSchema,
  catalogGiftProductSchema,
  catalogMerchandiseProductSchema,
  catalogVendorFeatureSchema,
} from '@petfolk/contract/catalog'
import { CATALOG_KIND_LABELS, catalogAdminEndpoints, type CatalogKind } from '@petfolk/contract/catalog-admin'
import { TIP_CATEGORIES } from '@petfolk/contract/demo'
import { GIFT_CATEGORIES } from '@petfolk/contract/gifts'
import { PRODUCT_TYPES } from '@petfolk/contract/merchandise'
import { ANNOUNCEMENT_TYPES, FEATURE_TYPES } from '@petfolk/contract/vendors'

/** An item as the staff list shows it: the catalog file's fields, its id, and when it was retired. */
export type CatalogItem = Record<string, unknown> & { id: number; retired_at: string | null }

export interface Choice {
  value: string
  label: string
}

/** One field of a kind's form; the form keeps every value as text and `toInput` turns it into the row. */
export type FieldSpec = { key: string; label: string; hint?: string; required?: boolean } & (
  | { type: 'text'; max: number }
  | { type: 'textarea'; max: number }
  | { type: 'number'; step: string; min: number; max: number }
  | { type: 'select'; options: readonly Choice[] | 'merchandise-categories' }
  | { type: 'checkbox' }
  /** A list typed as comma-separated words. */
  | { type: 'list' }
  | { type: 'photo' }
)

export interface KindSpec {
  kind: CatalogKind
  one: string
  many: string
  icon: LucideIcon
  schema: z.ZodObject
  endpoints: (typeof catalogAdminEndpoints)[keyof typeof catalogAdminEndpoints]
  fields: readonly FieldSpec[]
  /** The list's heading and second line for an item. */
  title: (item: CatalogItem) => string
  detail: (item: CatalogItem) => string
  /** The field whose picture the list shows, if any. */
  picture: string | null
  /** A new item's starting values. */
  blank: Record<string, string>
}

const humanize = (value: string) => {
  const words = value.replaceAll('_', ' ').replaceAll('-', ' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}
const choices = (values: readonly string[]): Choice[] => values.map((value) => ({ value, label: humanize(value) }))
const SPECIES: Choice[] = [...choices(['dog', 'cat', 'bird', 'fish']), { value: 'all', label: 'All pets' }]
const price = (value: unknown) => `$${Number(value).toFixed(2)}`

export const KIND_SPECS: readonly KindSpec[] = [
  {
    kind: 'vendors',
    icon: Store,
    ...CATALOG_KIND_LABELS.vendors,
    schema: catalogVendorFeatureSchema,
    endpoints: catalogAdminEndpoints.vendors,
    picture: 'banner_image_url',
    title: (item) => String(item.vendor_name),
    detail: (item) => `${humanize(String(item.feature_type))} · ${String(item.title)}`,
    blank: { feature_type: 'featured', start_days_ago: '0' },
    fields: [
      { key: 'vendor_name', label: 'Vendor name', type: 'text', max: 120, required: true },
      { key: 'feature_type', label: 'Feature', type: 'select', options: choices(FEATURE_TYPES), required: true },
      { key: 'title', label: 'Title', type: 'text', max: 150, required: true },
      { key: 'description', label: 'Description', type: 'textarea', max: 2000, required: true },
      { key: 'highlight_text', label: 'Highlight', hint: 'A short line such as “10% off this week”.', type: 'text', max: 200 },
      { key: 'vendor_description', label: 'About the vendor', type: 'textarea', max: 2000 },
      { key: 'start_days_ago', label: 'Started how many days ago', type: 'number', step: '1', min: 0, max: 3650, required: true },
      { key: 'banner_image_url', label: 'Banner photo', type: 'photo' },
      { key: 'vendor_logo', label: 'Logo', type: 'photo' },
    ],
  },
  {
    kind: 'news',
    icon: Megaphone,
    ...CATALOG_KIND_LABELS.news,
    schema: catalogAnnouncementSchema,
    endpoints: catalogAdminEndpoints.news,
    picture: 'image_url',
    title: (item) => String(item.title),
    detail: (item) => `${String(item.vendor_name)} · ${humanize(String(item.announcement_type))}${item.is_pinned ? ' · Pinned' : ''}`,
    blank: { announcement_type: 'update', days_ago: '0' },
    fields: [
      { key: 'vendor_name', label: 'Vendor name', type: 'text', max: 120, required: true },
      { key: 'announcement_type', label: 'Kind of news', type: 'select', options: choices(ANNOUNCEMENT_TYPES), required: true },
      { key: 'title', label: 'Title', type: 'text', max: 200, required: true },
      { key: 'content', label: 'Text', type: 'textarea', max: 10000, required: true },
      { key: 'external_link', label: 'Link', hint: 'An https:// address, if the news has a page of its own.', type: 'text', max: 2048 },
      { key: 'is_pinned', label: 'Pin to the top', type: 'checkbox' },
      { key: 'days_ago', label: 'Posted how many days ago', type: 'number', step: '1', min: 0, max: 3650, required: true },
      { key: 'image_url', label: 'Photo', type: 'photo' },
      { key: 'vendor_logo', label: 'Logo', type: 'photo' },
    ],
  },
  {
    kind: 'care-tips',
    icon: HeartPulse,
    ...CATALOG_KIND_LABELS['care-tips'],
    schema: catalogCareTipSchema,
    endpoints: catalogAdminEndpoints.careTips,
    picture: null,
    title: (item) => String(item.title),
    detail: (item) => [humanize(String(item.tip_category)), humanize(String(item.species)), item.breed, item.age_range].filter(Boolean).map(String).join(' · '),
    blank: { tip_category: 'health', species: 'dog' },
    fields: [
      { key: 'title', label: 'Title', type: 'text', max: 150, required: true },
      { key: 'content', label: 'Tip', type: 'textarea', max: 3000, required: true },
      { key: 'tip_category', label: 'Category', type: 'select', options: choices(TIP_CATEGORIES), required: true },
      { key: 'species', label: 'Species', hint: 'dog, cat, bird… or general for every pet.', type: 'text', max: 40, required: true },
      { key: 'breed', label: 'Breed', hint: 'Only for tips about one breed.', type: 'text', max: 100 },
      { key: 'age_range', label: 'Age range', type: 'select', options: choices(['puppy/kitten', 'young', 'adult', 'senior']) },
    ],
  },
  {
    kind: 'gifts',
    icon: Gift,
    ...CATALOG_KIND_LABELS.gifts,
    schema: catalogGiftProductSchema,
    endpoints: catalogAdminEndpoints.gifts,
    picture: 'image_url',
    title: (item) => String(item.name),
    detail: (item) => `${humanize(String(item.category))} · ${price(item.price)} · ${String(item.vendor_name)}`,
    blank: { category: 'toys', species: 'all' },
    fields: [
      { key: 'name', label: 'Name', type: 'text', max: 150, required: true },
      { key: 'description', label: 'Description', type: 'textarea', max: 2000, required: true },
      { key: 'category', label: 'Category', type: 'select', options: choices(GIFT_CATEGORIES), required: true },
      { key: 'species', label: 'For', type: 'select', options: SPECIES, required: true },
      { key: 'price', label: 'Price (USD)', type: 'number', step: '0.01', min: 0.01, max: 100000, required: true },
      { key: 'vendor_name', label: 'Vendor name', type: 'text', max: 120, required: true },
      { key: 'image_url', label: 'Photo', type: 'photo', required: true },
      { key: 'vendor_logo', label: 'Vendor logo', type: 'photo' },
    ],
  },
  {
    kind: 'merchandise',
    icon: Shirt,
    ...CATALOG_KIND_LABELS.merchandise,
    schema: catalogMerchandiseProductSchema,
    endpoints: catalogAdminEndpoints.merchandise,
    picture: 'image_url',
    title: (item) => String(item.name),
    detail: (item) => `${String(item.category)} · ${price(item.base_price)}`,
    blank: { product_type: 'apparel' },
    fields: [
      { key: 'name', label: 'Name', type: 'text', max: 150, required: true },
      { key: 'description', label: 'Description', type: 'textarea', max: 2000, required: true },
      { key: 'category', label: 'Category', type: 'select', options: 'merchandise-categories', required: true },
      { key: 'product_type', label: 'Product type', type: 'select', options: choices(PRODUCT_TYPES), required: true },
      { key: 'base_price', label: 'Price (USD)', type: 'number', step: '0.01', min: 0.01, max: 100000, required: true },
      { key: 'is_customizable', label: 'Members can add their pet’s photo and text', type: 'checkbox' },
      { key: 'material_info', label: 'Material', type: 'text', max: 500 },
      { key: 'available_sizes', label: 'Sizes', hint: 'Separated by commas: S, M, L.', type: 'list' },
      { key: 'available_colors', label: 'Colors', hint: 'Separated by commas: white, black.', type: 'list' },
      { key: 'image_url', label: 'Photo', type: 'photo', required: true },
    ],
  },
]

export function kindSpec(kind: string | null): KindSpec {
  return KIND_SPECS.find((spec) => spec.kind === kind) ?? (KIND_SPECS[0] as KindSpec)
}

/** An item's values as the form keeps them: text, '' for none. */
export function toValues(spec: KindSpec, item: CatalogItem | null): Record<string, string> {
  const values: Record<string, string> = {}
  for (const field of spec.fields) {
    const value = item ? item[field.key] : undefined
    if (field.type === 'checkbox') values[field.key] = value === true ? 'true' : ''
    else if (field.type === 'list') values[field.key] = Array.isArray(value) ? value.join(', ') : ''
    else values[field.key] = value === null || value === undefined ? (item ? '' : (spec.blank[field.key] ?? '')) : String(value)
  }
  return values
}

/** The row sent to the server: blank optional fields as null, numbers as numbers, lists split at commas. */
export function toInput(spec: KindSpec, values: Record<string, string>): Record<string, unknown> {
  const input: Record<string, unknown> = {}
  for (const field of spec.fields) {
    const text = (values[field.key] ?? '').trim()
    if (field.type === 'checkbox') input[field.key] = text === 'true'
    else if (field.type === 'list')
      input[field.key] = text
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean)
    else if (field.type === 'number') input[field.key] = text === '' ? null : Number(text)
    else input[field.key] = text === '' && !field.required ? null : text
  }
  return input
}

/** The first problem per field, by the same schema the server and the catalog import use. */
export function problemsOf(spec: KindSpec, values: Record<string, string>): Record<string, string> {
  const parsed = spec.schema.safeParse(toInput(spec, values))
  const found: Record<string, string> = {}
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const key = String(issue.path[0] ?? '')
    if (!found[key]) found[key] = friendly(spec, key, issue.message)
  }
  return found
}

function friendly(spec: KindSpec, key: string, message: string): string {
  const field = spec.fields.find((f) => f.key === key)
  if (!field) return message
  if (field.type === 'photo') return `Choose a ${field.label.toLowerCase()}.`
  if (field.type === 'number') return `Enter a number from ${field.min} to ${field.max}.`
  if (/>=1 character|too small/i.test(message) && field.required) return `Enter the ${field.label.toLowerCase()}.`
  if (/too big|<=\d+ character/i.test(message) && (field.type === 'text' || field.type === 'textarea')) return `Keep it to ${field.max} characters.`
  return message
}

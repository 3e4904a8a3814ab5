import type { z } from 'zod'
import type {
  catalogAnnouncementSchema,
  catalogCareTipSchema,
  catalogGiftProductSchema,
  catalogMerchandiseProductSchema,
  catalogVendorFeatureSchema,
} from '@petfolk/contract/catalog'
import type { CatalogKind } from '@petfolk/contract/catalog-admin'
import { ANNOUNCEMENT_TYPES, FEATURE_TYPES } from '@petfolk/contract/vendors'
import { GIFT_CATEGORIES } from '@petfolk/contract/gifts'
import { PRODUCT_TYPES } from '@petfolk/contract/merchandise'
import { TIP_CATEGORIES } from '@petfolk/contract/demo'
import type { Db } from '../../db/database.ts'
import { choiceOf, flag, isSet } from '../../db/row-values.ts'
import { ApiError } from '../../http/errors.ts'

const DAY_MS = 24 * 60 * 60 * 1000

export type VendorRow = z.output<typeof catalogVendorFeatureSchema>
export type NewsRow = z.output<typeof catalogAnnouncementSchema>
export type CareTipRow = z.output<typeof catalogCareTipSchema>
export type GiftRow = z.output<typeof catalogGiftProductSchema>
export type MerchandiseRow = z.output<typeof catalogMerchandiseProductSchema>

type CatalogTable = 'vendor_features' | 'partner_announcements' | 'care_tips' | 'gift_products' | 'merchandise_products'
/** A catalog table's row as the database holds it. */
type DbRow = Record<string, unknown> & { id: number; retired_at: string | null }
export type Item<Row> = Row & { id: number; retired_at: string | null }

interface Context {
  now: Date
  /** Merchandise categories by id (only read for merchandise). */
  categories: Map<number, string>
}

/**
 * One kind of catalog item: its table, how a file row becomes a database row and back, and what
 * the audit log calls it. The file row is the catalog file's (`npm run catalog -- import`).
 */
export interface KindDef<Row extends Record<string, unknown>> {
  kind: CatalogKind
  table: CatalogTable
  /** The audit log's name: actions are catalog.<noun>.create and so on. */
  noun: string
  /** The fields that hold a picture address. */
  pictures: readonly (keyof Row & string)[]
  label(row: Row): string
  order: ReadonlyArray<readonly [string, 'asc' | 'desc']>
  toRow(row: DbRow, ctx: Context): Row
  /** Throws a 400 ApiError for a row the database cannot take (an unknown category). */
  toValues(row: Row, ctx: Context, existing: DbRow | null): Record<string, unknown>
}

const str = (v: unknown) => String(v)
const strOrNull = (v: unknown) => (v === null || v === undefined ? null : String(v))
/** Whole days from `at` to now, as the file counts them (0 … 3650). */
const daysSince = (at: unknown, now: Date) => Math.max(0, Math.min(3650, Math.floor((now.getTime() - Date.parse(String(at))) / DAY_MS)))
const daysAgo = (days: number, now: Date) => new Date(now.getTime() - days * DAY_MS).toISOString()
const list = (text: unknown): string[] => {
  try {
    const value: unknown = JSON.parse(String(text))
    return Array.isArray(value) ? value.map(String) : []
  } catch {
    return []
  }
}

export const vendorKind: KindDef<VendorRow> = {
  kind: 'vendors',
  table: 'vendor_features',
  noun: 'vendor',
  pictures: ['banner_image_url', 'vendor_logo'],
  label: (r) => `${r.vendor_name}: ${r.title}`,
  order: [['start_date', 'desc'], ['id', 'asc']],
  toRow: (r, { now }) => ({
    feature_type: choiceOf(FEATURE_TYPES, str(r.feature_type)),
    title: str(r.title),
    description: str(r.description),
    highlight_text: strOrNull(r.highlight_text),
    banner_image_url: strOrNull(r.banner_image_url),
    vendor_name: str(r.vendor_name),
    vendor_logo: strOrNull(r.vendor_logo),
    vendor_description: strOrNull(r.vendor_description),
    start_days_ago: daysSince(r.start_date, now),
  }),
  toValues: ({ start_days_ago, ...row }, { now }, existing) => ({
    ...row,
    // Unchanged days keep the stored date, so saving a vendor tomorrow does not move its start.
    start_date: existing && daysSince(existing.start_date, now) === start_days_ago ? str(existing.start_date) : daysAgo(start_days_ago, now).slice(0, 10),
  }),
}

export const newsKind: KindDef<NewsRow> = {
  kind: 'news',
  table: 'partner_announcements',
  noun: 'news',
  pictures: ['vendor_logo', 'image_url'],
  label: (r) => `${r.vendor_name}: ${r.title}`,
  order: [['is_pinned', 'desc'], ['created_at', 'desc'], ['id', 'desc']],
  toRow: (r, { now }) => ({
    vendor_name: str(r.vendor_name),
    vendor_logo: strOrNull(r.vendor_logo),
    announcement_type: choiceOf(ANNOUNCEMENT_TYPES, str(r.announcement_type)),
    title: str(r.title),
    content: str(r.content),
    image_url: strOrNull(r.image_url),
    external_link: strOrNull(r.external_link),
    is_pinned: isSet(Number(r.is_pinned)),
    days_ago: daysSince(r.created_at, now),
  }),
  toValues: ({ days_ago, is_pinned, ...row }, { now }, existing) => ({
    ...row,
    is_pinned: flag(is_pinned),
    created_at: existing && daysSince(existing.created_at, now) === days_ago ? str(existing.created_at) : daysAgo(days_ago, now),
  }),
}

export const careTipKind: KindDef<CareTipRow> = {
  kind: 'care-tips',
  table: 'care_tips',
  noun: 'care_tip',
  pictures: [],
  label: (r) => r.title,
  order: [['id', 'asc']],
  toRow: (r) => ({
    title: str(r.title),
    content: str(r.content),
    tip_category: choiceOf(TIP_CATEGORIES, str(r.tip_category)),
    species: str(r.species),
    breed: strOrNull(r.breed),
    age_range: strOrNull(r.age_range),
  }),
  toValues: (row, { now }, existing) => ({ ...row, created_at: existing ? str(existing.created_at) : now.toISOString() }),
}

const GIFT_SPECIES = ['dog', 'cat', 'bird', 'fish', 'all'] as const

export const giftKind: KindDef<GiftRow> = {
  kind: 'gifts',
  table: 'gift_products',
  noun: 'gift',
  pictures: ['image_url', 'vendor_logo'],
  label: (r) => r.name,
  order: [['category', 'asc'], ['id', 'asc']],
  toRow: (r) => ({
    name: str(r.name),
    description: str(r.description),
    category: choiceOf(GIFT_CATEGORIES, str(r.category)),
    species: choiceOf(GIFT_SPECIES, str(r.species)),
    image_url: str(r.image_url),
    vendor_name: str(r.vendor_name),
    vendor_logo: strOrNull(r.vendor_logo),
    price: Number(r.price),
  }),
  toValues: (row) => ({ ...row }),
}

export const merchandiseKind: KindDef<MerchandiseRow> = {
  kind: 'merchandise',
  table: 'merchandise_products',
  noun: 'merchandise',
  pictures: ['image_url'],
  label: (r) => r.name,
  order: [['category_id', 'asc'], ['id', 'asc']],
  toRow: (r, { categories }) => ({
    category: categories.get(Number(r.category_id)) ?? '',
    name: str(r.name),
    description: str(r.description),
    image_url: str(r.image_url),
    product_type: choiceOf(PRODUCT_TYPES, str(r.product_type)),
    base_price: Number(r.base_price),
    is_customizable: isSet(Number(r.is_customizable)),
    material_info: strOrNull(r.material_info),
    available_sizes: list(r.available_sizes),
    available_colors: list(r.available_colors),
  }),
  toValues: ({ category, is_customizable, available_sizes, available_colors, ...row }, { categories }) => {
    const categoryId = [...categories].find(([, name]) => name === category)?.[0]
    if (categoryId === undefined) throw new ApiError(400, `category: There is no merchandise category called “${category}”.`)
    return { ...row, category_id: categoryId, is_customizable: flag(is_customizable), available_sizes: JSON.stringify(available_sizes), available_colors: JSON.stringify(available_colors) }
  },
}

async function contextFor(db: Db, def: { table: CatalogTable }, now: Date): Promise<Context> {
  if (def.table !== 'merchandise_products') return { now, categories: new Map() }
  const rows = await db.selectFrom('merchandise_categories').select(['id', 'name']).execute()
  return { now, categories: new Map(rows.map((r) => [r.id, r.name])) }
}

// Kysely types each table's rows; the kinds share one shape of query, so it is written once for 'care_tips' and cast.
const tableOf = (def: { table: CatalogTable }) => def.table as 'care_tips'

function toItem<Row extends Record<string, unknown>>(def: KindDef<Row>, row: DbRow, ctx: Context): Item<Row> {
  return { id: row.id, ...def.toRow(row, ctx), retired_at: row.retired_at }
}

export async function listItems<Row extends Record<string, unknown>>(db: Db, def: KindDef<Row>, show: 'offered' | 'retired' | 'all', now: Date): Promise<Item<Row>[]> {
  let query = db.selectFrom(tableOf(def)).selectAll()
  if (show === 'offered') query = query.where('retired_at', 'is', null)
  if (show === 'retired') query = query.where('retired_at', 'is not', null)
  for (const [column, direction] of def.order) query = query.orderBy(column as 'id', direction)
  const rows = (await query.limit(1000).execute()) as unknown as DbRow[]
  const ctx = await contextFor(db, def, now)
  return rows.map((row) => toItem(def, row, ctx))
}

export async function findRow(db: Db, def: { table: CatalogTable }, id: number): Promise<DbRow | undefined> {
  return (await db.selectFrom(tableOf(def)).selectAll().where('id', '=', id).executeTakeFirst()) as unknown as DbRow | undefined
}

export async function findItem<Row extends Record<string, unknown>>(db: Db, def: KindDef<Row>, id: number, now: Date): Promise<Item<Row> | undefined> {
  const row = await findRow(db, def, id)
  return row && toItem(def, row, await contextFor(db, def, now))
}

/** The file row of an existing item, for comparing with a change. */
export async function rowOf<Row extends Record<string, unknown>>(db: Db, def: KindDef<Row>, row: DbRow, now: Date): Promise<Row> {
  return def.toRow(row, await contextFor(db, def, now))
}

export async function insertItem<Row extends Record<string, unknown>>(db: Db, def: KindDef<Row>, row: Row, now: Date): Promise<number> {
  const values = def.toValues(row, await contextFor(db, def, now), null)
  const inserted = await db
    .insertInto(tableOf(def))
    .values(values as never)
    .returning('id')
    .executeTakeFirstOrThrow()
  return inserted.id
}

export async function updateItem<Row extends Record<string, unknown>>(db: Db, def: KindDef<Row>, existing: DbRow, row: Row, now: Date): Promise<void> {
  const values = def.toValues(row, await contextFor(db, def, now), existing)
  await db
    .updateTable(tableOf(def))
    .set(values as never)
    .where('id', '=', existing.id)
    .execute()
}

export async function setRetired(db: Db, def: { table: CatalogTable }, id: number, retiredAt: string | null): Promise<void> {
  await db.updateTable(tableOf(def)).set({ retired_at: retiredAt }).where('id', '=', id).execute()
}

import type { Selectable } from 'kysely'
import { ORDER_STATUSES, PRODUCT_TYPES, type OrderStatus, type MerchandiseCategory, type MerchandiseOrder, type MerchandiseProduct, type OrderItem } from '@petfolk/contract/merchandise'
import type { Db } from '../../db/database.ts'
import type { PageRequest } from '../../http/pagination.ts'
import type { MerchandiseOrderItemsTable, MerchandiseOrdersTable, MerchandiseProductsTable } from '../../db/schema.ts'
import { choiceOf, isSet } from '../../db/row-values.ts'
import { lineTotal } from '@petfolk/contract/money'

const PRODUCT_COLUMNS = ['id', 'category_id', 'name', 'description', 'image_url', 'product_type', 'base_price', 'is_customizable', 'material_info', 'available_sizes', 'available_colors'] as const
const ORDER_COLUMNS = ['id', 'status', 'shipping_address', 'customer_name', 'customer_email', 'created_at', 'paid_at', 'shipped_at', 'cancelled_at', 'tracking_note'] as const
const ITEM_COLUMNS = ['order_id', 'product_id', 'product_name', 'pet_id', 'custom_text', 'selected_size', 'selected_color', 'quantity', 'unit_price', 'total_price'] as const

type ProductRow = Pick<Selectable<MerchandiseProductsTable>, (typeof PRODUCT_COLUMNS)[number]>
type OrderRow = Pick<Selectable<MerchandiseOrdersTable>, (typeof ORDER_COLUMNS)[number]>
type ItemRow = Pick<Selectable<MerchandiseOrderItemsTable>, (typeof ITEM_COLUMNS)[number]>

function toProduct(row: ProductRow): MerchandiseProduct {
  return {
    id: row.id,
    category_id: row.category_id,
    name: row.name,
    description: row.description,
    image_url: row.image_url,
    product_type: choiceOf(PRODUCT_TYPES, row.product_type),
    base_price: row.base_price,
    is_customizable: isSet(row.is_customizable),
    material_info: row.material_info,
    available_sizes: row.available_sizes,
    available_colors: row.available_colors,
  }
}

function toOrderItem(row: ItemRow): OrderItem {
  return {
    product_id: row.product_id,
    product_name: row.product_name,
    pet_id: row.pet_id,
    custom_text: row.custom_text,
    selected_size: row.selected_size,
    selected_color: row.selected_color,
    quantity: row.quantity,
    unit_price: row.unit_price,
    total_price: row.total_price,
  }
}

export async function listCategories(db: Db): Promise<MerchandiseCategory[]> {
  return db.selectFrom('merchandise_categories').select(['id', 'name']).orderBy('id').limit(100).execute()
}

export async function listProducts(db: Db, categoryId?: number): Promise<MerchandiseProduct[]> {
  let query = db.selectFrom('merchandise_products').select(PRODUCT_COLUMNS).where('retired_at', 'is', null).orderBy('category_id').orderBy('id').limit(500)
  if (categoryId !== undefined) query = query.where('category_id', '=', categoryId)
  return (await query.execute()).map(toProduct)
}

export async function findProduct(db: Db, id: number): Promise<MerchandiseProduct | undefined> {
  const row = await db.selectFrom('merchandise_products').select(PRODUCT_COLUMNS).where('id', '=', id).where('retired_at', 'is', null).executeTakeFirst()
  return row && toProduct(row)
}

/** The product's options, parsed from the JSON text the catalog keeps them in. */
export function productOptions(product: MerchandiseProduct): { sizes: string[]; colors: string[] } {
  const parse = (text: string) => {
    try {
      const value: unknown = JSON.parse(text)
      return Array.isArray(value) ? value.map(String) : []
    } catch {
      return []
    }
  }
  return { sizes: parse(product.available_sizes), colors: parse(product.available_colors) }
}

export interface OrderLine {
  product: MerchandiseProduct
  quantity: number
  pet_id: number | null
  customization_details: string | null
  custom_text: string | null
  selected_size: string | null
  selected_color: string | null
  pet_photo_url: string | null
}

/** A line as it would be ordered, priced from the catalog. */
export function orderItem(line: OrderLine): OrderItem {
  return {
    product_id: line.product.id,
    product_name: line.product.name,
    pet_id: line.pet_id,
    custom_text: line.custom_text,
    selected_size: line.selected_size,
    selected_color: line.selected_color,
    quantity: line.quantity,
    unit_price: line.product.base_price,
    total_price: lineTotal(line.product.base_price, line.quantity),
  }
}

/** The order's total, summed in whole cents. */
function orderTotal(items: readonly OrderItem[]): number {
  return items.reduce((cents, item) => cents + Math.round(item.total_price * 100), 0) / 100
}

/** One order holding every line of the cart; run it in a transaction. */
export async function createOrder(
  db: Db,
  user: { id: number; name: string; email: string },
  lines: OrderLine[],
  shippingAddress: string,
  now: Date,
): Promise<MerchandiseOrder> {
  const order = await db
    .insertInto('merchandise_orders')
    .values({ user_id: user.id, customer_name: user.name, customer_email: user.email, shipping_address: shippingAddress, status: 'pending_payment', created_at: now.toISOString() })
    .returning(ORDER_COLUMNS)
    .executeTakeFirstOrThrow()
  const items = await db
    .insertInto('merchandise_order_items')
    .values(
      lines.map((line) => ({
        ...orderItem(line),
        order_id: order.id,
        user_id: user.id,
        customization_details: line.customization_details,
        pet_photo_url: line.pet_photo_url,
      })),
    )
    .returning(ITEM_COLUMNS)
    .execute()
  return withItems(order, items)
}

function withItems(order: OrderRow, items: ItemRow[]): MerchandiseOrder {
  const mine = items.filter((item) => item.order_id === order.id).map(toOrderItem)
  return {
    id: order.id,
    status: choiceOf(ORDER_STATUSES, order.status),
    items: mine,
    total_price: orderTotal(mine),
    shipping_address: order.shipping_address,
    customer_name: order.customer_name,
    customer_email: order.customer_email,
    created_at: order.created_at,
    paid_at: order.paid_at,
    shipped_at: order.shipped_at,
    cancelled_at: order.cancelled_at,
    tracking_note: order.tracking_note,
  }
}

/** The member's orders, newest first, each with its items. */
export async function listOrders(db: Db, userId: number, limit: number): Promise<MerchandiseOrder[]> {
  const orders = await db.selectFrom('merchandise_orders').select(ORDER_COLUMNS).where('user_id', '=', userId).orderBy('id', 'desc').limit(limit).execute()
  return ordersWithItems(db, orders)
}

/** Orders of one status (or all), newest first, for staff; limit + 1 rows for sendPage. */
export async function listStaffOrders(db: Db, status: OrderStatus | undefined, page: PageRequest): Promise<MerchandiseOrder[]> {
  let query = db.selectFrom('merchandise_orders').select(ORDER_COLUMNS)
  if (status) query = query.where('status', '=', status)
  const after = page.after?.[0]
  if (after !== undefined) query = query.where('id', '<', Number(after))
  return ordersWithItems(db, await query.orderBy('id', 'desc').limit(page.limit + 1).execute())
}

/** What the order costs in whole cents, as the payment provider counts it. */
export function orderTotalCents(order: Pick<MerchandiseOrder, 'total_price'>): number {
  return Math.round(order.total_price * 100)
}

/** One order with its items, whoever's it is (undefined when there is none). */
export async function findOrder(db: Db, id: number): Promise<MerchandiseOrder | undefined> {
  const order = await db.selectFrom('merchandise_orders').select(ORDER_COLUMNS).where('id', '=', id).executeTakeFirst()
  return order && (await ordersWithItems(db, [order]))[0]
}

/** What a status change needs to know of an order: whose it is, where it stands, what the provider calls it. */
export async function findOrderState(db: Db, id: number): Promise<{ id: number; user_id: number; status: OrderStatus; payment_reference: string | null } | undefined> {
  const row = await db.selectFrom('merchandise_orders').select(['id', 'user_id', 'status', 'payment_reference']).where('id', '=', id).executeTakeFirst()
  return row && { ...row, status: choiceOf(ORDER_STATUSES, row.status) }
}

/** Remembers the payment provider's reference for the order (the Stripe Checkout Session). */
export async function setPaymentReference(db: Db, id: number, reference: string): Promise<void> {
  await db.updateTable('merchandise_orders').set({ payment_reference: reference }).where('id', '=', id).execute()
}

/**
 * Moves the order from `from` to `to`, stamping when; false when it was no longer in `from`
 * (another request changed it first), so two changes never both apply.
 */
export async function moveOrder(db: Db, id: number, from: OrderStatus, to: OrderStatus, at: Date, trackingNote: string | null): Promise<boolean> {
  const when = at.toISOString()
  const stamp = to === 'paid' ? { paid_at: when } : to === 'shipped' ? { shipped_at: when, tracking_note: trackingNote } : to === 'cancelled' ? { cancelled_at: when } : {}
  const result = await db.updateTable('merchandise_orders').set({ status: to, ...stamp }).where('id', '=', id).where('status', '=', from).executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

async function ordersWithItems(db: Db, orders: OrderRow[]): Promise<MerchandiseOrder[]> {
  if (orders.length === 0) return []
  const items = await db
    .selectFrom('merchandise_order_items')
    .select(ITEM_COLUMNS)
    .where('order_id', 'in', orders.map((order) => order.id))
    .orderBy('order_id')
    .orderBy('id')
    .execute()
  return orders.map((order) => withItems(order, items))
}

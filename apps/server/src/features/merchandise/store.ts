import type { CustomOrder, MerchandiseCategory, MerchandiseProduct } from '@petfolk/contract/merchandise'
import type { Db } from '../../db/database.ts'
import { lineTotal } from '@petfolk/contract/money'

const PRODUCT_COLUMNS = ['id', 'category_id', 'name', 'description', 'image_url', 'product_type', 'base_price', 'is_customizable', 'material_info', 'available_sizes', 'available_colors'] as const
const ORDER_COLUMNS = ['id', 'product_id', 'product_name', 'pet_id', 'custom_text', 'selected_size', 'selected_color', 'quantity', 'unit_price', 'total_price', 'customer_name', 'customer_email', 'status', 'created_at'] as const

export async function listCategories(db: Db): Promise<MerchandiseCategory[]> {
  return db.selectFrom('merchandise_categories').select(['id', 'name']).orderBy('id').limit(100).execute()
}

export async function listProducts(db: Db, categoryId?: number): Promise<MerchandiseProduct[]> {
  let query = db.selectFrom('merchandise_products').select(PRODUCT_COLUMNS).orderBy('category_id').orderBy('id').limit(500)
  if (categoryId !== undefined) query = query.where('category_id', '=', categoryId)
  return (await query.execute()).map((p) => ({ ...p, is_customizable: p.is_customizable === 1 })) as MerchandiseProduct[]
}

export async function findProduct(db: Db, id: number): Promise<MerchandiseProduct | undefined> {
  const row = await db.selectFrom('merchandise_products').select(PRODUCT_COLUMNS).where('id', '=', id).executeTakeFirst()
  return row && ({ ...row, is_customizable: row.is_customizable === 1 } as MerchandiseProduct)
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

export async function createOrders(
  db: Db,
  user: { id: number; name: string; email: string },
  lines: OrderLine[],
  status: CustomOrder['status'],
  shippingAddress: string | null,
  now: Date,
): Promise<CustomOrder[]> {
  const at = now.toISOString()
  const rows = await db
    .insertInto('merchandise_orders')
    .values(
      lines.map((line) => ({
        user_id: user.id,
        product_id: line.product.id,
        product_name: line.product.name,
        pet_id: line.pet_id,
        customization_details: line.customization_details,
        custom_text: line.custom_text,
        selected_size: line.selected_size,
        selected_color: line.selected_color,
        pet_photo_url: line.pet_photo_url,
        quantity: line.quantity,
        unit_price: line.product.base_price,
        total_price: lineTotal(line.product.base_price, line.quantity),
        customer_name: user.name,
        customer_email: user.email,
        shipping_address: shippingAddress,
        status,
        created_at: at,
      })),
    )
    .returning(ORDER_COLUMNS)
    .execute()
  return rows as CustomOrder[]
}

export async function listOrders(db: Db, userId: number, limit: number): Promise<CustomOrder[]> {
  return (await db.selectFrom('merchandise_orders').select(ORDER_COLUMNS).where('user_id', '=', userId).orderBy('id', 'desc').limit(limit).execute()) as CustomOrder[]
}

import type { Selectable } from 'kysely'
import { ALL_SPECIES, GIFT_CATEGORIES, type GiftProduct, type GiftRecipientPet, type GiftTransaction } from '@petfolk/contract/gifts'
import type { Db } from '../../db/database.ts'
import type { GiftProductsTable } from '../../db/schema.ts'
import { choiceOf } from '../../db/row-values.ts'
import type { PageRequest } from '../../http/pagination.ts'

const PRODUCT_COLUMNS = ['id', 'name', 'description', 'category', 'species', 'image_url', 'vendor_name', 'vendor_logo', 'price'] as const

function toGiftProduct(row: Pick<Selectable<GiftProductsTable>, (typeof PRODUCT_COLUMNS)[number]>): GiftProduct {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    category: choiceOf(GIFT_CATEGORIES, row.category),
    species: row.species,
    image_url: row.image_url,
    vendor_name: row.vendor_name,
    vendor_logo: row.vendor_logo,
    price: row.price,
  }
}

export async function listGiftProducts(db: Db, filter: { category: string; species: string }): Promise<GiftProduct[]> {
  let query = db.selectFrom('gift_products').select(PRODUCT_COLUMNS).where('retired_at', 'is', null).orderBy('category').orderBy('id')
  if (filter.category !== 'all') query = query.where('category', '=', filter.category)
  if (filter.species !== 'all') query = query.where('species', 'in', [filter.species, ALL_SPECIES])
  return (await query.execute()).map(toGiftProduct)
}

export async function findGiftProduct(db: Db, id: number): Promise<GiftProduct | undefined> {
  const row = await db.selectFrom('gift_products').select(PRODUCT_COLUMNS).where('id', '=', id).where('retired_at', 'is', null).executeTakeFirst()
  return row && toGiftProduct(row)
}

/** A recipient's pets by name, for the gift form's pet choice; never more than their ids and names. */
export async function listRecipientPets(db: Db, userId: number, limit: number): Promise<GiftRecipientPet[]> {
  return db.selectFrom('pets').select(['id', 'name']).where('user_id', '=', userId).orderBy('name').orderBy('id').limit(limit).execute()
}

export async function createGiftTransaction(
  db: Db,
  values: Omit<GiftTransaction, 'id' | 'created_at' | 'sender_name' | 'receiver_name' | 'sender_handle' | 'receiver_handle'> & { unit_price: number; recipient_pet_id: number | null },
  now: Date,
): Promise<number> {
  const row = await db.insertInto('gift_transactions').values({ ...values, created_at: now.toISOString() }).returning('id').executeTakeFirstOrThrow()
  return row.id
}

export async function listGiftTransactions(db: Db, userId: number, type: 'sent' | 'received', page: PageRequest): Promise<GiftTransaction[]> {
  let query = db
    .selectFrom('gift_transactions as g')
    .innerJoin('users as s', 's.id', 'g.sender_id')
    .innerJoin('users as r', 'r.id', 'g.receiver_id')
    .select([
      'g.id', 'g.product_id', 'g.product_name', 'g.product_image', 'g.quantity', 'g.total_amount', 'g.sender_id', 'g.receiver_id',
      's.display_name as sender_name', 'r.display_name as receiver_name', 's.handle as sender_handle', 'r.handle as receiver_handle', 'g.pet_name', 'g.vendor_name', 'g.created_at',
    ])
    // A note staff hid reads as none; the gift itself stays.
    .select((eb) => eb.case().when('g.hidden_at', 'is', null).then(eb.ref('g.gift_message')).else(null).end().as('gift_message'))
    .where(type === 'sent' ? 'g.sender_id' : 'g.receiver_id', '=', userId)
    .orderBy('g.id', 'desc')
    .limit(page.limit + 1)
  const afterId = page.after?.[0]
  if (typeof afterId === 'number') query = query.where('g.id', '<', afterId)
  return query.execute()
}

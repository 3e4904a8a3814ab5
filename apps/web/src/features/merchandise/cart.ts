import { useCallback, useEffect, useState } from 'react'
import { z } from 'zod'
import { merchandiseProductSchema, type MerchandiseProduct } from '@petfolk/contract/merchandise'
import { deviceStore } from '../../lib/device-storage.ts'
import { lineTotal } from '@petfolk/contract/money'

export const MAX_QUANTITY = 99

const cartItemSchema = z.object({
  id: z.string(),
  product: merchandiseProductSchema,
  quantity: z.number().int().min(1).max(MAX_QUANTITY),
  size: z.string().nullable(),
  color: z.string().nullable(),
  customText: z.string().nullable(),
  petId: z.number().int().nullable(),
  petPhoto: z.string().nullable(),
})
export type CartItem = z.infer<typeof cartItemSchema>
export type NewCartItem = Omit<CartItem, 'id'>

/** The cart lives on this device (key `merchandiseCart`), so it survives a reload. */
export const cartStore = deviceStore<CartItem[]>('merchandiseCart', z.array(cartItemSchema), [])

/** The cart price of one line: base price times quantity. */
export function cartLinePrice(item: Pick<CartItem, 'product' | 'quantity'>): number {
  return lineTotal(item.product.base_price, item.quantity)
}

/** The sum of the lines, in whole cents. */
export function cartTotal(items: readonly CartItem[]): number {
  return items.reduce((cents, item) => cents + Math.round(cartLinePrice(item) * 100), 0) / 100
}

function sameChoice(a: NewCartItem, b: NewCartItem): boolean {
  return a.product.id === b.product.id && a.size === b.size && a.color === b.color && a.customText === b.customText && a.petId === b.petId
}

/** Adds a line, or raises the quantity of an identical one (at most 99). */
export function addToCart(items: readonly CartItem[], item: NewCartItem, id: string): CartItem[] {
  const existing = items.find((line) => sameChoice(line, item))
  if (existing) {
    return items.map((line) => (line === existing ? { ...line, quantity: Math.min(MAX_QUANTITY, line.quantity + item.quantity) } : line))
  }
  return [...items, { ...item, id }]
}

/** A plain product added from its card: one, with no options chosen. */
export function plainItem(product: MerchandiseProduct): NewCartItem {
  return { product, quantity: 1, size: null, color: null, customText: null, petId: null, petPhoto: null }
}

let lineCounter = 0
function newLineId(): string {
  lineCounter += 1
  return `${Date.now().toString(36)}-${lineCounter}`
}

export interface Cart {
  items: CartItem[]
  add: (item: NewCartItem) => void
  remove: (id: string) => void
  clear: () => void
}

/** The cart as the page uses it: read from the device once, written back on every change. */
export function useCart(): Cart {
  const [items, setItems] = useState<CartItem[]>(() => cartStore.get())
  useEffect(() => {
    if (items.length > 0) cartStore.set(items)
    else cartStore.remove()
  }, [items])
  const add = useCallback((item: NewCartItem) => setItems((previous) => addToCart(previous, item, newLineId())), [])
  const remove = useCallback((id: string) => setItems((previous) => previous.filter((line) => line.id !== id)), [])
  const clear = useCallback(() => {
    // Right away, not in the effect: clearing is followed by leaving the page (checkout → orders).
    cartStore.remove()
    setItems([])
  }, [])
  return { items, add, remove, clear }
}

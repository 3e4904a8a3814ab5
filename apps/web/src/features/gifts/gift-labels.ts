import { GIFT_CATEGORIES, GIFT_CATEGORY_LABELS, GIFT_SPECIES, GIFT_SPECIES_LABELS } from '@petfolk/contract/gifts'
import { lineTotal } from '@petfolk/contract/money'
import type { GiftCategoryFilter, GiftSpeciesFilter } from './api/get-gift-products.ts'

export const CATEGORY_LABELS = GIFT_CATEGORY_LABELS
export const SPECIES_LABELS = GIFT_SPECIES_LABELS

export const CATEGORY_OPTIONS: { value: GiftCategoryFilter; label: string }[] = [
  { value: 'all', label: 'All Categories' },
  ...GIFT_CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value] })),
]

export const SPECIES_OPTIONS: { value: GiftSpeciesFilter; label: string }[] = [
  { value: 'all', label: 'All Pets' },
  ...GIFT_SPECIES.map((value) => ({ value, label: SPECIES_LABELS[value] })),
]

export function isCategoryFilter(value: string | null): value is GiftCategoryFilter {
  return value === 'all' || (GIFT_CATEGORIES as readonly (string | null)[]).includes(value)
}

export function isSpeciesFilter(value: string | null): value is GiftSpeciesFilter {
  return value === 'all' || (GIFT_SPECIES as readonly (string | null)[]).includes(value)
}

/** Quantity is a whole number of at least 1, 1 by default (the server allows up to 99). */
export const DEFAULT_GIFT_QUANTITY = 1
export const MAX_GIFT_QUANTITY = 99
export const QUANTITY_ERROR = `Quantity must be a whole number from 1 to ${MAX_GIFT_QUANTITY}.`

/** The quantity typed into the form, or null when it is not a whole number from 1 to 99. */
export function parseGiftQuantity(text: string): number | null {
  if (!/^\d+$/.test(text.trim())) return null
  const quantity = Number(text.trim())
  return quantity >= 1 && quantity <= MAX_GIFT_QUANTITY ? quantity : null
}

/** The live total: price times quantity (the server computes the same). Null while the quantity is invalid. */
export function giftTotal(price: number, quantityText: string): number | null {
  const quantity = parseGiftQuantity(quantityText)
  return quantity === null ? null : lineTotal(price, quantity)
}

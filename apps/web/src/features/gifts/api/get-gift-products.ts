import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { giftEndpoints, type GiftProduct, type GIFT_CATEGORIES, type GIFT_SPECIES } from '@petfolk/contract/gifts'
import { api } from '../../../lib/api.ts'
import { giftsQueryKey } from '../query-keys.ts'

export type GiftCategoryFilter = (typeof GIFT_CATEGORIES)[number] | 'all'
export type GiftSpeciesFilter = (typeof GIFT_SPECIES)[number] | 'all'
export interface GiftProductFilter {
  category: GiftCategoryFilter
  species: GiftSpeciesFilter
}

/** The catalog for one category and species ('all' products match every species). */
export function fetchGiftProducts({ category, species }: GiftProductFilter, signal?: AbortSignal): Promise<GiftProduct[]> {
  return api.call(giftEndpoints.products, { query: { category, species }, signal })
}

export function giftProductsQueryOptions(filter: GiftProductFilter) {
  return queryOptions({
    queryKey: [...giftsQueryKey, 'products', filter],
    queryFn: ({ signal }) => fetchGiftProducts(filter, signal),
    // Changing a filter keeps the previous cards on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  })
}

export function useGiftProducts(filter: GiftProductFilter) {
  return useQuery(giftProductsQueryOptions(filter))
}

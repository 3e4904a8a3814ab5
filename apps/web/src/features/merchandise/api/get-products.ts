import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { merchandiseEndpoints, type MerchandiseProduct } from '@petfolk/contract/merchandise'
import { api } from '../../../lib/api.ts'
import { merchandiseQueryKey } from '../query-keys.ts'

/** Every product, or one category's (by id). */
export function fetchProducts(categoryId: number | null, signal?: AbortSignal): Promise<MerchandiseProduct[]> {
  return api.call(merchandiseEndpoints.products, { query: categoryId === null ? {} : { category: categoryId }, signal })
}

export function productsQueryOptions(categoryId: number | null) {
  return queryOptions({
    queryKey: [...merchandiseQueryKey, 'products', categoryId],
    queryFn: ({ signal }) => fetchProducts(categoryId, signal),
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  })
}

export function useProducts(categoryId: number | null) {
  return useQuery(productsQueryOptions(categoryId))
}

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { merchandiseProductSchema, type MerchandiseProduct } from '@petfolk/contract/merchandise'
import { api } from '../../../lib/api.ts'
import { merchandiseQueryKey } from './get-categories.ts'

/** Every product, or one category's (by id). */
export function fetchProducts(categoryId: number | null, signal?: AbortSignal): Promise<MerchandiseProduct[]> {
  const query = categoryId === null ? '' : `?category=${categoryId}`
  return api.get(`/api/merchandise-products${query}`, { schema: z.array(merchandiseProductSchema), signal })
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

import { queryOptions, useQuery } from '@tanstack/react-query'
import { merchandiseEndpoints, type MerchandiseCategory } from '@petfolk/contract/merchandise'
import { api } from '../../../lib/api.ts'
import { merchandiseQueryKey } from '../query-keys.ts'

export function fetchCategories(signal?: AbortSignal): Promise<MerchandiseCategory[]> {
  return api.call(merchandiseEndpoints.categories, { signal })
}

export function categoriesQueryOptions() {
  return queryOptions({ queryKey: [...merchandiseQueryKey, 'categories'], queryFn: ({ signal }) => fetchCategories(signal), staleTime: 10 * 60_000 })
}

export function useCategories() {
  return useQuery(categoriesQueryOptions())
}

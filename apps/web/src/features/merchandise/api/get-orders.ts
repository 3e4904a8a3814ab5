import { queryOptions, useQuery } from '@tanstack/react-query'
import { merchandiseEndpoints, type MerchandiseOrder } from '@petfolk/contract/merchandise'
import { api } from '../../../lib/api.ts'
import { ordersQueryKey } from '../query-keys.ts'

/** My orders, newest first, each with its items: every one placed at checkout. */
export function fetchOrders(signal?: AbortSignal): Promise<MerchandiseOrder[]> {
  return api.call(merchandiseEndpoints.orders, { signal })
}

export function ordersQueryOptions() {
  return queryOptions({ queryKey: ordersQueryKey, queryFn: ({ signal }) => fetchOrders(signal) })
}

export function useOrders() {
  return useQuery(ordersQueryOptions())
}

import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { customOrderSchema, type CustomOrder } from '@petfolk/contract/merchandise'
import { api } from '../../../lib/api.ts'
import { merchandiseQueryKey } from './get-categories.ts'

export const ordersQueryKey = [...merchandiseQueryKey, 'orders'] as const

/** My orders, newest first: customised ones and those placed at checkout (waiting for payment). */
export function fetchOrders(signal?: AbortSignal): Promise<CustomOrder[]> {
  return api.get('/api/merchandise-orders', { schema: z.array(customOrderSchema), signal })
}

export function ordersQueryOptions() {
  return queryOptions({ queryKey: ordersQueryKey, queryFn: ({ signal }) => fetchOrders(signal) })
}

export function useOrders() {
  return useQuery(ordersQueryOptions())
}

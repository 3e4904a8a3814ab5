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

/** `waitingFor`: an order just paid through Stripe, whose webhook may land a moment later; asked again until it has. */
export function useOrders(waitingFor?: number) {
  return useQuery({
    ...ordersQueryOptions(),
    refetchInterval: (query) => (waitingFor !== undefined && query.state.data?.some((order) => order.id === waitingFor && order.status === 'pending_payment') ? 2000 : false),
  })
}

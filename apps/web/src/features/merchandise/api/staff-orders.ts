import { useMutation, useQueryClient } from '@tanstack/react-query'
import { staffOrderEndpoints, type MerchandiseOrder, type OrderStatus, type StaffOrderStatusInput } from '@petfolk/contract/merchandise'
import { api, type Page } from '../../../lib/api.ts'
import { usePagedList } from '../../../lib/use-paged-list.ts'
import { staffOrdersQueryKey } from '../query-keys.ts'

/** One page of the orders in one status, newest first (staff). */
export function fetchStaffOrdersPage(status: OrderStatus, cursor: string | null, signal?: AbortSignal): Promise<Page<MerchandiseOrder>> {
  return api.page(staffOrderEndpoints.list, { query: { status }, cursor, signal })
}

export function useStaffOrders(status: OrderStatus) {
  return usePagedList({ queryKey: [...staffOrdersQueryKey, status], fetchPage: (cursor, signal) => fetchStaffOrdersPage(status, cursor, signal) })
}

/** Marks an order paid, shipped (with its tracking note) or cancelled; every list of orders is reloaded. */
export function useChangeOrderStatus() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: StaffOrderStatusInput }) => api.call(staffOrderEndpoints.changeStatus, { params: { id }, body: change }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffOrdersQueryKey }),
  })
}

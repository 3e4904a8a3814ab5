import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { merchandiseEndpoints } from '@petfolk/contract/merchandise'
import { api } from '../../../lib/api.ts'
import { merchandiseQueryKey, ordersQueryKey } from '../query-keys.ts'

/** Sends the browser to pay: Stripe Checkout is another site; the development payment page is ours. */
export function goToPayment(url: string, navigate: (path: string) => void): void {
  if (/^https?:\/\//.test(url)) window.location.assign(url)
  else navigate(url)
}

/** Which way this server takes payments: Stripe, or the development payment page. */
export function usePaymentOptions() {
  return useQuery(
    queryOptions({
      queryKey: [...merchandiseQueryKey, 'payment-options'],
      queryFn: ({ signal }) => api.call(merchandiseEndpoints.paymentOptions, { signal }),
      staleTime: 10 * 60_000,
    }),
  )
}

/** Where to pay for one of my orders that is waiting for payment. */
export function useStartPayment() {
  return useMutation({ mutationFn: (id: number) => api.call(merchandiseEndpoints.startPayment, { params: { id } }) })
}

/** Pays on the development payment page: no money moves. */
export function useDevelopmentPayment() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => api.call(merchandiseEndpoints.devPayment, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ordersQueryKey }),
  })
}

/** Cancels one of my orders that has not shipped. */
export function useCancelOrder() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => api.call(merchandiseEndpoints.cancel, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ordersQueryKey }),
  })
}

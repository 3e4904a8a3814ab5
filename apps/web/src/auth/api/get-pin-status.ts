import { queryOptions, useQuery } from '@tanstack/react-query'
import { pinEndpoints, type PinStatus } from '@petfolk/contract/pin'
import { api } from '../../lib/api.ts'

export const pinStatusQueryKey = ['pin', 'status'] as const

export function fetchPinStatus(): Promise<PinStatus> {
  return api.call(pinEndpoints.status)
}

export function pinStatusQueryOptions() {
  return queryOptions({ queryKey: pinStatusQueryKey, queryFn: fetchPinStatus, staleTime: 0 })
}

export function usePinStatus({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...pinStatusQueryOptions(), enabled })
}

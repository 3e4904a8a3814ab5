import { useMutation, useQueryClient } from '@tanstack/react-query'
import { pinEndpoints, type PinMutationResponse } from '@petfolk/contract/pin'
import { api } from '../../lib/api.ts'
import { pinStatusQueryKey } from './get-pin-status.ts'

export function deletePin(): Promise<PinMutationResponse> {
  return api.call(pinEndpoints.remove)
}

export function useDeletePin() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deletePin,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pinStatusQueryKey }),
  })
}

import { useMutation, useQueryClient } from '@tanstack/react-query'
import { pinMutationResponseSchema, type PinMutationResponse } from '@petfolk/contract/pin'
import { api } from '../../lib/api.ts'
import { pinStatusQueryKey } from './get-pin-status.ts'

export function deletePin(): Promise<PinMutationResponse> {
  return api.delete('/api/pin', { schema: pinMutationResponseSchema })
}

export function useDeletePin() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deletePin,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pinStatusQueryKey }),
  })
}

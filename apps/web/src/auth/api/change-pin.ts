import { useMutation, useQueryClient } from '@tanstack/react-query'
import { pinEndpoints, type PinMutationResponse } from '@petfolk/contract/pin'
import { api } from '../../lib/api.ts'
import { pinStatusQueryKey } from './get-pin-status.ts'

export type PinChange = 'create' | 'reset'

/** Creates the first PIN or replaces the current one (signed in only). */
export function savePin(change: PinChange, pin: string): Promise<PinMutationResponse> {
  return api.call(change === 'create' ? pinEndpoints.create : pinEndpoints.reset, { body: { pin } })
}

export function useSavePin(change: PinChange) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (pin: string) => savePin(change, pin),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pinStatusQueryKey }),
  })
}

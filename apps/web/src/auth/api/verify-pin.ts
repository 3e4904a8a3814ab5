import { useMutation, useQueryClient } from '@tanstack/react-query'
import { pinEndpoints, pinRefusalSchema } from '@petfolk/contract/pin'
import { api, ApiError } from '../../lib/api.ts'
import { pinStatusQueryKey } from './get-pin-status.ts'

export type VerifyPinResult =
  | { outcome: 'verified' }
  | { outcome: 'wrong'; message: string; attemptsRemaining: number | undefined }
  | { outcome: 'locked'; message: string; secondsUntilUnlock: number | undefined; disabled: boolean }
  | { outcome: 'rejected'; message: string }

const WRONG_PIN_FALLBACK = 'Incorrect PIN'

/** Checks a PIN; every answer the server may give becomes a result, only network failures throw. */
export async function verifyPin(pin: string): Promise<VerifyPinResult> {
  try {
    await api.call(pinEndpoints.verify, { body: { pin } })
    return { outcome: 'verified' }
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    const body = pinRefusalSchema.safeParse(error.body)
    const details = body.success ? body.data : undefined
    if (error.status === 423) {
      const seconds = details?.secondsUntilUnlock ?? (details?.minutesUntilUnlock ?? 0) * 60
      return { outcome: 'locked', message: error.message, secondsUntilUnlock: seconds, disabled: details?.disabled ?? false }
    }
    if (error.status === 401) {
      return { outcome: 'wrong', message: error.serverMessage ?? WRONG_PIN_FALLBACK, attemptsRemaining: details?.attemptsRemaining }
    }
    return { outcome: 'rejected', message: error.message }
  }
}

export function useVerifyPin() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: verifyPin,
    onSettled: () => queryClient.invalidateQueries({ queryKey: pinStatusQueryKey }),
  })
}

import { z } from 'zod'

export const PIN_LENGTH = 4
/** Wrong PINs in a row before PIN login locks. */
export const PIN_MAX_ATTEMPTS = 3
export const PIN_LOCK_MINUTES = 15
/** Consecutive failures (across lock windows) after which only Google sign-in re-enables PIN login. */
export const PIN_DISABLE_AFTER_FAILURES = 10

export const PIN_FORMAT_MESSAGE = 'PIN must be 4 digits'

export const pinSchema = z.string().regex(/^\d{4}$/, PIN_FORMAT_MESSAGE)

export const pinRequestSchema = z.strictObject({ pin: pinSchema })
export type PinRequest = z.infer<typeof pinRequestSchema>

export const pinStatusSchema = z.object({
  hasPin: z.boolean(),
  locked: z.boolean(),
  minutesUntilUnlock: z.number().int().min(0),
  /** Finer than minutesUntilUnlock, so the countdown ends when the lock does. */
  secondsUntilUnlock: z.number().int().min(0),
  attemptsRemaining: z.number().int().min(0),
  /** PIN login switched off after too many failures until the next Google sign-in. */
  disabled: z.boolean(),
})
export type PinStatus = z.infer<typeof pinStatusSchema>

export const pinVerifyResponseSchema = z.object({
  verified: z.boolean(),
  error: z.string().optional(),
  locked: z.boolean().optional(),
  disabled: z.boolean().optional(),
  attemptsRemaining: z.number().int().min(0).optional(),
  minutesUntilUnlock: z.number().int().min(0).optional(),
  secondsUntilUnlock: z.number().int().min(0).optional(),
})
export type PinVerifyResponse = z.infer<typeof pinVerifyResponseSchema>

export const pinMutationResponseSchema = z.object({ success: z.literal(true), message: z.string() })
export type PinMutationResponse = z.infer<typeof pinMutationResponseSchema>

import { z } from 'zod'
import { endpoint } from './endpoint.ts'
import { apiErrorSchema } from './errors.ts'
import { RATE_RULES } from './rate-rules.ts'

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

/** What POST /api/pin/verify answers when the PIN is right (a session cookie comes with it). */
export const pinVerifiedSchema = z.object({ verified: z.literal(true) })
export type PinVerified = z.infer<typeof pinVerifiedSchema>

/**
 * What POST /api/pin/verify refuses with (401 wrong PIN or unknown device, 404 no PIN, 423
 * locked or disabled): the API's error, plus what the login dialog needs to say how long to wait.
 */
export const pinRefusalSchema = apiErrorSchema.extend({
  verified: z.literal(false),
  locked: z.boolean().optional(),
  disabled: z.boolean().optional(),
  attemptsRemaining: z.number().int().min(0).optional(),
  minutesUntilUnlock: z.number().int().min(0).optional(),
  secondsUntilUnlock: z.number().int().min(0).optional(),
})
export type PinRefusal = z.infer<typeof pinRefusalSchema>

export const pinMutationResponseSchema = z.object({ success: z.literal(true), message: z.string() })
export type PinMutationResponse = z.infer<typeof pinMutationResponseSchema>

/** Quick PIN login: the status and check work signed out on a device that signed in before. */
export const pinEndpoints = {
  status: endpoint({
    method: 'GET',
    path: '/api/pin/status',
    summary: "Whether the member (or this device's last member) has a PIN, and whether PIN login is locked.",
    access: 'public',
    answers: { 200: pinStatusSchema },
  }),
  verify: endpoint({
    method: 'POST',
    path: '/api/pin/verify',
    summary: 'Signs in with the PIN; refusals carry the fields of pinRefusalSchema.',
    access: 'public',
    example: { body: { pin: '1234' } },
    sweep: { rejectionWrites: { statuses: [401, 423], tables: ['pins'], why: 'a wrong PIN is counted towards the lockout (decision 003)' } },
    body: pinRequestSchema,
    answers: { 200: pinVerifiedSchema },
    errors: [401, 404, 423],
    rate: RATE_RULES.pinVerify,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/pin/create',
    summary: 'Sets up a PIN for the first time.',
    access: 'signed-in',
    example: { body: { pin: '1234' } },
    body: pinRequestSchema,
    answers: { 201: pinMutationResponseSchema },
    errors: [409],
  }),
  reset: endpoint({
    method: 'POST',
    path: '/api/pin/reset',
    summary: 'Replaces the PIN.',
    access: 'signed-in',
    example: { body: { pin: '4321' } },
    body: pinRequestSchema,
    answers: { 200: pinMutationResponseSchema },
    errors: [404],
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/pin',
    summary: 'Deletes the PIN.',
    access: 'signed-in',
    answers: { 200: pinMutationResponseSchema },
    errors: [404],
  }),
} as const

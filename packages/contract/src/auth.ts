import { z } from 'zod'

export const redirectUrlSchema = z.object({ redirectUrl: z.url() })
export type RedirectUrl = z.infer<typeof redirectUrlSchema>

/** What the SPA's /auth/callback route forwards from the provider's redirect. */
export const sessionExchangeSchema = z.strictObject({
  code: z.string().trim().min(1, 'The sign-in code is missing.').max(2048, 'The sign-in code is too long.'),
  state: z.string().trim().min(1, 'The sign-in state is missing.').max(512, 'The sign-in state is too long.'),
  iss: z.string().max(2048).optional(),
})
export type SessionExchange = z.infer<typeof sessionExchangeSchema>

/** Describes the sign-in options the server offers, so the sign-in page can say which is active. */
export const signInOptionsSchema = z.object({
  provider: z.enum(['google', 'development']),
})
export type SignInOptions = z.infer<typeof signInOptionsSchema>

export const okSchema = z.object({ ok: z.literal(true) })

/** One place the member is signed in, as Settings › Security lists it (GET /api/account/sessions). */
export const accountSessionSchema = z.object({
  id: z.number().int(),
  /** The browser and device, e.g. "Chrome on Android"; null when the browser did not say. */
  label: z.string().nullable(),
  created_at: z.string(),
  last_seen_at: z.string(),
  /** The session this request was made with. */
  current: z.boolean(),
})
export type AccountSession = z.infer<typeof accountSessionSchema>

export const accountSessionsSchema = z.array(accountSessionSchema)

/** What "Sign out everywhere else" answers. */
export const signedOutOthersSchema = z.object({ ended: z.number().int().nonnegative() })
export type SignedOutOthers = z.infer<typeof signedOutOthersSchema>

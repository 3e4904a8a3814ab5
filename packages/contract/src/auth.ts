import { z } from 'zod'
import { endpoint } from './endpoint.ts'
import { RATE_RULES } from './rate-rules.ts'
import { sessionStateSchema } from './users.ts'

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

/**
 * Sign-in and the browser's session. Each group is served under its own prefix
 * (/api/auth, /api/oauth, /api/sessions, /api/session, /api/logout, /api/account/sessions).
 */
export const authEndpoints = {
  options: endpoint({
    method: 'GET',
    path: '/api/auth/options',
    summary: 'Which sign-in the server offers: Google, or the built-in development provider.',
    access: 'public',
    answers: { 200: signInOptionsSchema },
  }),
  redirectUrl: endpoint({
    method: 'GET',
    path: '/api/oauth/google/redirect_url',
    summary: "Starts a sign-in: the provider's address to send the browser to; the attempt is kept in a signed cookie.",
    access: 'public',
    answers: { 200: redirectUrlSchema },
    errors: [503],
    rate: RATE_RULES.signIn,
  }),
  exchange: endpoint({
    method: 'POST',
    path: '/api/sessions',
    summary: "Trades the provider's code for a session cookie, once per sign-in attempt.",
    access: 'public',
    example: { body: { code: 'abc', state: 'xyz' } },
    body: sessionExchangeSchema,
    answers: { 200: okSchema },
    errors: [503],
    rate: RATE_RULES.session,
  }),
  session: endpoint({
    method: 'GET',
    path: '/api/session',
    summary: 'Who is signed in on this browser: the user, or null for a visitor.',
    access: 'public',
    answers: { 200: sessionStateSchema },
  }),
  logout: endpoint({
    method: 'POST',
    path: '/api/logout',
    summary: "Ends this browser's session.",
    access: 'public',
    sweep: { endsSession: true },
    answers: { 200: okSchema },
  }),
  logoutByLink: endpoint({
    method: 'GET',
    path: '/api/logout',
    summary: "Ends this browser's session, for a script's fetch only: a link, picture or frame from anywhere changes nothing.",
    access: 'public',
    sweep: { endsSession: true },
    answers: { 200: okSchema },
    errors: [400, 403],
  }),
} as const

/** Where the member is signed in (Settings › Security). */
export const accountSessionEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/account/sessions',
    summary: "The member's live sessions, the current one marked.",
    access: 'signed-in',
    sweep: { lists: 'session' },
    answers: { 200: accountSessionsSchema },
  }),
  end: endpoint({
    method: 'DELETE',
    path: '/api/account/sessions/:id',
    summary: "Ends one of the member's other sessions.",
    access: 'signed-in',
    rows: { id: 'session' },
    answers: { 200: okSchema },
    errors: [400],
  }),
  signOutOthers: endpoint({
    method: 'POST',
    path: '/api/account/sessions/sign-out-others',
    summary: 'Ends every session of the member but this one.',
    access: 'signed-in',
    answers: { 200: signedOutOthersSchema },
  }),
} as const

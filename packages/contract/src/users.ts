import { z } from 'zod'
import { endpoint } from './endpoint.ts'
import { roleSchema } from './roles.ts'

/** Profile data from the identity provider, as the shell reads it. */
export const identityProfileSchema = z.object({
  name: z.string().nullable(),
  email: z.string().nullable(),
  picture: z.string().nullable(),
})

export const userSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  google_sub: z.string(),
  google_user_data: identityProfileSchema,
  created_at: z.string(),
  updated_at: z.string(),
  last_signed_in_at: z.string(),
  /** Member, moderator or admin: the shell shows the staff area to the last two. */
  role: roleSchema,
  /** The name other members see; never an e-mail address. */
  display_name: z.string(),
  /** True while the member has no name of their own ("Member 4821") and the app asks for one. */
  needs_name: z.boolean(),
})
export type User = z.infer<typeof userSchema>

/** GET /api/session: who is signed in on this browser, if anyone (always 200, so visitors see no error). */
export const sessionStateSchema = z.object({ user: userSchema.nullable() })
export type SessionState = z.infer<typeof sessionStateSchema>

/** The id of the JSON element in which the server sends that same answer inside each page of the app. */
export const SESSION_STATE_ELEMENT_ID = 'session-state'

/** The shell's display name: the member's display name, never their e-mail. */
export function displayName(user: Pick<User, 'display_name'>): string {
  return user.display_name
}

/**
 * Stands for the signed-in person's display name in the signed-in pages prerendered at build time
 * (apps/web/scripts/prerender-pages.ts); the server writes the HTML-escaped name in its place.
 * Letters only, so no renderer escapes or splits it.
 */
export const DISPLAY_NAME_PLACEHOLDER = 'PetfolkPrerenderDisplayName'

export const userEndpoints = {
  me: endpoint({
    method: 'GET',
    path: '/api/users/me',
    summary: 'The signed-in member.',
    access: 'signed-in',
    answers: { 200: userSchema },
  }),
} as const

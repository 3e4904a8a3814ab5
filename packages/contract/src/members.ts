import { z } from 'zod'
import { endpoint } from './endpoint.ts'
import { RATE_RULES } from './rate-rules.ts'
import { roleSchema } from './staff.ts'

/** A handle as stored: letters, digits and _ only; the `@` is shown, never stored. */
export const HANDLE_PATTERN = /^[A-Za-z0-9_]{3,30}$/
export const HANDLE_MAX_LENGTH = 30

/** Handles that would pass for the service or its staff, so nobody may take them. */
export const RESERVED_HANDLES: ReadonlySet<string> = new Set([
  'admin', 'administrator', 'petfolk', 'support', 'help', 'helpdesk', 'moderator', 'mod', 'staff', 'team',
  'official', 'security', 'system', 'root', 'api', 'settings', 'me', 'everyone', 'null', 'undefined',
])

export function isReservedHandle(handle: string): boolean {
  return RESERVED_HANDLES.has(handle.toLowerCase())
}

/** What a member types to change their handle; a leading @ is forgiven. Answers it in lower case. */
export const handleSchema = z
  .string({ error: 'Type a handle.' })
  .trim()
  .transform((h) => h.replace(/^@/, ''))
  .pipe(
    z
      .string()
      .regex(HANDLE_PATTERN, 'A handle has 3 to 30 letters, digits or underscores.')
      .refine((h) => !isReservedHandle(h), 'That handle is reserved. Choose another.')
      .transform((h) => h.toLowerCase()),
  )

export const handleInputSchema = z.strictObject({ handle: handleSchema })
export type HandleInput = z.input<typeof handleInputSchema>

export const handleAnswerSchema = z.object({ handle: z.string().nullable() })
export type HandleAnswer = z.infer<typeof handleAnswerSchema>

/** A member as another member may see them in a search: never their e-mail; their role, for the staff badge. */
export const memberSchema = z.object({
  id: z.number().int(),
  display_name: z.string(),
  handle: z.string().nullable(),
  role: roleSchema,
})
export type Member = z.infer<typeof memberSchema>

export const MEMBER_SEARCH_MIN = 2
export const MEMBER_SEARCH_MAX = 50
export const MEMBER_SEARCH_LIMIT = 10

export const memberSearchQuerySchema = z.object({
  q: z
    .string({ error: `Type at least ${MEMBER_SEARCH_MIN} characters to search for a member.` })
    .trim()
    .min(MEMBER_SEARCH_MIN, `Type at least ${MEMBER_SEARCH_MIN} characters to search for a member.`)
    .max(MEMBER_SEARCH_MAX, `Search with at most ${MEMBER_SEARCH_MAX} characters.`),
})

/** "Name @handle", or the name alone for a member without one. */
export function nameWithHandle(name: string, handle: string | null | undefined): string {
  return handle ? `${name} @${handle}` : name
}

/**
 * The start of a suggested handle: the name with accents dropped, spaces as _, other characters
 * removed, in lower case; the e-mail's local part when the name leaves fewer than 3 characters.
 */
export function handleBase(name: string | null | undefined, email: string): string {
  const clean = (text: string) =>
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[\s.-]+/g, '_')
      .replace(/[^A-Za-z0-9_]/g, '')
      .replace(/_+/g, '_')
      .replace(/^_|_$/g, '')
      .toLowerCase()
      .slice(0, HANDLE_MAX_LENGTH)
      .replace(/_$/, '')
  for (const text of [name ?? '', email.split('@')[0] ?? '']) {
    const base = clean(text)
    if (base.length >= 3) return base
  }
  return 'member'
}

/** The n-th candidate for a base: base, base2, base3, … always within 30 characters. */
export function handleCandidate(base: string, n: number): string {
  const suffix = n <= 1 ? '' : String(n)
  return `${base.slice(0, HANDLE_MAX_LENGTH - suffix.length)}${suffix}`
}

export const memberEndpoints = {
  search: endpoint({
    method: 'GET',
    path: '/api/members',
    summary: 'Members whose handle starts with, or whose name contains, the text (never the searcher).',
    access: 'signed-in',
    query: memberSearchQuerySchema,
    answers: { 200: z.array(memberSchema) },
    rate: RATE_RULES.memberSearch,
  }),
} as const

export const handleEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/api/users/me/handle',
    summary: "The member's own handle.",
    access: 'signed-in',
    answers: { 200: handleAnswerSchema },
  }),
  change: endpoint({
    method: 'PATCH',
    path: '/api/users/me/handle',
    summary: "Changes the member's handle, if nobody else has it.",
    access: 'signed-in',
    body: handleInputSchema,
    answers: { 200: handleAnswerSchema },
    errors: [409],
  }),
} as const

import { z } from 'zod'
import { endpoint } from './endpoint.ts'
import { RATE_RULES } from './rate-rules.ts'
import { roleSchema } from './roles.ts'

/** A handle as stored: letters, digits and _ only; the `@` is shown, never stored. */
export const HANDLE_PATTERN = /^[A-Za-z0-9_]{3,30}$/
export const HANDLE_MAX_LENGTH = 30

/** Handles that would pass for the service or its staff, so nobody may take them. */
export const RESERVED_HANDLES: ReadonlySet<string> = new Set([
  'admin', 'administrator', 'petfolk', 'support', 'help', 'helpdesk', 'moderator', 'mod', 'staff', 'team',
  'official', 'security', 'system', 'root', 'api', 'settings', 'me', 'everyone', 'null', 'undefined',
])

/** The service's name: a handle may not contain it anywhere (no ordinary word does). */
const SERVICE_NAME = 'petfolk'

/** Words that name staff: a handle may not be one, have one as a part between _, or be made of them and other reserved words. */
const STAFF_WORDS: ReadonlySet<string> = new Set([
  'admin', 'admins', 'administrator', 'administrators', 'sysadmin', 'moderator', 'moderators', 'mod', 'mods', 'staff', 'support', 'helpdesk', 'official', 'root', 'security', 'system',
])

/** What an imitation strings together with a staff word: sysadmin, staffteam, the_official_support. */
const SERVICE_WORDS: ReadonlySet<string> = new Set([...RESERVED_HANDLES, ...STAFF_WORDS, 'sys', 'the', 'real', 'team', 'crew', 'desk', 'help', 'service', 'services', 'info', 'account', 'accounts', 'bot'])

/** Whether `text` is made entirely of SERVICE_WORDS, one of them a staff word. */
function onlyServiceWords(text: string, start = 0, sawStaffWord = false): boolean {
  if (start === text.length) return sawStaffWord
  for (let end = start + 1; end <= text.length; end++) {
    const word = text.slice(start, end)
    if (SERVICE_WORDS.has(word) && onlyServiceWords(text, end, sawStaffWord || STAFF_WORDS.has(word))) return true
  }
  return false
}

/** Digits and symbols people use for letters: 0→o, 1→i or l, 3→e, 4→a, 5→s, 7→t, @→a. */
const LOOKALIKES: ReadonlyArray<Record<string, string>> = [
  { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a' },
  { '0': 'o', '1': 'l', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a' },
]

/** What a text reads as: lower case, without _ . - or spaces, look-alike digits as letters, once with digits dropped. */
function readings(text: string): string[] {
  const plain = text.toLowerCase().replace(/[\s_.-]+/g, '')
  const out = new Set<string>([plain.replace(/[0-9]+/g, '')])
  for (const map of LOOKALIKES) out.add([...plain].map((ch) => map[ch] ?? ch).join('').replace(/[0-9]+/g, ''))
  return [...out]
}

/**
 * Handles that would pass for the service or its staff: a reserved word itself, the same with
 * look-alike digits (adm1n, supp0rt, st4ff), with _ or digits added (admin_, moderator2, staff1,
 * root_), Petfolk anywhere (p3tfolk, petfolk_support, petfolkteam), a staff word as a part
 * between _ (ana_admin), or nothing but service words with a staff word among them (sysadmin,
 * staffteam). A staff word inside an ordinary word is fine: stafford, staffie_lover, badminton_bella.
 */
export function isReservedHandle(handle: string): boolean {
  const whole = readings(handle)
  if (whole.some((r) => RESERVED_HANDLES.has(r) || r.includes(SERVICE_NAME) || onlyServiceWords(r))) return true
  const parts = handle.split('_').filter(Boolean)
  return parts.length > 1 && parts.some((part) => readings(part).some((r) => STAFF_WORDS.has(r)))
}

/** Words of a display name that would pass for staff; Petfolk anywhere in the name does too. */
const STAFF_NAME_WORDS: ReadonlySet<string> = new Set([
  'admin', 'admins', 'administrator', 'administrators', 'moderator', 'moderators', 'mod', 'mods', 'staff', 'support', 'helpdesk', 'official', 'sysadmin',
])

/** Whether a display name imitates Petfolk or its staff ("Petfolk Security Team", "Admin", "M0derator"). */
export function isStaffLikeName(name: string): boolean {
  const words = name.split(/[^A-Za-z0-9@]+/).filter(Boolean)
  const whole = readings(name)
  if (whole.some((r) => r.includes('petfolk'))) return true
  return words.some((word) => readings(word).some((r) => STAFF_NAME_WORDS.has(r)))
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
 * The start of a suggested handle: the profile name with accents dropped, spaces as _, other
 * characters removed, in lower case; null when that leaves fewer than 3 characters or a reserved
 * look-alike, and the member gets a neutral one (neutralHandle). Never from the e-mail address.
 */
export function handleBase(name: string | null | undefined): string | null {
  const base = (name ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\s.-]+/g, '_')
    .replace(/[^A-Za-z0-9_]/g, '')
    .replace(/_+/g, '_')
    .replace(/^_|_$/g, '')
    .toLowerCase()
    .slice(0, HANDLE_MAX_LENGTH)
    .replace(/_$/, '')
  return base.length >= 3 && !isReservedHandle(base) ? base : null
}

/** The handle of a member without a usable profile name: member and four digits, e.g. member4821. */
export function neutralHandle(digits: number): string {
  return `member${String(Math.abs(Math.trunc(digits)) % 10000).padStart(4, '0')}`
}

/** The display name that goes with a neutral handle: member4821 → "Member 4821". */
export function neutralName(handle: string): string {
  const digits = /^member(\d+)$/.exec(handle)?.[1]
  return digits ? `Member ${digits}` : 'Member'
}

export const DISPLAY_NAME_MAX_LENGTH = 60

/**
 * Why a display name may not be used, or null: empty, too long, an e-mail address (or the
 * member's own address's local part), or, for members who are not staff, one that imitates
 * Petfolk or its staff.
 */
export function displayNameProblem(name: string, options: { email?: string | null; staff?: boolean } = {}): string | null {
  const trimmed = name.trim()
  if (!trimmed) return 'Type a name.'
  if (trimmed.length > DISPLAY_NAME_MAX_LENGTH) return `A name has at most ${DISPLAY_NAME_MAX_LENGTH} characters.`
  if (trimmed.includes('@')) return 'A name cannot be an e-mail address. Choose the name other members should see.'
  const local = options.email?.split('@')[0]?.toLowerCase()
  if (local && trimmed.toLowerCase() === local) return 'A name cannot contain your e-mail address. Choose the name other members should see.'
  if (!options.staff && isStaffLikeName(trimmed)) return 'That name would pass for Petfolk or its staff. Choose another.'
  return null
}

/** The n-th candidate for a base: base, base2, base3, … always within 30 characters. */
export function handleCandidate(base: string, n: number): string {
  const suffix = n <= 1 ? '' : String(n)
  return `${base.slice(0, HANDLE_MAX_LENGTH - suffix.length)}${suffix}`
}

/** A handle in a profile's address: matched in lower case; anything else names nobody (404). */
export const profileHandleSchema = z
  .string()
  .transform((h) => h.replace(/^@/, '').toLowerCase())
  .pipe(z.string().regex(HANDLE_PATTERN))

/** What a member is told for an unknown handle, or a banned member's. */
export const MEMBER_PROFILE_NOT_FOUND = 'No member has that handle.'

/**
 * A member's profile as another signed-in member sees it (issue 29): name, handle, role for the
 * staff badge, when they joined and how many pets they keep. Never an e-mail, a phone or a pet's
 * details. `you_blocked` says whether the viewer has blocked them; whether they blocked the viewer
 * is never said (blocks.ts: the blocked member is not told).
 */
export const memberProfileSchema = z.object({
  id: z.number().int(),
  handle: z.string(),
  display_name: z.string(),
  role: roleSchema,
  /** The day they joined, YYYY-MM-DD. */
  member_since: z.string(),
  pet_count: z.number().int().min(0),
  /** The viewer's own profile: no Report or Block on it. */
  is_you: z.boolean(),
  you_blocked: z.boolean(),
})
export type MemberProfile = z.infer<typeof memberProfileSchema>

/** Where a member's profile opens in the web app. */
export function memberProfilePath(handle: string): string {
  return `/members/${encodeURIComponent(handle)}`
}

export const memberEndpoints = {
  profile: endpoint({
    method: 'GET',
    path: '/api/members/:handle',
    summary: "A member's public profile by handle (never their e-mail or phone); 404 for an unknown or banned handle.",
    access: 'signed-in',
    rows: { handle: 'handle' },
    params: { handle: profileHandleSchema },
    answers: { 200: memberProfileSchema },
    errors: [404],
  }),
  search: endpoint({
    method: 'GET',
    path: '/api/members',
    summary: 'Members whose handle starts with, or whose name contains, the text (never the searcher).',
    access: 'signed-in',
    example: { query: { q: 'ana' } },
    query: memberSearchQuerySchema,
    answers: { 200: z.array(memberSchema) },
    rate: RATE_RULES.memberSearch,
  }),
} as const

export const displayNameInputSchema = z.strictObject({
  display_name: z
    .string({ error: 'Type a name.' })
    .trim()
    .min(1, 'Type a name.')
    .max(DISPLAY_NAME_MAX_LENGTH, `A name has at most ${DISPLAY_NAME_MAX_LENGTH} characters.`)
    .refine((n) => !n.includes('@'), 'A name cannot be an e-mail address. Choose the name other members should see.'),
})
export type DisplayNameInput = z.input<typeof displayNameInputSchema>
export const displayNameAnswerSchema = z.object({ display_name: z.string(), needs_name: z.boolean() })
export type DisplayNameAnswer = z.infer<typeof displayNameAnswerSchema>

/** Handle changes a member may make in a day: enough to fix a typo or two, too few to impersonate in turn. */
export const HANDLE_CHANGES_PER_DAY = 5
export const HANDLE_CHANGES_REFUSAL = `You can change your handle at most ${HANDLE_CHANGES_PER_DAY} times a day. Try again tomorrow.`

export const displayNameEndpoints = {
  change: endpoint({
    method: 'PATCH',
    path: '/api/users/me/display-name',
    summary: "Sets the name other members see (never an e-mail address, nor one that passes for staff).",
    access: 'signed-in',
    example: { body: { display_name: 'Jo Walker' } },
    body: displayNameInputSchema,
    answers: { 200: displayNameAnswerSchema },
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
    example: { body: { handle: 'walker_of_dogs' } },
    body: handleInputSchema,
    answers: { 200: handleAnswerSchema },
    errors: [409, 429],
  }),
} as const

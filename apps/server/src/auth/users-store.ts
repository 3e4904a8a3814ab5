import type { User } from '@petfolk/contract/users'
import { randomInt } from 'node:crypto'
import { DISPLAY_NAME_MAX_LENGTH, displayNameProblem, HANDLE_PATTERN, handleBase, handleCandidate, isReservedHandle, neutralHandle, neutralName } from '@petfolk/contract/members'
import type { Db } from '../db/database.ts'
import type { UserRow } from '../db/schema.ts'
import { flag, isSet } from '../db/row-values.ts'

/** Standard claims taken from the identity provider's ID token. */
export interface IdentityClaims {
  sub: string
  email: string
  name: string | null
  picture: string | null
}

/** Creates the user on first sign-in (with a suggested handle), refreshes the profile on every later one. */
export async function upsertUserFromClaims(db: Db, claims: IdentityClaims, now: Date): Promise<UserRow> {
  const name = await usableProfileName(db, claims)
  const user = await upsertProfile(db, claims, name, now)
  if (user.handle !== null) return user
  const handle = await suggestHandle(db, user.id, handleBase(name) ?? neutralHandle(randomInt(10000)))
  if (user.needs_name !== 1 || user.display_name !== UNNAMED) return { ...user, handle }
  // A member without a name of their own is called after their neutral handle: "Member 4821".
  const display_name = neutralName(handle)
  await db.updateTable('users').set({ display_name }).where('id', '=', user.id).where('display_name', '=', UNNAMED).execute()
  return { ...user, handle, display_name }
}

/** The display name of a new member without a usable profile name, until their handle names them. */
const UNNAMED = 'Member'

/**
 * The identity provider's name if other members may see it: never an e-mail address or the
 * e-mail's local part, and no staff or Petfolk look-alike for a member who is not staff. A name
 * longer than members may type is cut to that length rather than refused: it is still theirs.
 * Null otherwise: the member keeps the name they have, or gets a neutral one and is asked.
 */
async function usableProfileName(db: Db, claims: IdentityClaims): Promise<string | null> {
  const name = Array.from(claims.name?.trim() ?? '').slice(0, DISPLAY_NAME_MAX_LENGTH).join('').trim()
  if (!name) return null
  const existing = await db.selectFrom('users').select('role').where('google_sub', '=', claims.sub).executeTakeFirst()
  return displayNameProblem(name, { email: claims.email, staff: existing !== undefined && existing.role !== 'member' }) === null ? name : null
}

const HANDLE_ATTEMPTS = 20
/** Candidates asked about in one indexed look-up: a common first name takes a few rounds. */
const CANDIDATES_AT_ONCE = 50

/**
 * Gives the member the first free handle of base, base2, base3, … Two first sign-ins may pick the
 * same free one at once; the unique index refuses the later, which then takes the next number.
 * A member who got one meanwhile (another tab's sign-in) keeps it.
 */
async function suggestHandle(db: Db, userId: number, base: string): Promise<string> {
  let from = 1
  for (let attempt = 0; attempt < HANDLE_ATTEMPTS; attempt += 1) {
    const { handle, n } = await firstFreeHandle(db, base, from)
    try {
      const row = await db.updateTable('users').set({ handle }).where('id', '=', userId).where('handle', 'is', null).returning('handle').executeTakeFirst()
      if (row?.handle) return row.handle
      const current = await db.selectFrom('users').select('handle').where('id', '=', userId).executeTakeFirstOrThrow()
      if (current.handle) return current.handle
    } catch (error) {
      if (!isUniqueViolation(error)) throw error
    }
    from = n + 1
  }
  throw new Error(`No free handle found for user ${userId} after ${HANDLE_ATTEMPTS} attempts.`)
}

/**
 * The first candidate from the `from`-th on that no member has, asked by name through the unique
 * index. Not by prefix (LIKE 'base%'): neither database's index serves that pattern here, and with
 * a million members each first sign-in read the whole table (150–190 ms on PostgreSQL).
 */
async function firstFreeHandle(db: Db, base: string, from: number): Promise<{ handle: string; n: number }> {
  for (let start = from; ; start += CANDIDATES_AT_ONCE) {
    const candidates: Array<{ handle: string; n: number }> = []
    for (let n = start; n < start + CANDIDATES_AT_ONCE; n += 1) {
      const handle = handleCandidate(base, n)
      if (!isReservedHandle(handle)) candidates.push({ handle, n })
    }
    if (candidates.length === 0) continue
    const rows = await db.selectFrom('users').select('handle').where('handle', 'in', candidates.map((c) => c.handle)).execute()
    const taken = new Set(rows.map((row) => row.handle))
    const free = candidates.find((candidate) => !taken.has(candidate.handle))
    if (free) return free
  }
}

/** A unique index refused the write, on either database. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE'
}

async function upsertProfile(db: Db, claims: IdentityClaims, name: string | null, now: Date): Promise<UserRow> {
  const at = now.toISOString()
  const profile = JSON.stringify({ name: claims.name, email: claims.email, picture: claims.picture })
  // Without a usable name, a later sign-in keeps the member's name (their own, or the neutral one).
  const named = name === null ? {} : { display_name: name, needs_name: flag(false) }
  return db
    .insertInto('users')
    .values({
      email: claims.email,
      google_sub: claims.sub,
      google_user_data: profile,
      display_name: name ?? UNNAMED,
      needs_name: flag(name === null),
      created_at: at,
      updated_at: at,
      last_signed_in_at: at,
    })
    .onConflict((oc) =>
      oc.column('google_sub').doUpdateSet({
        email: claims.email,
        google_user_data: profile,
        ...named,
        updated_at: at,
        last_signed_in_at: at,
      }),
    )
    .returningAll()
    .executeTakeFirstOrThrow()
}

export function toUserResponse(row: UserRow): User {
  const data = parseProfile(row.google_user_data)
  return {
    id: row.id,
    email: row.email,
    google_sub: row.google_sub,
    google_user_data: data,
    created_at: row.created_at,
    updated_at: row.updated_at,
    last_signed_in_at: row.last_signed_in_at,
    role: row.role,
    display_name: row.display_name,
    needs_name: isSet(row.needs_name),
  }
}

function parseProfile(text: string): User['google_user_data'] {
  try {
    const value = JSON.parse(text) as Partial<Record<'name' | 'email' | 'picture', unknown>>
    const str = (v: unknown) => (typeof v === 'string' && v.length > 0 ? v : null)
    return { name: str(value.name), email: str(value.email), picture: str(value.picture) }
  } catch {
    return { name: null, email: null, picture: null }
  }
}

/**
 * The member with this handle (a leading @ and any case forgiven). Only handles are looked up:
 * an e-mail or a name finds nobody, so what a sender types never tells whether an e-mail has an
 * account.
 */
export async function findIdByHandle(db: Db, typed: string): Promise<number | undefined> {
  const handle = typed.trim().replace(/^@/, '').toLowerCase()
  if (!HANDLE_PATTERN.test(handle)) return undefined
  return (await db.selectFrom('users').select('id').where('handle', '=', handle).executeTakeFirst())?.id
}

export async function userExists(db: Db, id: number): Promise<boolean> {
  return Boolean(await db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst())
}

/** The whole user row, for the routes that show the person; the session check knows only the id. */
export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst()
}

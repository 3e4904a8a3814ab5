import type { User } from '@petfolk/contract/users'
import { sql } from 'kysely'
import type { Db } from '../db/database.ts'
import type { UserRow } from '../db/schema.ts'

/** Standard claims taken from the identity provider's ID token. */
export interface IdentityClaims {
  sub: string
  email: string
  name: string | null
  picture: string | null
}

/** Creates the user on first sign-in, refreshes the profile on every later one. */
export async function upsertUserFromClaims(db: Db, claims: IdentityClaims, now: Date): Promise<UserRow> {
  const at = now.toISOString()
  const profile = JSON.stringify({ name: claims.name, email: claims.email, picture: claims.picture })
  const displayName = claims.name?.trim() || claims.email
  return db
    .insertInto('users')
    .values({
      email: claims.email,
      google_sub: claims.sub,
      google_user_data: profile,
      display_name: displayName,
      created_at: at,
      updated_at: at,
      last_signed_in_at: at,
    })
    .onConflict((oc) =>
      oc.column('google_sub').doUpdateSet({
        email: claims.email,
        google_user_data: profile,
        display_name: displayName,
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

/** How a member named by another member (a message or gift recipient) was found. */
export type Recipient = { kind: 'found'; id: number; name: string } | { kind: 'none' } | { kind: 'ambiguous' }

/** Finds the one member with this e-mail, else with this display name (both case-insensitive). */
export async function resolveRecipient(db: Db, recipient: string): Promise<Recipient> {
  const needle = recipient.trim().toLowerCase()
  for (const column of ['email', 'display_name'] as const) {
    const rows = await db
      .selectFrom('users')
      .select(['id', 'display_name'])
      .where(sql<string>`lower(${sql.ref(column)})`, '=', needle)
      .limit(2)
      .execute()
    if (rows.length > 1) return { kind: 'ambiguous' }
    const [row] = rows
    if (row) return { kind: 'found', id: row.id, name: row.display_name }
  }
  return { kind: 'none' }
}

export async function userExists(db: Db, id: number): Promise<boolean> {
  return Boolean(await db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst())
}

/** The whole user row, for the routes that show the person; the session check knows only the id. */
export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst()
}

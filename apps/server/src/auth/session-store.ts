import type { Db } from '../db/database.ts'
import type { UserRow } from '../db/schema.ts'
import { preparedQuery } from '../db/prepared.ts'
import { hashToken, newToken } from './tokens.ts'

export interface SessionPolicy {
  idleMs: number
  maxMs: number
}

// Sliding expiry only needs a coarse last-seen time; writing it on every request would cost a write per read.
const TOUCH_INTERVAL_MS = 5 * 60 * 1000

export interface NewSessionDetails {
  /** The browser and device, as describeUserAgent gives it. */
  label?: string | null
  /**
   * The session cookie the browser still sent when it signed in again. Its session ends now: the
   * browser is about to forget that token, but a copy of it (a stolen cookie, a backup of the
   * profile) would otherwise stay good until it expires.
   */
  replacing?: string | undefined
}

/** Starts a session and answers the cookie token (random 256 bits; only its hash is kept). */
export async function createSession(db: Db, userId: number, now: Date, policy: SessionPolicy, details: NewSessionDetails = {}): Promise<string> {
  const token = newToken()
  const at = now.toISOString()
  if (details.replacing) await db.deleteFrom('sessions').where('token_hash', '=', hashToken(details.replacing)).execute()
  await db
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      created_at: at,
      last_seen_at: at,
      expires_at: new Date(now.getTime() + policy.maxMs).toISOString(),
      label: details.label ?? null,
    })
    .execute()
  return token
}

/**
 * Who a request comes from, as every API request learns it: id, e-mail and display name (what
 * routes write as author, sender or customer). The few routes that show the whole profile (GET
 * /api/session, /api/users/me, the page's session, the data export) read it with findUserById.
 */
export type SessionUser = Pick<UserRow, 'id' | 'email' | 'display_name' | 'role'> & Partial<Pick<UserRow, 'suspended_until' | 'banned_at'>>

export interface ActiveSession {
  sessionId: number
  user: SessionUser
}

// Runs on every API request, so it is compiled once (see db/prepared.ts).
const sessionByTokenHash = preparedQuery<[tokenHash: string], SessionRow>((db, param) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['sessions.id as session_id', 'sessions.last_seen_at', 'sessions.expires_at', 'users.id', 'users.email', 'users.display_name', 'users.role', 'users.suspended_until', 'users.banned_at'])
    .where('sessions.token_hash', '=', param<string>(0)),
)

type SessionRow = SessionUser & { session_id: number; last_seen_at: string; expires_at: string }

/** The session's user if the token is known and neither idle nor past its absolute end; expired ones are removed. */
export async function findActiveSession(
  db: Db,
  token: string,
  now: Date,
  policy: SessionPolicy,
): Promise<ActiveSession | null> {
  const [row] = await sessionByTokenHash(db, hashToken(token))
  if (!row) return null
  // A banned member's sessions are deleted when the ban is made; one that slipped through ends here.
  if (row.banned_at) {
    await db.deleteFrom('sessions').where('id', '=', row.session_id).execute()
    return null
  }
  const nowMs = now.getTime()
  const lastSeen = Date.parse(row.last_seen_at)
  if (nowMs >= Date.parse(row.expires_at) || nowMs - lastSeen >= policy.idleMs) {
    await db.deleteFrom('sessions').where('id', '=', row.session_id).execute()
    return null
  }
  if (nowMs - lastSeen >= TOUCH_INTERVAL_MS) {
    await db.updateTable('sessions').set({ last_seen_at: now.toISOString() }).where('id', '=', row.session_id).execute()
  }
  return {
    sessionId: row.session_id,
    user: { id: row.id, email: row.email, display_name: row.display_name, role: row.role, suspended_until: row.suspended_until, banned_at: row.banned_at },
  }
}

export async function deleteSession(db: Db, sessionId: number): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute()
}

/** Whether staff banned the member: sign-in, by the identity provider or a PIN, is refused. */
export async function isBanned(db: Db, userId: number): Promise<boolean> {
  const row = await db.selectFrom('users').select('banned_at').where('id', '=', userId).executeTakeFirst()
  return Boolean(row?.banned_at)
}

/** Ends every session of a member (a ban); answers the ids that ended, so their live streams end too. */
export async function deleteAllSessions(db: Db, userId: number): Promise<number[]> {
  const rows = await db.selectFrom('sessions').select('id').where('user_id', '=', userId).execute()
  if (rows.length > 0) await db.deleteFrom('sessions').where('user_id', '=', userId).execute()
  return rows.map((r) => r.id)
}

/** One of a member's sessions as Settings › Security lists it; never its token hash. */
export interface OwnSession {
  id: number
  label: string | null
  created_at: string
  last_seen_at: string
}

// A person has a handful of browsers; a script that signs in without cookies could make thousands,
// and the page shows the latest ones (Sign out everywhere else still ends them all).
const SESSION_LIST_MAX = 100

/** The member's sessions that are still active, most recently used first. */
export async function listOwnSessions(db: Db, userId: number, now: Date, policy: SessionPolicy): Promise<OwnSession[]> {
  return db
    .selectFrom('sessions')
    .select(['id', 'label', 'created_at', 'last_seen_at'])
    .where('user_id', '=', userId)
    // Ended ones wait for the sweeper; they are not "where you're signed in".
    .where('expires_at', '>', now.toISOString())
    .where('last_seen_at', '>', new Date(now.getTime() - policy.idleMs).toISOString())
    .orderBy('last_seen_at', 'desc')
    .orderBy('id', 'desc')
    .limit(SESSION_LIST_MAX)
    .execute()
}

/** Ends one of the member's sessions; false when they have no session with that id. */
export async function deleteOwnSession(db: Db, userId: number, sessionId: number): Promise<boolean> {
  const result = await db.deleteFrom('sessions').where('id', '=', sessionId).where('user_id', '=', userId).executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}

/** Ends every session of the member but the one given; answers the ids that ended. */
export async function deleteOtherSessions(db: Db, userId: number, keepSessionId: number): Promise<number[]> {
  const rows = await db.selectFrom('sessions').select('id').where('user_id', '=', userId).where('id', '!=', keepSessionId).execute()
  if (rows.length > 0) await db.deleteFrom('sessions').where('id', 'in', rows.map((r) => r.id)).execute()
  return rows.map((r) => r.id)
}

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

/** Starts a session and answers the cookie token (random 256 bits; only its hash is kept). */
export async function createSession(db: Db, userId: number, now: Date, policy: SessionPolicy): Promise<string> {
  const token = newToken()
  const at = now.toISOString()
  await db
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      created_at: at,
      last_seen_at: at,
      expires_at: new Date(now.getTime() + policy.maxMs).toISOString(),
    })
    .execute()
  return token
}

/**
 * Who a request comes from, as every API request learns it: id, e-mail and display name (what
 * routes write as author, sender or customer). The few routes that show the whole profile (GET
 * /api/session, /api/users/me, the page's session, the data export) read it with findUserById.
 */
export type SessionUser = Pick<UserRow, 'id' | 'email' | 'display_name'>

export interface ActiveSession {
  sessionId: number
  user: SessionUser
}

// Runs on every API request, so it is compiled once (see db/prepared.ts).
const sessionByTokenHash = preparedQuery<[tokenHash: string], SessionRow>((db, param) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['sessions.id as session_id', 'sessions.last_seen_at', 'sessions.expires_at', 'users.id', 'users.email', 'users.display_name'])
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
  const nowMs = now.getTime()
  const lastSeen = Date.parse(row.last_seen_at)
  if (nowMs >= Date.parse(row.expires_at) || nowMs - lastSeen >= policy.idleMs) {
    await db.deleteFrom('sessions').where('id', '=', row.session_id).execute()
    return null
  }
  if (nowMs - lastSeen >= TOUCH_INTERVAL_MS) {
    await db.updateTable('sessions').set({ last_seen_at: now.toISOString() }).where('id', '=', row.session_id).execute()
  }
  return { sessionId: row.session_id, user: { id: row.id, email: row.email, display_name: row.display_name } }
}

export async function deleteSession(db: Db, sessionId: number): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute()
}

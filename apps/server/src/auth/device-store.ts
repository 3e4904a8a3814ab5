import type { Db } from '../db/database.ts'
import { hashToken, newToken } from './tokens.ts'

/** Chrome caps cookie lifetimes at 400 days; the device binding lasts as long as its cookie. */
export const DEVICE_LIFETIME_MS = 400 * 24 * 60 * 60 * 1000

/**
 * Binds this browser to the user who just signed in with their identity provider, so PIN login
 * can later work here. A cookie bound to someone else is replaced, never shared.
 */
export async function bindDevice(db: Db, userId: number, currentToken: string | undefined, now: Date): Promise<string> {
  const at = now.toISOString()
  const expires = new Date(now.getTime() + DEVICE_LIFETIME_MS).toISOString()
  if (currentToken) {
    const updated = await db
      .updateTable('devices')
      .set({ last_used_at: at, expires_at: expires })
      .where('token_hash', '=', hashToken(currentToken))
      .where('user_id', '=', userId)
      .executeTakeFirst()
    if (Number(updated.numUpdatedRows) > 0) return currentToken
  }
  const token = newToken()
  await db
    .insertInto('devices')
    .values({ token_hash: hashToken(token), user_id: userId, created_at: at, last_used_at: at, expires_at: expires })
    .execute()
  return token
}

/** The user this device was bound to, if the binding is still valid. */
export async function findDeviceUserId(db: Db, token: string, now: Date): Promise<number | null> {
  const row = await db
    .selectFrom('devices')
    .select(['user_id', 'expires_at'])
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst()
  if (!row || Date.parse(row.expires_at) <= now.getTime()) return null
  return row.user_id
}

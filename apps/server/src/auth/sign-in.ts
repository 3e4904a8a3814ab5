import type { Db } from '../db/database.ts'
import type { UserRow } from '../db/schema.ts'
import { clearPinFailures } from './pin-store.ts'
import { upsertUserFromClaims, type IdentityClaims } from './users-store.ts'

/**
 * What a successful sign-in with the identity provider means for the account: the user is
 * created or refreshed, and PIN login lockouts are lifted because identity was proven again.
 */
export async function recordSignIn(db: Db, claims: IdentityClaims, now: Date): Promise<UserRow> {
  const user = await upsertUserFromClaims(db, claims, now)
  await clearPinFailures(db, user.id, now)
  return user
}

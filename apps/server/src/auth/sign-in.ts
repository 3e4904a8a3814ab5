import type { Db } from '../db/database.ts'
import type { UserRow } from '../db/schema.ts'
import { clearPinFailures } from './pin-store.ts'
import { promoteListedAdmin } from '../features/staff/roles.ts'
import { upsertUserFromClaims, type IdentityClaims } from './users-store.ts'

/**
 * What a successful sign-in with the identity provider means for the account: the user is
 * created or refreshed, PIN login lockouts are lifted because identity was proven again, and an
 * address listed in ADMIN_EMAILS makes its member an admin.
 */
export async function recordSignIn(db: Db, claims: IdentityClaims, now: Date, adminEmails: ReadonlySet<string> = new Set()): Promise<UserRow> {
  const user = await upsertUserFromClaims(db, claims, now)
  await clearPinFailures(db, user.id, now)
  return promoteListedAdmin(db, user, adminEmails, now)
}

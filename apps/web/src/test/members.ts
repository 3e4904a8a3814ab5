import type { Role } from '@petfolk/contract/staff'

interface TestMember {
  id: number
  name: string
  email: string
  googleSub: string
  /** When the account was made, changed and last signed in to; one date is enough for the tests. */
  since?: string
  role?: Role
}

/** A member as GET /api/users/me answers, signed in with Google. */
export function testMember({ id, name, email, googleSub, since = '2026-01-01T00:00:00.000Z', role = 'member' }: TestMember) {
  return {
    id,
    email,
    google_sub: googleSub,
    google_user_data: { name, email, picture: null },
    created_at: since,
    updated_at: since,
    last_signed_in_at: since,
    role,
    display_name: name,
    needs_name: false,
  }
}

/** The signed-in member of the web tests. */
export const me = testMember({ id: 1, name: 'Alice Walker', email: 'alice@example.com', googleSub: 'dev|alice' })

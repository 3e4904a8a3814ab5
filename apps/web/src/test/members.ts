/** The signed-in member of the web tests, as GET /api/users/me answers her. */
export const me = {
  id: 1,
  email: 'alice@example.com',
  google_sub: 'dev|alice',
  google_user_data: { name: 'Alice Walker', email: 'alice@example.com', picture: null },
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  last_signed_in_at: '2026-01-01T00:00:00.000Z',
}

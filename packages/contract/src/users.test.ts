import { describe, expect, it } from 'vitest'
import { displayName } from './users.ts'

describe('displayName', () => {
  const base = { email: 'sam@example.com' }
  it('prefers the profile name', () => {
    expect(displayName({ ...base, google_user_data: { name: 'Sam Reyes', email: null, picture: null } })).toBe('Sam Reyes')
  })
  it('falls back to the e-mail when the name is missing or blank', () => {
    expect(displayName({ ...base, google_user_data: { name: null, email: null, picture: null } })).toBe('sam@example.com')
    expect(displayName({ ...base, google_user_data: { name: '  ', email: null, picture: null } })).toBe('sam@example.com')
  })
})

import { describe, expect, it } from 'vitest'
import { displayName } from './users.ts'

describe('displayName', () => {
  it("is the member's display name, never the e-mail", () => {
    expect(displayName({ display_name: 'Sam Reyes' })).toBe('Sam Reyes')
    expect(displayName({ display_name: 'Member 4821' })).toBe('Member 4821')
  })
})

import { afterEach, describe, expect, it } from 'vitest'
import { DIALECTS } from '../testing/test-db.ts'
import { createTestContext, type TestContext } from '../testing/test-context.ts'

// Unscaled allowances: 30 PIN guesses per address per 10 minutes.
const PIN_GUESSES_PER_ADDRESS = 30

for (const dialect of DIALECTS) {
  describe(`the client address behind reverse proxies [${dialect}]`, () => {
    let t: TestContext | undefined
    afterEach(() => t?.dispose())

    const guess = (forwardedFor: string) =>
      (t as TestContext).request('/api/pin/verify', { method: 'POST', json: { pin: '0000' }, headers: { 'x-forwarded-for': forwardedFor } })

    /** Guesses PINs with each X-Forwarded-For value in turn; answers the 1-based number of the first 429, or 0. */
    async function firstRefusal(values: string[]): Promise<number> {
      for (const [i, value] of values.entries()) {
        const res = await guess(value)
        // Anything but "no session" or "too many" is a failure of its own; say which.
        if (res.status !== 401 && res.status !== 429) throw new Error(`guess ${i + 1} (${value}): ${res.status} ${await res.text()}`)
        if (res.status === 429) {
          expect(((await res.json()) as { error: string }).error).toMatch(/^Too many attempts\./)
          return i + 1
        }
      }
      return 0
    }
    const rotating = (n: number, rest: string) => Array.from({ length: n }, (_, i) => `10.${i >> 8}.${i & 255}.9${rest}`)

    it('with TRUST_PROXY=1, counts the entry the proxy appended, not the ones the client wrote before it', async () => {
      t = await createTestContext(dialect, { TRUST_PROXY: '1' })
      expect(await firstRefusal(rotating(45, ', 203.0.113.7'))).toBe(PIN_GUESSES_PER_ADDRESS + 1)
      // Another client behind the same proxy still has its own allowance.
      expect((await guess('10.0.0.1, 203.0.113.8')).status).toBe(401)
    })

    it('with TRUST_PROXY=2, counts the second entry from the right', async () => {
      t = await createTestContext(dialect, { TRUST_PROXY: '2' })
      // The outer proxy appended the client (198.51.100.7), the inner one the outer proxy (10.0.0.2).
      expect(await firstRefusal(rotating(45, ', 198.51.100.7, 10.0.0.2'))).toBe(PIN_GUESSES_PER_ADDRESS + 1)
      expect((await guess('198.51.100.7, 198.51.100.8, 10.0.0.2')).status).toBe(401)
      expect((await guess('198.51.100.9, 10.0.0.2')).status).toBe(401)
    })

    it('with fewer entries than trusted proxies, counts the socket address, which the client cannot choose', async () => {
      t = await createTestContext(dialect, { TRUST_PROXY: '2' })
      expect(await firstRefusal(rotating(45, ''))).toBe(PIN_GUESSES_PER_ADDRESS + 1)
    })
  })
}

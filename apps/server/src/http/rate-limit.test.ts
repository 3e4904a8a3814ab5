import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DIALECTS } from '../testing/test-db.ts'
import { createTestContext, type TestContext } from '../testing/test-context.ts'
import { countHit } from './rate-limit.ts'

for (const dialect of DIALECTS) {
  describe(`abuse limits [${dialect}]`, () => {
    let t: TestContext
    let alice: Awaited<ReturnType<TestContext['signInAs']>>
    let bob: Awaited<ReturnType<TestContext['signInAs']>>
    beforeAll(async () => {
      // A tenth of the normal allowance keeps the test short: 3 messages per user per 10 minutes.
      t = await createTestContext(dialect, { RATE_LIMIT_SCALE: '0.1' })
      alice = await t.signInAs('alice@example.com', 'Alice')
      bob = await t.signInAs('bob@example.com', 'Bob')
    })
    afterAll(() => t.dispose())

    const send = (cookie: string, content: string) =>
      t.request('/api/messages', { method: 'POST', cookie, json: { receiver_id: bob.user.id, content } })
    const stored = async () => (await t.deps.db.selectFrom('direct_messages').select('id').execute()).length

    it('refuses a fourth message within the window with 429, Retry-After and a sentence, storing nothing', async () => {
      for (let i = 0; i < 3; i++) expect((await send(alice.cookie, `hello ${i}`)).status).toBe(201)
      const before = await stored()
      const refused = await send(alice.cookie, 'one too many')
      expect(refused.status).toBe(429)
      const retryAfter = Number(refused.headers.get('retry-after'))
      expect(retryAfter).toBeGreaterThan(0)
      expect(retryAfter).toBeLessThanOrEqual(600)
      expect(((await refused.json()) as { error: string }).error).toMatch(/^Too many attempts\. Please wait \d+ minutes? and try again\.$/)
      expect(await stored()).toBe(before)
    })

    it('counts per user: another person is not affected', async () => {
      const res = await t.request('/api/messages', { method: 'POST', cookie: bob.cookie, json: { receiver_id: alice.user.id, content: 'hi' } })
      expect(res.status).toBe(201)
    })

    it('opens again in the next window', async () => {
      t.clock.advance(601_000)
      expect((await send(alice.cookie, 'later')).status).toBe(201)
    })

    it('leaves actions without a rule alone', async () => {
      for (let i = 0; i < 10; i++) expect((await t.request('/api/pets', { cookie: alice.cookie })).status).toBe(200)
    })

    it('limits PIN guesses per address, signed in or not', async () => {
      let last = 0
      for (let i = 0; i < 4; i++) last = (await t.request('/api/pin/verify', { method: 'POST', json: { pin: '0000' } })).status
      expect(last).toBe(429)
    })

    it('counts exactly under parallel hits (one atomic upsert per hit)', async () => {
      const results = await Promise.all(Array.from({ length: 20 }, () => countHit(t.deps.db, 'test:parallel', 600, 1_000_000)))
      expect(results.map((r) => r.hits).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1))
      expect((await countHit(t.deps.db, 'test:parallel', 600, 1_000_600)).hits).toBe(1)
    })
  })
}

describe('abuse limits switched off', () => {
  let t: TestContext
  beforeAll(async () => {
    t = await createTestContext('sqlite', { RATE_LIMITS: 'off', RATE_LIMIT_SCALE: '0.01' })
  })
  afterAll(() => t.dispose())

  it('never answers 429', async () => {
    for (let i = 0; i < 5; i++) expect((await t.request('/api/pin/verify', { method: 'POST', json: { pin: '0000' } })).status).not.toBe(429)
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SseReader } from '../../testing/sse-reader.ts'
import { DIALECTS } from '../../testing/test-db.ts'
import { createTestContext, type TestContext } from '../../testing/test-context.ts'

/**
 * Ending a session ends its live streams at once (audit finding, issue 29): before, a stream opened
 * before POST /api/logout kept delivering events until the hub's next session check, 24–30 s later.
 * The check here runs every minute, so only the sign-out's own signal can end the stream in time.
 */
for (const dialect of DIALECTS) {
  describe(`a session's live streams end with it [${dialect}]`, () => {
    let t: TestContext
    beforeAll(async () => {
      t = await createTestContext(dialect, {}, { databaseEventBus: true, liveStreams: { sessionCheckMs: 60_000 } })
    })
    afterAll(() => t.dispose())

    async function connect(cookie: string): Promise<SseReader> {
      const res = await t.request('/api/events', { cookie })
      expect(res.status).toBe(200)
      const tab = new SseReader(res)
      await tab.waitForEvent('ready')
      return tab
    }

    it('ends the stream within a second of POST /api/logout', async () => {
      const ana = await t.signInAs('ana@example.com', 'Ana Lopez')
      const tab = await connect(ana.cookie)
      expect((await t.request('/api/logout', { method: 'POST', cookie: ana.cookie, headers: { origin: 'http://petfolk.test' } })).status).toBe(200)
      await tab.waitForEnd(1000)
      expect(t.deps.liveStreams.count(ana.user.id)).toBe(0)
    })

    it('ends the other browsers’ streams on "sign out everywhere else", and keeps this one', async () => {
      const ben = await t.signInAs('ben@example.com', 'Ben Hale')
      const other = await t.signInAs('ben@example.com', 'Ben Hale')
      const mine = await connect(ben.cookie)
      const theirs = await connect(other.cookie)
      const res = await t.request('/api/account/sessions/sign-out-others', { method: 'POST', cookie: ben.cookie, headers: { origin: 'http://petfolk.test' } })
      expect(res.status).toBe(200)
      await theirs.waitForEnd(1000)
      expect(t.deps.liveStreams.count(ben.user.id)).toBe(1)
      await mine.cancel()
    })
  })
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Member } from '../../robustness/fixtures.ts'
import { SseReader } from '../../testing/sse-reader.ts'
import { DIALECTS } from '../../testing/test-db.ts'
import { startTestServer } from '../../testing/test-server.ts'

const HEARTBEAT_MS = 200
const RETRY_MS = 1000

/** The stream through the real Node server: nothing on the way buffers it, and shutdown does not wait for it. */
for (const dialect of DIALECTS) {
  describe(`live events on the running server [${dialect}]`, () => {
    let server: Awaited<ReturnType<typeof startTestServer>>
    let ana: Member
    let ben: Member

    beforeAll(async () => {
      server = await startTestServer(dialect, {}, { liveStreams: { heartbeatMs: HEARTBEAT_MS, retryMs: RETRY_MS } })
      ana = await new Member(server.baseUrl, 'ana@example.com').signIn()
      ben = await new Member(server.baseUrl, 'ben@example.com').signIn()
    })
    afterAll(() => server?.stop())

    const connect = async (member: Member) => {
      const res = await fetch(`${server.baseUrl}/api/events`, { headers: { cookie: member.cookie(), accept: 'text/event-stream' } })
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/)
      expect(res.headers.get('cache-control')).toBe('no-store')
      const tab = new SseReader(res)
      await tab.waitForEvent('ready')
      return tab
    }

    it('delivers events and heartbeats as they happen, unbuffered', async () => {
      const tab = await connect(ben)
      const sent = Date.now()
      expect((await ana.call('POST', '/api/messages', { receiver_id: ben.id, content: 'Over the wire' })).status).toBe(201)
      expect((await tab.nextEvent('messages', 1000)).event).toBe('messages')
      expect(Date.now() - sent).toBeLessThan(1000)
      expect(await tab.next(HEARTBEAT_MS * 4)).toEqual({ kind: 'comment', text: 'keep-alive' })
      await tab.cancel()
    })

    it('ends open streams at once on shutdown, with a spread-out reconnect hint, instead of waiting out the grace time', async () => {
      const tabs = [await connect(ana), await connect(ben), await connect(ben)]
      const started = Date.now()
      await server.running.close(10_000)
      expect(Date.now() - started).toBeLessThan(2000)
      for (const tab of tabs) {
        await tab.waitForEnd(1000)
        const hints = tab.seen.flatMap((item) => (item.kind === 'retry' ? [item.ms] : []))
        expect(hints[0]).toBe(RETRY_MS)
        expect(hints[hints.length - 1]).toBeGreaterThanOrEqual(RETRY_MS)
        expect(hints.length).toBe(2)
      }
    })
  })
}

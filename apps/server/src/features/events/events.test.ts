import { sql } from 'kysely'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { json } from '../../testing/json.ts'
import { SseReader } from '../../testing/sse-reader.ts'
import { DIALECTS } from '../../testing/test-db.ts'
import { createTestContext, type TestContext } from '../../testing/test-context.ts'
import { sampleFoundPet, sampleLostPet } from '../../robustness/samples.ts'
import { liveEventChannel } from './postgres-bus.ts'
import { lostReportRef } from '../../delivery/report-ref.ts'
import { reportRecipients } from './store.ts'
import { treatSentPhotosAsOwnUploads } from '../../testing/own-photos.ts'
import { flag } from '../../db/row-values.ts'

/** What the issue promises: a change reaches every open tab of its recipient within a second. */
const LIVE_MS = 1000
const HEARTBEAT_MS = 150
const MAX_STREAMS = 3

for (const dialect of DIALECTS) {
  describe(`live events stream [${dialect}]`, () => {
    let t: TestContext
    type Person = Awaited<ReturnType<TestContext['signInAs']>>
    let ana: Person
    let ben: Person
    let cy: Person
    const open: SseReader[] = []

    beforeAll(async () => {
      // The bus server.ts would pick: LISTEN/NOTIFY on PostgreSQL.
      t = await createTestContext(dialect, {}, { databaseEventBus: true, liveStreams: { heartbeatMs: HEARTBEAT_MS, sessionCheckMs: 100, maxStreamsPerUser: MAX_STREAMS } })
      treatSentPhotosAsOwnUploads(t)
      ana = await t.signInAs('ana@example.com', 'Ana Lopez')
      ben = await t.signInAs('ben@example.com', 'Ben Hale')
      cy = await t.signInAs('cy@example.com', 'Cy Moreau')
    })
    afterEach(async () => {
      await Promise.all(open.splice(0).map((tab) => tab.cancel()))
      await until(() => t.deps.liveStreams.count() === 0)
    })
    afterAll(() => t.dispose())

    /** A tab: the stream, read up to its `ready` event. */
    async function connect(cookie: string, headers: Record<string, string> = {}, query = ''): Promise<SseReader> {
      const res = await t.request(`/api/events${query}`, { cookie, headers })
      expect(res.status, await peekError(res)).toBe(200)
      const tab = new SseReader(res)
      open.push(tab)
      await tab.waitForEvent('ready')
      return tab
    }

    const sendMessage = (from: Person, to: Person, content = 'Walk at six?') =>
      t.request('/api/messages', { method: 'POST', cookie: from.cookie, json: { receiver_id: to.user.id, content } })
    const sendGift = (from: Person, to: Person) =>
      t.request('/api/gift-transactions', { method: 'POST', cookie: from.cookie, json: { product_id: 1, receiver_id: to.user.id, quantity: 1, gift_message: 'For the pup' } })

    it('refuses visitors with 401 and a sentence, like every signed-in route', async () => {
      for (const cookie of [undefined, 'pf_session=not-a-session']) {
        const res = await t.request('/api/events', cookie ? { cookie } : {})
        expect(res.status).toBe(401)
        expect((await json(res)).error).toMatch(/sign in/i)
      }
      expect((await t.request('/api/events/status')).status).toBe(401)
    })

    it('streams unbuffered and uncached, with a reconnect hint, and says where the tab starts', async () => {
      const res = await t.request('/api/events', { cookie: ben.cookie })
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/)
      expect(res.headers.get('cache-control')).toBe('no-store')
      expect(res.headers.get('x-accel-buffering')).toBe('no')
      expect(res.headers.get('etag')).toBeNull()
      const tab = new SseReader(res)
      open.push(tab)
      expect(await tab.next()).toEqual({ kind: 'retry', ms: 3000 })
      const ready = await tab.nextEvent()
      expect(ready.event).toBe('ready')
      expect(ready.id).toMatch(/^\d+-\d+$/)
      expect(await json(await t.request('/api/events/status', { cookie: ben.cookie }))).toEqual({ open: 1, limit: MAX_STREAMS })
    })

    it('sends heartbeat comments while nothing happens', async () => {
      const tab = await connect(cy.cookie)
      const started = Date.now()
      expect(await tab.next(HEARTBEAT_MS * 4)).toEqual({ kind: 'comment', text: 'keep-alive' })
      expect(Date.now() - started).toBeLessThan(HEARTBEAT_MS * 4)
    })

    it('tells the receiver and every tab of the sender about a direct message within a second, and nobody else', async () => {
      const [benTab, anaTab, anaOtherTab, cyTab] = await Promise.all([connect(ben.cookie), connect(ana.cookie), connect(ana.cookie), connect(cy.cookie)])
      const res = await sendMessage(ana, ben)
      expect(res.status).toBe(201)
      // From the moment the message exists (its 201): how long the request itself took on a busy
      // test machine is the request's time, not the live path's.
      const sent = Date.now()
      const message = await json(res)
      for (const tab of [benTab, anaTab, anaOtherTab]) {
        const event = await tab.nextEvent('messages', LIVE_MS)
        expect(JSON.parse(event.data)).toEqual({ newest: message.id })
        expect(event.id).toMatch(new RegExp(`^\\d+-${message.id}$`))
      }
      expect(Date.now() - sent).toBeLessThan(LIVE_MS)
      expect(await cyTab.eventsWithin(300)).toEqual([])
    })

    it('tells both tabs of a gift’s receiver about the notification within a second, and not the sender', async () => {
      const [benTab, benOtherTab, anaTab] = await Promise.all([connect(ben.cookie), connect(ben.cookie), connect(ana.cookie)])
      const sent = Date.now()
      expect((await sendGift(ana, ben)).status).toBe(201)
      const [newest] = await t.deps.db.selectFrom('notifications').select('id').where('user_id', '=', ben.user.id).orderBy('id', 'desc').limit(1).execute()
      for (const tab of [benTab, benOtherTab]) {
        const event = await tab.nextEvent('notifications', LIVE_MS)
        expect(JSON.parse(event.data)).toEqual({ newest: newest?.id })
      }
      expect(Date.now() - sent).toBeLessThan(LIVE_MS)
      expect(await anaTab.eventsWithin(300)).toEqual([])
    })

    it('tells the reader’s other tabs when a message is marked read', async () => {
      const message = await json(await sendMessage(ana, ben, 'Read me'))
      const benTab = await connect(ben.cookie)
      expect((await t.request(`/api/messages/${message.id}/read`, { method: 'PATCH', cookie: ben.cookie })).status).toBe(200)
      expect((await benTab.nextEvent('messages', LIVE_MS)).event).toBe('messages')
    })

    it('resumes from Last-Event-ID: a tab learns at once what it missed, and nothing when it missed nothing', async () => {
      const first = await connect(ben.cookie)
      const lastSeen = first.lastEventId ?? ''
      await first.cancel()
      await until(() => t.deps.liveStreams.count(ben.user.id) === 0)

      // Nothing happened: the resumed tab only hears that it is connected.
      const unchanged = await connect(ben.cookie, { 'last-event-id': lastSeen })
      expect(unchanged.seen.filter((i) => i.kind === 'event').map((e) => (e as { event: string }).event)).toEqual(['ready'])
      await unchanged.cancel()

      // A message and a gift while the tab was away.
      const message = await json(await sendMessage(ana, ben, 'While you were away'))
      expect((await sendGift(ana, ben)).status).toBe(201)
      const res = await t.request('/api/events', { cookie: ben.cookie, headers: { 'last-event-id': lastSeen } })
      const resumed = new SseReader(res)
      open.push(resumed)
      const missed = [await resumed.nextEvent(), await resumed.nextEvent()]
      expect(missed.map((e) => e.event)).toEqual(['notifications', 'messages'])
      expect(JSON.parse(missed[1]?.data ?? '')).toEqual({ newest: message.id, resync: true })
      expect((await resumed.nextEvent()).event).toBe('ready')
      // Let the live events of the message and gift (a moment later through PostgreSQL) pass first.
      await resumed.eventsWithin(300)
      const current = resumed.lastEventId ?? ''

      // The web app's own reconnects send the id as a query parameter.
      const byQuery = await connect(ben.cookie, {}, `?last_event_id=${encodeURIComponent(current)}`)
      expect(byQuery.seen.filter((i) => i.kind === 'event').length).toBe(1)
    })

    it('treats an id it did not issue as "anything may have changed", never as an error', async () => {
      for (const id of ['garbage', '1-2-3', '-1-0', '9'.repeat(40), '12-']) {
        const res = await t.request('/api/events', { cookie: cy.cookie, headers: { 'last-event-id': id } })
        expect(res.status, id).toBe(200)
        const tab = new SseReader(res)
        open.push(tab)
        expect([(await tab.nextEvent()).event, (await tab.nextEvent()).event, (await tab.nextEvent()).event]).toEqual(['notifications', 'messages', 'ready'])
        await tab.cancel()
      }
    })

    it('reaches exactly the connected members a lost-pet fan-out addressed', async () => {
      const report = await json(await t.request('/api/lost-pets', { method: 'POST', cookie: cy.cookie, json: sampleLostPet }))
      const dee = await t.signInAs('dee@example.com', 'Dee Park')
      const eve = await t.signInAs('eve@example.com', 'Eve Stone')
      // Ana and Ben hold the report's alert; Dee holds only the found notice; Eve nothing; Cy reported it.
      const at = t.clock.now().toISOString()
      const notice = (userId: number, kind: string) => ({ user_id: userId, kind, title: 'Lost dog nearby', body: 'Pepper', link: `/lost-pets?report=${report.id}`, is_read: flag(false), created_at: at, lost_pet_id: report.id as number })
      await t.deps.db
        .insertInto('notifications')
        .values([notice(ana.user.id, 'lost_pet_alert'), notice(ben.user.id, 'lost_pet_alert'), notice(dee.user.id, 'lost_pet_found')])
        .execute()
      const tabs = await Promise.all([ana, ben, cy, dee, eve].map((p) => connect(p.cookie)))
      const [anaTab, benTab, ...others] = tabs
      t.deps.events.publish({ topic: 'notifications', lostPetId: report.id as number, kind: 'lost_pet_alert' })
      for (const tab of [anaTab, benTab]) expect((await tab?.nextEvent('notifications', LIVE_MS))?.event).toBe('notifications')
      expect(await Promise.all(others.map((tab) => tab.eventsWithin(300)))).toEqual(others.map(() => []))
    })

    it('reaches the members a found-pet fan-out addressed, not those alerted about a lost report with the same id', async () => {
      const found = await json(await t.request('/api/found-pets', { method: 'POST', cookie: cy.cookie, json: sampleFoundPet }))
      const at = t.clock.now().toISOString()
      const id = found.id as number
      await t.deps.db
        .insertInto('notifications')
        .values([
          { user_id: ana.user.id, kind: 'found_pet_alert', found_pet_id: id, is_read: 0, created_at: at },
          { user_id: ben.user.id, kind: 'found_pet_alert', lost_pet_id: id, is_read: 0, created_at: at },
        ])
        .execute()
      const [anaTab, benTab, cyTab] = await Promise.all([ana, ben, cy].map((p) => connect(p.cookie)))
      t.deps.events.publish({ topic: 'notifications', foundPetId: id, kind: 'found_pet_alert' })
      expect((await anaTab?.nextEvent('notifications', LIVE_MS))?.event).toBe('notifications')
      expect(await Promise.all([benTab, cyTab].map((tab) => tab?.eventsWithin(300)))).toEqual([[], []])
    })

    it('finds a report’s recipients among many connected members with one read as well as by probing', async () => {
      const [report] = await t.deps.db.selectFrom('lost_pets').select('id').orderBy('id', 'desc').limit(1).execute()
      const few = new Set([ana.user.id, cy.user.id])
      const many = new Set([ana.user.id, cy.user.id, ...Array.from({ length: 2000 }, (_, i) => 100_000 + i)])
      for (const connected of [few, many]) {
        const reached = await reportRecipients(t.deps.db, lostReportRef(report?.id ?? 0), 'lost_pet_alert', connected)
        expect([...reached.keys()]).toEqual([ana.user.id])
      }
    })

    it('lets one member hold only a few streams, with a clear 429 for the next', async () => {
      const cyTabs = await Promise.all(Array.from({ length: MAX_STREAMS }, () => connect(cy.cookie)))
      const refused = await t.request('/api/events', { cookie: cy.cookie })
      expect(refused.status).toBe(429)
      expect(refused.headers.get('retry-after')).toBe('30')
      expect((await json(refused)).error).toMatch(/Too many tabs .*at most 3/)
      // Another member is not affected, and a closed tab frees its place.
      await connect(ana.cookie)
      await cyTabs[0]?.cancel()
      await until(() => t.deps.liveStreams.count(cy.user.id) < MAX_STREAMS)
      await connect(cy.cookie)
    })

    it('opens no stream for HEAD, whose body nobody reads', async () => {
      const res = await t.request('/api/events', { method: 'HEAD', cookie: cy.cookie })
      expect(res.status).toBe(200)
      expect(t.deps.liveStreams.count()).toBe(0)
    })

    it.runIf(dialect === 'postgres')('resyncs open tabs when the listening connection comes back, as events may have been lost meanwhile', async () => {
      const tab = await connect(ben.cookie)
      // A change whose event is lost: written without publishing, as if the NOTIFY went out while nobody listened.
      const [lost] = await t.deps.db
        .insertInto('notifications')
        .values({ user_id: ben.user.id, kind: 'gift', title: 'Lost in transit', body: '', link: null, is_read: 0, created_at: t.clock.now().toISOString() })
        .returning('id')
        .execute()
      const channel = liveEventChannel(t.database.pgSchema ?? '')
      await sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query = ${`listen "${channel}"`}`.execute(t.deps.db)
      const event = await tab.nextEvent('notifications', 5000)
      expect(JSON.parse(event.data)).toEqual({ newest: lost?.id, resync: true })
    })

    it('ends the stream when its session is signed out, or runs out', async () => {
      const leaving = await t.signInAs('leaving@example.com')
      const tab = await connect(leaving.cookie)
      expect((await t.request('/api/logout', { cookie: leaving.cookie })).status).toBe(200)
      await tab.waitForEnd(LIVE_MS)

      // Last in this file: every session made so far runs out with it.
      const idle = await t.signInAs('idle@example.com')
      const idleTab = await connect(idle.cookie)
      t.clock.advance(t.deps.config.sessionIdleMs)
      await idleTab.waitForEnd(LIVE_MS)
    })
  })
}

async function until(condition: () => boolean, timeoutMs = 2000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('the condition did not hold in time')
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

async function peekError(res: Response): Promise<string> {
  return res.status === 200 ? '' : await res.clone().text()
}

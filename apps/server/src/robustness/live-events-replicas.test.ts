import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SseReader } from '../testing/sse-reader.ts'
import type { ChildServer } from './child-server.ts'
import { startReplicaPair, type ReplicaPair } from './replica-pair.ts'
import { Member, uploadPhoto } from './fixtures.ts'
import { sampleLostPet } from './samples.ts'

/**
 * Issue 13: a tab connected to one replica hears, within seconds, what a request to another
 * replica changed for its member (PostgreSQL LISTEN/NOTIFY between the processes), and a tab
 * that reconnects to the other replica resumes where it left off.
 */
const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL
/**
 * Live means at once, not at a later poll or reconnect; latency figures are the benchmarks' (bench/alerts.ts).
 * Three seconds leaves room for a CI machine running the browser journeys beside these tests
 * (one second was missed by 162 ms there).
 */
const LIVE_MS = 3000

describe.skipIf(!TEST_DATABASE_URL)('live events across two replicas on one PostgreSQL (skipped: set TEST_DATABASE_URL to run)', () => {
  const tabs: SseReader[] = []
  let pair: ReplicaPair
  let replicas: ChildServer[]
  let r1 = ''
  let r2 = ''

  const member = (email: string) => new Member(r1, email).signIn()

  /** A tab of `who` streaming from `replica`, read up to its `ready` event. */
  async function connect(who: Member, replica: string, lastEventId?: string): Promise<SseReader> {
    const headers: Record<string, string> = { cookie: who.cookie() }
    if (lastEventId) headers['last-event-id'] = lastEventId
    const res = await fetch(`${replica}/api/events`, { headers })
    expect(res.status).toBe(200)
    const tab = new SseReader(res)
    tabs.push(tab)
    await tab.waitForEvent('ready')
    return tab
  }

  beforeAll(async () => {
    // One after the other: the replicas test already covers starting together on an empty schema.
    pair = await startReplicaPair(TEST_DATABASE_URL ?? '', 'live_replicas', { together: false })
    ;({ replicas, r1, r2 } = pair)
  }, 150_000)

  afterAll(async () => {
    await Promise.all(tabs.map((tab) => tab.cancel()))
    await pair?.dispose()
  })

  it('tells a tab on replica 1 about a message and a gift sent through replica 2 within seconds', async () => {
    const [ana, ben] = [await member('live-ana@example.com'), await member('live-ben@example.com')]
    const benTab = await connect(ben, r1)
    const anaTab = await connect(ana, r1)

    let sent = Date.now()
    const message = await ana.ok('POST', `${r2}/api/messages`, { receiver_id: ben.id, content: 'From the other replica' })
    expect(JSON.parse((await benTab.nextEvent('messages', LIVE_MS)).data)).toEqual({ newest: message.id })
    expect(Date.now() - sent).toBeLessThan(LIVE_MS)
    // The sender's tab on the other replica lists it too.
    expect((await anaTab.nextEvent('messages', LIVE_MS)).event).toBe('messages')

    sent = Date.now()
    await ana.ok('POST', `${r2}/api/gift-transactions`, { product_id: 1, receiver_id: ben.id, quantity: 1, gift_message: 'Across replicas' })
    expect((await benTab.nextEvent('notifications', LIVE_MS)).event).toBe('notifications')
    expect(Date.now() - sent).toBeLessThan(LIVE_MS)
    expect(await anaTab.eventsWithin(300)).toEqual([])
  })

  it('brings a lost-pet alert reported through replica 2 to a watcher’s tab on replica 1', async () => {
    const [watcher, bystander, reporter] = [await member('live-watcher@example.com'), await member('live-bystander@example.com'), await member('live-reporter@example.com')]
    await watcher.ok('POST', `${r1}/api/user-alert-preferences`, { zip_codes: ['78704'], alert_radius: 25, email_alerts: false, species_preferences: [] })
    const [watcherTab, bystanderTab] = [await connect(watcher, r1), await connect(bystander, r1)]
    const sent = Date.now()
    await reporter.ok('POST', `${r2}/api/lost-pets`, { ...sampleLostPet, photo_url: await uploadPhoto(reporter), pet_name: 'Live-Pepper' })
    expect((await watcherTab.nextEvent('notifications', LIVE_MS)).event).toBe('notifications')
    expect(Date.now() - sent).toBeLessThan(LIVE_MS)
    expect(await bystanderTab.eventsWithin(300)).toEqual([])
  })

  it('resumes on replica 2 a tab that was connected to replica 1, sending what it missed', async () => {
    const [ana, cy] = [await member('live-ana2@example.com'), await member('live-cy@example.com')]
    const onR1 = await connect(cy, r1)
    const lastSeen = onR1.lastEventId
    await onR1.cancel()
    const message = await ana.ok('POST', `${r1}/api/messages`, { receiver_id: cy.id, content: 'While you switched replicas' })
    const onR2 = await connect(cy, r2, lastSeen)
    const missed = onR2.seen.flatMap((item) => (item.kind === 'event' ? [item] : []))
    expect(missed.map((e) => e.event)).toEqual(['messages', 'ready'])
    expect(JSON.parse(missed[0]?.data ?? '')).toEqual({ newest: message.id, resync: true })
  })

  it('stops both replicas cleanly and promptly while tabs are connected', async () => {
    const watcher = await member('live-last@example.com')
    const open = [await connect(watcher, r1), await connect(watcher, r2)]
    const started = Date.now()
    for (const r of replicas) r.child.kill('SIGTERM')
    for (const r of replicas) {
      expect(await r.exited).toEqual({ code: 0, signal: null })
      expect(r.stderr()).toBe('')
    }
    expect(Date.now() - started).toBeLessThan(5000)
    for (const tab of open) await tab.waitForEnd(1000)
  })
})

import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLogger } from '../../logger.ts'
import { createTestDatabase, type TestDatabase } from '../../testing/test-db.ts'
import type { EventBus, LiveEvent } from './bus.ts'
import { USER_IDS_PER_PAYLOAD, fromPayload, toPayloads } from './bus-payload.ts'
import { createPostgresEventBus, liveEventChannel } from './postgres-bus.ts'

describe('live event payloads', () => {
  it('split a long member list into payloads PostgreSQL accepts, and read them back', () => {
    const userIds = Array.from({ length: 1234 }, (_, i) => 2_000_000_000 + i)
    const payloads = toPayloads({ topic: 'notifications', userIds })
    expect(payloads.length).toBe(Math.ceil(userIds.length / USER_IDS_PER_PAYLOAD))
    for (const payload of payloads) expect(Buffer.byteLength(payload)).toBeLessThan(8000)
    expect(payloads.flatMap((p) => (fromPayload(p) as { userIds: number[] }).userIds)).toEqual(userIds)
    expect(toPayloads({ topic: 'messages', userIds: [] })).toEqual([])
    const lostPet: LiveEvent = { topic: 'notifications', lostPetId: 7, kind: 'lost_pet_alert' }
    expect(toPayloads(lostPet).map(fromPayload)).toEqual([lostPet])
    const foundPet: LiveEvent = { topic: 'notifications', foundPetId: 7, kind: 'found_pet_alert' }
    expect(toPayloads(foundPet).map(fromPayload)).toEqual([foundPet])
  })

  it('ignore notifications that are not live events', () => {
    for (const text of ['', 'hello', '{}', '{"topic":"messages","lostPetId":1,"kind":"x"}', '{"topic":"notifications","lostPetId":1,"foundPetId":1,"kind":"x"}', '{"topic":"notifications","userIds":[0]}', '{"topic":"messages","userIds":[1],"extra":1}']) {
      expect(fromPayload(text), text).toBeNull()
    }
  })

  it('name one channel per schema, always a short plain identifier', () => {
    expect(liveEventChannel('test_ab12')).toBe('petfolk_events_test_ab12')
    expect(liveEventChannel('public')).not.toBe(liveEventChannel('test_ab12'))
    for (const schema of ['Odd "Schema"', 'x'.repeat(100)]) expect(liveEventChannel(schema)).toMatch(/^[a-z0-9_]{1,63}$/)
  })
})

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL

describe.skipIf(!TEST_DATABASE_URL)('the PostgreSQL event bus (skipped: set TEST_DATABASE_URL to run)', () => {
  const logger = createLogger('silent')
  let here: TestDatabase
  let elsewhere: TestDatabase
  const buses: EventBus[] = []

  const open = async (database: TestDatabase) => {
    const { db, openListenClient } = database.handle
    if (!openListenClient) throw new Error('expected a PostgreSQL handle')
    const bus = await createPostgresEventBus(db, openListenClient, logger, { reconnectMinMs: 50, reconnectMaxMs: 200 })
    buses.push(bus)
    return bus
  }

  /** Collects what a bus hears. */
  const listen = (bus: EventBus) => {
    const heard: LiveEvent[] = []
    let resyncs = 0
    bus.subscribe(
      (event) => heard.push(event),
      () => resyncs++,
    )
    return { heard, resyncs: () => resyncs }
  }

  beforeAll(async () => {
    here = await createTestDatabase('postgres')
    elsewhere = await createTestDatabase('postgres')
  })
  afterAll(async () => {
    for (const bus of buses) await bus.close()
    await here?.dispose()
    await elsewhere?.dispose()
  })

  it('carries each event once to every replica on the schema, the publisher included, and to no other schema', async () => {
    const [a, b, other] = [await open(here), await open(here), await open(elsewhere)]
    const [onA, onB, onOther] = [listen(a), listen(b), listen(other)]
    const event: LiveEvent = { topic: 'messages', userIds: [3, 4] }
    a.publish(event)
    await until(() => onA.heard.length > 0 && onB.heard.length > 0)
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(onA.heard).toEqual([event])
    expect(onB.heard).toEqual([event])
    expect(onOther.heard).toEqual([])
  })

  it('delivers a member list longer than one payload holds, in parts', async () => {
    const [a, b] = [await open(here), await open(here)]
    const onB = listen(b)
    const userIds = Array.from({ length: 1100 }, (_, i) => i + 1)
    a.publish({ topic: 'notifications', userIds })
    await until(() => onB.heard.flatMap((e) => ('userIds' in e ? e.userIds : [])).length === userIds.length)
    expect(onB.heard.flatMap((e) => ('userIds' in e ? e.userIds : [])).sort((x, y) => x - y)).toEqual(userIds)
  })

  it('listens again after its connection is cut, and asks its subscribers to resync', async () => {
    const bus = await open(here)
    const heard = listen(bus)
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL })
    await admin.connect()
    try {
      const channel = liveEventChannel(here.pgSchema ?? '')
      // Cut every connection listening on this schema's channel (the other tests' buses come back too).
      await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and query = $1`,
        [`listen "${channel}"`],
      )
      await until(() => heard.resyncs() > 0, 5000)
      bus.publish({ topic: 'messages', userIds: [9] })
      await until(() => heard.heard.some((e) => 'userIds' in e && e.userIds.includes(9)))
    } finally {
      await admin.end()
    }
  })

  it('stops listening and publishing once closed', async () => {
    const bus = await open(here)
    const heard = listen(bus)
    await bus.close()
    bus.publish({ topic: 'messages', userIds: [1] })
    const other = await open(here)
    other.publish({ topic: 'messages', userIds: [2] })
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(heard.heard).toEqual([])
  })
})

async function until(condition: () => boolean, timeoutMs = 2000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('the condition did not hold in time')
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

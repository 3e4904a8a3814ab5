import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LooseJson } from '../testing/json.ts'
import type { ChildServer } from './child-server.ts'
import { startReplicaPair, type ReplicaPair } from './replica-pair.ts'
import { Member, uploadPhoto } from './fixtures.ts'
import { samplePet, sampleLostPet } from './samples.ts'

/**
 * Item 6: two server processes on one PostgreSQL schema, as two replicas behind a load balancer
 * (one public APP_URL, one SESSION_SECRET). Whatever one replica decides, the other sees: sessions,
 * PIN lockouts, showcase votes and lost-pet alerts live in the database, not in a process.
 */
const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL

describe.skipIf(!TEST_DATABASE_URL)('two replicas on one PostgreSQL (skipped: set TEST_DATABASE_URL to run)', () => {
  let pair: ReplicaPair
  let admin: pg.Client
  let replicas: ChildServer[]
  let r1 = ''
  let r2 = ''

  async function member(email: string): Promise<Member> {
    // Sign-in goes through replica 1, whose development identity provider APP_URL names.
    return new Member(r1, email).signIn()
  }

  beforeAll(async () => {
    // Both start at once on the empty schema, as replicas of a fresh deployment do.
    pair = await startReplicaPair(TEST_DATABASE_URL ?? '', 'replicas', { together: true })
    ;({ admin, replicas, r1, r2 } = pair)
  }, 150_000)

  afterAll(() => pair?.dispose())

  it('seeds the demo catalog once although both replicas started on the empty schema together', async () => {
    const { rows } = await admin.query<{ name: string; n: number }>('select name, count(*)::int as n from gift_products group by name having count(*) > 1')
    expect(rows).toEqual([])
    const r1Products = (await (await fetch(`${r1}/api/demo/photographers`)).json()) as unknown[]
    const r2Products = (await (await fetch(`${r2}/api/demo/photographers`)).json()) as unknown[]
    expect(r2Products).toEqual(r1Products)
  })

  it('accepts a session made on one replica on the other, and ends it on both at logout', async () => {
    const a = await member('replica-a@example.com')
    const onR1 = await a.call('GET', `${r1}/api/users/me`)
    const onR2 = await a.call('GET', `${r2}/api/users/me`)
    expect(onR1.status).toBe(200)
    expect(onR2.status).toBe(200)
    expect(onR2.body.id).toBe(onR1.body.id)
    // A write on replica 2 is read on replica 1.
    const pet = await a.ok('POST', `${r2}/api/pets`, { ...samplePet, name: 'Replica' })
    expect((await a.ok('GET', `${r1}/api/pets/${pet.id}`)).name).toBe('Replica')

    expect((await a.call('GET', `${r2}/api/logout`)).status).toBe(200)
    expect((await a.call('GET', `${r1}/api/users/me`)).status).toBe(401)
  })

  it('counts wrong PINs made on both replicas towards one lockout', async () => {
    const a = await member('replica-pin@example.com')
    expect((await a.call('POST', `${r1}/api/pin/create`, { pin: '1234' })).status).toBe(201)
    const first = await a.call('POST', `${r1}/api/pin/verify`, { pin: '0000' })
    const second = await a.call('POST', `${r2}/api/pin/verify`, { pin: '0000' })
    const third = await a.call('POST', `${r1}/api/pin/verify`, { pin: '0000' })
    expect([first.status, second.status]).toEqual([401, 401])
    expect([first.body.attemptsRemaining, second.body.attemptsRemaining]).toEqual([2, 1])
    expect([401, 423]).toContain(third.status)
    // Locked on both: even the right PIN is refused, and both report the lock.
    for (const url of [r2, r1]) {
      const right = await a.call('POST', `${url}/api/pin/verify`, { pin: '1234' })
      expect(right.status, url).toBe(423)
      expect(right.body.locked).toBe(true)
      const status = await a.call('GET', `${url}/api/pin/status`)
      expect(status.body).toMatchObject({ hasPin: true, locked: true, attemptsRemaining: 0 })
    }
  })

  it('lets only three of six simultaneous wrong PINs, split over both replicas, be tried', async () => {
    const c = await member('replica-pin-race@example.com')
    expect((await c.call('POST', `${r2}/api/pin/create`, { pin: '4321' })).status).toBe(201)
    const statuses = await Promise.all(Array.from({ length: 6 }, (_, i) => c.call('POST', `${i % 2 === 0 ? r1 : r2}/api/pin/verify`, { pin: '0000' }).then((r) => r.status)))
    // The first two tried answer 401, the third tried locks (423), and the three never tried are refused as locked (423).
    expect(statuses.filter((s) => s === 401).length, JSON.stringify(statuses)).toBe(2)
    expect(statuses.filter((s) => s === 423).length, JSON.stringify(statuses)).toBe(4)
    const { rows } = await admin.query<{ consecutive_failures: number; locked: boolean }>(
      'select p.consecutive_failures, p.locked_until is not null as locked from pins p join users u on u.id = p.user_id where u.email = $1',
      [c.email],
    )
    expect(rows).toEqual([{ consecutive_failures: 3, locked: true }])
  })

  it('counts a showcase vote sent to both replicas at once only once', async () => {
    const owner = await member('replica-showcase@example.com')
    const pet = await owner.ok('POST', `${r1}/api/pets`, { ...samplePet, name: 'Twice' })
    const entry = await owner.ok('POST', `${r2}/api/daily-pet-showcase`, { pet_id: pet.id })
    const voters = await Promise.all(['v1', 'v2', 'v3', 'v4'].map((v) => member(`replica-voter-${v}@example.com`)))
    for (const voter of voters) {
      const both = await Promise.all([r1, r2].map((url) => voter.call('POST', `${url}/api/daily-pet-showcase/${entry.id}/vote`)))
      expect(both.map((r) => r.status).sort(), JSON.stringify(both.map((r) => r.body))).toEqual([200, 409])
    }
    const { rows } = await admin.query<{ vote_count: number; votes: number }>(
      'select e.vote_count, (select count(*)::int from showcase_votes v where v.entry_id = e.id) as votes from daily_pet_showcase e where e.id = $1',
      [entry.id],
    )
    expect(rows).toEqual([{ vote_count: voters.length, votes: voters.length }])
    for (const url of [r1, r2]) {
      const entries = (await voters[0]?.ok('GET', `${url}/api/daily-pet-showcase`)) as unknown as LooseJson[]
      expect(entries.find((e) => e.id === entry.id)?.vote_count, url).toBe(voters.length)
    }
  })

  it('delivers a lost-pet alert once, whichever replica takes the report, and both replicas show that one', async () => {
    const watcher = await member('replica-watcher@example.com')
    const reporter = await member('replica-reporter@example.com')
    await watcher.ok('POST', `${r2}/api/user-alert-preferences`, { zip_codes: ['78704'], alert_radius: 25, email_alerts: true, species_preferences: [] })
    // Two reports at once, one to each replica, with the reporter's own photo.
    const photo = await uploadPhoto(reporter)
    const reports = await Promise.all([r1, r2].map((url, i) => reporter.ok('POST', `${url}/api/lost-pets`, { ...sampleLostPet, photo_url: photo, pet_name: `Replica-${i}` })))
    for (const report of reports) expect(report.alerted).toBe(1)
    for (const url of [r1, r2]) {
      const notifications = (await watcher.ok('GET', `${url}/api/notifications`)) as unknown as LooseJson[]
      const alerts = notifications.filter((n) => n.kind === 'lost_pet_alert')
      expect(alerts.map((n) => n.link as string).sort(), url).toEqual(reports.map((r) => `/lost/${r.id}`).sort())
    }
    // The e-mails leave from each report's 'deliver' job, which whichever replica takes it runs at
    // once; both replicas try, and each job is done by one of them, once.
    const mailCount = async () => (await admin.query<{ n: number }>('select count(*)::int as n from outbox where to_address = $1', [watcher.email])).rows[0]?.n
    const deadline = Date.now() + 10_000
    while ((await mailCount()) !== reports.length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100))
    expect(await mailCount()).toBe(reports.length)
    expect((await admin.query<{ n: number }>("select count(*)::int as n from jobs where task = 'deliver'")).rows[0]?.n).toBe(0)
    await new Promise((r) => setTimeout(r, 2_500))
    expect(await mailCount()).toBe(reports.length)
  })

  it('stops both replicas cleanly', async () => {
    for (const r of replicas) r.child.kill('SIGTERM')
    for (const r of replicas) {
      expect(await r.exited).toEqual({ code: 0, signal: null })
      expect(r.stderr()).toBe('')
    }
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FOUND_UNDO_HOURS, LOST_REPORTS_PER_DAY as REPORTS_PER_DAY, lostPetSchema } from '@petfolk/contract/lost-found/reports'
import type { LiveEvent } from '../../events/bus.ts'
import { addWatchers } from '../../../testing/alert-watchers.ts'
import { json } from '../../../testing/json.ts'
import { DIALECTS } from '../../../testing/test-db.ts'
import { createTestContext, type TestContext } from '../../../testing/test-context.ts'
import { runJobs } from '../../../testing/run-jobs.ts'
import { composeMail } from '../../../delivery/mail-sender.ts'
import { treatSentPhotosAsOwnUploads } from '../../../testing/own-photos.ts'

// Beverly Hills. The ManualClock stands at 2026-06-01T12:00Z.
const report = {
  pet_name: 'Juniper',
  species: 'dog',
  breed: 'Whippet',
  color: 'Fawn',
  photo_url: '/uploads/7c/7c1e5a9042b3d6f8e0a1b2c3d4e5f607.jpg',
  last_seen_date: '2026-05-30',
  last_seen_location: 'Roxbury Park, by the tennis courts',
  last_seen_city: 'Beverly Hills',
  last_seen_state: 'California',
  last_seen_zip_code: '90210',
  contact_name: 'Ines R.',
  contact_phone: '(310) 555-0142',
  contact_email: 'ines@example.com',
  // Shown, so the alert e-mail gives it (contact-privacy.test.ts covers a hidden phone).
  show_contact_phone: true,
}
const HOUR_MS = 60 * 60 * 1000

for (const dialect of DIALECTS) {
  describe(`lost-pet fan-out at city scale [${dialect}]`, () => {
    let t: TestContext
    const events: LiveEvent[] = []
    beforeAll(async () => {
      t = await createTestContext(dialect)
      treatSentPhotosAsOwnUploads(t)
      t.deps.events.subscribe((e) => events.push(e))
    })
    afterAll(() => t.dispose())

    const count = async (table: 'notifications' | 'outbox' | 'push_outbox' | 'lost_pets', kind?: string) => {
      let query = t.deps.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n'))
      if (kind) query = (query as typeof query).where('kind' as never, '=', kind as never)
      return Number((await query.executeTakeFirstOrThrow()).n)
    }

    it('alerts more members than one statement could bind, exactly the matching ones, in the report\'s transaction', async () => {
      // The old multi-row INSERT failed at about 5,000 recipients on SQLite and 9,000 on PostgreSQL.
      const matching = dialect === 'sqlite' ? 6_000 : 12_000
      const near = await addWatchers(t.deps.db, { count: matching - 200, label: 'near', zips: ['90210', '90212', '90024'], radius: 10 }, t.clock.now())
      // 90401 (Santa Monica) is about 6 miles away: inside a 10-mile radius, outside a 5-mile one.
      const quiet = await addWatchers(t.deps.db, { count: 200, label: 'quiet', zips: ['90401'], radius: 10, species: ['cat', 'dog'], emailAlerts: false }, t.clock.now())
      await addWatchers(t.deps.db, { count: 300, label: 'cats', zips: ['90210'], radius: 50, species: ['cat'] }, t.clock.now())
      await addWatchers(t.deps.db, { count: 300, label: 'small-radius', zips: ['90401'], radius: 5 }, t.clock.now())
      await addWatchers(t.deps.db, { count: 300, label: 'elsewhere', zips: ['10001', '60601', '78701', '92101', '93301'], radius: 50 }, t.clock.now())
      const reporter = await t.signInAs('ines@example.com', 'Ines R.')
      // The reporter watches their own area too, and still hears nothing of their own report.
      await t.request('/api/user-alert-preferences', { method: 'POST', cookie: reporter.cookie, json: { zip_codes: ['90210'], alert_radius: 50, email_alerts: true, species_preferences: [] } })

      const res = await t.request('/api/lost-pets', { method: 'POST', cookie: reporter.cookie, json: report })
      expect(res.status).toBe(201)
      const created = await json(res)
      expect(created.alerted).toBe(matching)

      const alerted = await t.deps.db.selectFrom('notifications').select('user_id').where('lost_pet_id', '=', created.id).where('kind', '=', 'lost_pet_alert').orderBy('user_id').execute()
      const expected = [...range(near.firstId, near.lastId), ...range(quiet.firstId, quiet.lastId)]
      expect(alerted.map((n) => n.user_id)).toEqual(expected)
      expect(events).toContainEqual({ topic: 'notifications', lostPetId: created.id, kind: 'lost_pet_alert' })
      // The e-mails are a durable job written with the report: none yet, all once it has run.
      expect(await count('outbox')).toBe(0)
      expect(await runJobs(t.deps, 'deliver')).toBe(1)
      expect(await runJobs(t.deps, 'deliver')).toBe(0)
      expect(await count('outbox')).toBe(matching - 200)
      const mailed = await t.deps.db.selectFrom('outbox').select('to_address').orderBy('to_address').execute()
      expect(new Set(mailed.map((m) => m.to_address)).size).toBe(matching - 200)
      expect(mailed.every((m) => /^near-\d+@watchers\.example$/.test(m.to_address))).toBe(true)
      const row = await t.deps.db.selectFrom('outbox').select(['subject', 'body_text', 'lost_pet_id']).limit(1).executeTakeFirstOrThrow()
      const mail = await composeMail(t.deps.db, row, 'http://petfolk.test')
      if (mail === 'found') throw new Error('the pet is not found yet')
      expect(mail.subject).toBe('Lost dog near you: Juniper')
      // Alert texts use the app's date format.
      expect(mail.text).toContain('was last seen May 30, 2026 at Roxbury Park')
      expect(mail.text).toContain('(310) 555-0142')
      expect(mail.text).toContain(`http://petfolk.test/lost/${created.id}`)
    })

    it('queues a push for every subscribed device of the alerted members, and none for others', async () => {
      const watcher = await t.signInAs('pushy@example.com')
      await t.request('/api/user-alert-preferences', { method: 'POST', cookie: watcher.cookie, json: { zip_codes: ['90212'], alert_radius: 5, email_alerts: false, species_preferences: [] } })
      const bystander = await t.signInAs('bystander@example.com')
      const at = t.clock.now().toISOString()
      const device = (user: number, n: number) => ({ user_id: user, endpoint: `https://push.example/${user}/${n}`, p256dh: 'k', auth: 'a', created_at: at, updated_at: at })
      await t.deps.db.insertInto('push_subscriptions').values([device(watcher.user.id, 1), device(watcher.user.id, 2), device(bystander.user.id, 1)]).execute()
      const pushesBefore = await count('push_outbox')
      const reporter = await t.signInAs('ines@example.com')
      const created = await json(await t.request('/api/lost-pets', { method: 'POST', cookie: reporter.cookie, json: { ...report, pet_name: 'Olive', species: 'bird' } }))
      expect(await runJobs(t.deps, 'deliver')).toBe(1)
      const pushes = await t.deps.db.selectFrom('push_outbox as o').innerJoin('push_subscriptions as s', 's.id', 'o.subscription_id').select(['s.user_id', 'o.payload']).where('o.id', '>', pushesBefore).execute()
      expect(pushes.map((p) => p.user_id)).toEqual([watcher.user.id, watcher.user.id])
      expect(JSON.parse(pushes[0]?.payload ?? '{}')).toMatchObject({ title: 'Lost bird near you: Olive', body: expect.stringContaining('May 30, 2026') as unknown, url: `/lost/${created.id}`, tag: `lost-pet-${created.id}` })
    })
  })

  describe(`an alert's story: found, undo, and what each member sees [${dialect}]`, () => {
    let t: TestContext
    const events: LiveEvent[] = []
    beforeAll(async () => {
      t = await createTestContext(dialect)
      treatSentPhotosAsOwnUploads(t)
      t.deps.events.subscribe((e) => events.push(e))
    })
    afterAll(() => t.dispose())

    it('marks found after the owner asks, tells exactly the alerted members once, and can be undone for a day', async () => {
      const owner = await t.signInAs('owner@example.com', 'Ines R.')
      const neighbour = await t.signInAs('neighbour@example.com')
      const far = await t.signInAs('far@example.com')
      const stranger = await t.signInAs('stranger@example.com')
      await t.request('/api/user-alert-preferences', { method: 'POST', cookie: neighbour.cookie, json: { zip_codes: ['90210'], alert_radius: 5, email_alerts: true, species_preferences: [] } })
      await t.request('/api/user-alert-preferences', { method: 'POST', cookie: far.cookie, json: { zip_codes: ['10001'], alert_radius: 50, email_alerts: true, species_preferences: [] } })
      const created = lostPetSchema.parse(await json(await t.request('/api/lost-pets', { method: 'POST', cookie: owner.cookie, json: report })))
      expect(created.found_at).toBeNull()
      const patch = (who: { cookie: string }, is_found: boolean) => t.request(`/api/lost-pets/${created.id}`, { method: 'PATCH', cookie: who.cookie, json: { is_found } })
      const foundNotices = () => t.deps.db.selectFrom('notifications').select(['user_id']).where('kind', '=', 'lost_pet_found').execute()

      expect((await patch(stranger, true)).status).toBe(404)
      expect(await foundNotices()).toEqual([])

      const found = await patch(owner, true)
      expect(found.status).toBe(200)
      const marked = lostPetSchema.parse(await json(found))
      expect(marked).toMatchObject({ is_found: true, found_at: t.clock.now().toISOString() })
      expect(await foundNotices()).toEqual([{ user_id: neighbour.user.id }])
      const [latest] = (await json(await t.request('/api/notifications', { cookie: neighbour.cookie }))) as unknown as Array<Record<string, unknown>>
      expect(latest).toMatchObject({ kind: 'lost_pet_found', title: 'Good news: Juniper has been found', link: `/lost/${created.id}`, is_read: false })
      expect(events).toContainEqual({ topic: 'notifications', lostPetId: created.id, kind: 'lost_pet_found' })
      // An alert e-mail still waiting when the pet is found is not sent.
      expect(await runJobs(t.deps, 'deliver')).toBe(2)
      const waiting = await t.deps.db.selectFrom('outbox').select(['subject', 'body_text', 'lost_pet_id']).where('to_address', '=', 'neighbour@example.com').executeTakeFirstOrThrow()
      expect(await composeMail(t.deps.db, waiting, 'http://petfolk.test')).toBe('found')
      // The report, opened from an old alert, says it is found.
      expect(await json(await t.request(`/api/lost-pets/${created.id}`, { cookie: neighbour.cookie }))).toMatchObject({ is_found: true })

      // Marking it found again tells nobody twice.
      expect((await patch(owner, true)).status).toBe(200)
      expect((await foundNotices()).length).toBe(1)

      // Undo within the day: open again, the found notice withdrawn.
      t.clock.advance((FOUND_UNDO_HOURS - 1) * HOUR_MS)
      const undone = await patch(owner, false)
      expect(undone.status).toBe(200)
      expect(await json(undone)).toMatchObject({ is_found: false, found_at: null })
      expect(await foundNotices()).toEqual([])

      // Past the day, found stays found.
      expect((await patch(owner, true)).status).toBe(200)
      t.clock.advance(FOUND_UNDO_HOURS * HOUR_MS + 1000)
      const late = await patch(owner, false)
      expect(late.status).toBe(409)
      expect((await json(late)).error).toMatch(/more than 24 hours ago/)
      expect(await json(await t.request(`/api/lost-pets/${created.id}`, { cookie: owner.cookie }))).toMatchObject({ is_found: true })
      expect((await foundNotices()).map((n) => n.user_id)).toEqual([neighbour.user.id])
    })
  })

  describe(`alerts when an account goes [${dialect}]`, () => {
    let t: TestContext
    beforeAll(async () => {
      t = await createTestContext(dialect)
      treatSentPhotosAsOwnUploads(t)
    })
    afterAll(() => t.dispose())

    it('takes the member\'s notifications with them, and everyone\'s alerts about their reports (notifications have no foreign keys)', async () => {
      const owner = await t.signInAs('leaving-owner@example.com')
      const neighbour = await t.signInAs('staying@example.com')
      const other = await t.signInAs('other-owner@example.com')
      for (const who of [owner, neighbour, other]) {
        await t.request('/api/user-alert-preferences', { method: 'POST', cookie: who.cookie, json: { zip_codes: ['90210'], alert_radius: 5, email_alerts: false, species_preferences: [] } })
      }
      const mine = await json(await t.request('/api/lost-pets', { method: 'POST', cookie: owner.cookie, json: report }))
      const theirs = await json(await t.request('/api/lost-pets', { method: 'POST', cookie: other.cookie, json: { ...report, pet_name: 'Basil' } }))
      expect([mine.alerted, theirs.alerted]).toEqual([2, 2])
      expect((await t.request('/api/account/delete', { method: 'POST', cookie: owner.cookie, json: { confirm: 'DELETE' } })).status).toBe(200)
      const left = await t.deps.db.selectFrom('notifications').select(['user_id', 'lost_pet_id']).orderBy('user_id').execute()
      expect(left).toEqual([{ user_id: neighbour.user.id, lost_pet_id: theirs.id }])
      const bell = (await json(await t.request('/api/notifications', { cookie: neighbour.cookie }))) as unknown as Array<Record<string, unknown>>
      expect(bell.map((n) => n.title)).toEqual(['Lost dog near you: Basil'])
    })
  })

  describe(`no junk alerts [${dialect}]`, () => {
    let t: TestContext
    beforeAll(async () => {
      t = await createTestContext(dialect)
      treatSentPhotosAsOwnUploads(t)
    })
    afterAll(() => t.dispose())

    it('refuses a report dated in the future or more than a year back, a phone without 7 to 15 digits, a bad e-mail: 400 naming the field, nothing saved, nobody alerted', async () => {
      const owner = await t.signInAs('owner@example.com')
      const neighbour = await t.signInAs('neighbour@example.com')
      await t.request('/api/user-alert-preferences', { method: 'POST', cookie: neighbour.cookie, json: { zip_codes: ['90210'], alert_radius: 5, email_alerts: true, species_preferences: [] } })
      const cases: Array<[Record<string, unknown>, RegExp]> = [
        [{ last_seen_date: '2030-01-01' }, /^last_seen_date: Last seen date cannot be in the future\.$/],
        [{ last_seen_date: '2026-06-03' }, /in the future/],
        [{ last_seen_date: '2025-05-31' }, /^last_seen_date: Last seen date cannot be more than a year ago\.$/],
        [{ contact_phone: 'abc' }, /contact_phone: Contact phone must have 7 to 15 digits\./],
        [{ contact_phone: '12345' }, /7 to 15 digits/],
        [{ contact_phone: '+1 555 0100 2030 4050 6' }, /7 to 15 digits/],
        [{ contact_email: 'not an address' }, /contact_email: Contact e-mail must be an e-mail address\./],
      ]
      for (const [change, message] of cases) {
        const res = await t.request('/api/lost-pets', { method: 'POST', cookie: owner.cookie, json: { ...report, ...change } })
        expect(res.status, JSON.stringify(change)).toBe(400)
        expect((await json(res)).error, JSON.stringify(change)).toMatch(message)
      }
      const rows = await t.deps.db.selectFrom('lost_pets').select('id').execute()
      expect(rows).toEqual([])
      expect(await t.deps.db.selectFrom('notifications').select('id').execute()).toEqual([])
      expect(await t.deps.db.selectFrom('outbox').select('id').execute()).toEqual([])

      // Today in the furthest time zone ahead, a year ago exactly, and written phone numbers all pass.
      for (const change of [{ last_seen_date: '2026-06-02' }, { last_seen_date: '2025-06-02' }, { contact_phone: '+44 20 7946 0958', contact_email: '' }]) {
        const res = await t.request('/api/lost-pets', { method: 'POST', cookie: owner.cookie, json: { ...report, ...change } })
        expect(res.status, JSON.stringify(change)).toBe(201)
      }
    })

    it(`lets a member post ${REPORTS_PER_DAY} reports a day; the next is refused with 429 and leaves nothing behind`, async () => {
      const busy = await t.signInAs('busy@example.com')
      const neighbour = await t.signInAs('neighbour2@example.com')
      await t.request('/api/user-alert-preferences', { method: 'POST', cookie: neighbour.cookie, json: { zip_codes: ['90210'], alert_radius: 5, email_alerts: false, species_preferences: [] } })
      const post = (name: string) => t.request('/api/lost-pets', { method: 'POST', cookie: busy.cookie, json: { ...report, pet_name: name } })
      // A refused report does not use up the allowance.
      expect((await t.request('/api/lost-pets', { method: 'POST', cookie: busy.cookie, json: { ...report, contact_phone: 'abc' } })).status).toBe(400)
      for (let i = 1; i <= REPORTS_PER_DAY; i++) expect((await post(`Pet ${i}`)).status).toBe(201)
      const alertsBefore = (await t.deps.db.selectFrom('notifications').select('id').where('user_id', '=', neighbour.user.id).execute()).length
      const refused = await post('One too many')
      expect(refused.status).toBe(429)
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
      expect((await json(refused)).error).toMatch(/^You can post at most 5 lost-pet reports a day\. Please wait \d+ hours? and try again\.$/)
      expect(await t.deps.db.selectFrom('lost_pets').select('id').where('pet_name', '=', 'One too many').execute()).toEqual([])
      expect((await t.deps.db.selectFrom('notifications').select('id').where('user_id', '=', neighbour.user.id).execute()).length).toBe(alertsBefore)
      // The next day the allowance is back.
      t.clock.advance(24 * HOUR_MS)
      expect((await post('Next day')).status).toBe(201)
    })
  })
}

function range(first: number, last: number): number[] {
  return Array.from({ length: last - first + 1 }, (_, i) => first + i)
}

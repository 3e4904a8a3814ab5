import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DELETE_ACCOUNT_CONFIRMATION } from '@petfolk/contract/settings'
import { json, type LooseJson } from '../../../testing/json.ts'
import { DIALECTS } from '../../../testing/test-db.ts'
import { createTestContext, type TestContext } from '../../../testing/test-context.ts'
import type { LiveEvent } from '../../events/bus.ts'
import { sampleLostPet as report, sampleSighting } from '../../../robustness/samples.ts'
import { treatSentPhotosAsOwnUploads } from '../../../testing/own-photos.ts'
import { withVisitorProof } from '../shared/proof-testing.ts'

// The test clock reads 2026-06-01T12:00:00Z; the sample was seen that morning.
const sighting = sampleSighting

type Member = Awaited<ReturnType<TestContext['signInAs']>>

for (const dialect of DIALECTS) {
  describe(`lost-pet sightings and the public report [${dialect}]`, () => {
    let t: TestContext
    const request: TestContext['request'] = (path, init) => withVisitorProof(t)(path, init)
    let owner: Member
    let neighbour: Member
    let reportId: number
    const events: LiveEvent[] = []

    const sightingCount = async () => Number((await t.deps.db.selectFrom('lost_pet_sightings').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)
    const post = (id: number, body: unknown, cookie?: string) => request(`/api/lost-pets/${id}/sightings`, { method: 'POST', json: body, ...(cookie ? { cookie } : {}) })

    beforeAll(async () => {
      t = await createTestContext(dialect, { RATE_LIMITS: 'off' })
      treatSentPhotosAsOwnUploads(t)
      owner = await t.signInAs('owner@example.com', 'Priya S.')
      neighbour = await t.signInAs('neighbour@example.com', 'Sam Lee')
      const res = await request('/api/lost-pets', { method: 'POST', cookie: owner.cookie, json: report })
      expect(res.status).toBe(201)
      reportId = (await json(res)).id as number
      t.deps.events.subscribe((event) => events.push(event))
    })
    afterAll(() => t.dispose())

    it('shows the report to anyone without the owner id or e-mail, and the phone only when the owner chose it', async () => {
      const res = await request(`/api/public/lost-pets/${reportId}`)
      expect(res.status).toBe(200)
      const shown = await json(res)
      expect(shown).toMatchObject({ id: reportId, pet_name: 'Pepper', contact_name: 'Priya S.', contact_phone: null, sighting_count: 0, is_found: false })
      expect(shown).not.toHaveProperty('user_id')
      expect(shown).not.toHaveProperty('contact_email')
      expect(shown.last_seen_position).toEqual({ latitude: expect.any(Number), longitude: expect.any(Number) })

      const withPhone = await json(await request('/api/lost-pets', { method: 'POST', cookie: owner.cookie, json: { ...report, pet_name: 'Mochi', show_contact_phone: true } }))
      expect(withPhone.show_contact_phone).toBe(true)
      expect((await json(await request(`/api/public/lost-pets/${withPhone.id}`))).contact_phone).toBe('555-0188')
    })

    it('answers 404 with a sentence for a report that does not exist', async () => {
      for (const path of ['/api/public/lost-pets/999999', '/api/public/lost-pets/999999/sightings']) {
        const res = await request(path)
        expect(res.status, path).toBe(404)
        expect((await json(res)).error, path).toBe('Lost pet report not found')
      }
      expect((await post(999999, sighting)).status).toBe(404)
    })

    it('takes a sighting from someone signed out, never shows its phone publicly, and tells the owner at once', async () => {
      await t.deps.db
        .insertInto('push_subscriptions')
        .values({ user_id: owner.user.id, endpoint: 'https://push.example.com/owner', p256dh: 'key', auth: 'secret', user_agent: null, created_at: '2026-06-01T00:00:00.000Z', updated_at: '2026-06-01T00:00:00.000Z' })
        .execute()
      events.length = 0
      const res = await post(reportId, sighting)
      expect(res.status).toBe(201)
      const created = await json(res)
      expect(created).toMatchObject({ seen_at: sighting.seen_at, location: sighting.location, zip_code: '78704', name: 'Sam', note: sighting.note })
      expect(created).not.toHaveProperty('phone')
      // Only a ZIP code was given: the sighting sits at its centre.
      expect(created.position).toEqual({ latitude: expect.any(Number), longitude: expect.any(Number) })

      const stored = await t.deps.db.selectFrom('lost_pet_sightings').selectAll().where('id', '=', created.id as number).executeTakeFirstOrThrow()
      expect(stored).toMatchObject({ phone: '555-0142', reporter_user_id: null, latitude: null, longitude: null })

      const publicList = (await json(await request(`/api/public/lost-pets/${reportId}/sightings`))) as unknown as LooseJson[]
      expect(publicList.map((s) => s.id)).toEqual([created.id])
      expect(publicList[0]).not.toHaveProperty('phone')
      expect((await json(await request(`/api/public/lost-pets/${reportId}`))).sighting_count).toBe(1)

      const [notice] = (await json(await request('/api/notifications', { cookie: owner.cookie }))) as unknown as LooseJson[]
      expect(notice).toMatchObject({ kind: 'sighting', title: 'Someone saw Pepper', link: `/lost/${reportId}`, is_read: false })
      expect(notice?.body).toBe('A new sighting of Pepper was reported. Open the report to see where and when.')
      expect(events).toEqual([{ topic: 'notifications', userIds: [owner.user.id] }])
      const pushes = await t.deps.db.selectFrom('push_outbox').select('payload').execute()
      expect(pushes.map((p) => JSON.parse(p.payload).title)).toEqual(['Someone saw Pepper'])
    })

    it('takes a signed-in member\'s sighting at a point on the map, in UTC, and lists the latest seen first', async () => {
      const res = await post(reportId, { ...sighting, seen_at: '2026-06-01T06:00:00-05:00', zip_code: '', latitude: 30.2641, longitude: -97.7711, phone: '' }, neighbour.cookie)
      expect(res.status).toBe(201)
      const created = await json(res)
      expect(created.seen_at).toBe('2026-06-01T11:00:00.000Z')
      expect(created.position).toEqual({ latitude: 30.2641, longitude: -97.7711 })
      const stored = await t.deps.db.selectFrom('lost_pet_sightings').select(['reporter_user_id', 'phone', 'zip_code']).where('id', '=', created.id as number).executeTakeFirstOrThrow()
      expect(stored).toEqual({ reporter_user_id: neighbour.user.id, phone: null, zip_code: null })
      const list = (await json(await request(`/api/public/lost-pets/${reportId}/sightings`))) as unknown as LooseJson[]
      expect(list.map((s) => s.seen_at)).toEqual(['2026-06-01T11:00:00.000Z', '2026-06-01T09:30:00.000Z'])
    })

    it('takes a time up to 5 minutes ahead of the server clock, and no later', async () => {
      expect((await post(reportId, { ...sighting, seen_at: '2026-06-01T12:04:00.000Z' })).status).toBe(201)
      const before = await sightingCount()
      const res = await post(reportId, { ...sighting, seen_at: '2026-06-01T12:06:00.000Z' })
      expect(res.status).toBe(400)
      expect((await json(res)).error).toBe('seen_at: Time seen cannot be in the future.')
      expect(await sightingCount()).toBe(before)
    })

    it('refuses bad sightings with a sentence and saves nothing', async () => {
      const before = await sightingCount()
      const { zip_code: _zip, ...withoutZip } = sighting
      const cases: Array<[unknown, string]> = [
        [{ ...sighting, seen_at: undefined }, 'Time seen is required.'],
        [{ ...sighting, seen_at: 'yesterday' }, 'Time seen must be a date and time.'],
        [{ ...sighting, location: '  ' }, 'Where you saw the pet is required.'],
        [{ ...sighting, location: 'x'.repeat(301) }, 'Where you saw the pet must be at most 300 characters.'],
        [withoutZip, 'Give the ZIP code or the place on the map where you saw the pet.'],
        [{ ...sighting, zip_code: null, latitude: null, longitude: null }, 'Give the ZIP code or the place on the map where you saw the pet.'],
        [{ ...sighting, zip_code: '7870' }, 'ZIP code must be exactly 5 digits.'],
        [{ ...sighting, latitude: 30.26 }, 'Latitude and longitude go together.'],
        [{ ...sighting, latitude: 91, longitude: 0 }, 'Latitude must be between -90 and 90.'],
        [{ ...sighting, phone: 'call me' }, 'Your phone must have 7 to 15 digits.'],
        [{ ...sighting, note: 'x'.repeat(1001) }, 'Note must be at most 1000 characters.'],
        [{ ...sighting, name: 'x'.repeat(101) }, 'Your name must be at most 100 characters.'],
        [{ ...sighting, photo_url: 'https://elsewhere.example/cat.jpg' }, 'Photo must be an image uploaded to Petfolk.'],
        [{ ...sighting, is_hidden: false }, ''],
      ]
      for (const [body, sentence] of cases) {
        const res = await post(reportId, body)
        expect(res.status, JSON.stringify(body).slice(0, 120)).toBe(400)
        if (sentence) expect(JSON.stringify(await json(res)), sentence).toContain(sentence)
      }
      const unknownZip = await post(reportId, { ...sighting, zip_code: '00000' })
      expect(unknownZip.status).toBe(400)
      expect((await json(unknownZip)).error).toBe('zip_code: We could not find ZIP code 00000.')
      expect(await sightingCount()).toBe(before)
    })

    it('shows the owner every sighting with its phone, and nobody else', async () => {
      const res = await request(`/api/lost-pets/${reportId}/sightings`, { cookie: owner.cookie })
      expect(res.status).toBe(200)
      const list = (await json(res)) as unknown as LooseJson[]
      expect(list.find((s) => s.name === 'Sam' && s.seen_at === sighting.seen_at)).toMatchObject({ phone: '555-0142', is_hidden: false })
      const refused = await request(`/api/lost-pets/${reportId}/sightings`, { cookie: neighbour.cookie })
      expect(refused.status).toBe(404)
      expect((await json(refused)).error).toBe('Lost pet report not found')
      expect((await request(`/api/lost-pets/${reportId}/sightings`)).status).toBe(401)
    })

    it('lets only the owner hide a sighting, which leaves the public page and its count, and show it again', async () => {
      const [first] = (await json(await request(`/api/public/lost-pets/${reportId}/sightings`))) as unknown as LooseJson[]
      const path = `/api/lost-pets/${reportId}/sightings/${first?.id}`
      const countBefore = (await json(await request(`/api/public/lost-pets/${reportId}`))).sighting_count as number

      expect((await request(path, { method: 'PATCH', cookie: neighbour.cookie, json: { is_hidden: true } })).status).toBe(404)
      expect((await request(path, { method: 'PATCH', json: { is_hidden: true } })).status).toBe(401)
      expect((await request(path, { method: 'PATCH', cookie: owner.cookie, json: { is_hidden: 'yes' } })).status).toBe(400)
      // The sighting under another of the owner's reports is not there.
      const other = await json(await request('/api/lost-pets', { method: 'POST', cookie: owner.cookie, json: { ...report, pet_name: 'Biscuit' } }))
      expect((await request(`/api/lost-pets/${other.id}/sightings/${first?.id}`, { method: 'PATCH', cookie: owner.cookie, json: { is_hidden: true } })).status).toBe(404)
      expect((await t.deps.db.selectFrom('lost_pet_sightings').select('is_hidden').where('id', '=', first?.id as number).executeTakeFirstOrThrow()).is_hidden).toBe(0)

      const hidden = await request(path, { method: 'PATCH', cookie: owner.cookie, json: { is_hidden: true } })
      expect(hidden.status).toBe(200)
      expect(await json(hidden)).toMatchObject({ id: first?.id, is_hidden: true })
      const publicIds = ((await json(await request(`/api/public/lost-pets/${reportId}/sightings`))) as unknown as LooseJson[]).map((s) => s.id)
      expect(publicIds).not.toContain(first?.id)
      expect((await json(await request(`/api/public/lost-pets/${reportId}`))).sighting_count).toBe(countBefore - 1)
      const ownerList = (await json(await request(`/api/lost-pets/${reportId}/sightings`, { cookie: owner.cookie }))) as unknown as LooseJson[]
      expect(ownerList.find((s) => s.id === first?.id)?.is_hidden).toBe(true)

      expect(await json(await request(path, { method: 'PATCH', cookie: owner.cookie, json: { is_hidden: false } }))).toMatchObject({ is_hidden: false })
      expect((await json(await request(`/api/public/lost-pets/${reportId}`))).sighting_count).toBe(countBefore)
    })

    it("exports a member's reported sightings, and on deleting the account keeps each sighting without their name and phone", async () => {
      const leaving = await t.signInAs('leaving@example.com', 'Lee Vane')
      const created = await json(await post(reportId, { ...sighting, name: 'Lee', phone: '555-0199' }, leaving.cookie))
      const exported = await json(await request('/api/export', { cookie: leaving.cookie }))
      expect((exported.lost_pet_sightings_reported as LooseJson[]).map((s) => s.id)).toEqual([created.id])

      expect((await request('/api/account/delete', { method: 'POST', cookie: leaving.cookie, json: { confirm: DELETE_ACCOUNT_CONFIRMATION } })).status).toBe(200)
      const kept = await t.deps.db.selectFrom('lost_pet_sightings').select(['location', 'name', 'phone', 'reporter_user_id']).where('id', '=', created.id as number).executeTakeFirstOrThrow()
      expect(kept).toEqual({ location: sighting.location, name: null, phone: null, reporter_user_id: null })
    })

    it('counts reunited pets: reports marked found, not the ones taken back; and refuses sightings of a found pet', async () => {
      const stats = async () => (await json(await request('/api/public/stats'))).pets_reunited as number
      const before = await stats()
      expect(await json(await request(`/api/lost-pets/${reportId}`, { method: 'PATCH', cookie: owner.cookie, json: { is_found: true } }))).toMatchObject({ is_found: true })
      expect(await stats()).toBe(before + 1)

      const count = await sightingCount()
      const refused = await post(reportId, sighting)
      expect(refused.status).toBe(409)
      expect((await json(refused)).error).toBe('This pet has already been found.')
      expect(await sightingCount()).toBe(count)

      await request(`/api/lost-pets/${reportId}`, { method: 'PATCH', cookie: owner.cookie, json: { is_found: false } })
      expect(await stats()).toBe(before)
    })
  })

  describe(`sighting limits [${dialect}]`, () => {
    let t: TestContext
    const request: TestContext['request'] = (path, init) => withVisitorProof(t)(path, init)
    let owner: Member
    beforeAll(async () => {
      // Each address may report 20 sightings in 10 minutes and each report takes 200 a day: scaled to 1 and 2.
      t = await createTestContext(dialect, { RATE_LIMIT_SCALE: '0.01', TRUST_PROXY: '1' })
      treatSentPhotosAsOwnUploads(t)
      owner = await t.signInAs('limits-owner@example.com', 'Priya S.')
    })
    afterAll(() => t.dispose())

    // Written directly: at this scale the report limits would refuse a second report through the API.
    const newReport = async () => {
      const at = t.clock.now().toISOString()
      const row = await t.deps.db
        .insertInto('lost_pets')
        .values({ ...report, user_id: owner.user.id, latitude: null, longitude: null, is_found: 0, created_at: at, updated_at: at })
        .returning('id')
        .executeTakeFirstOrThrow()
      return row.id
    }
    const from = (reportId: number, address: string) => request(`/api/lost-pets/${reportId}/sightings`, { method: 'POST', json: sighting, headers: { 'x-forwarded-for': address } })
    const stored = async (reportId: number) =>
      Number((await t.deps.db.selectFrom('lost_pet_sightings').select((eb) => eb.fn.countAll().as('n')).where('lost_pet_id', '=', reportId).executeTakeFirstOrThrow()).n)

    it('refuses a second sighting from one address within the window', async () => {
      const reportId = await newReport()
      expect((await from(reportId, '203.0.113.1')).status).toBe(201)
      const refused = await from(reportId, '203.0.113.1')
      expect(refused.status).toBe(429)
      expect(refused.headers.get('retry-after')).toBeTruthy()
      expect(await stored(reportId)).toBe(1)
    })

    it('refuses more sightings of one report a day than its cap, from whatever address', async () => {
      const reportId = await newReport()
      expect((await from(reportId, '198.51.100.1')).status).toBe(201)
      expect((await from(reportId, '198.51.100.2')).status).toBe(201)
      const refused = await from(reportId, '198.51.100.3')
      expect(refused.status).toBe(429)
      expect((await json(refused)).error).toMatch(/^This report has had as many sightings as it can take today\. Please wait .+ and try again\.$/)
      expect(await stored(reportId)).toBe(2)
    })
  })
}

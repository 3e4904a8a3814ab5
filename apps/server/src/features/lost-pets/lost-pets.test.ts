import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { lostPetSchema } from '@petfolk/contract/lost-pets'
import { json, type LooseJson } from '../../testing/json.ts'
import { DIALECTS } from '../../testing/test-db.ts'
import { createTestContext, type TestContext } from '../../testing/test-context.ts'

export const report = {
  pet_name: 'Pepper',
  species: 'dog',
  breed: 'Terrier mix',
  sex: 'female',
  age_range: 'adult',
  weight_lbs: 18.5,
  color: 'Black and tan',
  distinctive_markings: 'White blaze on chest',
  photo_url: '/uploads/ab/pepper.jpg',
  last_seen_date: '2026-05-31',
  last_seen_location: 'Zilker Park, near the playground',
  last_seen_city: 'Austin',
  last_seen_state: 'TX',
  last_seen_zip_code: '78704',
  contact_name: 'Priya S.',
  contact_phone: '555-0188',
  contact_email: 'priya@example.com',
  reward_offered: '$200',
  additional_details: 'Shy, may hide under cars.',
}

for (const dialect of DIALECTS) {
  describe(`lost pets and area alerts [${dialect}]`, () => {
    let t: TestContext
    let reporter: Awaited<ReturnType<TestContext['signInAs']>>
    beforeAll(async () => {
      t = await createTestContext(dialect)
      reporter = await t.signInAs('reporter@example.com', 'Priya S.')
    })
    afterAll(() => t.dispose())

    const watch = async (email: string, prefs: Record<string, unknown>) => {
      const who = await t.signInAs(email)
      const res = await t.request('/api/user-alert-preferences', { method: 'POST', cookie: who.cookie, json: prefs })
      expect(res.status, email).toBe(200)
      return who
    }

    it('delivers alerts to exactly the users whose ZIP, radius and species match', async () => {
      // Report from 78704 (south Austin). 78701 is ~2 mi away, 78664 (Round Rock) ~20 mi, 75201 (Dallas) ~180 mi.
      const cases = {
        near: await watch('near@example.com', { zip_codes: ['78701'], alert_radius: 5, email_alerts: true, species_preferences: [] }),
        nearEmailOff: await watch('quiet@example.com', { zip_codes: ['78701'], alert_radius: 5, email_alerts: false, species_preferences: ['dog'] }),
        tooSmallRadius: await watch('small@example.com', { zip_codes: ['78664'], alert_radius: 10, email_alerts: true, species_preferences: [] }),
        bigRadius: await watch('big@example.com', { zip_codes: ['78664'], alert_radius: 25, email_alerts: true, species_preferences: ['cat', 'dog'] }),
        otherSpecies: await watch('cats@example.com', { zip_codes: ['78701'], alert_radius: 50, email_alerts: true, species_preferences: ['cat'] }),
        farAway: await watch('far@example.com', { zip_codes: ['75201'], alert_radius: 50, email_alerts: true, species_preferences: [] }),
        twoZips: await watch('two@example.com', { zip_codes: ['75201', '78704'], alert_radius: 5, email_alerts: true, species_preferences: ['dog'] }),
      }
      await t.request('/api/user-alert-preferences', { method: 'POST', cookie: reporter.cookie, json: { zip_codes: ['78704'], alert_radius: 50, email_alerts: true, species_preferences: [] } })

      const res = await t.request('/api/lost-pets', { method: 'POST', cookie: reporter.cookie, json: report })
      expect(res.status).toBe(201)
      const created = await json(res)
      expect(created.alerted).toBe(4)

      const notified = await t.deps.db.selectFrom('notifications').select(['user_id', 'title', 'link']).where('kind', '=', 'lost_pet_alert').execute()
      const expected = [cases.near, cases.nearEmailOff, cases.bigRadius, cases.twoZips].map((c) => c.user.id).sort((a, b) => a - b)
      expect(notified.map((n) => n.user_id).sort((a, b) => a - b)).toEqual(expected)
      expect(notified[0]).toMatchObject({ title: 'Lost dog near you: Pepper', link: `/lost-pets?report=${created.id}` })

      const mail = await t.deps.db.selectFrom('outbox').select(['to_address', 'subject', 'body_text', 'sent_at']).execute()
      expect(mail.map((m) => m.to_address).sort()).toEqual(['big@example.com', 'near@example.com', 'two@example.com'])
      expect(mail.every((m) => m.sent_at === null && m.body_text.includes('555-0188'))).toBe(true)

      const bell = await t.request('/api/notifications', { cookie: cases.near.cookie })
      const [first] = (await json(bell)) as unknown as LooseJson[]
      expect(first).toMatchObject({ kind: 'lost_pet_alert', is_read: false })
      expect((await json(await t.request('/api/notifications/unread-count', { cookie: cases.near.cookie }))).unread).toBe(1)
      expect((await t.request(`/api/notifications/${first?.id}/read`, { method: 'POST', cookie: cases.farAway.cookie })).status).toBe(404)
      expect((await t.request(`/api/notifications/${first?.id}/read`, { method: 'POST', cookie: cases.near.cookie })).status).toBe(200)
      expect((await json(await t.request('/api/notifications/unread-count', { cookie: cases.near.cookie }))).unread).toBe(0)
      expect(await json(await t.request('/api/notifications', { cookie: cases.farAway.cookie }))).toEqual([])
    })

    it('refuses incomplete or malformed reports with 400 and alerts nobody', async () => {
      const before = (await t.deps.db.selectFrom('lost_pets').select('id').execute()).length
      const notes = (await t.deps.db.selectFrom('notifications').select('id').execute()).length
      const { photo_url: _photo, ...withoutPhoto } = report
      for (const body of [
        { ...report, pet_name: ' ' },
        { ...report, species: 'hamster' },
        { ...report, color: '' },
        withoutPhoto,
        { ...report, last_seen_date: 'yesterday' },
        { ...report, last_seen_zip_code: '787' },
        { ...report, last_seen_zip_code: '00000' },
        { ...report, contact_phone: '' },
        { ...report, weight_lbs: -3 },
        { ...report, age_range: 'ancient' },
        { ...report, is_found: true },
      ]) {
        const res = await t.request('/api/lost-pets', { method: 'POST', cookie: reporter.cookie, json: body })
        expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400)
      }
      expect((await t.deps.db.selectFrom('lost_pets').select('id').execute()).length).toBe(before)
      expect((await t.deps.db.selectFrom('notifications').select('id').execute()).length).toBe(notes)
    })

    it('lists open reports with filters; only the reporter can mark one found', async () => {
      const other = await t.signInAs('finder@example.com')
      const cat = await json(await t.request('/api/lost-pets', { method: 'POST', cookie: reporter.cookie, json: { ...report, pet_name: 'Miso', species: 'cat', breed: 'Tabby', last_seen_zip_code: '78701' } }))
      const list = async (query = '') => lostPetSchema.array().parse(await json(await t.request(`/api/lost-pets${query}`, { cookie: other.cookie })))
      expect((await list()).map((r) => r.pet_name)).toEqual(['Miso', 'Pepper'])
      expect((await list('?species=cat')).map((r) => r.pet_name)).toEqual(['Miso'])
      expect((await list('?q=TABBY')).map((r) => r.pet_name)).toEqual(['Miso'])
      expect((await list('?q=zilker')).length).toBe(2)
      expect((await list('?zip=7870')).length).toBe(2)
      expect((await list('?zip=78704')).map((r) => r.pet_name)).toEqual(['Pepper'])
      // Search text is matched literally: % and _ are not wildcards, on SQLite and PostgreSQL alike.
      await t.request('/api/lost-pets', { method: 'POST', cookie: reporter.cookie, json: { ...report, pet_name: 'Kiwi', species: 'bird', breed: null, last_seen_location: 'Gate_7 by the 100% organic market' } })
      expect((await list('?q=_7')).map((r) => r.pet_name)).toEqual(['Kiwi'])
      expect((await list('?q=100%25')).map((r) => r.pet_name)).toEqual(['Kiwi'])
      expect(await list('?q=%25%25%25')).toEqual([])
      const kiwi = (await list('?q=Kiwi'))[0]
      if (kiwi) await t.request(`/api/lost-pets/${kiwi.id}`, { method: 'PATCH', cookie: reporter.cookie, json: { is_found: true } })

      expect((await t.request(`/api/lost-pets/${cat.id}`, { method: 'PATCH', cookie: other.cookie, json: { is_found: true } })).status).toBe(404)
      expect((await t.request(`/api/lost-pets/${cat.id}`, { method: 'PATCH', cookie: reporter.cookie, json: { is_found: 'yes' } })).status).toBe(400)
      const found = await t.request(`/api/lost-pets/${cat.id}`, { method: 'PATCH', cookie: reporter.cookie, json: { is_found: true } })
      expect(found.status).toBe(200)
      expect((await list()).map((r) => r.pet_name)).toEqual(['Pepper'])
    })

    it('keeps alert preferences per user with defaults, and refuses bad ones', async () => {
      const fresh = await t.signInAs('prefs@example.com')
      expect(await json(await t.request('/api/user-alert-preferences', { cookie: fresh.cookie }))).toEqual({ zip_codes: [], alert_radius: 25, email_alerts: true, species_preferences: [] })
      for (const body of [
        { zip_codes: ['7870'], alert_radius: 25, email_alerts: true, species_preferences: [] },
        { zip_codes: ['78701'], alert_radius: 55, email_alerts: true, species_preferences: [] },
        { zip_codes: ['78701'], alert_radius: 12, email_alerts: true, species_preferences: [] },
        { zip_codes: ['78701'], alert_radius: 25, email_alerts: true, species_preferences: ['dragon'] },
        { zip_codes: ['00000'], alert_radius: 25, email_alerts: true, species_preferences: [] },
        { zip_codes: '78701', alert_radius: 25, email_alerts: true, species_preferences: [] },
      ]) {
        expect((await t.request('/api/user-alert-preferences', { method: 'POST', cookie: fresh.cookie, json: body })).status, JSON.stringify(body)).toBe(400)
      }
      const saved = await t.request('/api/user-alert-preferences', { method: 'POST', cookie: fresh.cookie, json: { zip_codes: ['78701', '78701', '98101'], alert_radius: 15, email_alerts: false, species_preferences: ['cat'] } })
      expect(await json(saved)).toEqual({ zip_codes: ['78701', '98101'], alert_radius: 15, email_alerts: false, species_preferences: ['cat'] })
      expect((await json(await t.request('/api/user-alert-preferences', { cookie: fresh.cookie }))).zip_codes).toEqual(['78701', '98101'])
      expect((await json(await t.request('/api/user-alert-preferences', { cookie: reporter.cookie }))).zip_codes).toEqual(['78704'])
    })

    it('needs a session', async () => {
      expect((await t.request('/api/lost-pets')).status).toBe(401)
      expect((await t.request('/api/lost-pets', { method: 'POST', json: report })).status).toBe(401)
      expect((await t.request('/api/user-alert-preferences')).status).toBe(401)
      expect((await t.request('/api/notifications')).status).toBe(401)
    })
  })
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FOUND_REPORTS_PER_DAY, foundPetSchema, publicFoundPetSchema } from '@petfolk/contract/lost-found/found'
import type { LiveEvent } from '../../events/bus.ts'
import { json } from '../../../testing/json.ts'
import { DIALECTS } from '../../../testing/test-db.ts'
import { createTestContext, type TestContext } from '../../../testing/test-context.ts'
import { sampleFoundPet } from '../../../robustness/samples.ts'
import { composeMail } from '../../../delivery/mail-sender.ts'
import { runJobs } from '../../../testing/run-jobs.ts'
import { treatSentPhotosAsOwnUploads } from '../../../testing/own-photos.ts'

// Austin 78704. The ManualClock stands at 2026-06-01T12:00Z.
const HOUR_MS = 60 * 60 * 1000

for (const dialect of DIALECTS) {
  describe(`found-pet reports [${dialect}]`, () => {
    let t: TestContext
    const events: LiveEvent[] = []
    beforeAll(async () => {
      t = await createTestContext(dialect)
      treatSentPhotosAsOwnUploads(t)
      t.deps.events.subscribe((e) => events.push(e))
    })
    afterAll(() => t.dispose())

    const foundRows = () => t.deps.db.selectFrom('found_pets').select(['id', 'color']).execute()
    const watch = (cookie: string, zip_codes: string[], species_preferences: string[] = [], alert_radius = 10, email_alerts = true) =>
      t.request('/api/user-alert-preferences', { method: 'POST', cookie, json: { zip_codes, alert_radius, email_alerts, species_preferences } })

    it('stores a report at its ZIP centre, alerts the neighbours who watch the area and the species (not the finder), with mail, push and a live event', async () => {
      const finder = await t.signInAs('finder@example.com', 'Sam R.')
      const neighbour = await t.signInAs('neighbour@example.com', 'Neighbour')
      const quiet = await t.signInAs('quiet@example.com')
      const catPerson = await t.signInAs('cats@example.com')
      const far = await t.signInAs('far@example.com')
      await watch(finder.cookie, ['78704'])
      await watch(neighbour.cookie, ['78704'], ['dog'])
      await watch(quiet.cookie, ['78701'], [], 10, false)
      await watch(catPerson.cookie, ['78704'], ['cat'])
      await watch(far.cookie, ['10001'], [], 50)
      const at = t.clock.now().toISOString()
      await t.deps.db.insertInto('push_subscriptions').values({ user_id: neighbour.user.id, endpoint: 'https://push.example/n/1', p256dh: 'k', auth: 'a', created_at: at, updated_at: at }).execute()

      const res = await t.request('/api/found-pets', { method: 'POST', cookie: finder.cookie, json: sampleFoundPet })
      expect(res.status).toBe(201)
      const created = await json(res)
      expect(created).toMatchObject({ ...sampleFoundPet, user_id: finder.user.id, is_closed: false, closed_at: null, alerted: 2, created_at: at })
      const stored = await t.deps.db.selectFrom('found_pets').select(['latitude', 'longitude']).where('id', '=', created.id as number).executeTakeFirstOrThrow()
      expect(stored.latitude).toBeCloseTo(30.24, 1)
      expect(stored.longitude).toBeCloseTo(-97.77, 1)

      const alerted = await t.deps.db.selectFrom('notifications').select('user_id').where('found_pet_id', '=', created.id as number).where('kind', '=', 'found_pet_alert').orderBy('user_id').execute()
      expect(alerted.map((n) => n.user_id)).toEqual([neighbour.user.id, quiet.user.id])
      expect(events).toContainEqual({ topic: 'notifications', foundPetId: created.id, kind: 'found_pet_alert' })

      const [alert] = (await json(await t.request('/api/notifications', { cookie: neighbour.cookie }))) as unknown as Array<Record<string, unknown>>
      expect(alert).toMatchObject({
        kind: 'found_pet_alert',
        title: 'Found dog near you: Yellow Labrador mix',
        body: 'A Yellow Labrador mix dog was found May 31, 2026 at Barton Springs Rd, by the food trucks, Austin, Texas 78704. The finder is keeping it safe. Is it yours, or do you know whose it is?',
        link: `/found/${created.id}`,
        is_read: false,
      })
      expect(await json(await t.request('/api/notifications', { cookie: finder.cookie }))).toEqual([])

      expect(await runJobs(t.deps, 'deliver')).toBe(1)
      const mails = await t.deps.db.selectFrom('outbox').select(['to_address', 'subject', 'body_text', 'lost_pet_id', 'found_pet_id']).execute()
      expect(mails.map((m) => m.to_address)).toEqual(['neighbour@example.com'])
      const mail = await composeMail(t.deps.db, mails[0] ?? { subject: null, body_text: null, lost_pet_id: null, found_pet_id: null }, 'http://petfolk.test')
      if (mail === 'found') throw new Error('the report is open')
      expect(mail.subject).toBe('Found dog near you: Yellow Labrador mix')
      expect(mail.text).toContain(`http://petfolk.test/found/${created.id}`)
      // The finder did not choose to show their phone.
      expect(mail.text).not.toContain('555-0142')
      expect(mail.text).toContain('open the report to reach Sam R.')
      const pushes = await t.deps.db.selectFrom('push_outbox').select('payload').execute()
      expect(pushes).toHaveLength(1)
      expect(JSON.parse(pushes[0]?.payload ?? '{}')).toMatchObject({ title: 'Found dog near you: Yellow Labrador mix', url: `/found/${created.id}`, tag: `found-pet-${created.id}` })
    })

    it('refuses bad reports with a sentence naming the field, and saves nothing', async () => {
      const finder = await t.signInAs('careful@example.com')
      const before = await foundRows()
      const refused = async (body: Record<string, unknown>, error: string | RegExp) => {
        const res = await t.request('/api/found-pets', { method: 'POST', cookie: finder.cookie, json: body })
        expect(res.status, JSON.stringify(body)).toBe(400)
        const answer = await json(res)
        if (typeof error === 'string') expect(answer.error).toBe(error)
        else expect(answer.error).toMatch(error)
      }
      await refused({ ...sampleFoundPet, found_date: '2026-06-03' }, 'found_date: Date found cannot be in the future.')
      await refused({ ...sampleFoundPet, found_date: '2025-05-01' }, 'found_date: Date found cannot be more than a year ago.')
      await refused({ ...sampleFoundPet, found_date: '2026-02-30' }, /^found_date: Date found must be a valid date/)
      await refused({ ...sampleFoundPet, found_zip_code: '00000' }, 'found_zip_code: We could not find ZIP code 00000.')
      await refused({ ...sampleFoundPet, species: 'dragon' }, /^species: Species must be one of/)
      await refused({ ...sampleFoundPet, color: '' }, /^color: Color/)
      await refused({ ...sampleFoundPet, contact_phone: 'call me' }, /^contact_phone: Contact phone/)
      await refused({ ...sampleFoundPet, size: 'huge' }, /^size: Size must be one of/)
      expect(await foundRows()).toEqual(before)
    })

    it('takes the latest date on earth: June 2 is already a date in Kiribati at 12:00 UTC on June 1', async () => {
      const finder = await t.signInAs('kiribati@example.com')
      const res = await t.request('/api/found-pets', { method: 'POST', cookie: finder.cookie, json: { ...sampleFoundPet, found_date: '2026-06-02' } })
      expect(res.status).toBe(201)
    })

    it('lists open reports newest first with the lost list\'s filters, and only the finder closes or reopens theirs', async () => {
      const finder = await t.signInAs('lister@example.com')
      const other = await t.signInAs('other@example.com')
      const post = async (body: Record<string, unknown>) => foundPetSchema.parse(await json(await t.request('/api/found-pets', { method: 'POST', cookie: finder.cookie, json: { ...sampleFoundPet, ...body } })))
      const tabby = await post({ species: 'cat', breed: null, color: 'Grey tabby', found_location: 'Mueller Lake Park', found_zip_code: '78723' })
      const parrot = await post({ species: 'other', breed: 'Parrot', color: 'Green', found_zip_code: '78701' })
      const list = async (query: string, who = other) => ((await json(await t.request(`/api/found-pets${query}`, { cookie: who.cookie }))) as unknown as Array<{ id: number }>).map((r) => r.id)

      expect((await list('?limit=2'))).toEqual([parrot.id, tabby.id])
      expect(await list('?species=cat')).toEqual([tabby.id])
      expect(await list('?species=other')).toEqual([parrot.id])
      expect(await list('?zip=7872')).toEqual([tabby.id])
      expect(await list('?q=mueller')).toEqual([tabby.id])
      expect(await list('?q=tabby')).toEqual([tabby.id])
      expect((await t.request('/api/found-pets?species=dragon', { cookie: other.cookie })).status).toBe(400)

      const close = (who: { cookie: string }, is_closed: unknown) => t.request(`/api/found-pets/${tabby.id}`, { method: 'PATCH', cookie: who.cookie, json: { is_closed } })
      expect((await close(other, true)).status).toBe(404)
      expect((await close(finder, 'yes')).status).toBe(400)
      expect(await list('?species=cat')).toEqual([tabby.id])
      const closed = foundPetSchema.parse(await json(await close(finder, true)))
      expect(closed).toMatchObject({ is_closed: true, closed_at: t.clock.now().toISOString() })
      expect(await list('?species=cat')).toEqual([])
      // Closed reports still open from their links.
      expect(await json(await t.request(`/api/found-pets/${tabby.id}`, { cookie: other.cookie }))).toMatchObject({ id: tabby.id, is_closed: true })
      t.clock.advance(HOUR_MS)
      expect(foundPetSchema.parse(await json(await close(finder, true))).closed_at).toBe(closed.closed_at)
      expect(foundPetSchema.parse(await json(await close(finder, false)))).toMatchObject({ is_closed: false, closed_at: null })
      expect(await list('?species=cat')).toEqual([tabby.id])
      expect((await t.request('/api/found-pets/999999', { cookie: other.cookie })).status).toBe(404)
      expect((await t.request('/api/found-pets', {})).status).toBe(401)
    })

    it('shows anyone with the link the report without the finder\'s id or e-mail, and the phone only if the finder chose to', async () => {
      const finder = await t.signInAs('public@example.com')
      const hidden = await json(await t.request('/api/found-pets', { method: 'POST', cookie: finder.cookie, json: sampleFoundPet }))
      const shown = await json(await t.request('/api/found-pets', { method: 'POST', cookie: finder.cookie, json: { ...sampleFoundPet, show_contact_phone: true } }))

      const hiddenView = await json(await t.request(`/api/public/found-pets/${hidden.id}`))
      publicFoundPetSchema.parse(hiddenView)
      expect(hiddenView).toMatchObject({ id: hidden.id, contact_name: 'Sam R.', contact_phone: null, has_pet: true, found_zip_code: '78704' })
      expect(hiddenView).not.toHaveProperty('user_id')
      expect(hiddenView).not.toHaveProperty('contact_email')
      expect(JSON.stringify(hiddenView)).not.toContain('sam@example.com')
      expect(hiddenView.found_position).toMatchObject({ latitude: expect.any(Number) as unknown, longitude: expect.any(Number) as unknown })
      expect(await json(await t.request(`/api/public/found-pets/${shown.id}`))).toMatchObject({ contact_phone: '555-0142' })
      const missing = await t.request('/api/public/found-pets/999999')
      expect(missing.status).toBe(404)
      expect((await json(missing)).error).toBe('Found pet report not found')
    })

    it('does not send a found-pet alert e-mail once the finder has closed the report', async () => {
      const finder = await t.signInAs('closer@example.com')
      const created = await json(await t.request('/api/found-pets', { method: 'POST', cookie: finder.cookie, json: sampleFoundPet }))
      expect(created.alerted).toBeGreaterThan(0)
      await runJobs(t.deps, 'deliver')
      await t.request(`/api/found-pets/${created.id}`, { method: 'PATCH', cookie: finder.cookie, json: { is_closed: true } })
      const waiting = await t.deps.db.selectFrom('outbox').select(['subject', 'body_text', 'lost_pet_id', 'found_pet_id']).where('found_pet_id', '=', created.id as number).executeTakeFirstOrThrow()
      expect(await composeMail(t.deps.db, waiting, 'http://petfolk.test')).toBe('found')
    })

    it('queues no e-mail or push for a report its finder closed before its job ran', async () => {
      const finder = await t.signInAs('quick@example.com')
      const created = await json(await t.request('/api/found-pets', { method: 'POST', cookie: finder.cookie, json: sampleFoundPet }))
      expect(created.alerted).toBeGreaterThan(0)
      await t.request(`/api/found-pets/${created.id}`, { method: 'PATCH', cookie: finder.cookie, json: { is_closed: true } })
      const pushesBefore = (await t.deps.db.selectFrom('push_outbox').select('id').execute()).length
      expect(await runJobs(t.deps, 'deliver')).toBe(1)
      expect(await t.deps.db.selectFrom('outbox').select('id').where('found_pet_id', '=', created.id as number).execute()).toEqual([])
      expect((await t.deps.db.selectFrom('push_outbox').select('id').execute()).length).toBe(pushesBefore)
    })

    it(`lets a member post ${FOUND_REPORTS_PER_DAY} found reports a day; the next is refused with 429 and leaves nothing behind`, async () => {
      const busy = await t.signInAs('busy@example.com')
      const post = (color: string) => t.request('/api/found-pets', { method: 'POST', cookie: busy.cookie, json: { ...sampleFoundPet, color } })
      expect((await t.request('/api/found-pets', { method: 'POST', cookie: busy.cookie, json: { ...sampleFoundPet, contact_phone: 'abc' } })).status).toBe(400)
      for (let i = 1; i <= FOUND_REPORTS_PER_DAY; i++) expect((await post(`Colour ${i}`)).status).toBe(201)
      const alertsBefore = await t.deps.db.selectFrom('notifications').select('id').where('found_pet_id', 'is not', null).execute()
      const refused = await post('One too many')
      expect(refused.status).toBe(429)
      expect((await json(refused)).error).toMatch(/^You can post at most 5 found-pet reports a day\. Please wait \d+ hours? and try again\.$/)
      expect((await foundRows()).filter((r) => r.color === 'One too many')).toEqual([])
      expect(await t.deps.db.selectFrom('notifications').select('id').where('found_pet_id', 'is not', null).execute()).toEqual(alertsBefore)
    })

    it('takes the member\'s found reports and everyone\'s alerts about them with the account, and exports them', async () => {
      const leaving = await t.signInAs('leaving@example.com')
      const created = await json(await t.request('/api/found-pets', { method: 'POST', cookie: leaving.cookie, json: sampleFoundPet }))
      expect(created.alerted).toBeGreaterThan(0)
      const exported = await json(await t.request('/api/export', { cookie: leaving.cookie }))
      expect((exported.found_pet_reports as Array<{ id: number }>).map((r) => r.id)).toEqual([created.id])
      const deleted = await t.request('/api/account/delete', { method: 'POST', cookie: leaving.cookie, json: { confirm: 'DELETE' } })
      expect(deleted.status).toBe(200)
      expect(await t.deps.db.selectFrom('found_pets').select('id').where('id', '=', created.id as number).execute()).toEqual([])
      expect(await t.deps.db.selectFrom('notifications').select('id').where('found_pet_id', '=', created.id as number).execute()).toEqual([])
    })
  })
}

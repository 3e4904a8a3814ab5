import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { json } from '../../../testing/json.ts'
import { DIALECTS } from '../../../testing/test-db.ts'
import { createTestContext, type TestContext } from '../../../testing/test-context.ts'
import { treatSentPhotosAsOwnUploads } from '../../../testing/own-photos.ts'
import { sampleFoundPet, sampleLostPet } from '../../../robustness/samples.ts'
import { composeMail } from '../../../delivery/mail-sender.ts'
import { runJobs } from '../../../testing/run-jobs.ts'

const PHONE = '555-314-1592'
const lostReport = { ...sampleLostPet, contact_name: 'Priya S', contact_email: 'priya@example.com' }

// "Show my phone number on the public page" governs the phone everywhere but the owner's own view.
for (const dialect of DIALECTS) {
  describe(`a report's contact details as its owner chose [${dialect}]`, () => {
    let t: TestContext
    let owner: Awaited<ReturnType<TestContext['signInAs']>>
    let neighbour: Awaited<ReturnType<TestContext['signInAs']>>
    beforeAll(async () => {
      t = await createTestContext(dialect)
      treatSentPhotosAsOwnUploads(t)
      owner = await t.signInAs('priya@example.com', 'Priya S')
      neighbour = await t.signInAs('neighbour@example.com', 'Neighbour')
      await t.request('/api/user-alert-preferences', { method: 'POST', cookie: neighbour.cookie, json: { zip_codes: ['78704'], alert_radius: 10, email_alerts: true, species_preferences: [] } })
    })
    afterAll(() => t.dispose())

    const lastMail = async (lostPetId: number) => {
      const row = await t.deps.db.selectFrom('outbox').select(['subject', 'body_text', 'lost_pet_id']).where('lost_pet_id', '=', lostPetId).executeTakeFirstOrThrow()
      const mail = await composeMail(t.deps.db, row, 'http://petfolk.test')
      if (mail === 'found') throw new Error('the pet is not found')
      return mail.text
    }

    it('keeps a hidden phone out of the alert e-mail, and gives a shown one', async () => {
      const hidden = (await json(await t.request('/api/lost-pets', { method: 'POST', cookie: owner.cookie, json: { ...lostReport, contact_phone: PHONE, show_contact_phone: false } }))) as { id: number }
      await runJobs(t.deps, 'deliver')
      const hiddenText = await lastMail(hidden.id)
      expect(hiddenText).not.toContain('555')
      expect(hiddenText).toContain('open the report to write to Priya S through Petfolk')
      const shown = (await json(await t.request('/api/lost-pets', { method: 'POST', cookie: owner.cookie, json: { ...lostReport, pet_name: 'Shown', contact_phone: PHONE, show_contact_phone: true } }))) as { id: number }
      await runJobs(t.deps, 'deliver')
      expect(await lastMail(shown.id)).toContain(`contact Priya S at ${PHONE}`)
    })

    it('answers other members a lost report without the e-mail, and without the phone unless shown; the owner sees both', async () => {
      const reports = await t.deps.db.selectFrom('lost_pets').select(['id', 'show_contact_phone']).orderBy('id').execute()
      for (const { id, show_contact_phone } of reports) {
        const seen = (await json(await t.request(`/api/lost-pets/${id}`, { cookie: neighbour.cookie }))) as Record<string, unknown>
        expect(seen.contact_email).toBeNull()
        expect(seen.contact_phone).toBe(show_contact_phone === 1 ? PHONE : null)
        const own = (await json(await t.request(`/api/lost-pets/${id}`, { cookie: owner.cookie }))) as Record<string, unknown>
        expect(own).toMatchObject({ contact_phone: PHONE, contact_email: 'priya@example.com' })
      }
      const list = await (await t.request('/api/lost-pets', { cookie: neighbour.cookie })).text()
      expect(list.match(/555-314-1592/g)?.length).toBe(1)
      expect(list).not.toContain('@example.com')
    })

    it('answers other members a found report without the e-mail, and without the phone unless shown; the finder sees both', async () => {
      const hidden = (await json(await t.request('/api/found-pets', { method: 'POST', cookie: owner.cookie, json: { ...sampleFoundPet, contact_phone: PHONE, show_contact_phone: false } }))) as { id: number }
      const seen = (await json(await t.request(`/api/found-pets/${hidden.id}`, { cookie: neighbour.cookie }))) as Record<string, unknown>
      expect(seen).toMatchObject({ contact_phone: null, contact_email: null })
      const list = await (await t.request('/api/found-pets', { cookie: neighbour.cookie })).text()
      expect(list).not.toContain(PHONE)
      expect(list).not.toContain(sampleFoundPet.contact_email)
      const own = (await json(await t.request(`/api/found-pets/${hidden.id}`, { cookie: owner.cookie }))) as Record<string, unknown>
      expect(own).toMatchObject({ contact_phone: PHONE, contact_email: sampleFoundPet.contact_email })
      const shown = (await json(await t.request('/api/found-pets', { method: 'POST', cookie: owner.cookie, json: { ...sampleFoundPet, contact_phone: PHONE, show_contact_phone: true } }))) as { id: number }
      expect(await json(await t.request(`/api/found-pets/${shown.id}`, { cookie: neighbour.cookie }))).toMatchObject({ contact_phone: PHONE, contact_email: null })
    })
  })
}

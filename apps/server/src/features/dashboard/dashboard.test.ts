import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { remindersSchema } from '@petfolk/contract/dashboard'
import { json } from '../../testing/json.ts'
import { DIALECTS } from '../../testing/test-db.ts'
import { createTestContext, type TestContext } from '../../testing/test-context.ts'

for (const dialect of DIALECTS) {
  describe(`dashboard reminders [${dialect}]`, () => {
    let t: TestContext
    beforeAll(async () => {
      t = await createTestContext(dialect)
    })
    afterAll(() => t.dispose())

    it('lists records due within 30 days and upcoming scheduled appointments, soonest first', async () => {
      const owner = await t.signInAs('dash@example.com')
      const other = await t.signInAs('dash-other@example.com')
      const post = (cookie: string, path: string, body: unknown) => t.request(path, { method: 'POST', cookie, json: body }).then(json)
      const pet = await post(owner.cookie, '/api/pets', { name: 'Luna', species: 'cat' })
      const vet = await post(owner.cookie, '/api/veterinarians', { clinic_name: 'Cedar Clinic' })
      const records = `/api/pets/${pet.id}/medical-records`
      await post(owner.cookie, records, { title: 'Flea treatment', record_type: 'medication', next_due_date: '2026-06-20' })
      await post(owner.cookie, records, { title: 'Dental check', record_type: 'other', next_due_date: '2026-05-25' })
      await post(owner.cookie, records, { title: 'Far away', record_type: 'other', next_due_date: '2026-09-01' })
      await post(owner.cookie, records, { title: 'No date', record_type: 'other' })
      await post(owner.cookie, '/api/appointments', { pet_id: pet.id, veterinarian_id: vet.id, appointment_date: '2026-06-05T10:00:00', purpose: 'Vaccination' })
      const cancelled = await post(owner.cookie, '/api/appointments', { pet_id: pet.id, veterinarian_id: vet.id, appointment_date: '2026-06-06T10:00:00' })
      await t.request(`/api/appointments/${cancelled.id}`, { method: 'PATCH', cookie: owner.cookie, json: { status: 'cancelled' } })
      const theirPet = await post(other.cookie, '/api/pets', { name: 'Not mine', species: 'dog' })
      await post(other.cookie, `/api/pets/${theirPet.id}/medical-records`, { title: 'Their reminder', record_type: 'other', next_due_date: '2026-06-03' })

      const res = await t.request('/api/dashboard/reminders?today=2026-06-01', { cookie: owner.cookie })
      expect(res.status).toBe(200)
      const reminders = remindersSchema.parse(await json(res))
      expect(reminders.map((r) => [r.kind, r.title, r.overdue])).toEqual([
        ['medical', 'Dental check', true],
        ['appointment', 'Vaccination at Cedar Clinic', false],
        ['medical', 'Flea treatment', false],
      ])
      expect(reminders.every((r) => r.pet_name === 'Luna')).toBe(true)
    })

    it("names the pet by its current name after a rename", async () => {
      const owner = await t.signInAs('dash-rename@example.com')
      const post = (path: string, body: unknown) => t.request(path, { method: 'POST', cookie: owner.cookie, json: body }).then(json)
      const pet = await post('/api/pets', { name: 'Pepper', species: 'dog' })
      const vet = await post('/api/veterinarians', { clinic_name: 'Cedar Clinic' })
      await post(`/api/pets/${pet.id}/medical-records`, { title: 'Booster', record_type: 'vaccination', next_due_date: '2026-06-10' })
      await post('/api/appointments', { pet_id: pet.id, veterinarian_id: vet.id, appointment_date: '2026-06-05T10:00:00', purpose: 'Vaccination' })
      await t.request(`/api/pets/${pet.id}`, { method: 'PUT', cookie: owner.cookie, json: { name: 'Salt', species: 'dog' } })

      const reminders = remindersSchema.parse(await json(await t.request('/api/dashboard/reminders?today=2026-06-01', { cookie: owner.cookie })))
      expect(reminders.map((r) => [r.kind, r.pet_name])).toEqual([
        ['appointment', 'Salt'],
        ['medical', 'Salt'],
      ])
    })

    it('refuses a malformed date and needs a session', async () => {
      const owner = await t.signInAs('dash2@example.com')
      expect((await t.request('/api/dashboard/reminders?today=tomorrow', { cookie: owner.cookie })).status).toBe(400)
      expect((await t.request('/api/dashboard/reminders')).status).toBe(401)
    })
  })
}

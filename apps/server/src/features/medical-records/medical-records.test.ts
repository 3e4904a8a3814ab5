import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { medicalRecordSchema } from '@petfolk/contract/medical-records'
import { json } from '../../testing/json.ts'
import { DIALECTS } from '../../testing/test-db.ts'
import { createTestContext, type TestContext } from '../../testing/test-context.ts'

const rabies = {
  title: 'Rabies booster',
  record_type: 'vaccination',
  description: 'Three-year vaccine',
  date_recorded: '2026-05-20',
  clinic_name: 'Harbor Vets',
  doctor_name: 'Dr. Imani Cole',
  medication_name: null,
  dosage: '',
  frequency: null,
  next_due_date: '2029-05-20',
}

for (const dialect of DIALECTS) {
  describe(`medical records API [${dialect}]`, () => {
    let t: TestContext
    let owner: Awaited<ReturnType<TestContext['signInAs']>>
    let other: Awaited<ReturnType<TestContext['signInAs']>>
    let petId: number
    beforeAll(async () => {
      t = await createTestContext(dialect)
      owner = await t.signInAs('records@example.com')
      other = await t.signInAs('records-other@example.com')
      petId = (await json(await t.request('/api/pets', { method: 'POST', cookie: owner.cookie, json: { name: 'Juniper', species: 'rabbit' } }))).id
    })
    afterAll(() => t.dispose())

    const path = () => `/api/pets/${petId}/medical-records`
    const count = async () => (await t.deps.db.selectFrom('medical_records').select('id').execute()).length

    it('adds, lists (newest first), edits and deletes records', async () => {
      const created = await t.request(path(), { method: 'POST', cookie: owner.cookie, json: rabies })
      expect(created.status).toBe(201)
      const record = medicalRecordSchema.parse(await json(created))
      expect(record).toMatchObject({ ...rabies, dosage: null, pet_id: petId })

      const second = medicalRecordSchema.parse(
        await json(await t.request(path(), { method: 'POST', cookie: owner.cookie, json: { title: 'Ear check', record_type: 'other' } })),
      )
      const list = (await json(await t.request(path(), { cookie: owner.cookie }))) as unknown as Array<{ id: number }>
      expect(list.map((r) => r.id)).toEqual([second.id, record.id])

      const edited = await t.request(`${path()}/${record.id}`, { method: 'PUT', cookie: owner.cookie, json: { ...rabies, title: 'Rabies (3 yr)' } })
      expect(edited.status).toBe(200)
      expect((await json(edited)).title).toBe('Rabies (3 yr)')

      expect((await t.request(`${path()}/${second.id}`, { method: 'DELETE', cookie: owner.cookie })).status).toBe(204)
      expect(((await json(await t.request(path(), { cookie: owner.cookie }))) as unknown as unknown[]).length).toBe(1)
    })

    it('refuses bad records with 400 and stores nothing', async () => {
      const before = await count()
      const bad: Array<Record<string, unknown>> = [
        { record_type: 'vaccination' },
        { title: '  ', record_type: 'vaccination' },
        { title: 'X' },
        { title: 'X', record_type: 'surgery' },
        { title: 'X', record_type: 'other', date_recorded: '2026-13-01' },
        { title: 'X', record_type: 'other', date_recorded: '2026-05-20', next_due_date: '2026-05-19' },
        { title: 'X', record_type: 'other', pet_id: 999 },
      ]
      for (const body of bad) {
        const res = await t.request(path(), { method: 'POST', cookie: owner.cookie, json: body })
        expect(res.status, JSON.stringify(body)).toBe(400)
        expect(typeof (await json(res)).error).toBe('string')
      }
      const due = await t.request(path(), { method: 'POST', cookie: owner.cookie, json: { title: 'X', record_type: 'other', date_recorded: '2026-05-20', next_due_date: '2026-05-19' } })
      expect((await json(due)).error).toBe('next_due_date: Next due date cannot be before the date recorded.')
      expect(await count()).toBe(before)
    })

    it("hides another user's pet and records behind 404", async () => {
      const [record] = (await json(await t.request(path(), { cookie: owner.cookie }))) as unknown as Array<{ id: number }>
      if (!record) throw new Error('expected a record')
      expect((await t.request(path(), { cookie: other.cookie })).status).toBe(404)
      expect((await t.request(path(), { method: 'POST', cookie: other.cookie, json: rabies })).status).toBe(404)
      expect((await t.request(`${path()}/${record.id}`, { method: 'PUT', cookie: other.cookie, json: rabies })).status).toBe(404)
      expect((await t.request(`${path()}/${record.id}`, { method: 'DELETE', cookie: other.cookie })).status).toBe(404)
      // A record id that exists, reached through one of the other user's own pets, is still not theirs.
      const theirPet = (await json(await t.request('/api/pets', { method: 'POST', cookie: other.cookie, json: { name: 'Nib', species: 'cat' } }))).id
      expect((await t.request(`/api/pets/${theirPet}/medical-records/${record.id}`, { method: 'DELETE', cookie: other.cookie })).status).toBe(404)
      expect(((await json(await t.request(path(), { cookie: owner.cookie }))) as unknown as unknown[]).length).toBe(1)
    })

    it('needs a session', async () => {
      expect((await t.request(path())).status).toBe(401)
      expect((await t.request(path(), { method: 'POST', json: rabies })).status).toBe(401)
    })
  })
}

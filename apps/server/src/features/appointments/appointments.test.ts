import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appointmentSchema } from '@petfolk/contract/appointments'
import { veterinarianSchema } from '@petfolk/contract/veterinarians'
import { json } from '../../testing/json.ts'
import { DIALECTS } from '../../testing/test-db.ts'
import { createTestContext, type TestContext } from '../../testing/test-context.ts'

for (const dialect of DIALECTS) {
  describe(`veterinarians and appointments API [${dialect}]`, () => {
    let t: TestContext
    let owner: Awaited<ReturnType<TestContext['signInAs']>>
    let other: Awaited<ReturnType<TestContext['signInAs']>>
    let petId: number
    let vetId: number
    beforeAll(async () => {
      t = await createTestContext(dialect)
      owner = await t.signInAs('appts@example.com')
      other = await t.signInAs('appts-other@example.com')
      petId = (await json(await t.request('/api/pets', { method: 'POST', cookie: owner.cookie, json: { name: 'Maple', species: 'dog' } }))).id
    })
    afterAll(() => t.dispose())

    const appointment = () => ({ pet_id: petId, veterinarian_id: vetId, appointment_date: '2026-06-10T09:30:00', purpose: 'Annual checkup', notes: 'Bring records' })

    it('adds veterinarians with optionals as null and lists only your own', async () => {
      const res = await t.request('/api/veterinarians', {
        method: 'POST',
        cookie: owner.cookie,
        json: { clinic_name: ' Harbor Vets ', doctor_name: 'Dr. Imani Cole', address: '', phone: '555-0110', email: null, specialties: 'Exotics', notes: '', is_emergency: true },
      })
      expect(res.status).toBe(201)
      const vet = veterinarianSchema.parse(await json(res))
      expect(vet).toMatchObject({ clinic_name: 'Harbor Vets', address: null, email: null, notes: null, is_emergency: true })
      vetId = vet.id
      expect(await json(await t.request('/api/veterinarians', { cookie: other.cookie }))).toEqual([])
      expect(((await json(await t.request('/api/veterinarians', { cookie: owner.cookie }))) as unknown as unknown[]).length).toBe(1)
    })

    it('refuses a veterinarian without a clinic name', async () => {
      for (const body of [{}, { clinic_name: '  ' }, { clinic_name: 'A', is_emergency: 'yes' }, { clinic_name: 'A', phone: 42 }]) {
        const res = await t.request('/api/veterinarians', { method: 'POST', cookie: owner.cookie, json: body })
        expect(res.status, JSON.stringify(body)).toBe(400)
      }
      expect(((await json(await t.request('/api/veterinarians', { cookie: owner.cookie }))) as unknown as unknown[]).length).toBe(1)
    })

    it('refuses a veterinarian e-mail that is not an address, with a sentence', async () => {
      const res = await t.request('/api/veterinarians', { method: 'POST', cookie: owner.cookie, json: { clinic_name: 'Oak Vets', email: 'bad email' } })
      expect(res.status).toBe(400)
      expect((await json(res)).error).toBe('email: E-mail must be an e-mail address.')
      expect(((await json(await t.request('/api/veterinarians', { cookie: owner.cookie }))) as unknown as unknown[]).length).toBe(1)
    })

    it('schedules an appointment with names copied from the pet and vet', async () => {
      const res = await t.request('/api/appointments', { method: 'POST', cookie: owner.cookie, json: appointment() })
      expect(res.status).toBe(201)
      const appt = appointmentSchema.parse(await json(res))
      expect(appt).toMatchObject({ pet_name: 'Maple', clinic_name: 'Harbor Vets', doctor_name: 'Dr. Imani Cole', appointment_date: '2026-06-10T09:30:00', status: 'scheduled', purpose: 'Annual checkup' })
    })

    it('refuses bad appointments with 400, including pets and vets that are not yours', async () => {
      const theirPet = (await json(await t.request('/api/pets', { method: 'POST', cookie: other.cookie, json: { name: 'Theirs', species: 'cat' } }))).id
      const theirVet = (await json(await t.request('/api/veterinarians', { method: 'POST', cookie: other.cookie, json: { clinic_name: 'Their Clinic' } }))).id
      const before = (await t.deps.db.selectFrom('appointments').select('id').execute()).length
      const cases: Array<[string, Record<string, unknown>]> = [
        ['missing pet', { ...appointment(), pet_id: undefined }],
        ['pet as text', { ...appointment(), pet_id: '1' }],
        ['another user pet', { ...appointment(), pet_id: theirPet }],
        ['another user vet', { ...appointment(), veterinarian_id: theirVet }],
        ['no seconds', { ...appointment(), appointment_date: '2026-06-10T09:30' }],
        ['not a date', { ...appointment(), appointment_date: 'next tuesday' }],
        ['impossible time', { ...appointment(), appointment_date: '2026-06-10T25:00:00' }],
        ['in the past', { ...appointment(), appointment_date: '2020-01-01T09:00:00' }],
        ['unknown purpose', { ...appointment(), purpose: 'Grooming' }],
      ]
      for (const [label, body] of cases) {
        const res = await t.request('/api/appointments', { method: 'POST', cookie: owner.cookie, json: body })
        expect(res.status, label).toBe(400)
        expect(typeof (await json(res)).error, label).toBe('string')
      }
      expect((await t.deps.db.selectFrom('appointments').select('id').execute()).length).toBe(before)
    })

    it('lists appointments soonest first and only your own', async () => {
      await t.request('/api/appointments', { method: 'POST', cookie: owner.cookie, json: { ...appointment(), appointment_date: '2026-06-02T08:00:00', purpose: null } })
      const list = (await json(await t.request('/api/appointments', { cookie: owner.cookie }))) as unknown as Array<{ appointment_date: string }>
      expect(list.map((a) => a.appointment_date)).toEqual(['2026-06-02T08:00:00', '2026-06-10T09:30:00'])
      const page = await t.request('/api/appointments?limit=1', { cookie: owner.cookie })
      const next = await t.request(`/api/appointments?limit=1&cursor=${page.headers.get('x-next-cursor')}`, { cookie: owner.cookie })
      expect(((await json(next)) as unknown as Array<{ appointment_date: string }>)[0]?.appointment_date).toBe('2026-06-10T09:30:00')
      expect(await json(await t.request('/api/appointments', { cookie: other.cookie }))).toEqual([])
    })

    it('marks an appointment completed or cancelled; others get 404', async () => {
      const [first] = (await json(await t.request('/api/appointments', { cookie: owner.cookie }))) as unknown as Array<{ id: number }>
      if (!first) throw new Error('expected an appointment')
      expect((await t.request(`/api/appointments/${first.id}`, { method: 'PATCH', cookie: other.cookie, json: { status: 'cancelled' } })).status).toBe(404)
      expect((await t.request(`/api/appointments/${first.id}`, { method: 'PATCH', cookie: owner.cookie, json: { status: 'done' } })).status).toBe(400)
      const res = await t.request(`/api/appointments/${first.id}`, { method: 'PATCH', cookie: owner.cookie, json: { status: 'completed' } })
      expect(res.status).toBe(200)
      expect((await json(res)).status).toBe('completed')
    })

    it('exports the appointments as a standard iCalendar file, all or one', async () => {
      const res = await t.request('/api/appointments.ics', { cookie: owner.cookie })
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toMatch(/^text\/calendar/)
      const body = await res.text()
      expect(body.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true)
      expect(body.match(/BEGIN:VEVENT/g)).toHaveLength(2)
      expect(body).toContain('DTSTART:20260610T093000')
      expect(body).toContain('SUMMARY:Annual checkup: Maple')
      expect(body).toContain('DESCRIPTION:With Dr. Imani Cole\\nBring records')
      expect(body.trimEnd().endsWith('END:VCALENDAR')).toBe(true)
      for (const line of body.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75)

      const [first] = (await json(await t.request('/api/appointments', { cookie: owner.cookie }))) as unknown as Array<{ id: number }>
      const one = await t.request(`/api/appointments/${first?.id}.ics`, { cookie: owner.cookie })
      expect(one.status).toBe(200)
      expect((await one.text()).match(/BEGIN:VEVENT/g)).toHaveLength(1)
      expect((await t.request(`/api/appointments/${first?.id}.ics`, { cookie: other.cookie })).status).toBe(404)
      expect((await t.request('/api/appointments.ics')).status).toBe(401)
    })

    it("shows the pet's current name after a rename, and the copied name once the pet is deleted", async () => {
      const pet = await json(await t.request('/api/pets', { method: 'POST', cookie: owner.cookie, json: { name: 'Biscuit', species: 'dog' } }))
      const created = await json(await t.request('/api/appointments', { method: 'POST', cookie: owner.cookie, json: { ...appointment(), pet_id: pet.id, appointment_date: '2026-07-01T09:00:00' } }))
      expect((await t.request(`/api/pets/${pet.id}`, { method: 'PUT', cookie: owner.cookie, json: { name: 'Sir Biscuit', species: 'dog' } })).status).toBe(200)
      const named = async () => {
        const list = (await json(await t.request('/api/appointments', { cookie: owner.cookie }))) as unknown as Array<{ id: number; pet_name: string }>
        return list.find((a) => a.id === created.id)?.pet_name
      }
      expect(await named()).toBe('Sir Biscuit')
      const patched = await json(await t.request(`/api/appointments/${created.id}`, { method: 'PATCH', cookie: owner.cookie, json: { status: 'scheduled' } }))
      expect(patched.pet_name).toBe('Sir Biscuit')
      expect(await (await t.request(`/api/appointments/${created.id}.ics`, { cookie: owner.cookie })).text()).toContain('SUMMARY:Annual checkup: Sir Biscuit')
      expect((await t.request(`/api/pets/${pet.id}`, { method: 'DELETE', cookie: owner.cookie })).status).toBe(204)
      // Kept readable: the name copied at scheduling stands in for the deleted pet.
      expect(await named()).toBe('Biscuit')
      await t.request(`/api/appointments/${created.id}`, { method: 'PATCH', cookie: owner.cookie, json: { status: 'cancelled' } })
    })

    it('needs a session', async () => {
      expect((await t.request('/api/veterinarians')).status).toBe(401)
      expect((await t.request('/api/appointments')).status).toBe(401)
      expect((await t.request('/api/appointments', { method: 'POST', json: appointment() })).status).toBe(401)
    })
  })
}

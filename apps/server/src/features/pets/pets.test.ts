import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { petSchema } from '@petfolk/contract/pets'
import { json } from '../../testing/json.ts'
import { DIALECTS } from '../../testing/test-db.ts'
import { createTestContext, type TestContext } from '../../testing/test-context.ts'
import { treatSentPhotosAsOwnUploads } from '../../testing/own-photos.ts'

export const fullPet = {
  name: '  Biscuit  ',
  species: 'dog',
  breed: 'Pembroke Welsh Corgi',
  sex: 'male',
  date_of_birth: '2021-04-02',
  weight_lbs: 26.4,
  color: 'Red and white',
  microchip_id: '985112003456789',
  photo_url: '/uploads/ab/abcdef0123456789abcdef0123456789.jpg',
  notes: 'Loves the beach.',
  is_spayed_neutered: true,
  owner_name: 'Sam Reyes',
  owner_phone: '555-0142',
  owner_email: 'sam@example.com',
  owner_address: '12 Harbor Lane',
  emergency_contact_name: 'Jo Reyes',
  emergency_contact_phone: '555-0199',
}

for (const dialect of DIALECTS) {
  describe(`pets API [${dialect}]`, () => {
    let t: TestContext
    let owner: Awaited<ReturnType<TestContext['signInAs']>>
    let other: Awaited<ReturnType<TestContext['signInAs']>>
    beforeAll(async () => {
      t = await createTestContext(dialect)
      treatSentPhotosAsOwnUploads(t)
      owner = await t.signInAs('owner@example.com')
      other = await t.signInAs('other@example.com')
    })
    afterAll(() => t.dispose())

    const count = async () => (await t.deps.db.selectFrom('pets').select('id').execute()).length

    it('creates a pet with every field, trimmed, and reads it back', async () => {
      const res = await t.request('/api/pets', { method: 'POST', cookie: owner.cookie, json: fullPet })
      expect(res.status).toBe(201)
      const pet = petSchema.parse(await json(res))
      expect(pet).toMatchObject({ ...fullPet, name: 'Biscuit' })
      const again = petSchema.parse(await json(await t.request(`/api/pets/${pet.id}`, { cookie: owner.cookie })))
      expect(again).toEqual(pet)
    })

    it('stores empty optional fields as null and defaults is_spayed_neutered to false', async () => {
      const res = await t.request('/api/pets', {
        method: 'POST',
        cookie: owner.cookie,
        json: { name: 'Miso', species: 'cat', breed: '   ', sex: '', color: '', weight_lbs: null, photo_url: '' },
      })
      expect(res.status).toBe(201)
      const pet = petSchema.parse(await json(res))
      expect(pet).toMatchObject({ breed: null, sex: null, color: null, weight_lbs: null, photo_url: null, date_of_birth: null, is_spayed_neutered: false })
    })

    it('refuses bad input with 400 and a sentence, storing nothing', async () => {
      const before = await count()
      const bad: Array<[string, Record<string, unknown>]> = [
        ['missing name', { species: 'dog' }],
        ['blank name', { name: '   ', species: 'dog' }],
        ['missing species', { name: 'Rex' }],
        ['unknown species', { name: 'Rex', species: 'dragon' }],
        ['unknown sex', { name: 'Rex', species: 'dog', sex: 'both' }],
        ['negative weight', { name: 'Rex', species: 'dog', weight_lbs: -1 }],
        ['weight as text', { name: 'Rex', species: 'dog', weight_lbs: 'heavy' }],
        ['future birth date', { name: 'Rex', species: 'dog', date_of_birth: '2999-01-01' }],
        ['impossible date', { name: 'Rex', species: 'dog', date_of_birth: '2021-02-30' }],
        ['date in another format', { name: 'Rex', species: 'dog', date_of_birth: '04/02/2021' }],
        ['spayed as text', { name: 'Rex', species: 'dog', is_spayed_neutered: 'yes' }],
        ['script photo url', { name: 'Rex', species: 'dog', photo_url: 'javascript:alert(1)' }],
        ['unknown field', { name: 'Rex', species: 'dog', user_id: other.user.id }],
        ['very long name', { name: 'x'.repeat(101), species: 'dog' }],
      ]
      for (const [label, body] of bad) {
        const res = await t.request('/api/pets', { method: 'POST', cookie: owner.cookie, json: body })
        expect(res.status, label).toBe(400)
        expect(typeof (await json(res)).error, label).toBe('string')
      }
      const notObject = await t.request('/api/pets', { method: 'POST', cookie: owner.cookie, json: ['Rex'] })
      expect(notObject.status).toBe(400)
      expect(await count()).toBe(before)
    })

    it('refuses an owner e-mail that is not an address, on create and edit, with a sentence', async () => {
      const before = await count()
      const created = await t.request('/api/pets', { method: 'POST', cookie: owner.cookie, json: { name: 'Rex', species: 'dog', owner_email: 'not-an-email' } })
      expect(created.status).toBe(400)
      expect((await json(created)).error).toBe('owner_email: Owner e-mail must be an e-mail address.')
      expect(await count()).toBe(before)
      const pet = await json(await t.request('/api/pets', { method: 'POST', cookie: owner.cookie, json: { name: 'Rex', species: 'dog', owner_email: ' rex@example.com ' } }))
      expect(pet.owner_email).toBe('rex@example.com')
      const edited = await t.request(`/api/pets/${pet.id}`, { method: 'PUT', cookie: owner.cookie, json: { name: 'Rex', species: 'dog', owner_email: 'rex at example' } })
      expect(edited.status).toBe(400)
      expect((await json(await t.request(`/api/pets/${pet.id}`, { cookie: owner.cookie }))).owner_email).toBe('rex@example.com')
      await t.request(`/api/pets/${pet.id}`, { method: 'DELETE', cookie: owner.cookie })
    })

    it('lists only your own pets, in the order they were added, with paging', async () => {
      const mine = (await json(await t.request('/api/pets', { cookie: owner.cookie }))) as unknown as Array<{ name: string }>
      expect(mine.map((p) => p.name)).toEqual(['Biscuit', 'Miso'])
      const theirs = await json(await t.request('/api/pets', { cookie: other.cookie }))
      expect(theirs).toEqual([])

      const first = await t.request('/api/pets?limit=1', { cookie: owner.cookie })
      const cursor = first.headers.get('x-next-cursor')
      expect(cursor).toBeTruthy()
      expect(((await json(first)) as unknown as unknown[]).length).toBe(1)
      const second = await t.request(`/api/pets?limit=1&cursor=${cursor}`, { cookie: owner.cookie })
      expect(((await json(second)) as unknown as Array<{ name: string }>)[0]?.name).toBe('Miso')
      expect(second.headers.get('x-next-cursor')).toBeNull()

      expect((await t.request('/api/pets?limit=0', { cookie: owner.cookie })).status).toBe(400)
      expect((await t.request('/api/pets?limit=201', { cookie: owner.cookie })).status).toBe(400)
      expect((await t.request('/api/pets?cursor=garbage', { cookie: owner.cookie })).status).toBe(400)
    })

    it('edits a pet with PUT, validating like create', async () => {
      const created = await json(await t.request('/api/pets', { method: 'POST', cookie: owner.cookie, json: { name: 'Pip', species: 'bird' } }))
      const res = await t.request(`/api/pets/${created.id}`, { method: 'PUT', cookie: owner.cookie, json: { ...fullPet, name: 'Pip', species: 'bird', breed: 'Budgie' } })
      expect(res.status).toBe(200)
      expect(await json(res)).toMatchObject({ id: created.id, name: 'Pip', breed: 'Budgie', is_spayed_neutered: true })
      const bad = await t.request(`/api/pets/${created.id}`, { method: 'PUT', cookie: owner.cookie, json: { name: '', species: 'bird' } })
      expect(bad.status).toBe(400)
      expect((await json(await t.request(`/api/pets/${created.id}`, { cookie: owner.cookie }))).name).toBe('Pip')
    })

    it("answers 404 for another user's pet on read, update and delete, changing nothing", async () => {
      const pet = await json(await t.request('/api/pets', { method: 'POST', cookie: owner.cookie, json: { name: 'Private', species: 'cat' } }))
      const read = await t.request(`/api/pets/${pet.id}`, { cookie: other.cookie })
      expect(read.status).toBe(404)
      expect(await json(read)).toEqual({ error: 'Pet not found' })
      expect((await t.request(`/api/pets/${pet.id}`, { method: 'PUT', cookie: other.cookie, json: { name: 'Stolen', species: 'cat' } })).status).toBe(404)
      expect((await t.request(`/api/pets/${pet.id}`, { method: 'DELETE', cookie: other.cookie })).status).toBe(404)
      expect((await json(await t.request(`/api/pets/${pet.id}`, { cookie: owner.cookie }))).name).toBe('Private')
    })

    it('answers 404 for ids that are not ids', async () => {
      for (const id of ['0', '-1', 'abc', '1.5', '99999999999999999999']) {
        expect((await t.request(`/api/pets/${id}`, { cookie: owner.cookie })).status, id).toBe(404)
      }
    })

    it('needs a session for every pets route', async () => {
      expect((await t.request('/api/pets')).status).toBe(401)
      expect((await t.request('/api/pets', { method: 'POST', json: fullPet })).status).toBe(401)
      expect((await t.request('/api/pets/1')).status).toBe(401)
      expect((await t.request('/api/pets/1', { method: 'PUT', json: fullPet })).status).toBe(401)
      expect((await t.request('/api/pets/1', { method: 'DELETE' })).status).toBe(401)
    })

    it('deletes a pet with its medical records and keeps its appointments readable', async () => {
      const pet = await json(await t.request('/api/pets', { method: 'POST', cookie: owner.cookie, json: { name: 'Otis', species: 'dog' } }))
      const vet = await json(await t.request('/api/veterinarians', { method: 'POST', cookie: owner.cookie, json: { clinic_name: 'Harbor Vets' } }))
      await t.request(`/api/pets/${pet.id}/medical-records`, { method: 'POST', cookie: owner.cookie, json: { title: 'Rabies', record_type: 'vaccination' } })
      const appt = await json(
        await t.request('/api/appointments', {
          method: 'POST',
          cookie: owner.cookie,
          json: { pet_id: pet.id, veterinarian_id: vet.id, appointment_date: '2027-01-05T10:00:00', purpose: 'Vaccination', notes: null },
        }),
      )
      const res = await t.request(`/api/pets/${pet.id}`, { method: 'DELETE', cookie: owner.cookie })
      expect(res.status).toBe(204)
      expect((await t.request(`/api/pets/${pet.id}`, { cookie: owner.cookie })).status).toBe(404)
      const records = await t.deps.db.selectFrom('medical_records').select('id').where('pet_id', '=', pet.id).execute()
      expect(records).toHaveLength(0)
      const list = (await json(await t.request('/api/appointments', { cookie: owner.cookie }))) as unknown as Array<Record<string, unknown>>
      expect(list.find((a) => a.id === appt.id)).toMatchObject({ pet_id: null, pet_name: 'Otis', clinic_name: 'Harbor Vets' })
    })
  })
}

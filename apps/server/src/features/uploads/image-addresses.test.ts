import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { uploadResponseSchema } from '@petfolk/contract/uploads'
import type { Database } from '../../db/schema.ts'
import { json } from '../../testing/json.ts'
import { DIALECTS } from '../../testing/test-db.ts'
import { createTestContext, type TestContext } from '../../testing/test-context.ts'

/**
 * Every route that stores an image address takes only one of our upload names (or nothing):
 * a loose address once let a report sign out everyone who looked at it.
 */
const BAD_ADDRESSES = [
  '/uploads/../api/logout',
  '/uploads/%2e%2e/api/logout',
  'https://tracker.example/p.gif',
  '/uploads/ab/x.png?x=1',
  '//evil.example/a.png',
  '/api/logout',
  'local-storage:pet_photo_1',
  '/uploads/ab/abcdef.jpg',
  '/uploads/ab/cd0123456789abcdef0123456789abcd.jpg',
  '/uploads/AB/AB0123456789ABCDEF0123456789ABCD.jpg',
  '/uploads/ab/ab0123456789abcdef0123456789abcd.gif',
  '/uploads/ab/ab0123456789abcdef0123456789abcd.jpg#x',
  '/uploads/private/1/ab0123456789abcdef0123456789abcd.jpg',
]

const lostPet = {
  pet_name: 'Pepper', species: 'dog', color: 'Black and tan', last_seen_date: '2026-05-31', last_seen_location: 'Zilker Park',
  last_seen_city: 'Austin', last_seen_state: 'Texas', last_seen_zip_code: '78704', contact_name: 'Priya S.', contact_phone: '555-0188',
}
const story = { veteran_name: 'Jordan Hale', service_branch: 'Army', dog_name: 'Scout', service_type: 'PTSD Support', story_title: 'Scout', story_content: 'Scout wakes me first.' }

for (const dialect of DIALECTS) {
  describe(`stored image addresses [${dialect}]`, () => {
    let t: TestContext
    let member: Awaited<ReturnType<TestContext['signInAs']>>
    let upload: string
    let petId: number
    beforeAll(async () => {
      // Many posts in a row: the abuse limits are tested elsewhere.
      t = await createTestContext(dialect, { RATE_LIMITS: 'off' })
      member = await t.signInAs('pictures@example.com')
      const body = new FormData()
      const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 90, b: 40 } } }).png().toBuffer()
      body.append('file', new File([png], 'pepper.png', { type: 'image/png' }))
      upload = uploadResponseSchema.parse(await json(await t.request('/api/uploads', { method: 'POST', cookie: member.cookie, body }))).url
      const pet = await t.request('/api/pets', { method: 'POST', cookie: member.cookie, json: { name: 'Biscuit', species: 'dog' } })
      petId = Number((await json(pet)).id)
    })
    afterAll(() => t.dispose())

    const send = (method: string, path: string, body: Record<string, unknown>) => t.request(path, { method, cookie: member.cookie, json: body })
    const count = async (table: keyof Database) => Number((await t.deps.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)

    const cases: Array<{ route: string; method: string; path: () => string; table: keyof Database; field: string; body: () => Record<string, unknown>; required?: boolean }> = [
      { route: 'POST /api/pets', method: 'POST', path: () => '/api/pets', table: 'pets', field: 'photo_url', body: () => ({ name: 'Rex', species: 'dog' }) },
      { route: 'PUT /api/pets/:id', method: 'PUT', path: () => `/api/pets/${petId}`, table: 'pets', field: 'photo_url', body: () => ({ name: 'Biscuit', species: 'dog' }) },
      { route: 'POST /api/lost-pets', method: 'POST', path: () => '/api/lost-pets', table: 'lost_pets', field: 'photo_url', body: () => lostPet, required: true },
      { route: 'POST /api/veteran-service-dog-stories (dog)', method: 'POST', path: () => '/api/veteran-service-dog-stories', table: 'veteran_stories', field: 'dog_photo_url', body: () => story },
      { route: 'POST /api/veteran-service-dog-stories (veteran)', method: 'POST', path: () => '/api/veteran-service-dog-stories', table: 'veteran_stories', field: 'veteran_photo_url', body: () => story },
      // A merchandise pet photo is stored only at checkout, inside a cart line: merchandise.test.ts.
    ]

    for (const { route, method, path, table, field, body, required } of cases) {
      it(`${route} refuses any ${field} that is not one of our upload names, saving nothing`, async () => {
        const before = await count(table)
        const petBefore = await t.deps.db.selectFrom('pets').selectAll().where('id', '=', petId).executeTakeFirstOrThrow()
        for (const address of BAD_ADDRESSES) {
          const res = await send(method, path(), { ...body(), [field]: address })
          expect(res.status, address).toBe(400)
          const { error } = await json(res)
          expect(error, address).toMatch(new RegExp(`^${field}: .+ must be an image uploaded to Petfolk`))
        }
        expect(await count(table)).toBe(before)
        expect(await t.deps.db.selectFrom('pets').selectAll().where('id', '=', petId).executeTakeFirstOrThrow()).toEqual(petBefore)
      })

      it(`${route} stores a real upload name, and blank as none${required ? ' (refused: the photo is required)' : ''}`, async () => {
        const res = await send(method, path(), { ...body(), [field]: upload })
        expect(res.status).toBeLessThan(300)
        expect((await json(res))[field] ?? upload).toBe(upload)
        const blank = await send(method, path(), { ...body(), [field]: '' })
        expect(blank.status).toBe(required ? 400 : method === 'POST' ? 201 : 200)
      })
    }

    it('puts the pet’s own upload in the daily showcase, the only address an entry can get', async () => {
      await send('PUT', `/api/pets/${petId}`, { name: 'Biscuit', species: 'dog', photo_url: upload })
      const res = await send('POST', '/api/daily-pet-showcase', { pet_id: petId, story: 'Best boy.' })
      expect(res.status).toBe(201)
      expect((await json(res)).pet_photo).toBe(upload)
      const refused = await send('POST', '/api/daily-pet-showcase', { pet_id: petId, pet_photo: 'https://tracker.example/p.gif' })
      expect(refused.status).toBe(400)
    })
  })
}

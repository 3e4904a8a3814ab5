import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { businessSchema } from '@petfolk/contract/directory'
import { NEXT_CURSOR_HEADER } from '@petfolk/contract/pagination'
import { containsText, NEXT_ROWS_SCANNED } from '../../db/text-search.ts'
import { flag } from '../../db/row-values.ts'
import { distanceMiles, roundMiles } from '../../geo/geo.ts'
import { json, type LooseJson } from '../../testing/json.ts'
import { DIALECTS } from '../../testing/test-db.ts'
import { MANY_REQUESTS_TIMEOUT_MS, createTestContext, type TestContext } from '../../testing/test-context.ts'

/** A small deterministic random generator, so a failure can be reproduced. */
function random(seed: number) {
  let s = seed
  return () => {
    s = (s * 1664525 + 1013904223) % 4294967296
    return s / 4294967296
  }
}

for (const dialect of DIALECTS) {
  describe(`business directory and location [${dialect}]`, () => {
    let t: TestContext
    let owner: Awaited<ReturnType<TestContext['signInAs']>>
    beforeAll(async () => {
      t = await createTestContext(dialect)
      owner = await t.signInAs('directory@example.com')
    })
    afterAll(() => t.dispose())

    const get = async (query: string) => {
      const res = await t.request(`/api/businesses${query}`, { cookie: owner.cookie })
      expect(res.status, query).toBe(200)
      return businessSchema.array().parse(await json(res))
    }

    it('lists the verified demo businesses, filtered by text and type', async () => {
      const all = await get('?limit=200')
      expect(all.length).toBeGreaterThanOrEqual(20)
      expect(all.every((b) => b.is_verified)).toBe(true)
      const vets = await get('?type=veterinary&limit=200')
      expect(vets.length).toBeGreaterThan(0)
      expect(vets.every((b) => b.business_type === 'veterinary')).toBe(true)
      const groom = await get('?q=GROOM')
      expect(groom.length).toBeGreaterThan(0)
      expect(groom.every((b) => `${b.name} ${b.description} ${b.city}`.toLowerCase().includes('groom'))).toBe(true)
      expect(await get('?q=%25')).toEqual([])
    })

    it('gives a distance only to a search from a position: a plain list has none, not made-up ones', async () => {
      const all = await get('?limit=200')
      expect(all.filter((b) => 'distance' in b).map((b) => [b.name, b.distance])).toEqual([])
    })

    it('finds businesses within the radius, nearest first, exactly as a brute-force haversine does', async () => {
      const next = random(42)
      const centre = { latitude: 39.74, longitude: -104.99 }
      const rows = Array.from({ length: 400 }, (_, i) => ({
        name: `Random ${i}`,
        business_type: 'pet_store',
        city: 'Testville',
        state: 'CO',
        is_verified: flag(i % 10 !== 0),
        rating: 4,
        review_count: 1,
        latitude: centre.latitude + (next() - 0.5) * 2,
        longitude: centre.longitude + (next() - 0.5) * 2.6,
        created_at: '2026-06-01T00:00:00.000Z',
      }))
      await t.deps.db.insertInto('businesses').values(rows).execute()
      const everyone = await t.deps.db.selectFrom('businesses').select(['id', 'latitude', 'longitude', 'is_verified']).execute()
      for (const radius of [5, 10, 25, 50]) {
        const found = await get(`?lat=${centre.latitude}&lng=${centre.longitude}&radius=${radius}&limit=200`)
        const expected = everyone
          .filter((b) => b.is_verified === 1 && b.latitude !== null && b.longitude !== null)
          .map((b) => ({ id: b.id, miles: distanceMiles(centre, { latitude: b.latitude as number, longitude: b.longitude as number }) }))
          .filter((b) => b.miles <= radius)
          .sort((a, b) => a.miles - b.miles || a.id - b.id)
          .slice(0, 200)
        expect(found.map((b) => b.id), `radius ${radius}`).toEqual(expected.map((b) => b.id))
        expect(found.map((b) => b.distance)).toEqual(expected.map((b) => roundMiles(b.miles)))
      }
      // With text, the radius search tests it on the rows in the box.
      const named = await get(`?q=RANDOM%201&lat=${centre.latitude}&lng=${centre.longitude}&radius=50&limit=200`)
      expect(named.length).toBeGreaterThan(0)
      expect(named.every((b) => b.name.toLowerCase().includes('random 1'))).toBe(true)
      expect(named.map((b) => b.id)).toEqual((await get(`?lat=${centre.latitude}&lng=${centre.longitude}&radius=50&limit=200`)).filter((b) => b.name.toLowerCase().includes('random 1')).map((b) => b.id))
    })

    it('refuses bad search parameters with 400', async () => {
      for (const query of ['?lat=91&lng=0', '?lat=10', '?lat=abc&lng=1', '?lat=1&lng=1&radius=7', '?type=zoo', `?q=${'x'.repeat(101)}`]) {
        expect((await t.request(`/api/businesses${query}`, { cookie: owner.cookie })).status, query).toBe(400)
      }
    })

    it('takes a business submission, stored unverified and not listed', async () => {
      const before = (await get('?limit=200&q=Tailwaggers')).length
      const res = await t.request('/api/businesses', {
        method: 'POST',
        cookie: owner.cookie,
        json: { name: 'Tailwaggers Supply', business_type: 'pet_store', address: '1 Main St', city: 'Austin', state: 'Texas', zip_code: '78701', website: 'https://tailwaggers.example' },
      })
      expect(res.status).toBe(201)
      expect((await json(res)).status).toBe('pending_verification')
      expect((await get('?limit=200&q=Tailwaggers')).length).toBe(before)
      const stored = await t.deps.db.selectFrom('businesses').select(['is_verified', 'submitted_by']).where('name', '=', 'Tailwaggers Supply').executeTakeFirstOrThrow()
      expect(stored).toEqual({ is_verified: 0, submitted_by: owner.user.id })
      const bad = await t.request('/api/businesses', { method: 'POST', cookie: owner.cookie, json: { name: 'X', business_type: 'zoo', address: 'a', city: 'b', state: 'c', zip_code: '1' } })
      expect(bad.status).toBe(400)
    })

    it('refuses a bad submission with the words members see, and stores nothing', async () => {
      const valid = { name: 'Whisker Works', business_type: 'grooming', address: '1 Main St', city: 'Austin', state: 'Texas', zip_code: '78701' }
      const submit = async (changes: Record<string, unknown>) => {
        const res = await t.request('/api/businesses', { method: 'POST', cookie: owner.cookie, json: { ...valid, ...changes } })
        return { status: res.status, body: (await json(res)) as { error: string; issues: { path: string[]; message: string }[] } }
      }
      const zoo = await submit({ business_type: 'zoo' })
      expect(zoo.status).toBe(400)
      expect(zoo.body.issues).toEqual([
        { path: ['business_type'], message: 'Business type must be one of: Pet Stores, Pet Insurance, Boarding & Daycare, Grooming Services, Veterinary Clinics.' },
      ])
      for (const phone of ['abc', '12345', '1234567890123456', '555-0199 ext 4']) {
        const bad = await submit({ phone })
        expect(bad.status, phone).toBe(400)
        expect(bad.body.issues, phone).toEqual([{ path: ['phone'], message: 'Phone must have 7 to 15 digits.' }])
      }
      for (const state of ['TX', 'Texass', '']) {
        const bad = await submit({ state })
        expect(bad.status, state).toBe(400)
        expect(bad.body.issues, state).toEqual([{ path: ['state'], message: 'Choose a US state from the list.' }])
      }
      const stored = await t.deps.db.selectFrom('businesses').select('id').where('name', '=', 'Whisker Works').execute()
      expect(stored).toEqual([])
      for (const phone of ['(512) 555-0199', '+44 20 7946 0958', '512.555.0199', '']) {
        expect((await submit({ phone, name: `Whisker Works ${phone}` })).status, phone).toBe(201)
      }
    })

    it('keeps no location while location sharing is off (the default)', async () => {
      const res = await t.request('/api/user-location', { method: 'POST', cookie: owner.cookie, json: { latitude: 30.27, longitude: -97.74 } })
      expect(await json(res)).toEqual({ latitude: 30.27, longitude: -97.74, stored: false })
      expect(await json(await t.request('/api/user-location', { cookie: owner.cookie }))).toBeNull()
    })

    it("keeps each user's saved location to themselves while sharing is on, and forgets it when turned off", async () => {
      const other = await t.signInAs('directory-other@example.com')
      expect((await t.request('/api/settings', { method: 'PUT', cookie: owner.cookie, json: { location_sharing: true } })).status).toBe(200)
      expect(await json(await t.request('/api/user-location', { cookie: owner.cookie }))).toBeNull()
      const saved = await t.request('/api/user-location', { method: 'POST', cookie: owner.cookie, json: { latitude: 30.27, longitude: -97.74 } })
      expect(saved.status).toBe(200)
      expect((await json(saved)).stored).toBe(true)
      expect(await json(await t.request('/api/user-location', { cookie: owner.cookie }))).toEqual({ latitude: 30.27, longitude: -97.74 })
      expect(await json(await t.request('/api/user-location', { cookie: other.cookie }))).toBeNull()
      for (const body of [{ latitude: 91, longitude: 0 }, { latitude: '30', longitude: 1 }, {}]) {
        expect((await t.request('/api/user-location', { method: 'POST', cookie: owner.cookie, json: body })).status).toBe(400)
      }
      expect(((await json(await t.request('/api/user-location', { cookie: owner.cookie }))) as LooseJson).latitude).toBe(30.27)
      await t.request('/api/settings', { method: 'PUT', cookie: owner.cookie, json: { location_sharing: false } })
      expect(await json(await t.request('/api/user-location', { cookie: owner.cookie }))).toBeNull()
    })

    it('needs a session', async () => {
      expect((await t.request('/api/businesses')).status).toBe(401)
      expect((await t.request('/api/user-location')).status).toBe(401)
    })
  })
}

/** What `q` searches, as the store does. */
const SEARCHED = ['name', 'description', 'city'] as const

/** Texts whose answers must not change with the index (see also the lost-pets search tests). */
const TRICKY = [
  'gr', 'GROOM', 'grooming', 'pet', 'a', '   ', 'café', 'CAFÉ', 'müller', 'MÜLLER', 'ÉCOLE', 'école', 'são',
  '%', '%%%', '100%', '_', 'a_b', 'a_b_c', '\\', 'c:\\', '\\\\', '🐾', '🐾🐾', '🐾🐾🐾', 'paws 🐾', '"', '"""', '"fancy"', "o'brien",
  'OR', 'near(', '*', 'x" OR "y', 'name:paws', 'İSTANBUL', 'straße', 'STRASSE', 'nothing at all matches this',
]

for (const dialect of DIALECTS) {
  describe(`searching the directory by text [${dialect}]`, () => {
    let t: TestContext
    let owner: Awaited<ReturnType<TestContext['signInAs']>>
    beforeAll(async () => {
      t = await createTestContext(dialect)
      owner = await t.signInAs('directory-search@example.com')
      const at = '2026-06-01T00:00:00.000Z'
      await t.deps.db.insertInto('businesses').values([
        ['Café Müller', 'Coffee and dog biscuits', 'São Paulo'],
        ['ÉCOLE canine', 'Training, 100% positive', 'Montréal'],
        ['A_B_C Grooming', 'Path C:\\dogs\\clean', 'Austin'],
        ['Paws 🐾🐾 Spa', 'The "fancy" one', "O'Brien Town"],
        ['Hauptstraße Tierarzt', 'Vet OR groomer, near(ish)', 'Berlin'],
        ['İstanbul Kedi', null, 'İstanbul'],
      ].map(([name, description, city], i) => ({ name: name as string, description, city: city as string, business_type: 'pet_store', state: 'XX', is_verified: i === 5 ? 0 : 1, rating: 4, review_count: 1, created_at: at }))).execute()
    })
    afterAll(() => t.dispose())

    /** Every page of a search, following the cursor, as ids. */
    const search = async (q: string, { limit = 200, extra = '' } = {}) => {
      const ids: number[] = []
      let cursor: string | null = null
      do {
        const res = await t.request(`/api/businesses?q=${encodeURIComponent(q)}&limit=${limit}${extra}${cursor ? `&cursor=${cursor}` : ''}`, { cookie: owner.cookie })
        expect(res.status, q).toBe(200)
        ids.push(...businessSchema.array().parse(await json(res)).map((b) => b.id))
        cursor = res.headers.get(NEXT_CURSOR_HEADER)
      } while (cursor)
      return ids
    }

    /** The search as it was before the index: every listed business scanned with LIKE, by id. */
    const scanned = async (q: string, type?: string) => {
      const text = q.trim()
      let query = t.deps.db.selectFrom('businesses').select('id').where('is_verified', '=', 1).orderBy('id')
      if (text) query = query.where((eb) => eb.or(SEARCHED.map((column) => containsText(column, text))))
      if (type) query = query.where('business_type', '=', type)
      return (await query.execute()).map((r) => r.id)
    }

    const names = async (q: string) => businessSchema.array().parse(await json(await t.request(`/api/businesses?q=${encodeURIComponent(q)}`, { cookie: owner.cookie }))).map((b) => b.name)

    it('returns what the plain LIKE scan returns, for any text', async () => {
      for (const q of TRICKY) expect(await search(q), JSON.stringify(q)).toEqual(await scanned(q))
      expect(await names('MÜLLER')).toEqual(['Café Müller'])
      expect(await names('a_b_c')).toEqual(['A_B_C Grooming'])
      expect(await names('100%')).toEqual(['ÉCOLE canine'])
      expect(await names('c:\\dogs')).toEqual(['A_B_C Grooming'])
      expect(await names('🐾🐾')).toEqual(['Paws 🐾🐾 Spa'])
      expect(await names('"fancy"')).toEqual(['Paws 🐾🐾 Spa'])
      expect(await names('or groomer')).toEqual(['Hauptstraße Tierarzt'])
      // Unverified businesses stay unlisted, found by text or not.
      expect(await names('kedi')).toEqual([])
    })

    it('sees businesses as they are submitted, verified, renamed and removed', async () => {
      const submitted = await t.request('/api/businesses', {
        method: 'POST',
        cookie: owner.cookie,
        json: { name: 'Axolotl Aquatics', business_type: 'pet_store', address: '1 Main St', city: 'Austin', state: 'Texas', zip_code: '78701' },
      })
      expect(submitted.status).toBe(201)
      const { id } = await json(submitted)
      expect(await names('axolotl')).toEqual([])
      await t.deps.db.updateTable('businesses').set({ is_verified: 1 }).where('id', '=', id).execute()
      expect(await names('axolotl')).toEqual(['Axolotl Aquatics'])
      await t.deps.db.updateTable('businesses').set({ name: 'Capybara Corner', description: 'Rodents welcome' }).where('id', '=', id).execute()
      expect(await names('axolotl')).toEqual([])
      expect(await names('capybara')).toEqual(['Capybara Corner'])
      expect(await names('rodents')).toEqual(['Capybara Corner'])
      await t.deps.db.deleteFrom('businesses').where('id', '=', id).execute()
      expect(await names('capybara')).toEqual([])
      if (dialect === 'sqlite') await sql`insert into businesses_fts(businesses_fts, rank) values ('integrity-check', 1)`.execute(t.deps.db)
    })

    // Hundreds of requests: every page of many searches, several ways each.
    it('pages through many matches with the cursor, in id order, rare and common words alike', async () => {
      const before = (await t.deps.db.selectFrom('businesses').select('id').execute()).length
      const total = NEXT_ROWS_SCANNED + 600
      // The first page's edge between the rows read directly and the rest; "Edgewise" lies only around it.
      const edge = NEXT_ROWS_SCANNED - before
      const nearEdge = (i: number) => Math.abs(i - edge) <= 10
      const rows = Array.from({ length: total }, (_, i) => ({
        name: `Bulk ${i}`, description: nearEdge(i) ? 'Edgewise supplies' : i % 5 === 4 ? 'A family shop.' : 'A pet business.',
        business_type: i % 3 === 0 ? 'grooming' : 'pet_store', city: 'Austin', state: 'TX', is_verified: flag(!(i % 10 === 0 && !nearEdge(i))),
        rating: 4, review_count: 1, created_at: '2026-06-01T00:00:00.000Z',
      }))
      for (let i = 0; i < rows.length; i += 500) await t.deps.db.insertInto('businesses').values(rows.slice(i, i + 500)).execute()

      for (const q of ['bulk 12', 'bulk 25', 'bulk 1234', 'bulk 99999', 'pet business', 'family', 'edgewise', 'austin', 'ulk', 'bu']) {
        const expected = await scanned(q)
        expect(await search(q), q).toEqual(expected)
        expect(await search(q, { limit: 50 }), `${q} by 50`).toEqual(expected)
        expect(await search(q, { extra: '&type=grooming' }), `${q} grooming`).toEqual(await scanned(q, 'grooming'))
      }
      for (const q of TRICKY) expect(await search(q), JSON.stringify(q)).toEqual(await scanned(q))
    }, MANY_REQUESTS_TIMEOUT_MS)
  })
}

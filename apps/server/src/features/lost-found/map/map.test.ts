import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MapMarker } from '@petfolk/contract/lost-found/map'
import { zipPosition } from '../../../geo/geo.ts'
import { json } from '../../../testing/json.ts'
import { DIALECTS } from '../../../testing/test-db.ts'
import { createTestContext, type TestContext } from '../../../testing/test-context.ts'
import { withVisitorProof } from '../shared/proof-testing.ts'
import { sampleLostPet as report, sampleSighting as sighting } from '../../../robustness/samples.ts'
import { treatSentPhotosAsOwnUploads } from '../../../testing/own-photos.ts'

type Member = Awaited<ReturnType<TestContext['signInAs']>>

for (const dialect of DIALECTS) {
  describe(`the lost-and-found map [${dialect}]`, () => {
    let t: TestContext
    let owner: Member
    let neighbour: Member

    const markers = async (cookie: string) => {
      const res = await t.request('/api/lost-pets/map', { cookie })
      expect(res.status).toBe(200)
      return (await res.json()) as MapMarker[]
    }
    const reportPet = async (cookie: string, values: Record<string, unknown>) => {
      const res = await t.request('/api/lost-pets', { method: 'POST', cookie, json: { ...report, ...values } })
      expect(res.status).toBe(201)
      return (await json(res)).id as number
    }
    const reportSighting = async (reportId: number, values: Record<string, unknown> = {}) => {
      // A visitor's sighting carries a solved spam check (proof-testing.ts).
      const res = await withVisitorProof(t)(`/api/lost-pets/${reportId}/sightings`, { method: 'POST', json: { ...sighting, ...values } })
      expect(res.status, await res.clone().text()).toBe(201)
      return (await json(res)).id as number
    }

    beforeAll(async () => {
      t = await createTestContext(dialect, { RATE_LIMITS: 'off' })
      treatSentPhotosAsOwnUploads(t)
      owner = await t.signInAs('owner@example.com', 'Priya S.')
      neighbour = await t.signInAs('neighbour@example.com', 'Sam Lee')
    })
    afterAll(() => t.dispose())

    it('is for members only', async () => {
      const res = await t.request('/api/lost-pets/map')
      expect(res.status).toBe(401)
    })

    it('answers an empty map when nothing is lost', async () => {
      expect(await markers(owner.cookie)).toEqual([])
    })

    it("shows open lost reports at their ZIP code's centre and their visible sightings where they were seen, to every member", async () => {
      const pepper = await reportPet(owner.cookie, { pet_name: 'Pepper' })
      const byZip = await reportSighting(pepper)
      const byPoint = await reportSighting(pepper, { zip_code: null, latitude: 30.2641234567, longitude: -97.7712345678, location: 'The footbridge' })
      const hidden = await reportSighting(pepper, { location: 'Clearly a cat' })
      const hide = await t.request(`/api/lost-pets/${pepper}/sightings/${hidden}`, { method: 'PATCH', cookie: owner.cookie, json: { is_hidden: true } })
      expect(hide.status).toBe(200)

      const centre = zipPosition(report.last_seen_zip_code)
      const sightingCentre = zipPosition(sighting.zip_code)
      expect(centre && sightingCentre).toBeTruthy()
      const seen = await markers(neighbour.cookie)
      expect(seen).toHaveLength(3)
      expect(seen).toContainEqual({ kind: 'lost', id: pepper, report_id: pepper, latitude: expect.closeTo(centre?.latitude ?? 0, 4), longitude: expect.closeTo(centre?.longitude ?? 0, 4), label: 'Pepper', date: report.last_seen_date })
      expect(seen).toContainEqual({ kind: 'sighting', id: byZip, report_id: pepper, latitude: expect.closeTo(sightingCentre?.latitude ?? 0, 4), longitude: expect.closeTo(sightingCentre?.longitude ?? 0, 4), label: 'Pepper', date: sighting.seen_at })
      // The point given, rounded to about a metre so that thousands of markers stay small.
      expect(seen).toContainEqual({ kind: 'sighting', id: byPoint, report_id: pepper, latitude: 30.26412, longitude: -97.77123, label: 'Pepper', date: sighting.seen_at })
      expect(seen.map((m) => m.id)).not.toContain(hidden)
    })

    it('shows open found reports at their ZIP code\'s centre, named by species and colour, and not once closed', async () => {
      const centre = zipPosition('78701')
      const at = '2026-06-01T10:00:00.000Z'
      // The found-pet routes are another change's; the rows are written as that change's store writes them.
      const row = (values: { color: string; is_closed: number }) => ({
        user_id: neighbour.user.id, species: 'cat', breed: null, sex: null, size: null, weight_lbs: null, distinctive_markings: null, photo_url: null,
        found_date: '2026-05-31', found_location: 'Congress Ave', found_city: 'Austin', found_state: 'Texas', found_zip_code: '78701',
        latitude: centre?.latitude ?? null, longitude: centre?.longitude ?? null, contact_name: 'Sam Lee', contact_phone: '555-0142', contact_email: null,
        additional_details: null, photo_signature: null, closed_at: null, created_at: at, updated_at: at, ...values,
      })
      const open = await t.deps.db.insertInto('found_pets').values(row({ color: 'Grey tabby', is_closed: 0 })).returning('id').executeTakeFirstOrThrow()
      await t.deps.db.insertInto('found_pets').values(row({ color: 'Ginger', is_closed: 1 })).execute()
      const found = (await markers(owner.cookie)).filter((m) => m.kind === 'found')
      expect(found).toEqual([{ kind: 'found', id: open.id, report_id: open.id, latitude: expect.closeTo(centre?.latitude ?? 0, 4), longitude: expect.closeTo(centre?.longitude ?? 0, 4), label: 'Cat (Grey tabby)', date: '2026-05-31' }])
    })

    it('drops a report and its sightings once the pet is found, newest reports first', async () => {
      const mochi = await reportPet(neighbour.cookie, { pet_name: 'Mochi' })
      await reportSighting(mochi)
      const before = await markers(owner.cookie)
      expect(before.filter((m) => m.kind === 'lost').map((m) => m.label)).toEqual(['Mochi', 'Pepper'])

      const found = await t.request(`/api/lost-pets/${mochi}`, { method: 'PATCH', cookie: neighbour.cookie, json: { is_found: true } })
      expect(found.status).toBe(200)
      const after = await markers(owner.cookie)
      expect(after.filter((m) => m.report_id === mochi)).toEqual([])
      expect(after.filter((m) => m.label === 'Pepper')).toHaveLength(3)
      expect(after.filter((m) => m.kind === 'found')).toHaveLength(1)
    })
    it('follows the lists\' filters (species, ZIP, search) for lost and found reports, and a sighting follows its report', async () => {
      const biscuit = await reportPet(neighbour.cookie, { pet_name: 'Biscuit', species: 'cat', breed: 'Siamese', last_seen_zip_code: '78701' })
      const biscuitSeen = await reportSighting(biscuit)
      const shown = async (query: string) => {
        const res = await t.request(`/api/lost-pets/map?${query}`, { cookie: owner.cookie })
        expect(res.status).toBe(200)
        return ((await res.json()) as MapMarker[]).map((m) => `${m.kind} ${m.label}`).sort()
      }
      const pepperSightings = ['sighting Pepper', 'sighting Pepper']
      expect(await shown('species=cat')).toEqual(['found Cat (Grey tabby)', 'lost Biscuit', 'sighting Biscuit'])
      expect(await shown('species=dog')).toEqual(['lost Pepper', ...pepperSightings])
      expect(await shown('species=bird')).toEqual([])
      // The ZIP of the report decides, not where its sighting was (78704).
      expect(await shown('zip=78701')).toEqual(['found Cat (Grey tabby)', 'lost Biscuit', 'sighting Biscuit'])
      expect(await shown('q=siamese')).toEqual(['lost Biscuit', 'sighting Biscuit'])
      expect(await shown('q=tabby')).toEqual(['found Cat (Grey tabby)'])
      expect(await shown('q=pepper&species=cat')).toEqual([])
      expect(await shown('q=')).toHaveLength(6)
      const all = await markers(owner.cookie)
      expect(all.map((m) => m.id)).toContain(biscuitSeen)
      for (const [query, sentence] of [['species=dragon', 'Species'], ['zip=7870x', 'zip must be up to 5 digits.']] as const) {
        const refused = await t.request(`/api/lost-pets/map?${query}`, { cookie: owner.cookie })
        expect(refused.status).toBe(400)
        expect((await json(refused)).error).toContain(sentence)
      }
    })
  })

  describe(`map settings and the page's CSP [${dialect}]`, () => {
    let t: TestContext
    afterAll(() => t.dispose())

    it("answer OpenStreetMap's tiles and credit by default, to anyone", async () => {
      t = await createTestContext(dialect)
      treatSentPhotosAsOwnUploads(t)
      const res = await t.request('/api/public/map-settings')
      expect(res.status).toBe(200)
      expect(await json(res)).toEqual({
        tile_url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
        attribution: [{ text: '© OpenStreetMap contributors', href: 'https://www.openstreetmap.org/copyright' }],
      })
      const page = await t.request('/lost/1')
      expect(page.headers.get('content-security-policy')).toContain("img-src 'self' data: blob: https://tile.openstreetmap.org;")
      await t.dispose()
    })

    it('answer the configured tile server, and pages allow images from exactly its host', async () => {
      t = await createTestContext(dialect, { MAP_TILE_URL: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png', MAP_ATTRIBUTION: 'Example Maps' })
      treatSentPhotosAsOwnUploads(t)
      expect(await json(await t.request('/api/public/map-settings'))).toEqual({
        tile_url: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png',
        attribution: [{ text: 'Example Maps', href: null }],
      })
      const csp = (await t.request('/lost/1')).headers.get('content-security-policy') ?? ''
      expect(csp).toContain("img-src 'self' data: blob: https://*.tiles.example.org;")
      expect(csp).not.toContain('openstreetmap')
    })
  })
}

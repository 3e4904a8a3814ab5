import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { photographerSchema } from '@petfolk/contract/demo'
import { distanceMiles } from '../../geo/geo.ts'
import { zipCentroid } from '../../geo/geo.ts'
import { json } from '../../testing/json.ts'
import { DIALECTS } from '../../testing/test-db.ts'
import { createTestContext, type TestContext } from '../../testing/test-context.ts'

for (const dialect of DIALECTS) {
  describe(`photographers [${dialect}]`, () => {
    let t: TestContext
    let owner: Awaited<ReturnType<TestContext['signInAs']>>
    beforeAll(async () => {
      t = await createTestContext(dialect)
      owner = await t.signInAs('photos@example.com')
    })
    afterAll(() => t.dispose())

    const search = async (query: string) => {
      const res = await t.request(`/api/pet-photographers${query}`, { cookie: owner.cookie })
      expect(res.status, query).toBe(200)
      return photographerSchema.extend({ distance: photographerSchema.shape.rating.optional() }).array().parse(await json(res))
    }

    it('finds photographers by real distance from the ZIP centroid, nearest first', async () => {
      const centre = zipCentroid('98101')
      if (!centre) throw new Error('zip')
      const all = await search('')
      for (const radius of [5, 10, 25, 50, 100]) {
        const found = await search(`?zip_code=98101&radius=${radius}`)
        const expected = all
          .map((p) => ({ p, c: p.zip_code ? zipCentroid(p.zip_code) : null }))
          .filter((x) => x.c && distanceMiles(centre, x.c) <= radius)
          .map((x) => x.p.id)
        expect(found.map((p) => p.id).sort()).toEqual(expected.sort())
        const distances = found.map((p) => p.distance ?? -1)
        expect([...distances].sort((a, b) => a - b)).toEqual(distances)
      }
      expect((await search('?zip_code=98101&radius=5')).length).toBeLessThan((await search('?zip_code=98101&radius=50')).length)
    })

    it('refuses bad ZIPs and radii', async () => {
      for (const query of ['?zip_code=981', '?zip_code=98101&radius=7', '?zip_code=00000']) {
        expect((await t.request(`/api/pet-photographers${query}`, { cookie: owner.cookie })).status, query).toBe(400)
      }
    })

    it('needs a session', async () => {
      expect((await t.request('/api/pet-photographers')).status).toBe(401)
      expect((await t.request('/api/pet-photographers', { method: 'POST', json: {} })).status).toBe(401)
    })

    it('takes a directory submission for review without listing it', async () => {
      const res = await t.request('/api/pet-photographers', {
        method: 'POST',
        cookie: owner.cookie,
        json: { business_name: 'Pawtraits by Lee', photographer_name: 'Lee Marsh', city: 'Seattle', state: 'Washington', zip_code: '98101', pricing_range: 'budget', instagram_handle: '@pawtraits' },
      })
      expect(res.status).toBe(201)
      expect((await json(res)).status).toBe('pending_review')
      expect((await search('')).map((p) => p.business_name)).not.toContain('Pawtraits by Lee')
      const bad = await t.request('/api/pet-photographers', { method: 'POST', cookie: owner.cookie, json: { business_name: '', photographer_name: 'x', city: 'y', state: 'Washington', zip_code: '98101' } })
      expect(bad.status).toBe(400)
    })
  })
}

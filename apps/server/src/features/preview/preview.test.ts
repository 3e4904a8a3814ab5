import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { json } from '../../testing/json.ts'
import { careTipSchema, photographerSchema, showcaseEntrySchema } from '@petfolk/contract/demo'
import { DIALECTS } from '../../testing/test-db.ts'
import { createTestContext, type TestContext } from '../../testing/test-context.ts'

for (const dialect of DIALECTS) {
  describe(`public demo data for /preview [${dialect}]`, () => {
    let t: TestContext
    beforeAll(async () => {
      t = await createTestContext(dialect)
    })
    afterAll(() => t.dispose())

    it('serves sample care tips without sign-in', async () => {
      const res = await t.request('/api/demo/pet-care-tips')
      expect(res.status).toBe(200)
      const tips = careTipSchema.array().parse(await json(res))
      expect(tips.length).toBeGreaterThan(0)
      expect(tips.length).toBeLessThanOrEqual(6)
    })

    it('serves demo showcase entries only, newest day first', async () => {
      const { user } = await t.signInAs('owner@example.com')
      const today = t.clock.now().toISOString().slice(0, 10)
      await t.deps.db
        .insertInto('daily_pet_showcase')
        .values({ user_id: user.id, pet_id: 1, pet_name: 'Private Pet', breed: null, species: 'dog', story: null, pet_photo: null, vote_count: 999, showcase_date: today, is_demo: 0, created_at: today })
        .execute()
      const res = await t.request('/api/demo/daily-pet-showcase')
      expect(res.status).toBe(200)
      const entries = showcaseEntrySchema.array().parse(await json(res))
      expect(entries.length).toBeGreaterThan(0)
      expect(entries.map((e) => e.pet_name)).not.toContain('Private Pet')
      const dates = entries.map((e) => e.showcase_date)
      expect([...dates].sort().reverse()).toEqual(dates)
    })

    it('serves up to 6 photographers, best rated first, with portfolio images as JSON text', async () => {
      const res = await t.request('/api/demo/photographers')
      const list = photographerSchema.array().parse(await json(res))
      expect(list).toHaveLength(6)
      const ratings = list.map((p) => p.rating)
      expect([...ratings].sort((a, b) => b - a)).toEqual(ratings)
      for (const p of list) expect(Array.isArray(JSON.parse(p.portfolio_images))).toBe(true)
    })
  })
}

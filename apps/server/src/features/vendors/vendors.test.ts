import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { partnerAnnouncementSchema, vendorFeatureSchema } from '@petfolk/contract/vendors'
import { json } from '../../testing/json.ts'
import { DIALECTS } from '../../testing/test-db.ts'
import { createTestContext, type TestContext } from '../../testing/test-context.ts'

for (const dialect of DIALECTS) {
  describe(`vendors [${dialect}]`, () => {
    let t: TestContext
    beforeAll(async () => {
      t = await createTestContext(dialect)
    })
    afterAll(() => t.dispose())

    it('serves vendor features with exactly one vendor of the day, and news pinned first', async () => {
      const { cookie } = await t.signInAs('vendors@example.com')
      const features = vendorFeatureSchema.array().parse(await json(await t.request('/api/vendor-features', { cookie })))
      expect(features.filter((f) => f.feature_type === 'vendor_of_day')).toHaveLength(1)
      const news = partnerAnnouncementSchema.array().parse(await json(await t.request('/api/partner-announcements', { cookie })))
      const pinned = news.map((n) => n.is_pinned)
      expect(pinned.indexOf(false)).toBeGreaterThan(pinned.lastIndexOf(true))
      expect((await t.request('/api/vendor-features')).status).toBe(401)
    })
  })
}

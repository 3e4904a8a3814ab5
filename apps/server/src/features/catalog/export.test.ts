import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DIALECTS } from '../../testing/test-db.ts'
import { createTestContext, type TestContext } from '../../testing/test-context.ts'
import { builtInCatalog } from './built-in.ts'
import { exportCatalog } from './export.ts'
import { loadCatalog } from './load.ts'
import { parseCatalog } from './parse.ts'

for (const dialect of DIALECTS) {
  describe(`npm run catalog -- export [${dialect}]`, () => {
    let t: TestContext
    beforeAll(async () => {
      t = await createTestContext(dialect)
    })
    afterAll(() => t.dispose())

    it('writes the built-in catalog back as it was loaded, in a file the import takes', async () => {
      const exported = await exportCatalog(t.deps.db, t.clock.now())
      if (!exported.ok) throw new Error(exported.problems.join('\n'))
      const builtIn = builtInCatalog()
      expect(exported.catalog.care_tips).toEqual(builtIn.care_tips)
      expect(exported.catalog.gift_products).toEqual(builtIn.gift_products)
      expect(exported.catalog.merchandise_products).toEqual(builtIn.merchandise_products)
      expect(exported.catalog.merchandise_categories).toEqual(builtIn.merchandise_categories)
      expect(exported.catalog.photographers).toEqual(builtIn.photographers)
      expect(exported.catalog.veteran_stories?.map((s) => s.story_title)).toEqual(builtIn.veteran_stories?.map((s) => s.story_title))
      expect(exported.catalog.vendor_features?.map((v) => v.title).sort()).toEqual(builtIn.vendor_features?.map((v) => v.title).sort())
      expect(parseCatalog(JSON.stringify(exported.catalog)).ok).toBe(true)
    })

    it('leaves retired items out, and an import of the export changes no offered item', async () => {
      const gift = await t.deps.db.selectFrom('gift_products').select(['id', 'name']).orderBy('id').executeTakeFirstOrThrow()
      await t.deps.db.updateTable('gift_products').set({ retired_at: t.clock.now().toISOString() }).where('id', '=', gift.id).execute()
      const exported = await exportCatalog(t.deps.db, t.clock.now())
      if (!exported.ok) throw new Error(exported.problems.join('\n'))
      expect(exported.catalog.gift_products?.map((g) => g.name)).not.toContain(gift.name)
      const offeredBefore = await t.deps.db.selectFrom('care_tips').select(['title', 'content']).orderBy('id').execute()
      await loadCatalog(t.deps.db, exported.catalog, t.clock.now(), 'replace')
      expect(await t.deps.db.selectFrom('care_tips').select(['title', 'content']).orderBy('id').execute()).toEqual(offeredBefore)
    })
  })
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { builtInCatalog } from './built-in.ts'
import { loadCatalog } from './load.ts'
import { parseCatalog } from './parse.ts'
import { DIALECTS } from '../../testing/test-db.ts'
import { createTestContext, type TestContext } from '../../testing/test-context.ts'

const tip = (title: string) => ({ title, content: 'Fresh water every day.', tip_category: 'health', species: 'general', breed: null, age_range: null })

describe('catalog files', () => {
  it('the built-in catalog has the promised breadth of demo content', () => {
    const c = builtInCatalog()
    expect(c.gift_products?.length).toBeGreaterThanOrEqual(20)
    expect(new Set(c.gift_products?.map((g) => g.category)).size).toBe(7)
    expect(c.vendor_features?.filter((f) => f.feature_type === 'vendor_of_day')).toHaveLength(1)
    expect(c.vendor_features?.length).toBeGreaterThanOrEqual(6)
    expect(c.partner_announcements?.length).toBeGreaterThanOrEqual(5)
    expect(c.care_tips?.length).toBeGreaterThanOrEqual(12)
    expect(new Set(c.care_tips?.map((t) => t.tip_category)).size).toBe(7)
    expect(c.photographers?.length).toBeGreaterThanOrEqual(12)
    expect(new Set(c.photographers?.map((p) => p.state)).size).toBeGreaterThanOrEqual(3)
    expect(c.veteran_stories?.length).toBeGreaterThanOrEqual(8)
    expect(new Set(c.veteran_stories?.map((s) => s.service_branch)).size).toBeGreaterThanOrEqual(3)
    expect(c.merchandise_categories).toHaveLength(4)
    expect(c.merchandise_products?.length).toBeGreaterThanOrEqual(12)
    expect(c.merchandise_products?.some((p) => p.is_customizable && p.available_sizes.length > 0 && p.available_colors.length > 0)).toBe(true)
  })

  it('names the section, row and line of every bad row', () => {
    const text = JSON.stringify({ care_tips: [tip('Good'), { ...tip('Bad'), tip_category: 'magic' }, tip('')] }, null, 2)
    const parsed = parseCatalog(text)
    expect(parsed.ok).toBe(false)
    if (parsed.ok) return
    // The element starts on the line of its opening brace, the line just above its title.
    const braceLine = (title: string) => text.split('\n').findIndex((l) => l.includes(`"title": "${title}"`))
    expect(parsed.problems).toHaveLength(2)
    expect(parsed.problems[0]).toMatch(new RegExp(`^care_tips\\[1\\] \\(line ${braceLine('Bad')}\\) tip_category: `))
    expect(parsed.problems[1]).toMatch(new RegExp(`^care_tips\\[2\\] \\(line ${braceLine('')}\\) title: `))
  })

  it('takes only our own pictures: demo pictures and upload names, never an action or another host', () => {
    const c = builtInCatalog()
    const entry = c.showcase?.[0]
    if (!entry) throw new Error('the built-in catalog has showcase entries')
    expect(parseCatalog(JSON.stringify(c)).ok).toBe(true)
    const withPhoto = (pet_photo: string) => parseCatalog(JSON.stringify({ showcase: [{ ...entry, pet_photo }] }))
    expect(withPhoto('/uploads/3f/3f9a0c1b2d4e5f60718293a4b5c6d7e8.png').ok).toBe(true)
    for (const bad of ['/api/logout', '/demo/../api/logout', '/uploads/../api/logout', 'https://tracker.example/p.gif', '//evil.example/a.png', '/demo/showcase/a.svg?x=1']) {
      const parsed = withPhoto(bad)
      expect(parsed.ok, bad).toBe(false)
      if (!parsed.ok) expect(parsed.problems[0], bad).toMatch(/pet_photo: must be an image uploaded to Petfolk or a demo picture/)
    }
  })

  it('refuses what is not JSON and unknown sections', () => {
    expect(parseCatalog('{ not json').ok).toBe(false)
    const unknown = parseCatalog('{"recipes": []}')
    expect(unknown.ok).toBe(false)
  })
})

for (const dialect of DIALECTS) {
  describe(`catalog loading [${dialect}]`, () => {
    let t: TestContext
    beforeAll(async () => {
      t = await createTestContext(dialect)
    })
    afterAll(() => t.dispose())

    it('imports nothing when one row is bad', async () => {
      const before = await t.deps.db.selectFrom('care_tips').select('title').orderBy('id').execute()
      const parsed = parseCatalog(JSON.stringify({ care_tips: [tip('A'), { ...tip('B'), species: '' }] }))
      expect(parsed.ok).toBe(false)
      expect(await t.deps.db.selectFrom('care_tips').select('title').orderBy('id').execute()).toEqual(before)
    })

    it('replaces the sections a file contains and nothing else, keeping members’ own rows', async () => {
      const owner = await t.signInAs('catalog@example.com')
      await t.request('/api/pet-photographers', {
        method: 'POST',
        cookie: owner.cookie,
        json: { business_name: 'Member Photo', photographer_name: 'Me', city: 'Austin', state: 'Texas', zip_code: '78701' },
      })
      const giftsBefore = (await t.deps.db.selectFrom('gift_products').select('id').execute()).length
      const parsed = parseCatalog(JSON.stringify({ care_tips: [tip('Only tip')], photographers: [] }))
      if (!parsed.ok) throw new Error(parsed.problems.join('\n'))
      const loaded = await loadCatalog(t.deps.db, parsed.catalog, t.clock.now(), 'replace')
      expect(loaded).toEqual(['care_tips', 'photographers'])
      expect((await t.deps.db.selectFrom('care_tips').select('title').execute()).map((r) => r.title)).toEqual(['Only tip'])
      expect((await t.deps.db.selectFrom('photographers').select('business_name').execute()).map((r) => r.business_name)).toEqual(['Member Photo'])
      expect((await t.deps.db.selectFrom('gift_products').select('id').execute()).length).toBe(giftsBefore)
    })

    it('a reset brings the demo catalog back; filling leaves existing content alone', async () => {
      await loadCatalog(t.deps.db, builtInCatalog(), t.clock.now(), 'fill-empty')
      expect((await t.deps.db.selectFrom('care_tips').select('id').execute()).length).toBe(1)
      await loadCatalog(t.deps.db, builtInCatalog(), t.clock.now(), 'replace')
      expect((await t.deps.db.selectFrom('care_tips').select('id').execute()).length).toBe(builtInCatalog().care_tips?.length)
    })
  })
}

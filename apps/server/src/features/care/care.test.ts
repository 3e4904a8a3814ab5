import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { careTipSchema, showcaseEntrySchema } from '@petfolk/contract/demo'
import { json } from '../../testing/json.ts'
import { DIALECTS } from '../../testing/test-db.ts'
import { createTestContext, type TestContext } from '../../testing/test-context.ts'
import { ageRange, personalizeTips } from './personalize.ts'

describe('care tip personalisation', () => {
  const tip = (id: number, species: string, breed: string | null = null, age_range: string | null = null) =>
    ({ id, title: `t${id}`, content: '', tip_category: 'health', species, breed, age_range }) as const
  const now = new Date('2026-06-01T00:00:00Z')

  it('puts tips for my pets first (breed and age rank higher), then general; leaves out other species', () => {
    const tips = [tip(1, 'general'), tip(2, 'cat'), tip(3, 'dog'), tip(4, 'dog', 'Labrador Retriever'), tip(5, 'dog', null, 'senior'), tip(6, 'bird')]
    const ordered = personalizeTips(tips, [{ species: 'dog', breed: 'labrador retriever', date_of_birth: '2024-01-01' }], now)
    expect(ordered.map((t) => t.id)).toEqual([4, 3, 5, 1])
  })

  it('shows general tips first to an owner without pets', () => {
    expect(personalizeTips([tip(1, 'dog'), tip(2, 'general')], [], now).map((t) => t.id)).toEqual([2, 1])
  })

  it('derives the age range from the birth date', () => {
    expect(ageRange('2026-01-01', now)).toBe('puppy/kitten')
    expect(ageRange('2024-06-01', now)).toBe('young')
    expect(ageRange('2020-06-01', now)).toBe('adult')
    expect(ageRange('2010-06-01', now)).toBe('senior')
    expect(ageRange(null, now)).toBeNull()
  })
})

for (const dialect of DIALECTS) {
  describe(`care tips and daily showcase [${dialect}]`, () => {
    let t: TestContext
    let owner: Awaited<ReturnType<TestContext['signInAs']>>
    let petId: number
    beforeAll(async () => {
      t = await createTestContext(dialect)
      owner = await t.signInAs('showcase@example.com')
      petId = (await json(await t.request('/api/pets', { method: 'POST', cookie: owner.cookie, json: { name: 'Waffles', species: 'cat', breed: 'Persian' } }))).id
    })
    afterAll(() => t.dispose())

    it('answers tips for my cat before general tips, and no dog-only tips', async () => {
      const tips = careTipSchema.array().parse(await json(await t.request('/api/pet-care-tips', { cookie: owner.cookie })))
      const species = tips.map((tip) => tip.species)
      expect(species[0]).toBe('cat')
      expect(species).not.toContain('dog')
      expect(species.lastIndexOf('cat')).toBeLessThan(species.indexOf('general'))
    })

    it("submits only the caller's own pet, once a day", async () => {
      const other = await t.signInAs('showcase-other@example.com')
      expect((await t.request('/api/daily-pet-showcase', { method: 'POST', cookie: other.cookie, json: { pet_id: petId } })).status).toBe(400)
      const res = await t.request('/api/daily-pet-showcase', { method: 'POST', cookie: owner.cookie, json: { pet_id: petId, story: 'Naps in sunbeams.' } })
      expect(res.status).toBe(201)
      expect(showcaseEntrySchema.parse(await json(res))).toMatchObject({ pet_name: 'Waffles', species: 'cat', vote_count: 0, showcase_date: '2026-06-01' })
      expect((await t.request('/api/daily-pet-showcase', { method: 'POST', cookie: owner.cookie, json: { pet_id: petId } })).status).toBe(409)
    })

    it('counts one vote per user: a second is refused with 409 and the count stays', async () => {
      const entries = await json(await t.request('/api/daily-pet-showcase', { cookie: owner.cookie }))
      const mine = (entries as unknown as Array<{ id: number; pet_name: string }>).find((e) => e.pet_name === 'Waffles')
      if (!mine) throw new Error('entry missing')
      const first = await t.request(`/api/daily-pet-showcase/${mine.id}/vote`, { method: 'POST', cookie: owner.cookie })
      expect(await json(first)).toEqual({ vote_count: 1 })
      const second = await t.request(`/api/daily-pet-showcase/${mine.id}/vote`, { method: 'POST', cookie: owner.cookie })
      expect(second.status).toBe(409)
      const row = await t.deps.db.selectFrom('daily_pet_showcase').select('vote_count').where('id', '=', mine.id).executeTakeFirstOrThrow()
      expect(row.vote_count).toBe(1)
      expect((await t.request('/api/daily-pet-showcase/999999/vote', { method: 'POST', cookie: owner.cookie })).status).toBe(404)
    })

    it('keeps the count exact under 50 concurrent votes from 50 users', async () => {
      const entry = await t.deps.db.selectFrom('daily_pet_showcase').select('id').where('pet_name', '=', 'Waffles').executeTakeFirstOrThrow()
      const voters = await Promise.all(Array.from({ length: 50 }, (_, i) => t.signInAs(`voter${i}@example.com`)))
      const results = await Promise.all(voters.map((v) => t.request(`/api/daily-pet-showcase/${entry.id}/vote`, { method: 'POST', cookie: v.cookie })))
      expect(results.every((r) => r.status === 200)).toBe(true)
      const row = await t.deps.db.selectFrom('daily_pet_showcase').select('vote_count').where('id', '=', entry.id).executeTakeFirstOrThrow()
      expect(row.vote_count).toBe(51)
      const votes = await t.deps.db.selectFrom('showcase_votes').select('user_id').where('entry_id', '=', entry.id).execute()
      expect(votes).toHaveLength(51)
    })

    it('needs a session for tips and the showcase', async () => {
      expect((await t.request('/api/pet-care-tips')).status).toBe(401)
      expect((await t.request('/api/daily-pet-showcase')).status).toBe(401)
      expect((await t.request('/api/daily-pet-showcase/today')).status).toBe(401)
      expect((await t.request('/api/daily-pet-showcase', { method: 'POST', json: { pet_id: petId } })).status).toBe(401)
      expect((await t.request('/api/daily-pet-showcase/1/vote', { method: 'POST' })).status).toBe(401)
    })

    it('names the most-voted entry of today as Pet of the Day, earliest first on a tie', async () => {
      const entries = await t.deps.db.selectFrom('daily_pet_showcase').select(['id', 'vote_count']).where('showcase_date', '=', '2026-06-01').execute()
      const top = Math.max(...entries.map((e) => e.vote_count))
      const expected = Math.min(...entries.filter((e) => e.vote_count === top).map((e) => e.id))
      const today = showcaseEntrySchema.parse(await json(await t.request('/api/daily-pet-showcase/today', { cookie: owner.cookie })))
      expect(today.id).toBe(expected)
      expect(today.showcase_date).toBe('2026-06-01')
      // Votes decide it: give Waffles the lead and it becomes Pet of the Day.
      await t.deps.db.updateTable('daily_pet_showcase').set({ vote_count: top + 1 }).where('pet_name', '=', 'Waffles').execute()
      const next = showcaseEntrySchema.parse(await json(await t.request('/api/daily-pet-showcase/today', { cookie: owner.cookie })))
      expect(next.pet_name).toBe('Waffles')
    })
  })
}

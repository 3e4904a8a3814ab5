import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { personalizedCareTipSchema, showcaseEntrySchema, showcaseVoteResultSchema, votedShowcaseEntrySchema } from '@petfolk/contract/demo'
import { json } from '../../testing/json.ts'
import { DIALECTS } from '../../testing/test-db.ts'
import { createTestContext, type TestContext } from '../../testing/test-context.ts'
import { ageRange, personalizeTips, tipReason } from './personalize.ts'

describe('care tip personalisation', () => {
  const tip = (id: number, species: string, breed: string | null = null, age_range: string | null = null) =>
    ({ id, title: `t${id}`, content: '', tip_category: 'health', species, breed, age_range }) as const
  const now = new Date('2026-06-01T00:00:00Z')

  it('puts tips for my pets first (breed and age rank higher), then general; leaves out other species', () => {
    const tips = [tip(1, 'general'), tip(2, 'cat'), tip(3, 'dog'), tip(4, 'dog', 'Labrador Retriever'), tip(5, 'dog', null, 'young'), tip(6, 'bird')]
    const ordered = personalizeTips(tips, [{ species: 'dog', breed: 'labrador retriever', date_of_birth: '2024-01-01' }], now)
    expect(ordered.map((t) => [t.id, t.reason])).toEqual([
      [4, 'For Labrador Retrievers'],
      [5, 'For young dogs'],
      [3, 'For dogs'],
      [1, null],
    ])
  })

  it('never offers a tip for one breed to another: a Labrador tip is not for a Beagle', () => {
    const tips = [tip(1, 'dog', 'Labrador Retriever'), tip(2, 'dog', 'Beagle'), tip(3, 'dog')]
    const ordered = personalizeTips(tips, [{ species: 'dog', breed: 'Beagle', date_of_birth: null }], now)
    expect(ordered.map((t) => [t.id, t.reason])).toEqual([
      [2, 'For Beagles'],
      [3, 'For dogs'],
    ])
  })

  it('matches breed, age and species on the same pet, not across my pets', () => {
    // A senior cat and a Beagle puppy: a senior-dog tip and a Beagle-cat mix-up are for nobody here.
    const pets = [
      { species: 'cat', breed: 'Persian', date_of_birth: '2012-01-01' },
      { species: 'dog', breed: 'Beagle', date_of_birth: '2026-01-01' },
    ]
    const tips = [tip(1, 'dog', null, 'senior'), tip(2, 'cat', 'Beagle'), tip(3, 'cat', null, 'senior'), tip(4, 'dog', null, 'puppy/kitten'), tip(5, 'general', null, 'senior')]
    expect(personalizeTips(tips, pets, now).map((t) => [t.id, t.reason])).toEqual([
      [3, 'For senior cats'],
      [4, 'For puppies'],
      [5, 'For senior pets'],
    ])
  })

  it('shows general tips first to an owner without pets, none labelled as chosen for them', () => {
    expect(personalizeTips([tip(1, 'dog'), tip(2, 'general')], [], now).map((t) => [t.id, t.reason])).toEqual([
      [2, null],
      [1, null],
    ])
  })

  it('says who a tip is for', () => {
    expect(tipReason({ species: 'dog', breed: 'Beagle', age_range: null })).toBe('For Beagles')
    expect(tipReason({ species: 'dog', breed: null, age_range: 'senior' })).toBe('For senior dogs')
    expect(tipReason({ species: 'cat', breed: null, age_range: 'puppy/kitten' })).toBe('For kittens')
    expect(tipReason({ species: 'dog', breed: 'Beagle', age_range: 'puppy/kitten' })).toBe('For Beagle puppies')
    expect(tipReason({ species: 'fish', breed: null, age_range: null })).toBe('For fish')
    expect(tipReason({ species: 'cat', breed: 'Shih Tzu', age_range: 'adult' })).toBe('For adult Shih Tzus')
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
      const tips = personalizedCareTipSchema.array().parse(await json(await t.request('/api/pet-care-tips', { cookie: owner.cookie })))
      const species = tips.map((tip) => tip.species)
      expect(species[0]).toBe('cat')
      expect(species).not.toContain('dog')
      expect(species.lastIndexOf('cat')).toBeLessThan(species.indexOf('general'))
    })

    it('answers a Beagle owner no Labrador tip, and says why each tip was chosen', async () => {
      const beagleOwner = await t.signInAs('beagle@example.com')
      await t.request('/api/pets', { method: 'POST', cookie: beagleOwner.cookie, json: { name: 'Otis', species: 'dog', breed: 'Beagle', date_of_birth: '2015-03-01' } })
      await t.deps.db
        .insertInto('care_tips')
        .values({ title: 'Beagle noses', content: 'Scent games.', tip_category: 'training', species: 'dog', breed: 'Beagle', age_range: null, created_at: '2026-01-01T00:00:00Z' })
        .execute()
      const tips = personalizedCareTipSchema.array().parse(await json(await t.request('/api/pet-care-tips', { cookie: beagleOwner.cookie })))
      expect(tips.some((tip) => tip.breed === 'Labrador Retriever')).toBe(false)
      expect(tips.some((tip) => tip.age_range === 'puppy/kitten')).toBe(false)
      expect(tips[0]).toMatchObject({ title: 'Beagle noses', reason: 'For Beagles' })
      expect(tips.find((tip) => tip.species === 'dog' && tip.age_range === 'senior')?.reason).toBe('For senior dogs')
      expect(tips.filter((tip) => tip.species === 'general' && !tip.age_range).every((tip) => tip.reason === null)).toBe(true)
    })

    it("submits only the caller's own pet, once a day", async () => {
      const other = await t.signInAs('showcase-other@example.com')
      expect((await t.request('/api/daily-pet-showcase', { method: 'POST', cookie: other.cookie, json: { pet_id: petId } })).status).toBe(400)
      const res = await t.request('/api/daily-pet-showcase', { method: 'POST', cookie: owner.cookie, json: { pet_id: petId, story: 'Naps in sunbeams.' } })
      expect(res.status).toBe(201)
      expect(showcaseEntrySchema.parse(await json(res))).toMatchObject({ pet_name: 'Waffles', species: 'cat', vote_count: 0, showcase_date: '2026-06-01' })
      expect((await t.request('/api/daily-pet-showcase', { method: 'POST', cookie: owner.cookie, json: { pet_id: petId } })).status).toBe(409)
    })

    it("says which entries are the member's own pets (no Report on those), and only to that member", async () => {
      const listed = async (cookie: string) => votedShowcaseEntrySchema.array().parse(await json(await t.request('/api/daily-pet-showcase', { cookie }))).find((e) => e.pet_name === 'Waffles')
      expect(await listed(owner.cookie)).toMatchObject({ mine: true })
      const stranger = await t.signInAs('showcase-mine-stranger@example.com')
      expect(await listed(stranger.cookie)).toMatchObject({ mine: false })
      expect(votedShowcaseEntrySchema.parse(await json(await t.request('/api/daily-pet-showcase/today', { cookie: stranger.cookie })))).toMatchObject({ mine: false })
    })

    it('counts one vote per user: a second is refused with 409 and the count stays', async () => {
      const entries = await json(await t.request('/api/daily-pet-showcase', { cookie: owner.cookie }))
      const mine = (entries as unknown as Array<{ id: number; pet_name: string }>).find((e) => e.pet_name === 'Waffles')
      if (!mine) throw new Error('entry missing')
      const first = await t.request(`/api/daily-pet-showcase/${mine.id}/vote`, { method: 'POST', cookie: owner.cookie })
      expect(await json(first)).toEqual({ vote_count: 1, voted: true })
      const second = await t.request(`/api/daily-pet-showcase/${mine.id}/vote`, { method: 'POST', cookie: owner.cookie })
      expect(second.status).toBe(409)
      expect(await json(second)).toMatchObject({ error: 'You have already voted for this pet.' })
      const row = await t.deps.db.selectFrom('daily_pet_showcase').select('vote_count').where('id', '=', mine.id).executeTakeFirstOrThrow()
      expect(row.vote_count).toBe(1)
      expect((await t.request('/api/daily-pet-showcase/999999/vote', { method: 'POST', cookie: owner.cookie })).status).toBe(404)
    })

    it('tells each member which entries they voted for, and lets them take a vote back', async () => {
      const voter = await t.signInAs('takes-back@example.com')
      const today = async (cookie: string) => votedShowcaseEntrySchema.parse(await json(await t.request('/api/daily-pet-showcase/today', { cookie })))
      const before = await today(voter.cookie)
      const listed = async (cookie: string) =>
        votedShowcaseEntrySchema.array().parse(await json(await t.request('/api/daily-pet-showcase', { cookie }))).find((e) => e.id === before.id)
      expect(before.voted).toBe(false)
      expect(await listed(voter.cookie)).toMatchObject({ voted: false })
      const vote = await t.request(`/api/daily-pet-showcase/${before.id}/vote`, { method: 'POST', cookie: voter.cookie })
      expect(showcaseVoteResultSchema.parse(await json(vote))).toEqual({ vote_count: before.vote_count + 1, voted: true })
      expect(await listed(voter.cookie)).toMatchObject({ voted: true, vote_count: before.vote_count + 1 })
      expect(await today(voter.cookie)).toMatchObject({ id: before.id, voted: true })
      // Another member's list says whether *they* voted, not whether anyone did.
      const stranger = await t.signInAs('stranger-voter@example.com')
      expect(await listed(stranger.cookie)).toMatchObject({ voted: false })

      const back = await t.request(`/api/daily-pet-showcase/${before.id}/vote`, { method: 'DELETE', cookie: voter.cookie })
      expect(showcaseVoteResultSchema.parse(await json(back))).toEqual({ vote_count: before.vote_count, voted: false })
      expect(await listed(voter.cookie)).toMatchObject({ voted: false, vote_count: before.vote_count })
      // Taking back a vote that is not there changes nothing; the stranger's DELETE cannot remove anyone else's vote.
      const again = await t.request(`/api/daily-pet-showcase/${before.id}/vote`, { method: 'DELETE', cookie: voter.cookie })
      expect(again.status).toBe(409)
      expect(await json(again)).toMatchObject({ error: 'You have not voted for this pet.' })
      expect((await t.request(`/api/daily-pet-showcase/${before.id}/vote`, { method: 'DELETE', cookie: stranger.cookie })).status).toBe(409)
      const row = await t.deps.db.selectFrom('daily_pet_showcase').select('vote_count').where('id', '=', before.id).executeTakeFirstOrThrow()
      expect(row.vote_count).toBe(before.vote_count)
      expect((await t.request('/api/daily-pet-showcase/999999/vote', { method: 'DELETE', cookie: voter.cookie })).status).toBe(404)
      expect((await t.request('/api/daily-pet-showcase/abc/vote', { method: 'DELETE', cookie: voter.cookie })).status).toBe(404)
      // And a vote taken back can be given again.
      expect((await t.request(`/api/daily-pet-showcase/${before.id}/vote`, { method: 'POST', cookie: voter.cookie })).status).toBe(200)
      await t.request(`/api/daily-pet-showcase/${before.id}/vote`, { method: 'DELETE', cookie: voter.cookie })
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
      expect((await t.request('/api/daily-pet-showcase/1/vote', { method: 'DELETE' })).status).toBe(401)
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

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NEXT_CURSOR_HEADER } from '@petfolk/contract/pagination'
import { storyCommentSchema, verificationStatusSchema, veteranStorySchema } from '@petfolk/contract/veterans'
import { HttpBrowser } from '../../testing/dev-signin.ts'
import { json } from '../../testing/json.ts'
import { DIALECTS } from '../../testing/test-db.ts'
import { createTestContext, type TestContext } from '../../testing/test-context.ts'
import { startTestServer } from '../../testing/test-server.ts'

const story = {
  veteran_name: 'Dana Ruiz',
  service_branch: 'Navy',
  service_years: '2008-2016',
  dog_name: 'Scout',
  dog_breed: 'Labrador Retriever',
  dog_age: 6,
  service_type: 'PTSD Support',
  story_title: 'Scout brought back my mornings',
  story_content: 'Before Scout, crowded places were hard. Now we take the early ferry together.',
  challenges_helped: 'Interrupts nightmares and grounds me in crowds.',
  dog_photo_url: '',
  is_anonymous: false,
  contact_email: 'dana@example.com',
}

for (const dialect of DIALECTS) {
  describe(`veteran stories [${dialect}]`, () => {
    let t: TestContext
    let vet: Awaited<ReturnType<TestContext['signInAs']>>
    let reader: Awaited<ReturnType<TestContext['signInAs']>>
    beforeAll(async () => {
      t = await createTestContext(dialect)
      vet = await t.signInAs('dana@example.com', 'Dana Ruiz')
      reader = await t.signInAs('reader@example.com', 'Rae Reader')
    })
    afterAll(() => t.dispose())

    const stories = async (cookie: string) => veteranStorySchema.array().parse(await json(await t.request('/api/veteran-service-dog-stories', { cookie })))

    it('shares a story; an anonymous one hides the name and contact', async () => {
      const res = await t.request('/api/veteran-service-dog-stories', { method: 'POST', cookie: vet.cookie, json: story })
      expect(res.status).toBe(201)
      const shared = veteranStorySchema.parse(await json(res))
      expect(shared).toMatchObject({ veteran_name: 'Dana Ruiz', dog_name: 'Scout', is_verified_veteran: false, reaction_count: 0, dog_photo_url: null, mine: true })
      // Only its author reads it as theirs (no Report on it for them).
      expect((await stories(reader.cookie)).find((s) => s.id === shared.id)).toMatchObject({ mine: false })
      const anon = await json(await t.request('/api/veteran-service-dog-stories', { method: 'POST', cookie: vet.cookie, json: { ...story, story_title: 'Quiet help', is_anonymous: true } }))
      expect(anon).toMatchObject({ veteran_name: 'Anonymous Veteran', contact_email: null, is_anonymous: true })
      expect((await stories(reader.cookie)).length).toBeGreaterThanOrEqual(2)
    })

    it('pages the stories featured first, then newest, each story once', async () => {
      for (const title of ['Fifth', 'Sixth', 'Seventh']) {
        expect((await t.request('/api/veteran-service-dog-stories', { method: 'POST', cookie: vet.cookie, json: { ...story, story_title: title } })).status).toBe(201)
      }
      const walked: Array<{ id: number; is_featured: boolean }> = []
      let cursor: string | null = null
      let pages = 0
      do {
        const query: string = cursor ? `?limit=2&cursor=${cursor}` : '?limit=2'
        const res = await t.request(`/api/veteran-service-dog-stories${query}`, { cookie: reader.cookie })
        expect(res.status).toBe(200)
        const page = veteranStorySchema.array().parse(await json(res))
        expect(page.length).toBeLessThanOrEqual(2)
        walked.push(...page)
        cursor = res.headers.get(NEXT_CURSOR_HEADER)
        pages += 1
      } while (cursor && pages < 100)

      const all = await t.deps.db.selectFrom('veteran_stories').select(['id', 'is_featured']).execute()
      const expected = all.sort((a, b) => b.is_featured - a.is_featured || b.id - a.id).map((row) => row.id)
      expect(walked.map((s) => s.id)).toEqual(expected)
      expect(pages).toBe(Math.ceil(expected.length / 2))
      // The seeded featured stories lead, so the page's featured section has one to show.
      expect(walked[0]?.is_featured).toBe(true)
      expect((await t.request('/api/veteran-service-dog-stories?cursor=not-a-cursor', { cookie: reader.cookie })).status).toBe(400)
    })

    it('refuses stories with blank required fields or bad values, storing nothing', async () => {
      const before = (await t.deps.db.selectFrom('veteran_stories').select('id').execute()).length
      for (const body of [
        { ...story, veteran_name: ' ' },
        { ...story, dog_name: '' },
        { ...story, story_title: '' },
        { ...story, story_content: '  ' },
        { ...story, service_branch: 'Militia' },
        { ...story, service_type: 'Cuddles' },
        { ...story, dog_age: 2.5 },
        { ...story, dog_photo_url: 'javascript:alert(1)' },
      ]) {
        expect((await t.request('/api/veteran-service-dog-stories', { method: 'POST', cookie: vet.cookie, json: body })).status, JSON.stringify(body).slice(0, 60)).toBe(400)
      }
      expect((await t.deps.db.selectFrom('veteran_stories').select('id').execute()).length).toBe(before)
    })

    it('gives one heart per reader; a second tap removes it', async () => {
      const [first] = await stories(reader.cookie)
      if (!first) throw new Error('no stories')
      const tap = () => t.request(`/api/veteran-service-dog-stories/${first.id}/reaction`, { method: 'POST', cookie: reader.cookie, json: { reaction_type: 'heart' } })
      expect(await json(await tap())).toEqual({ reacted: true, reaction_count: first.reaction_count + 1 })
      expect((await stories(reader.cookie)).find((s) => s.id === first.id)?.reacted).toBe(true)
      expect(await json(await tap())).toEqual({ reacted: false, reaction_count: first.reaction_count })
      expect((await t.request(`/api/veteran-service-dog-stories/${first.id}/reaction`, { method: 'POST', cookie: reader.cookie, json: { reaction_type: 'like' } })).status).toBe(400)
      expect((await t.request('/api/veteran-service-dog-stories/999999/reaction', { method: 'POST', cookie: reader.cookie, json: {} })).status).toBe(404)
    })

    it("comments carry the commenter's name from the session; blank comments are refused", async () => {
      const [first] = await stories(reader.cookie)
      if (!first) throw new Error('no stories')
      const path = `/api/veteran-service-dog-stories/${first.id}/comments`
      const res = await t.request(path, { method: 'POST', cookie: reader.cookie, json: { comment_text: '  Thank you for sharing.  ', commenter_name: 'Someone Else', is_veteran: true } })
      expect(res.status).toBe(201)
      expect(storyCommentSchema.parse(await json(res))).toMatchObject({ comment_text: 'Thank you for sharing.', commenter_name: 'Rae Reader', is_veteran: false })
      expect((await t.request(path, { method: 'POST', cookie: reader.cookie, json: { comment_text: '   ' } })).status).toBe(400)
      const comments = storyCommentSchema.array().parse(await json(await t.request(path, { cookie: reader.cookie })))
      expect(comments).toHaveLength(1)
      expect(comments[0]).toMatchObject({ mine: true })
      expect(storyCommentSchema.array().parse(await json(await t.request(path, { cookie: vet.cookie })))[0]).toMatchObject({ mine: false })
      expect((await stories(reader.cookie)).find((s) => s.id === first.id)?.comment_count).toBe(first.comment_count + 1)
    })

    it('starts with no verification, and needs a session', async () => {
      expect(verificationStatusSchema.parse(await json(await t.request('/api/veteran-verification', { cookie: vet.cookie })))).toEqual({ verification_status: 'none', service_branch: null, verified_at: null })
      expect((await t.request('/api/veteran-service-dog-stories')).status).toBe(401)
      expect((await t.request('/api/veteran-verification')).status).toBe(401)
    })
  })

  describe(`veteran verification through the development provider [${dialect}]`, () => {
    let server: Awaited<ReturnType<typeof startTestServer>>
    beforeAll(async () => {
      server = await startTestServer(dialect)
    })
    afterAll(() => server.stop())

    async function verifyAs(browser: HttpBrowser, choice: 'verified' | 'failed'): Promise<string> {
      const { authUrl } = (await (await browser.fetch('/api/idme/auth-url')).json()) as { authUrl: string }
      expect(new URL(authUrl).searchParams.get('scope')).toContain('military')
      const page = await browser.followToCallback(authUrl)
      expect(await page.last.clone().text()).toContain('Development veteran verification')
      const next = await browser.submitDevForm(page.last, { email: 'vet@example.com', name: 'Vet', veteran_status: choice, service_branch: 'Marines' })
      const back = await browser.followToCallback(next, '/service-dog-veterans')
      if (!back.callback) throw new Error(`did not return to the stories page (${back.last.status})`)
      return back.callback.search
    }

    it('records a verified veteran with branch and date, and a failed one as failed', async () => {
      const browser = new HttpBrowser(server.baseUrl)
      await browser.signIn({ email: 'marine@example.com', name: 'Morgan Lee' })
      expect(await verifyAs(browser, 'verified')).toBe('?verification=success')
      const status = verificationStatusSchema.parse(await (await browser.fetch('/api/veteran-verification')).json())
      expect(status).toMatchObject({ verification_status: 'verified', service_branch: 'Marines' })
      expect(status.verified_at).toBeTruthy()

      const other = new HttpBrowser(server.baseUrl)
      await other.signIn({ email: 'civilian@example.com', name: 'Casey' })
      expect(await verifyAs(other, 'failed')).toBe('?verification=failed')
      expect(((await (await other.fetch('/api/veteran-verification')).json()) as { verification_status: string }).verification_status).toBe('failed')
    })

    it('sends a forged or replayed callback back with verification=error and records nothing', async () => {
      const browser = new HttpBrowser(server.baseUrl)
      await browser.signIn({ email: 'forger@example.com', name: 'Forger' })
      const res = await browser.fetch('/api/idme/callback?code=made-up&state=made-up')
      expect(res.status).toBe(303)
      expect(res.headers.get('location')).toBe('/service-dog-veterans?verification=error')
      expect(((await (await browser.fetch('/api/veteran-verification')).json()) as { verification_status: string }).verification_status).toBe('none')
    })
  })
}

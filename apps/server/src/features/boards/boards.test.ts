import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { boardSchema, boardPostSchema } from '@petfolk/contract/boards'
import { json, type LooseJson } from '../../testing/json.ts'
import { DIALECTS } from '../../testing/test-db.ts'
import { createTestContext, type TestContext } from '../../testing/test-context.ts'

const board = (name: string, city: string, state: string, zip_code: string) => ({ name, description: `Owners around ${city}`, city, state, zip_code })

for (const dialect of DIALECTS) {
  describe(`community boards [${dialect}]`, () => {
    let t: TestContext
    let alice: Awaited<ReturnType<TestContext['signInAs']>>
    let bob: Awaited<ReturnType<TestContext['signInAs']>>
    const ids: Record<string, number> = {}
    beforeAll(async () => {
      t = await createTestContext(dialect)
      alice = await t.signInAs('alice@example.com', 'Alice Park')
      bob = await t.signInAs('bob@example.com', 'Bob Ito')
      for (const [key, b] of Object.entries({
        downtown: board('Downtown Austin Dogs', 'Austin', 'Texas', '78701'),
        roundRock: board('Round Rock Pets', 'Round Rock', 'Texas', '78664'),
        southAustin: board('South Austin Cats', 'Austin', 'Texas', '78704'),
        dallas: board('Dallas Dog Park Crew', 'Dallas', 'Texas', '75201'),
        seattle: board('Seattle Rainy Walks', 'Seattle', 'Washington', '98101'),
      })) {
        const res = await t.request('/api/message-boards', { method: 'POST', cookie: alice.cookie, json: b })
        expect(res.status).toBe(201)
        ids[key] = (await json(res)).id
      }
    })
    afterAll(() => t.dispose())

    const list = async (query: string, cookie = bob.cookie) => (await json(await t.request(`/api/message-boards${query}`, { cookie }))) as unknown as LooseJson[]

    it('creates boards with the creator as first member', async () => {
      const created = boardSchema.parse((await list('')).find((b) => b.id === ids.downtown))
      expect(created).toMatchObject({ name: 'Downtown Austin Dogs', is_active: true, member_count: 1, zip_code: '78701' })
    })

    it('finds boards near a ZIP (within 25 miles), nearest first, not only the exact ZIP', async () => {
      const near = await list('?zip_code=78701')
      expect(near.map((b) => b.name)).toEqual(['Downtown Austin Dogs', 'South Austin Cats', 'Round Rock Pets'])
      const distances = near.map((b) => b.distance as number)
      expect(distances[0]).toBe(0)
      expect([...distances].sort((a, b) => a - b)).toEqual(distances)
      expect(distances.every((d) => d <= 25)).toBe(true)
      expect(await list('?zip_code=98101')).toHaveLength(1)
      expect(await list('?zip_code=59001')).toEqual([])
    })

    it('finds boards near a device position the same way, and refuses half or mixed positions', async () => {
      // Downtown Austin, a few hundred metres from the 78701 centroid.
      const near = await list('?lat=30.2672&lng=-97.7431')
      expect(near.map((b) => b.name)).toEqual(['Downtown Austin Dogs', 'South Austin Cats', 'Round Rock Pets'])
      const distances = near.map((b) => b.distance as number)
      expect([...distances].sort((a, b) => a - b)).toEqual(distances)
      expect(distances.every((d) => d <= 25)).toBe(true)
      expect(await list('?lat=47.6062&lng=-122.3321&state=Washington')).toHaveLength(1)
      for (const query of ['?lat=30.2', '?lat=91&lng=0', '?lat=abc&lng=1', '?zip_code=78701&lat=30.2&lng=-97.7']) {
        const res = await t.request(`/api/message-boards${query}`, { cookie: bob.cookie })
        expect(res.status, query).toBe(400)
        expect(((await res.json()) as { error: string }).error).toBeTruthy()
      }
    })

    it('filters by state', async () => {
      const texas = await list('?state=Texas')
      expect(texas).toHaveLength(4)
      expect((await list('?state=Washington')).map((b) => b.name)).toEqual(['Seattle Rainy Walks'])
    })

    it('refuses bad boards and bad filters with 400, storing nothing', async () => {
      const before = (await list('')).length
      for (const body of [
        { ...board('X', 'Austin', 'Texas', '7870'), name: 'Short zip' },
        board('Letters zip', 'Austin', 'Texas', 'abcde'),
        board('Bad state', 'Austin', 'TX', '78701'),
        board('', 'Austin', 'Texas', '78701'),
        { name: 'Missing parts' },
        board('Unknown zip', 'Nowhere', 'Texas', '00000'),
      ]) {
        const res = await t.request('/api/message-boards', { method: 'POST', cookie: alice.cookie, json: body })
        expect(res.status, JSON.stringify(body)).toBe(400)
      }
      expect((await t.request('/api/message-boards?zip_code=12', { cookie: bob.cookie })).status).toBe(400)
      expect((await list('')).length).toBe(before)
    })

    it('toggles a board; an inactive board takes no posts', async () => {
      const off = await t.request(`/api/message-boards/${ids.dallas}/toggle`, { method: 'POST', cookie: bob.cookie, json: { is_active: false } })
      expect(off.status).toBe(200)
      expect((await json(off)).is_active).toBe(false)
      const post = await t.request('/api/board-messages', { method: 'POST', cookie: bob.cookie, json: { board_id: ids.dallas, title: 'Hi', content: 'Anyone?' } })
      expect(post.status).toBe(409)
      const on = await t.request(`/api/message-boards/${ids.dallas}/toggle`, { method: 'POST', cookie: bob.cookie, json: { is_active: true } })
      expect((await json(on)).is_active).toBe(true)
      expect((await t.request(`/api/message-boards/${ids.dallas}/toggle`, { method: 'POST', cookie: bob.cookie, json: { is_active: 'no' } })).status).toBe(400)
      expect((await t.request('/api/message-boards/99999/toggle', { method: 'POST', cookie: bob.cookie, json: { is_active: true } })).status).toBe(404)
    })

    it("posts and replies carry the author's display name; reply_count and members stay right", async () => {
      const res = await t.request('/api/board-messages', { method: 'POST', cookie: bob.cookie, json: { board_id: ids.downtown, title: '  Best dog-friendly patios?  ', content: 'Looking for shade and water bowls.' } })
      expect(res.status).toBe(201)
      const post = boardPostSchema.parse(await json(res))
      expect(post).toMatchObject({ title: 'Best dog-friendly patios?', username: 'Bob Ito', reply_count: 0, is_pinned: false })

      for (const [who, text] of [[alice, 'Try the one on Rainey St.'], [bob, 'Thanks!'], [alice, 'Also the brewery on 5th.']] as const) {
        const reply = await t.request(`/api/messages/${post.id}/replies`, { method: 'POST', cookie: who.cookie, json: { content: `  ${text}  ` } })
        expect(reply.status).toBe(201)
      }
      const replies = (await json(await t.request(`/api/messages/${post.id}/replies`, { cookie: bob.cookie }))) as unknown as LooseJson[]
      expect(replies.map((r) => [r.username, r.content])).toEqual([
        ['Alice Park', 'Try the one on Rainey St.'],
        ['Bob Ito', 'Thanks!'],
        ['Alice Park', 'Also the brewery on 5th.'],
      ])
      const posts = (await json(await t.request(`/api/message-boards/${ids.downtown}/messages`, { cookie: bob.cookie }))) as unknown as LooseJson[]
      expect(posts[0]).toMatchObject({ id: post.id, reply_count: 3 })
      expect((await list('')).find((b) => b.id === ids.downtown)?.member_count).toBe(2)
    })

    it('refuses blank posts and replies with 400 and changes nothing', async () => {
      const posts = async () => ((await json(await t.request(`/api/message-boards/${ids.roundRock}/messages`, { cookie: bob.cookie }))) as unknown as unknown[]).length
      const before = await posts()
      for (const body of [{ board_id: ids.roundRock, title: '   ', content: 'x' }, { board_id: ids.roundRock, title: 'x', content: '  ' }, { title: 'x', content: 'y' }]) {
        expect((await t.request('/api/board-messages', { method: 'POST', cookie: bob.cookie, json: body })).status).toBe(400)
      }
      expect((await t.request('/api/board-messages', { method: 'POST', cookie: bob.cookie, json: { board_id: 99999, title: 'x', content: 'y' } })).status).toBe(400)
      expect(await posts()).toBe(before)
      const post = await json(await t.request('/api/board-messages', { method: 'POST', cookie: bob.cookie, json: { board_id: ids.roundRock, title: 'Hello', content: 'First!' } }))
      const blank = await t.request(`/api/messages/${post.id}/replies`, { method: 'POST', cookie: alice.cookie, json: { content: '   ' } })
      expect(blank.status).toBe(400)
      expect((await json(await t.request(`/api/message-boards/${ids.roundRock}/messages`, { cookie: bob.cookie })))[0]?.reply_count).toBe(0)
      expect((await t.request('/api/messages/99999/replies', { cookie: bob.cookie })).status).toBe(404)
    })

    it('needs a session', async () => {
      expect((await t.request('/api/message-boards')).status).toBe(401)
      expect((await t.request('/api/board-messages', { method: 'POST', json: { board_id: 1, title: 'x', content: 'y' } })).status).toBe(401)
      expect((await t.request('/api/messages/1/replies')).status).toBe(401)
    })
  })
}

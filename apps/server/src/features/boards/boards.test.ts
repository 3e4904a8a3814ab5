import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { boardSchema, boardPostSchema, boardStatesSchema } from '@petfolk/contract/boards'
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

    it('answers every state that has boards, alphabetical, whatever the list is filtered by', async () => {
      const states = async (cookie = bob.cookie) => {
        const res = await t.request('/api/message-boards/states', { cookie })
        expect(res.status).toBe(200)
        return boardStatesSchema.parse(await res.json())
      }
      expect(await states()).toEqual(['Texas', 'Washington'])
      const oregon = await t.request('/api/message-boards', { method: 'POST', cookie: alice.cookie, json: board('Portland Paws', 'Portland', 'Oregon', '97201') })
      expect(oregon.status).toBe(201)
      expect(await states(alice.cookie)).toEqual(['Oregon', 'Texas', 'Washington'])
      await t.deps.db.deleteFrom('message_boards').where('id', '=', (await json(oregon)).id).execute()
      expect((await t.request('/api/message-boards/states')).status).toBe(401)
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

    it('lets only the creator switch a board; an inactive board takes no posts, not even from its creator', async () => {
      const dallas = async (cookie = bob.cookie) => (await list('?state=Texas', cookie)).find((b) => b.id === ids.dallas)
      const before = await dallas()
      const refused = await t.request(`/api/message-boards/${ids.dallas}/toggle`, { method: 'POST', cookie: bob.cookie, json: { is_active: false } })
      expect(refused.status).toBe(403)
      expect((await json(refused)).error).toBe("Only the board's moderator (the member who created it) can switch it on or off.")
      expect(await dallas()).toEqual(before)

      const off = await t.request(`/api/message-boards/${ids.dallas}/toggle`, { method: 'POST', cookie: alice.cookie, json: { is_active: false } })
      expect(off.status).toBe(200)
      expect(await json(off)).toMatchObject({ is_active: false, is_moderator: true })
      for (const who of [bob, alice]) {
        const post = await t.request('/api/board-messages', { method: 'POST', cookie: who.cookie, json: { board_id: ids.dallas, title: 'Hi', content: 'Anyone?' } })
        expect(post.status).toBe(409)
        expect((await json(post)).error).toBe('This board is inactive. Only its moderator can switch it back on.')
      }
      // Bob cannot switch it back on either.
      expect((await t.request(`/api/message-boards/${ids.dallas}/toggle`, { method: 'POST', cookie: bob.cookie, json: { is_active: true } })).status).toBe(403)
      expect((await dallas())?.is_active).toBe(false)
      const on = await t.request(`/api/message-boards/${ids.dallas}/toggle`, { method: 'POST', cookie: alice.cookie, json: { is_active: true } })
      expect((await json(on)).is_active).toBe(true)
      expect((await t.request(`/api/message-boards/${ids.dallas}/toggle`, { method: 'POST', cookie: alice.cookie, json: { is_active: 'no' } })).status).toBe(400)
      expect((await t.request('/api/message-boards/99999/toggle', { method: 'POST', cookie: alice.cookie, json: { is_active: true } })).status).toBe(404)
      expect((await dallas())?.is_active).toBe(true)
    })

    it('tells each viewer, from the session, whether they moderate a board', async () => {
      for (const query of ['', '?state=Texas', '?zip_code=78701', '?lat=30.2672&lng=-97.7431']) {
        const mine = (await list(query, alice.cookie)).map((b) => boardSchema.parse(b))
        expect(mine.length, query).toBeGreaterThan(0)
        expect(mine.every((b) => b.is_moderator), query).toBe(true)
        expect((await list(query, bob.cookie)).every((b) => b.is_moderator === false), query).toBe(true)
      }
      // Sent by the client, it is refused, never believed.
      const forged = await t.request(`/api/message-boards/${ids.seattle}/toggle`, { method: 'POST', cookie: bob.cookie, json: { is_active: false, is_moderator: true } })
      expect(forged.status).toBe(400)
      expect((await list('?state=Washington', alice.cookie))[0]?.is_active).toBe(true)
    })

    it("posts and replies carry the author's display name; reply_count and members stay right", async () => {
      const res = await t.request('/api/board-messages', { method: 'POST', cookie: bob.cookie, json: { board_id: ids.downtown, title: '  Best dog-friendly patios?  ', content: 'Looking for shade and water bowls.' } })
      expect(res.status).toBe(201)
      const post = boardPostSchema.parse(await json(res))
      expect(post).toMatchObject({ title: 'Best dog-friendly patios?', username: 'Bob Ito', author_handle: 'bob_ito', author_role: 'member', reply_count: 0, is_pinned: false })
      // The list shows the author's current handle.
      await t.deps.db.updateTable('users').set({ handle: 'bob_renamed' }).where('id', '=', bob.user.id).execute()
      const listed = boardPostSchema.array().parse(await json(await t.request(`/api/message-boards/${ids.downtown}/messages`, { cookie: bob.cookie })))
      expect(listed.find((p) => p.id === post.id)?.author_handle).toBe('bob_renamed')
      await t.deps.db.updateTable('users').set({ handle: 'bob_ito' }).where('id', '=', bob.user.id).execute()

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

  describe(`board moderation [${dialect}]`, () => {
    let t: TestContext
    let mod: Awaited<ReturnType<TestContext['signInAs']>>
    let member: Awaited<ReturnType<TestContext['signInAs']>>
    let boardId: number
    beforeAll(async () => {
      t = await createTestContext(dialect)
      mod = await t.signInAs('mod@example.com', 'Maya Moderator')
      member = await t.signInAs('member@example.com', 'Milo Member')
      const res = await t.request('/api/message-boards', { method: 'POST', cookie: mod.cookie, json: board('Barton Creek Dogs', 'Austin', 'Texas', '78704') })
      boardId = (await json(res)).id
    })
    afterAll(() => t.dispose())

    const post = async (title: string, content: string, cookie = member.cookie) => {
      const res = await t.request('/api/board-messages', { method: 'POST', cookie, json: { board_id: boardId, title, content } })
      expect(res.status).toBe(201)
      return boardPostSchema.parse(await json(res))
    }
    const postsText = async (cookie = member.cookie) => (await t.request(`/api/message-boards/${boardId}/messages`, { cookie })).text()
    const posts = async (cookie = member.cookie) => (JSON.parse(await postsText(cookie)) as unknown[]).map((p) => boardPostSchema.parse(p))
    const pin = (id: number | string, is_pinned: unknown, cookie = mod.cookie) => t.request(`/api/board-messages/${id}/pin`, { method: 'POST', cookie, json: { is_pinned } })
    const remove = (id: number | string, cookie = mod.cookie) => t.request(`/api/board-messages/${id}`, { method: 'DELETE', cookie })
    const row = (id: number) => t.deps.db.selectFrom('board_messages').selectAll().where('id', '=', id).executeTakeFirstOrThrow()

    it('lets only the moderator pin and unpin; pinned posts come first', async () => {
      const older = await post('Vet recommendations', 'Who do you see near Barton Springs?')
      const newer = await post('Lost frisbee', 'Orange, by the trailhead.')
      expect((await posts()).map((p) => p.id)).toEqual([newer.id, older.id])

      const before = await postsText()
      const refused = await pin(older.id, true, member.cookie)
      expect(refused.status).toBe(403)
      expect((await json(refused)).error).toBe("Only the board's moderator (the member who created it) can pin or remove its posts.")
      expect(await postsText()).toBe(before)

      const pinned = await pin(older.id, true)
      expect(pinned.status).toBe(200)
      expect(await json(pinned)).toMatchObject({ id: older.id, is_pinned: true, is_removed: false })
      expect((await posts()).map((p) => [p.id, p.is_pinned])).toEqual([[older.id, true], [newer.id, false]])
      // The cursor keeps pinned-first order across pages.
      const first = await t.request(`/api/message-boards/${boardId}/messages?limit=1`, { cookie: member.cookie })
      expect(((await json(first)) as unknown as LooseJson[]).map((p) => p.id)).toEqual([older.id])
      const cursor = first.headers.get('X-Next-Cursor')
      const second = (await json(await t.request(`/api/message-boards/${boardId}/messages?limit=1&cursor=${cursor}`, { cookie: member.cookie }))) as unknown as LooseJson[]
      expect(second.map((p) => p.id)).toEqual([newer.id])

      expect((await json(await pin(older.id, false))).is_pinned).toBe(false)
      expect((await posts()).map((p) => p.id)).toEqual([newer.id, older.id])
    })

    it('lets only the moderator remove a post; its words are gone from every answer, its replies stay', async () => {
      const secret = 'Call me at 555-0199 for cheap puppies'
      const target = await post('Puppies for sale', secret)
      await pin(target.id, true)
      const reply = await t.request(`/api/messages/${target.id}/replies`, { method: 'POST', cookie: mod.cookie, json: { content: 'Please do not sell pets here.' } })
      expect(reply.status).toBe(201)

      const before = await postsText()
      const refused = await remove(target.id, member.cookie)
      expect(refused.status).toBe(403)
      expect((await json(refused)).error).toBe("Only the board's moderator (the member who created it) can pin or remove its posts.")
      expect(await postsText()).toBe(before)
      expect((await row(target.id)).content).toBe(secret)

      const removed = await remove(target.id)
      expect(removed.status).toBe(200)
      expect(boardPostSchema.parse(await json(removed))).toMatchObject({ id: target.id, title: '', content: '', is_removed: true, is_pinned: false, reply_count: 1, username: 'Milo Member' })
      // Kept as a row, blanked in the database itself.
      expect(await row(target.id)).toMatchObject({ title: '', content: '', is_pinned: 0 })
      expect((await row(target.id)).removed_at).toBeTruthy()

      for (const cookie of [member.cookie, mod.cookie]) {
        const text = await postsText(cookie)
        expect(text).not.toContain('555-0199')
        expect(text).not.toContain('Puppies for sale')
        expect((await posts(cookie)).find((p) => p.id === target.id)).toMatchObject({ is_removed: true, title: '', content: '' })
      }
      // Not even to its author, in their data export.
      const exported = await t.request('/api/export', { cookie: member.cookie })
      expect(exported.status).toBe(200)
      const exportText = await exported.text()
      expect(exportText).toContain('Lost frisbee')
      expect(exportText).not.toContain('555-0199')
      // The replies stay readable; the removed post takes no new ones and cannot be pinned again.
      const replies = (await json(await t.request(`/api/messages/${target.id}/replies`, { cookie: member.cookie }))) as unknown as LooseJson[]
      expect(replies.map((r) => r.content)).toEqual(['Please do not sell pets here.'])
      const late = await t.request(`/api/messages/${target.id}/replies`, { method: 'POST', cookie: member.cookie, json: { content: 'Still selling!' } })
      expect(late.status).toBe(409)
      expect((await json(late)).error).toBe("This post was removed by the board's moderator, so it takes no replies.")
      const repin = await pin(target.id, true)
      expect(repin.status).toBe(409)
      expect((await json(repin)).error).toBeTruthy()
      const after = await row(target.id)
      // Removing twice changes nothing.
      expect((await remove(target.id)).status).toBe(200)
      expect(await row(target.id)).toEqual(after)
    })

    it('refuses bad ids and bodies with a sentence, changing nothing', async () => {
      const target = await post('Water bowls', 'Bring your own on hot days.')
      const before = await postsText()
      for (const [res, status] of [
        [await pin(target.id, 'yes'), 400],
        [await pin(target.id, null), 400],
        [await t.request(`/api/board-messages/${target.id}/pin`, { method: 'POST', cookie: mod.cookie, json: { is_pinned: true, extra: 1 } }), 400],
        [await t.request(`/api/board-messages/${target.id}/pin`, { method: 'POST', cookie: mod.cookie, body: 'is_pinned=true', headers: { 'content-type': 'text/plain' } }), 415],
        [await pin(99999, true), 404],
        [await pin('abc', true), 404],
        [await remove(99999), 404],
        [await remove('0'), 404],
        [await t.request(`/api/board-messages/${target.id}`, { method: 'DELETE' }), 401],
        [await t.request(`/api/board-messages/${target.id}/pin`, { method: 'POST', json: { is_pinned: true } }), 401],
      ] as const) {
        expect(res.status).toBe(status)
        expect(typeof (await res.json() as { error?: unknown }).error).toBe('string')
      }
      expect(await postsText()).toBe(before)
    })

    it('keeps moderating a switched-off board, which takes no posts or replies from anyone', async () => {
      const target = await post('Muddy trail', 'Closed after the rain.')
      expect((await t.request(`/api/message-boards/${boardId}/toggle`, { method: 'POST', cookie: mod.cookie, json: { is_active: false } })).status).toBe(200)
      for (const who of [mod, member]) {
        expect((await t.request('/api/board-messages', { method: 'POST', cookie: who.cookie, json: { board_id: boardId, title: 'x', content: 'y' } })).status).toBe(409)
        expect((await t.request(`/api/messages/${target.id}/replies`, { method: 'POST', cookie: who.cookie, json: { content: 'z' } })).status).toBe(409)
      }
      expect((await pin(target.id, true, member.cookie)).status).toBe(403)
      expect((await pin(target.id, true)).status).toBe(200)
      expect((await remove(target.id)).status).toBe(200)
      expect((await t.request(`/api/message-boards/${boardId}/toggle`, { method: 'POST', cookie: mod.cookie, json: { is_active: true } })).status).toBe(200)
    })

    it("leaves a deleted member's board without a moderator: nobody can switch it or moderate it", async () => {
      const leaving = await t.signInAs('leaving-mod@example.com', 'Lee Leaving')
      const orphan = (await json(await t.request('/api/message-boards', { method: 'POST', cookie: leaving.cookie, json: board('Orphan Board', 'Austin', 'Texas', '78701') }))).id as number
      const res = await t.request('/api/board-messages', { method: 'POST', cookie: member.cookie, json: { board_id: orphan, title: 'Hello', content: 'Anyone here?' } })
      const orphanPost = (await json(res)).id as number
      expect((await t.request('/api/account/delete', { method: 'POST', cookie: leaving.cookie, json: { confirm: 'DELETE' } })).status).toBe(200)

      const boards = (await json(await t.request('/api/message-boards', { cookie: member.cookie }))) as unknown as LooseJson[]
      expect(boards.find((b) => b.id === orphan)).toMatchObject({ is_active: true, is_moderator: false })
      for (const who of [member, mod]) {
        expect((await t.request(`/api/message-boards/${orphan}/toggle`, { method: 'POST', cookie: who.cookie, json: { is_active: false } })).status).toBe(403)
        expect((await pin(orphanPost, true, who.cookie)).status).toBe(403)
        expect((await remove(orphanPost, who.cookie)).status).toBe(403)
      }
      expect(await t.deps.db.selectFrom('message_boards').select(['is_active', 'created_by']).where('id', '=', orphan).executeTakeFirstOrThrow()).toEqual({ is_active: 1, created_by: null })
      expect(await row(orphanPost)).toMatchObject({ title: 'Hello', is_pinned: 0, removed_at: null })
    })
  })
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BANNED, REPORT_THANKS, type ReportCase } from '@petfolk/contract/reports'
import { STAFF_ONLY, type StaffOverview } from '@petfolk/contract/staff'
import { sampleBoard, sampleLostPet, samplePet, sampleSighting } from '../../robustness/samples.ts'
import { json } from '../../testing/json.ts'
import { SseReader } from '../../testing/sse-reader.ts'
import { DIALECTS } from '../../testing/test-db.ts'
import { createTestContext, type TestContext } from '../../testing/test-context.ts'
import { treatSentPhotosAsOwnUploads } from '../../testing/own-photos.ts'

type SignedIn = Awaited<ReturnType<TestContext['signInAs']>>
const HOUR_MS = 60 * 60 * 1000

for (const dialect of DIALECTS) {
  describe(`reports and moderation [${dialect}]`, () => {
    let t: TestContext
    let mod: SignedIn
    let owner: SignedIn
    let spammer: SignedIn
    let reader: SignedIn
    let lostPetId: number
    let sightingId: number
    let postId: number

    beforeAll(async () => {
      t = await createTestContext(dialect, { ADMIN_EMAILS: 'boss@example.com' }, { liveStreams: { sessionCheckMs: 60_000 } })
      treatSentPhotosAsOwnUploads(t)
      mod = await t.signInAs('boss@example.com', 'Bea Boss')
      owner = await t.signInAs('olive@example.com', 'Olive Owner')
      spammer = await t.signInAs('spam@example.com', 'Sly Spammer')
      reader = await t.signInAs('rita@example.com', 'Rita Reader')
      const lost = await t.request('/api/lost-pets', { method: 'POST', cookie: owner.cookie, json: sampleLostPet })
      expect(lost.status).toBe(201)
      lostPetId = (await json(lost)).id as number
      const sighting = await t.request(`/api/lost-pets/${lostPetId}/sightings`, { method: 'POST', cookie: spammer.cookie, json: { ...sampleSighting, note: 'Cheap puppies at spam.example' } })
      expect(sighting.status).toBe(201)
      sightingId = (await json(sighting)).id as number
      const board = await t.request('/api/message-boards', { method: 'POST', cookie: owner.cookie, json: sampleBoard })
      const boardId = (await json(board)).id as number
      const post = await t.request('/api/board-messages', { method: 'POST', cookie: spammer.cookie, json: { board_id: boardId, title: 'Win a prize', content: 'Click spam.example now' } })
      expect(post.status).toBe(201)
      postId = (await json(post)).id as number
    })
    afterAll(() => t.dispose())

    const report = (body: unknown, cookie?: string) => t.request('/api/reports', { method: 'POST', json: body, ...(cookie ? { cookie } : {}) })
    const act = (body: unknown, cookie = mod.cookie) => t.request('/api/admin/reports/actions', { method: 'POST', cookie, json: body })
    const auditRows = () => t.deps.db.selectFrom('audit_log').selectAll().where('action', '!=', 'role.change').orderBy('id').execute()
    const queue = async () => (await json(await t.request('/api/admin/reports', { cookie: mod.cookie }))) as unknown as ReportCase[]

    it('takes a report from a visitor (no account) about a sighting on a public page, and from members', async () => {
      const visitor = await report({ content_kind: 'sighting', content_id: sightingId, reason: 'spam', note: 'An ad, not a sighting.' })
      expect(visitor.status).toBe(201)
      expect(await json(visitor)).toEqual({ message: REPORT_THANKS })
      expect((await report({ content_kind: 'sighting', content_id: sightingId, reason: 'scam' }, reader.cookie)).status).toBe(201)
      expect((await report({ content_kind: 'board_post', content_id: postId, reason: 'spam' }, reader.cookie)).status).toBe(201)

      const cases = await queue()
      const sighting = cases.find((c) => c.content_kind === 'sighting' && c.content_id === sightingId)
      expect(sighting).toMatchObject({ text: expect.stringContaining('Cheap puppies'), can_hide: true, hidden: false, link: `/lost/${lostPetId}` })
      expect(sighting?.author).toMatchObject({ id: spammer.user.id, handle: 'sly_spammer', suspended_until: null, banned_at: null })
      expect(sighting?.reports.map((r) => [r.reason, r.reporter])).toEqual([
        ['spam', 'a visitor'],
        ['scam', '@rita_reader'],
      ])
      // The board post's case shows the author's earlier reports (the sighting ones).
      const post = cases.find((c) => c.content_kind === 'board_post')
      expect(post?.author?.earlier_reports.map((r) => r.content_kind)).toEqual(['sighting', 'sighting'])
      const overview = (await json(await t.request('/api/admin/overview', { cookie: mod.cookie }))) as unknown as StaffOverview
      expect(overview.open_reports).toBe(3)
    })

    it('refuses a report about nothing, about someone else’s direct message, or with a bad reason, and saves nothing', async () => {
      const before = await t.deps.db.selectFrom('reports').select('id').execute()
      expect((await report({ content_kind: 'board_post', content_id: 999999, reason: 'spam' }, reader.cookie)).status).toBe(404)
      const dm = await t.request('/api/messages', { method: 'POST', cookie: spammer.cookie, json: { receiver_id: owner.user.id, content: 'Send me your card number' } })
      const dmId = (await json(dm)).id as number
      // Only the people in a conversation can report it; to anyone else it does not exist.
      expect((await report({ content_kind: 'direct_message', content_id: dmId, reason: 'scam' }, reader.cookie)).status).toBe(404)
      expect((await report({ content_kind: 'direct_message', content_id: dmId, reason: 'scam' })).status).toBe(404)
      const bad = await report({ content_kind: 'sighting', content_id: sightingId, reason: 'boring' }, reader.cookie)
      expect(bad.status).toBe(400)
      expect((await json(bad)).error).toContain('Choose a reason.')
      expect(await t.deps.db.selectFrom('reports').select('id').execute()).toEqual(before)
      // The receiver may report it.
      expect((await report({ content_kind: 'direct_message', content_id: dmId, reason: 'scam' }, owner.cookie)).status).toBe(201)
      await act({ content_kind: 'direct_message', content_id: dmId, action: 'hide', reason: 'Phishing for card numbers.' })
      const inbox = await json(await t.request('/api/messages', { cookie: owner.cookie }))
      expect((inbox as unknown as Array<{ id: number }>).map((m) => m.id)).not.toContain(dmId)
      expect((await t.request(`/api/messages/${dmId}`, { cookie: spammer.cookie })).status).toBe(404)
    })

    it('refuses every staff endpoint to members (403) and changes nothing', async () => {
      const before = await auditRows()
      const calls: Array<[string, string, unknown]> = [
        ['GET', '/api/admin/reports', undefined],
        ['POST', '/api/admin/reports/actions', { content_kind: 'sighting', content_id: sightingId, action: 'hide', reason: 'x' }],
        ['POST', `/api/admin/members/${spammer.user.id}/suspension`, { days: 3, reason: 'x' }],
        ['POST', `/api/admin/members/${spammer.user.id}/ban`, { reason: 'x' }],
        ['POST', `/api/admin/members/${spammer.user.id}/restore`, { reason: 'x' }],
      ]
      for (const [method, path, body] of calls) {
        expect((await t.request(path, { method, json: body })).status, `${method} ${path} as a visitor`).toBe(401)
        const res = await t.request(path, { method, cookie: reader.cookie, json: body })
        expect(res.status, `${method} ${path} as a member`).toBe(403)
        expect(await json(res)).toEqual({ error: STAFF_ONLY })
      }
      expect(await auditRows()).toEqual(before)
      expect((await t.deps.db.selectFrom('users').select(['suspended_until', 'banned_at']).where('id', '=', spammer.user.id).executeTakeFirstOrThrow())).toEqual({ suspended_until: null, banned_at: null })
    })

    it('hides a reported sighting: gone from the public page and the owner’s list, the author told why, reporters told it was handled, an audit entry written', async () => {
      const res = await act({ content_kind: 'sighting', content_id: sightingId, action: 'hide', reason: 'Advertising, not a sighting.' })
      expect(res.status).toBe(200)
      expect(await json(res)).toMatchObject({ handled: 2 })
      const publicList = (await json(await t.request(`/api/public/lost-pets/${lostPetId}/sightings`))) as unknown as Array<{ id: number }>
      expect(publicList.map((s) => s.id)).not.toContain(sightingId)
      const ownerList = (await json(await t.request(`/api/lost-pets/${lostPetId}/sightings`, { cookie: owner.cookie }))) as unknown as Array<{ id: number }>
      expect(ownerList.map((s) => s.id)).not.toContain(sightingId)

      const notes = await t.deps.db.selectFrom('notifications').select(['user_id', 'kind', 'title', 'body']).where('kind', 'in', ['report_handled', 'moderation_notice']).execute()
      expect(notes).toContainEqual({ user_id: spammer.user.id, kind: 'moderation_notice', title: 'Your sighting was hidden', body: 'Petfolk staff hid it: Advertising, not a sighting.' })
      expect(notes.filter((n) => n.kind === 'report_handled').map((n) => n.user_id)).toContain(reader.user.id)
      const [entry] = (await auditRows()).filter((e) => e.action === 'report.hide' && e.target_kind === 'sighting')
      expect(entry).toMatchObject({ actor_id: mod.user.id, actor_label: '@bea_boss', target_id: sightingId, reason: 'Advertising, not a sighting.' })
      expect((await queue()).some((c) => c.content_kind === 'sighting')).toBe(false)
      // Settled once: a second action finds nothing open.
      expect((await act({ content_kind: 'sighting', content_id: sightingId, action: 'dismiss', reason: 'again' })).status).toBe(404)
    })

    it('suspends a member: their content writes get 403 with the date, reading and their own pets still work, and the audit log says so', async () => {
      const res = await act({ content_kind: 'board_post', content_id: postId, action: 'suspend', days: 7, reason: 'Spam on the boards.' })
      expect(res.status).toBe(200)
      const until = new Date(t.clock.now().getTime() + 7 * 24 * HOUR_MS)
      const day = until.toLocaleDateString('en-US', { timeZone: 'UTC', month: 'long', day: 'numeric', year: 'numeric' })

      const refusals: Array<[string, string, unknown]> = [
        ['POST', '/api/messages', { receiver_id: owner.user.id, content: 'Hi again' }],
        ['POST', `/api/messages/${postId}/replies`, { content: 'More spam' }],
        ['POST', `/api/lost-pets/${lostPetId}/sightings`, sampleSighting],
        ['POST', '/api/gift-transactions', { product_id: 1, receiver_id: owner.user.id, quantity: 1 }],
        ['POST', '/api/reports', { content_kind: 'board_post', content_id: postId, reason: 'other' }],
        ['PATCH', '/api/users/me/handle', { handle: 'new_spammer' }],
      ]
      for (const [method, path, body] of refusals) {
        const refused = await t.request(path, { method, cookie: spammer.cookie, json: body })
        expect(refused.status, `${method} ${path}`).toBe(403)
        expect((await json(refused)).error).toBe(`Your account is suspended until ${day} (UTC): you can read and look after your own pets, but not post, message, send gifts or report until then.`)
      }
      expect((await t.request('/api/messages', { cookie: spammer.cookie })).status).toBe(200)
      expect((await t.request('/api/pets', { method: 'POST', cookie: spammer.cookie, json: samplePet })).status).toBe(201)
      const entry = (await auditRows()).find((e) => e.action === 'report.suspend')
      expect(entry).toMatchObject({ target_kind: 'member', target_id: spammer.user.id, target_label: '@sly_spammer', reason: 'Spam on the boards.' })

      // When the suspension has run out, they write again (moved back rather than waiting a week, which would end every session).
      await t.deps.db.updateTable('users').set({ suspended_until: new Date(t.clock.now().getTime() - 1000).toISOString() }).where('id', '=', spammer.user.id).execute()
      expect((await t.request('/api/messages', { method: 'POST', cookie: spammer.cookie, json: { receiver_id: owner.user.id, content: 'Sorry.' } })).status).toBe(201)
    })

    it('locks a board and warns a member from the queue, each with an audit entry', async () => {
      expect((await report({ content_kind: 'board_post', content_id: postId, reason: 'harassment' }, owner.cookie)).status).toBe(201)
      expect((await act({ content_kind: 'board_post', content_id: postId, action: 'lock_board', reason: 'Cooling down.' })).status).toBe(200)
      const reply = await t.request(`/api/messages/${postId}/replies`, { method: 'POST', cookie: owner.cookie, json: { content: 'Still here?' } })
      expect(reply.status).toBe(409)
      expect((await json(reply)).error).toContain('locked')
      expect((await report({ content_kind: 'member', content_id: spammer.user.id, reason: 'harassment' }, owner.cookie)).status).toBe(201)
      expect((await act({ content_kind: 'member', content_id: spammer.user.id, action: 'warn', reason: 'Be kind.' })).status).toBe(200)
      const actions = (await auditRows()).map((e) => e.action)
      expect(actions).toEqual(expect.arrayContaining(['report.lock_board', 'report.warn']))
      // Staff are not suspended or banned from the queue.
      expect((await t.request(`/api/admin/members/${mod.user.id}/ban`, { method: 'POST', cookie: mod.cookie, json: { reason: 'x' } })).status).toBe(409)
    })

    it('bans a member: their streams end within a second, sessions end, PIN sign-in is refused, public content hidden; restore brings it back', async () => {
      expect((await t.request('/api/pin/create', { method: 'POST', cookie: spammer.cookie, json: { pin: '2468' } })).status).toBe(201)
      const stream = await t.request('/api/events', { cookie: spammer.cookie })
      expect(stream.status).toBe(200)
      const tab = new SseReader(stream)
      await tab.waitForEvent('ready')

      const res = await t.request(`/api/admin/members/${spammer.user.id}/ban`, { method: 'POST', cookie: mod.cookie, json: { reason: 'Scams.' } })
      expect(res.status).toBe(200)
      expect((await json(res)).banned_at).toBeTruthy()
      // The hub checks sessions every minute here: only the ban's own signal ends the stream this fast.
      await tab.waitForEnd(1000)
      expect((await t.request('/api/messages', { cookie: spammer.cookie })).status).toBe(401)
      expect(await t.deps.db.selectFrom('sessions').select('id').where('user_id', '=', spammer.user.id).execute()).toEqual([])

      const pin = await t.request('/api/pin/verify', { method: 'POST', cookie: `pf_device=${spammer.deviceToken}`, json: { pin: '2468' } })
      expect(pin.status).toBe(403)
      expect(await json(pin)).toEqual({ error: BANNED })

      const posts = (await json(await t.request(`/api/message-boards/${(await t.deps.db.selectFrom('board_messages').select('board_id').where('id', '=', postId).executeTakeFirstOrThrow()).board_id}/messages`, { cookie: reader.cookie }))) as unknown as Array<{ id: number }>
      expect(posts.map((p) => p.id)).not.toContain(postId)
      expect((await auditRows()).find((e) => e.action === 'member.ban')).toMatchObject({ target_id: spammer.user.id, reason: 'Scams.' })

      const restored = await t.request(`/api/admin/members/${spammer.user.id}/restore`, { method: 'POST', cookie: mod.cookie, json: { reason: 'Appeal accepted.' } })
      expect(await json(restored)).toEqual({ id: spammer.user.id, suspended_until: null, banned_at: null })
      const back = (await json(await t.request(`/api/message-boards/${(await t.deps.db.selectFrom('board_messages').select('board_id').where('id', '=', postId).executeTakeFirstOrThrow()).board_id}/messages`, { cookie: reader.cookie }))) as unknown as Array<{ id: number }>
      expect(back.map((p) => p.id)).toContain(postId)
      expect((await t.request('/api/pin/verify', { method: 'POST', cookie: `pf_device=${spammer.deviceToken}`, json: { pin: '2468' } })).status).toBe(200)
    })

    it('limits reports per address: the 21st in an hour is refused with 429', async () => {
      t.clock.advance(2 * HOUR_MS)
      const post = await t.deps.db.selectFrom('board_messages').select('id').where('id', '=', postId).executeTakeFirstOrThrow()
      const statuses: number[] = []
      for (let i = 0; i < 21; i++) statuses.push((await report({ content_kind: 'board_post', content_id: post.id, reason: 'spam' })).status)
      expect(statuses.slice(0, 20).every((s) => s === 201)).toBe(true)
      expect(statuses[20]).toBe(429)
    })
  })
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { directMessageSchema } from '@petfolk/contract/messages'
import { RECIPIENT_NOT_FOUND } from '../../auth/recipients.ts'
import { json } from '../../testing/json.ts'
import { DIALECTS } from '../../testing/test-db.ts'
import { createTestContext, type TestContext } from '../../testing/test-context.ts'

for (const dialect of DIALECTS) {
  describe(`direct messages [${dialect}]`, () => {
    let t: TestContext
    let ana: Awaited<ReturnType<TestContext['signInAs']>>
    let ben: Awaited<ReturnType<TestContext['signInAs']>>
    let cy: Awaited<ReturnType<TestContext['signInAs']>>
    beforeAll(async () => {
      t = await createTestContext(dialect)
      ana = await t.signInAs('ana@example.com', 'Ana Lopez')
      ben = await t.signInAs('ben@example.com', 'Ben Hale')
      cy = await t.signInAs('cy@example.com', 'Cy Moreau')
    })
    afterAll(() => t.dispose())

    const inbox = async (cookie: string) => directMessageSchema.array().parse(await json(await t.request('/api/messages', { cookie })))
    const send = (cookie: string, body: unknown) => t.request('/api/messages', { method: 'POST', cookie, json: body })

    it('sends by user id or handle, with both names and handles', async () => {
      const byId = await send(ana.cookie, { receiver_id: ben.user.id, subject: 'Walk on Saturday?', content: 'Shall we walk the dogs at the lake?' })
      expect(byId.status).toBe(201)
      expect(directMessageSchema.parse(await json(byId))).toMatchObject({
        sender_id: ana.user.id, receiver_id: ben.user.id, sender_name: 'Ana Lopez', receiver_name: 'Ben Hale', sender_handle: 'ana_lopez', receiver_handle: 'ben_hale', is_read: false,
      })
      expect((await send(ana.cookie, { recipient: '@Ben_Hale', content: 'By handle' })).status).toBe(201)
      expect((await send(ana.cookie, { recipient: 'ben_hale', subject: '', content: 'By bare handle' })).status).toBe(201)
      const received = await inbox(ben.cookie)
      expect(received.map((m) => m.content)).toEqual(['By bare handle', 'By handle', 'Shall we walk the dogs at the lake?'])
      expect(received[0]).toMatchObject({ subject: null, sender_handle: 'ana_lopez', receiver_handle: 'ben_hale' })
    })

    it('answers one neutral sentence for any recipient it cannot find, so an e-mail never shows it has an account', async () => {
      const before = (await t.deps.db.selectFrom('direct_messages').select('id').execute()).length
      const answers = new Set<string>()
      // Ben's real e-mail and display name, a stranger's e-mail, an unknown handle and id.
      for (const to of [{ recipient: 'ben@example.com' }, { recipient: 'BEN@EXAMPLE.COM' }, { recipient: 'Ben Hale' }, { recipient: 'nobody@example.com' }, { recipient: '@nobody_here' }, { receiver_id: 999999 }]) {
        const res = await send(ana.cookie, { ...to, content: 'hi' })
        expect(res.status, JSON.stringify(to)).toBe(400)
        answers.add(JSON.stringify(await json(res)))
      }
      expect([...answers]).toEqual([JSON.stringify({ error: RECIPIENT_NOT_FOUND })])
      expect((await t.deps.db.selectFrom('direct_messages').select('id').execute()).length).toBe(before)
    })

    it('refuses unknown or self recipients and blank messages, storing nothing', async () => {
      await t.signInAs('other-ben@example.com', 'Ben Hale Twin')
      await t.signInAs('ben2@example.com', 'Sam Vale')
      await t.signInAs('ben3@example.com', 'Sam Vale')
      const count = async () => (await t.deps.db.selectFrom('direct_messages').select('id').execute()).length
      const before = await count()
      const cases: Array<[unknown, RegExp]> = [
        [{ recipient: 'nobody@example.com', content: 'hi' }, /No member was found/],
        [{ recipient: 'Sam Vale', content: 'hi' }, /No member was found/],
        [{ recipient: '@ana_lopez', content: 'hi' }, /to yourself/],
        [{ receiver_id: ana.user.id, content: 'hi' }, /to yourself/],
        [{ receiver_id: 999999, content: 'hi' }, /No member was found/],
        [{ receiver_id: ben.user.id, content: '   ' }, /content/],
        [{ content: 'to whom?' }, /Choose who/],
        [{ receiver_id: ben.user.id, content: 'x', sender_id: cy.user.id }, /./],
      ]
      for (const [body, message] of cases) {
        const res = await send(ana.cookie, body)
        expect(res.status, JSON.stringify(body)).toBe(400)
        expect((await json(res)).error).toMatch(message)
      }
      expect(await count()).toBe(before)
    })

    it('shows each person only what they sent or received', async () => {
      expect((await inbox(ana.cookie)).length).toBe(3)
      expect(await inbox(cy.cookie)).toEqual([])
    })

    it('lets only the receiver mark a message read; others get 404', async () => {
      const [message] = await inbox(ben.cookie)
      if (!message) throw new Error('expected a message')
      expect((await json(await t.request('/api/messages/unread-count', { cookie: ben.cookie }))).unread).toBe(3)
      expect((await t.request(`/api/messages/${message.id}/read`, { method: 'PATCH', cookie: ana.cookie })).status).toBe(404)
      expect((await t.request(`/api/messages/${message.id}/read`, { method: 'PATCH', cookie: cy.cookie })).status).toBe(404)
      expect((await inbox(ben.cookie))[0]?.is_read).toBe(false)
      const read = await t.request(`/api/messages/${message.id}/read`, { method: 'PATCH', cookie: ben.cookie })
      expect(read.status).toBe(200)
      expect((await json(read)).is_read).toBe(true)
      expect((await json(await t.request('/api/messages/unread-count', { cookie: ben.cookie }))).unread).toBe(2)
      expect((await json(await t.request('/api/messages/unread-count', { cookie: ana.cookie }))).unread).toBe(0)
    })

    it('needs a session', async () => {
      expect((await t.request('/api/messages')).status).toBe(401)
      expect((await t.request('/api/messages', { method: 'POST', json: { receiver_id: 1, content: 'x' } })).status).toBe(401)
      expect((await t.request('/api/messages/1/read', { method: 'PATCH' })).status).toBe(401)
    })

    it("queues a push for each of the receiver's devices, with the subject or the start of the message", async () => {
      const at = t.clock.now().toISOString()
      const device = (userId: number, n: number) => ({ user_id: userId, endpoint: `https://push.example/${userId}-${n}`, p256dh: 'key', auth: 'auth', user_agent: null, created_at: at, updated_at: at })
      await t.deps.db.insertInto('push_subscriptions').values([device(ben.user.id, 1), device(ben.user.id, 2), device(ana.user.id, 1)]).execute()
      const pushes = async () =>
        (await t.deps.db.selectFrom('push_outbox as o').innerJoin('push_subscriptions as s', 's.id', 'o.subscription_id').select(['s.user_id', 'o.payload']).orderBy('o.id').execute()).map(
          (row) => ({ userId: row.user_id, ...(JSON.parse(row.payload) as { title: string; body: string; url: string; tag: string }) }),
        )

      const long = `${'Shall we walk the dogs by the lake on Saturday morning? '.repeat(4)}Bring treats.`
      const plain = await json(await send(ana.cookie, { receiver_id: ben.user.id, content: long }))
      const withSubject = await json(await send(ana.cookie, { receiver_id: ben.user.id, subject: 'Saturday walk', content: long }))
      const queued = await pushes()
      expect(queued.map((p) => p.userId)).toEqual([ben.user.id, ben.user.id, ben.user.id, ben.user.id])
      const [first, , second] = queued
      expect(first).toMatchObject({ title: 'New message from Ana Lopez @ana_lopez', url: `/messages?message=${plain.id}`, tag: `message-${plain.id}` })
      expect([...(first?.body ?? '')].length).toBeLessThanOrEqual(120)
      expect(first?.body).toMatch(/^Shall we walk the dogs by the lake.*…$/)
      expect(second).toMatchObject({ body: 'Saturday walk', tag: `message-${withSubject.id}` })
    })
  })
}

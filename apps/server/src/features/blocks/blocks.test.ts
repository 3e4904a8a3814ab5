import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BLOCKED_CONTACT, blockedMemberSchema } from '@petfolk/contract/blocks'
import { json } from '../../testing/json.ts'
import { DIALECTS } from '../../testing/test-db.ts'
import { createTestContext, type TestContext } from '../../testing/test-context.ts'
import { treatSentPhotosAsOwnUploads } from '../../testing/own-photos.ts'
import { sampleBoard, sampleLostPet } from '../../robustness/samples.ts'

type Member = Awaited<ReturnType<TestContext['signInAs']>>

for (const dialect of DIALECTS) {
  describe(`blocks between members [${dialect}]`, () => {
    let t: TestContext
    let ana: Member
    let ben: Member
    let cy: Member
    beforeAll(async () => {
      t = await createTestContext(dialect, { RATE_LIMITS: 'off' })
      treatSentPhotosAsOwnUploads(t)
      ana = await t.signInAs('ana@example.com', 'Ana Lopez')
      ben = await t.signInAs('ben@example.com', 'Ben Hale')
      cy = await t.signInAs('cy@example.com', 'Cy Moreau')
    })
    afterAll(() => t.dispose())

    const message = (from: Member, to: Member) => t.request('/api/messages', { method: 'POST', cookie: from.cookie, json: { receiver_id: to.user.id, content: 'Hello there' } })
    const blocks = async (who: Member) => blockedMemberSchema.array().parse(await json(await t.request('/api/blocks', { cookie: who.cookie })))

    it('blocks a member: no direct messages or gifts either way, with a clear sentence, and others are not affected', async () => {
      expect((await message(ben, ana)).status).toBe(201)
      const res = await t.request('/api/blocks', { method: 'POST', cookie: ana.cookie, json: { user_id: ben.user.id } })
      expect(res.status).toBe(201)
      expect(await json(res)).toMatchObject({ user_id: ben.user.id, display_name: 'Ben Hale', handle: 'ben_hale' })
      // Blocking twice is fine.
      expect((await t.request('/api/blocks', { method: 'POST', cookie: ana.cookie, json: { user_id: ben.user.id } })).status).toBe(201)

      const before = await t.deps.db.selectFrom('direct_messages').select('id').execute()
      for (const [from, to] of [[ben, ana], [ana, ben]] as const) {
        const refused = await message(from, to)
        expect(refused.status).toBe(403)
        expect((await json(refused)).error).toBe(BLOCKED_CONTACT)
      }
      const byHandle = await t.request('/api/messages', { method: 'POST', cookie: ben.cookie, json: { recipient: '@ana_lopez', content: 'Hello' } })
      expect(byHandle.status).toBe(403)
      expect(await t.deps.db.selectFrom('direct_messages').select('id').execute()).toEqual(before)
      const gift = await t.request('/api/gift-transactions', { method: 'POST', cookie: ben.cookie, json: { product_id: 1, receiver_id: ana.user.id, quantity: 1 } })
      expect(gift.status).toBe(403)
      expect((await json(gift)).error).toBe(BLOCKED_CONTACT)
      expect((await message(cy, ana)).status).toBe(201)
      expect((await message(ben, cy)).status).toBe(201)
    })

    it("refuses a blocked member's message through the blocker's lost-pet report", async () => {
      const report = await json(await t.request('/api/lost-pets', { method: 'POST', cookie: ana.cookie, json: sampleLostPet }))
      const res = await t.request(`/api/lost-pets/${report.id}/messages`, { method: 'POST', cookie: ben.cookie, json: { name: 'Ben', email: 'ben@example.com', message: 'Saw your dog' } })
      expect(res.status).toBe(403)
      expect((await json(res)).error).toBe(BLOCKED_CONTACT)
      expect((await t.request(`/api/lost-pets/${report.id}/messages`, { method: 'POST', cookie: cy.cookie, json: { name: 'Cy', email: 'cy@example.com', message: 'Saw your dog' } })).status).toBe(201)
    })

    it('gives board posts and replies their author id, which the web collapses for the blocker', async () => {
      const board = await json(await t.request('/api/message-boards', { method: 'POST', cookie: ben.cookie, json: sampleBoard }))
      const created = await t.request('/api/board-messages', { method: 'POST', cookie: ben.cookie, json: { board_id: board?.id, title: 'Lost cat', content: 'Seen one?' } })
      const post = await json(created)
      expect(created.status, JSON.stringify(post)).toBe(201)
      expect(post.author_id).toBe(ben.user.id)
      const reply = await json(await t.request(`/api/messages/${post.id}/replies`, { method: 'POST', cookie: ben.cookie, json: { content: 'Update: found' } }))
      expect(reply.author_id).toBe(ben.user.id)
    })

    it('lists only the member’s own blocks, refuses blocking oneself or nobody, and unblocks', async () => {
      expect((await blocks(ana)).map((b) => b.user_id)).toEqual([ben.user.id])
      expect(await blocks(ben)).toEqual([])
      const self = await t.request('/api/blocks', { method: 'POST', cookie: ana.cookie, json: { user_id: ana.user.id } })
      expect(self.status).toBe(400)
      expect((await t.request('/api/blocks', { method: 'POST', cookie: ana.cookie, json: { user_id: 999999 } })).status).toBe(404)
      expect((await t.request('/api/blocks')).status).toBe(401)
      // Ben cannot lift Ana's block.
      expect((await t.request(`/api/blocks/${ana.user.id}`, { method: 'DELETE', cookie: ben.cookie })).status).toBe(204)
      expect((await message(ben, ana)).status).toBe(403)

      expect((await t.request(`/api/blocks/${ben.user.id}`, { method: 'DELETE', cookie: ana.cookie })).status).toBe(204)
      expect(await blocks(ana)).toEqual([])
      expect((await message(ben, ana)).status).toBe(201)
    })
  })
}

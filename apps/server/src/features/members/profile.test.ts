import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MEMBER_PROFILE_NOT_FOUND, memberProfileSchema } from '@petfolk/contract/members'
import { changeRole } from '../staff/roles.ts'
import { json } from '../../testing/json.ts'
import { DIALECTS } from '../../testing/test-db.ts'
import { createTestContext, type TestContext } from '../../testing/test-context.ts'

for (const dialect of DIALECTS) {
  describe(`member profiles [${dialect}]`, () => {
    let t: TestContext
    let ana: Awaited<ReturnType<TestContext['signInAs']>>
    let ben: Awaited<ReturnType<TestContext['signInAs']>>
    beforeAll(async () => {
      t = await createTestContext(dialect)
      ana = await t.signInAs('ana.profile@example.com', 'Ana Profile')
      ben = await t.signInAs('ben.profile@example.com', 'Ben Hale')
    })
    afterAll(() => t.dispose())

    const profile = (cookie: string | undefined, handle: string) => t.request(`/api/members/${handle}`, cookie ? { cookie } : {})

    it('answers 401 to a visitor, and nothing about the member', async () => {
      const res = await profile(undefined, ben.user.handle ?? '')
      expect(res.status).toBe(401)
      expect(JSON.stringify(await json(res))).not.toContain('Ben')
    })

    it("shows another member's name, handle, role, join day and pet count, and never their e-mail", async () => {
      await t.request('/api/pets', { method: 'POST', cookie: ben.cookie, json: { name: 'Rex', species: 'dog' } })
      const res = await profile(ana.cookie, 'Ben_Hale')
      expect(res.status).toBe(200)
      const body = await json(res)
      expect(memberProfileSchema.strict().parse(body)).toEqual({
        id: ben.user.id,
        handle: 'ben_hale',
        display_name: 'Ben Hale',
        role: 'member',
        member_since: ben.user.created_at.slice(0, 10),
        pet_count: 1,
        is_you: false,
        you_blocked: false,
      })
      const text = JSON.stringify(body)
      expect(text).not.toContain('@example.com')
      expect(text).not.toContain('ben.profile')
      expect(res.headers.get('cache-control')).toBe('no-store')
    })

    it('says when the profile is the viewer’s own', async () => {
      expect(await json(await profile(ana.cookie, ana.user.handle ?? ''))).toMatchObject({ is_you: true, you_blocked: false })
    })

    it('shows the staff role for the badge', async () => {
      await changeRole(t.deps.db, { memberId: ben.user.id, role: 'moderator', actor: { label: 'command line' }, reason: 'Helps.', at: t.clock.now() })
      expect(await json(await profile(ana.cookie, 'ben_hale'))).toMatchObject({ role: 'moderator' })
      await changeRole(t.deps.db, { memberId: ben.user.id, role: 'member', actor: { label: 'command line' }, reason: 'Done.', at: t.clock.now() })
    })

    it('tells the blocker they blocked the member, and never tells the blocked member', async () => {
      expect((await t.request('/api/blocks', { method: 'POST', cookie: ana.cookie, json: { user_id: ben.user.id } })).status).toBe(201)
      expect(await json(await profile(ana.cookie, 'ben_hale'))).toMatchObject({ you_blocked: true })
      const seenByBen = await json(await profile(ben.cookie, ana.user.handle ?? ''))
      expect(seenByBen).toMatchObject({ you_blocked: false })
      expect(Object.keys(seenByBen).sort()).toEqual(Object.keys(memberProfileSchema.shape).sort())
      expect((await t.request(`/api/blocks/${ben.user.id}`, { method: 'DELETE', cookie: ana.cookie })).status).toBe(204)
      expect(await json(await profile(ana.cookie, 'ben_hale'))).toMatchObject({ you_blocked: false })
    })

    it('answers 404 with a sentence for an unknown handle, a malformed one and a banned member', async () => {
      const unknown = await profile(ana.cookie, 'nobody_here')
      expect(unknown.status).toBe(404)
      expect(await json(unknown)).toEqual({ error: MEMBER_PROFILE_NOT_FOUND })
      for (const bad of ['ab', 'has%20space', '%00', 'x'.repeat(31)]) {
        const res = await profile(ana.cookie, bad)
        expect(res.status, bad).toBe(404)
        expect(typeof (await json(res)).error).toBe('string')
      }
      await t.deps.db.updateTable('users').set({ banned_at: t.clock.now().toISOString() }).where('id', '=', ben.user.id).execute()
      const banned = await profile(ana.cookie, 'ben_hale')
      expect(banned.status).toBe(404)
      expect(await json(banned)).toEqual({ error: MEMBER_PROFILE_NOT_FOUND })
    })
  })
}

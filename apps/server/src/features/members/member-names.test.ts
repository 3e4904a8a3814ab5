import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HANDLE_CHANGES_REFUSAL } from '@petfolk/contract/members'
import { userSchema } from '@petfolk/contract/users'
import { recordSignIn } from '../../auth/sign-in.ts'
import { json } from '../../testing/json.ts'
import { DIALECTS } from '../../testing/test-db.ts'
import { createTestContext, type TestContext } from '../../testing/test-context.ts'

const DAY_MS = 24 * 60 * 60 * 1000

for (const dialect of DIALECTS) {
  describe(`names and handles that never show an e-mail, nor pass for staff [${dialect}]`, () => {
    let t: TestContext
    let searcher: Awaited<ReturnType<TestContext['signInAs']>>
    beforeAll(async () => {
      t = await createTestContext(dialect, { ADMIN_EMAILS: 'boss@example.com' })
      searcher = await t.signInAs('searcher@example.com', 'Sara Searcher')
    })
    afterAll(() => t.dispose())

    const me = async (cookie: string) => userSchema.parse(await json(await t.request('/api/users/me', { cookie })))
    const search = async (q: string) => (await json(await t.request(`/api/members?q=${encodeURIComponent(q)}`, { cookie: searcher.cookie }))) as Array<{ display_name: string }>
    const setName = (cookie: string, display_name: unknown) => t.request('/api/users/me/display-name', { method: 'PATCH', cookie, json: { display_name } })

    it("keeps a provider's name longer than members may type, cut to 60 characters, and does not ask for another", async () => {
      const long = `Bartholomew ${'Featherstonehaugh'.repeat(6)}`
      const { cookie, user } = await t.signInAs('bart@example.com', long)
      expect(user.display_name).toBe(long.slice(0, 60))
      expect(await me(cookie)).toMatchObject({ display_name: long.slice(0, 60), needs_name: false })
    })

    it('gives a member the provider sent no name (or an e-mail, or the e-mail\'s local part as name) a neutral name and handle, and asks for a name', async () => {
      const cases = [
        await t.signInAs('jo.smith@gmail.com'),
        await t.signInAs('kim.lee@gmail.com', 'kim.lee@gmail.com'),
        await t.signInAs('max.rowe@gmail.com', 'max.rowe'),
      ]
      for (const { cookie, user } of cases) {
        const handle = user.handle ?? ''
        expect(handle).toMatch(/^member\d{4}$/)
        expect(user.display_name).toBe(`Member ${handle.slice('member'.length)}`)
        const answer = await me(cookie)
        expect(answer).toMatchObject({ display_name: user.display_name, needs_name: true })
      }
      // Search finds nobody by an address or a piece of one.
      expect(await search('@gmail.com')).toEqual([])
      expect(await search('gmail')).toEqual([])
      expect(await search('jo.smith')).toEqual([])
      expect(JSON.stringify(await search('member'))).not.toContain('gmail')
    })

    it('lets such a member set a name, refusing e-mail addresses and staff look-alikes with a sentence, and keeps it at the next sign-in', async () => {
      const jo = await t.signInAs('jo.smith@gmail.com')
      for (const [name, message] of [
        ['jo.smith@gmail.com', /e-mail address/],
        ['jo.smith', /e-mail address/],
        ['Petfolk Security Team', /Petfolk or its staff/],
        ['Admin', /Petfolk or its staff/],
        ['Moderator', /Petfolk or its staff/],
        ['  ', /Type a name/],
        [42, /name/],
      ] as const) {
        const res = await setName(jo.cookie, name)
        expect(res.status, String(name)).toBe(400)
        expect((await json(res)).error, String(name)).toMatch(message)
      }
      expect((await me(jo.cookie)).needs_name).toBe(true)
      const ok = await setName(jo.cookie, '  Jo Smith ')
      expect(ok.status).toBe(200)
      expect(await json(ok)).toEqual({ display_name: 'Jo Smith', needs_name: false })
      expect(await me(jo.cookie)).toMatchObject({ display_name: 'Jo Smith', needs_name: false })
      const again = await recordSignIn(t.deps.db, { sub: 'test|jo.smith@gmail.com', email: 'jo.smith@gmail.com', name: null, picture: null }, t.clock.now())
      expect(again.display_name).toBe('Jo Smith')
      expect((await search('jo smith')).map((m) => m.display_name)).toEqual(['Jo Smith'])
    })

    it('gives no staff-like name or handle to a member from the provider, but lets an admin be called Admin', async () => {
      const fake = await t.signInAs('fake@example.com', 'Petfolk Support')
      expect(fake.user.handle).toMatch(/^member\d{4}$/)
      expect(fake.user.display_name).toMatch(/^Member \d{4}$/)
      const boss = await t.signInAs('boss@example.com', 'Bea Boss')
      expect((await setName(boss.cookie, 'Admin Bea')).status).toBe(200)
    })

    it('limits handle changes to 5 a day with 429 and a sentence; setting the same handle again is free', async () => {
      const { cookie } = await t.signInAs('changer@example.com', 'Cher Changer')
      const change = (handle: string) => t.request('/api/users/me/handle', { method: 'PATCH', cookie, json: { handle } })
      for (let n = 1; n <= 5; n += 1) expect((await change(`changer_${n}`)).status).toBe(200)
      expect((await change('changer_5')).status).toBe(200)
      const refused = await change('changer_6')
      expect(refused.status).toBe(429)
      expect(await json(refused)).toEqual({ error: HANDLE_CHANGES_REFUSAL })
      expect((await json(await t.request('/api/users/me/handle', { cookie }))).handle).toBe('changer_5')
      t.clock.advance(DAY_MS + 1000)
      expect((await change('changer_6')).status).toBe(200)
    })
  })
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { memberSchema } from '@petfolk/contract/members'
import { recordSignIn } from '../../auth/sign-in.ts'
import { changeRole } from '../staff/roles.ts'
import { json } from '../../testing/json.ts'
import { DIALECTS } from '../../testing/test-db.ts'
import { createTestContext, type TestContext } from '../../testing/test-context.ts'

for (const dialect of DIALECTS) {
  describe(`member handles and search [${dialect}]`, () => {
    let t: TestContext
    let ana: Awaited<ReturnType<TestContext['signInAs']>>
    let ana2: Awaited<ReturnType<TestContext['signInAs']>>
    let bo: Awaited<ReturnType<TestContext['signInAs']>>
    beforeAll(async () => {
      t = await createTestContext(dialect)
      ana = await t.signInAs('ana@example.com', 'Ana López')
      ana2 = await t.signInAs('ana.other@example.com', 'ana lopez')
      bo = await t.signInAs('bo.walker@example.com', 'Bo')
    })
    afterAll(() => t.dispose())

    const handleOf = async (id: number) => (await t.deps.db.selectFrom('users').select('handle').where('id', '=', id).executeTakeFirstOrThrow()).handle
    const search = (cookie: string, q: string) => t.request(`/api/members?q=${encodeURIComponent(q)}`, { cookie })
    const change = (cookie: string, handle: unknown) => t.request('/api/users/me/handle', { method: 'PATCH', cookie, json: { handle } })

    it('suggests a handle at first sign-in from the name (never the e-mail), numbered when taken, and keeps it on later sign-ins', async () => {
      expect(ana.user.handle).toBe('ana_lopez')
      expect(ana2.user.handle).toBe('ana_lopez2')
      // "Bo" is too short for a handle: a neutral one, never the e-mail's local part (bo_walker); the name stays.
      expect(bo.user.handle).toMatch(/^member\d{4}$/)
      expect(bo.user.display_name).toBe('Bo')
      const again = await recordSignIn(t.deps.db, { sub: `test|ana.other@example.com`, email: 'ana.other@example.com', name: 'Ana Lopez', picture: null }, t.clock.now())
      expect(again.handle).toBe('ana_lopez2')
      expect(await json(await t.request('/api/users/me/handle', { cookie: ana.cookie }))).toEqual({ handle: 'ana_lopez' })
    })

    it('numbers past a long run of members with the same name, taking the first free number, gaps included', async () => {
      const at = t.clock.now().toISOString()
      const taken = [1, ...Array.from({ length: 70 }, (_, i) => i + 2).filter((n) => n !== 57)]
      await t.deps.db
        .insertInto('users')
        .values(taken.map((n) => ({ email: `sam${n}@example.com`, google_sub: `seeded|sam${n}`, google_user_data: '{}', display_name: 'Sam Reed', handle: n === 1 ? 'sam_reed' : `sam_reed${n}`, created_at: at, updated_at: at, last_signed_in_at: at })))
        .execute()
      expect((await t.signInAs('sam.new@example.com', 'Sam Reed')).user.handle).toBe('sam_reed57')
      expect((await t.signInAs('sam.newer@example.com', 'Sam Reed')).user.handle).toBe('sam_reed72')
    })

    it('gives two members signing in at the same moment with the same name different handles, without an error', async () => {
      const users = await Promise.all(
        [1, 2, 3, 4].map((n) => recordSignIn(t.deps.db, { sub: `race-${n}`, email: `race${n}@example.com`, name: 'Race Same', picture: null }, t.clock.now())),
      )
      const handles = users.map((u) => u.handle)
      expect(new Set(handles).size).toBe(4)
      expect(handles.every((h) => h?.startsWith('race_same'))).toBe(true)
    })

    it('changes the handle, stored in lower case, and refuses taken (any case), reserved and malformed ones without changing anything', async () => {
      const ok = await change(ana.cookie, '@Ana_Walks')
      expect(ok.status).toBe(200)
      expect(await json(ok)).toEqual({ handle: 'ana_walks' })
      expect(await handleOf(ana.user.id)).toBe('ana_walks')

      const taken = await change(ana2.cookie, 'ANA_WALKS')
      expect(taken.status).toBe(409)
      expect(await json(taken)).toEqual({ error: 'That handle is taken.' })
      for (const [handle, message] of [
        ['ab', /3 to 30/],
        ['a'.repeat(31), /3 to 30/],
        ['ana lopez', /3 to 30/],
        ['ana-lopez', /3 to 30/],
        ['zoë_b', /3 to 30/],
        ['Admin', /reserved/],
        ['petfolk', /reserved/],
        ['support', /reserved/],
        ['adm1n', /reserved/],
        ['petfolk_support', /reserved/],
        ['supp0rt', /reserved/],
        ['moderator2', /reserved/],
        ['root_', /reserved/],
        [42, /handle/],
        ['', /handle/],
      ] as const) {
        const res = await change(ana2.cookie, handle)
        expect(res.status, String(handle)).toBe(400)
        expect((await json(res)).error, String(handle)).toMatch(message)
      }
      expect((await t.request('/api/users/me/handle', { method: 'PATCH', cookie: ana2.cookie, json: { handle: 'fine_one', email: 'x@y.z' } })).status).toBe(400)
      expect(await handleOf(ana2.user.id)).toBe('ana_lopez2')
      // Setting one's own handle again, in another case, is no conflict.
      expect((await change(ana.cookie, 'ANA_walks')).status).toBe(200)
    })

    it('finds members by part of the name or the start of the handle, never the searcher, never an e-mail', async () => {
      const byName = memberSchema.array().parse(await json(await search(bo.cookie, 'lóp')))
      expect(byName).toEqual([{ id: ana.user.id, display_name: 'Ana López', handle: 'ana_walks', role: 'member' }])
      const byName2 = await json(await search(bo.cookie, 'LOPEZ'))
      expect(byName2).toEqual([{ id: ana2.user.id, display_name: 'Ana Lopez', handle: 'ana_lopez2', role: 'member' }])
      const byHandle = (await json(await search(bo.cookie, '@ana_'))) as Array<Record<string, unknown>>
      expect(byHandle.map((m) => m.handle).sort()).toEqual(['ana_lopez2', 'ana_walks'])
      for (const row of byHandle) expect(Object.keys(row).sort()).toEqual(['display_name', 'handle', 'id', 'role'])
      // By e-mail finds nobody, and no answer carries one.
      const byEmail = await search(bo.cookie, 'ana@example.com')
      expect(await json(byEmail)).toEqual([])
      const text = await (await search(bo.cookie, 'ana')).text()
      expect(text).not.toContain('@example.com')
      // Not the searcher.
      expect((await json(await search(ana.cookie, 'ana_'))).map((m: { id: number }) => m.id)).toEqual([ana2.user.id])
      // Wildcards are plain text.
      expect(await json(await search(bo.cookie, '%%'))).toEqual([])
    })

    it('says which members are staff, so the web app can badge them (the role only, nothing else of theirs)', async () => {
      const moderator = await changeRole(t.deps.db, { memberId: ana2.user.id, role: 'moderator', actor: { label: 'command line' }, reason: 'Test.', at: new Date() })
      expect(moderator.changed).toBe(true)
      const found = memberSchema.array().parse(await json(await search(bo.cookie, '@ana_')))
      expect(Object.fromEntries(found.map((m) => [m.handle, m.role]))).toEqual({ ana_walks: 'member', ana_lopez2: 'moderator' })
      await changeRole(t.deps.db, { memberId: ana2.user.id, role: 'member', actor: { label: 'command line' }, reason: 'Test over.', at: new Date() })
    })

    it('answers at most 10 members, and refuses short or missing searches and visitors', async () => {
      for (let n = 0; n < 12; n += 1) await t.signInAs(`many${n}@example.com`, `Many Walker ${n}`)
      expect((await json(await search(bo.cookie, 'many walker'))).length).toBe(10)
      for (const q of ['', 'a', ' a ', 'x'.repeat(51)]) {
        const res = await search(bo.cookie, q)
        expect(res.status, q).toBe(400)
        expect(typeof (await json(res)).error).toBe('string')
      }
      expect((await t.request('/api/members', { cookie: bo.cookie })).status).toBe(400)
      expect((await t.request('/api/members?q=ana')).status).toBe(401)
      expect((await t.request('/api/users/me/handle', { method: 'PATCH', json: { handle: 'visitor' } })).status).toBe(401)
    })
  })

  describe(`member search limit [${dialect}]`, () => {
    let t: TestContext
    beforeAll(async () => {
      t = await createTestContext(dialect, { RATE_LIMIT_SCALE: '0.01' })
    })
    afterAll(() => t.dispose())

    it('refuses a script walking the member list with 429 and a sentence', async () => {
      const { cookie } = await t.signInAs('walker@example.com', 'Walker')
      // 300 searches per person per 10 minutes, scaled to 3 here.
      for (const q of ['aa', 'ab', 'ac']) expect((await t.request(`/api/members?q=${q}`, { cookie })).status).toBe(200)
      const refused = await t.request('/api/members?q=ad', { cookie })
      expect(refused.status).toBe(429)
      expect(refused.headers.get('retry-after')).toBeTruthy()
      expect(typeof (await json(refused)).error).toBe('string')
    })
  })
}

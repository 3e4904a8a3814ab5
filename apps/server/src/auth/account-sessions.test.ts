import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accountSessionsSchema, signedOutOthersSchema } from '@petfolk/contract/auth'
import { json } from '../testing/json.ts'
import { DIALECTS } from '../testing/test-db.ts'
import { createTestContext, type TestContext } from '../testing/test-context.ts'
import { createLogger } from '../logger.ts'
import { createSession } from './session-store.ts'
import { SWEEP_BATCH, sessionSweepTask, sweepExpired } from './session-sweeper.ts'
import { startRunner } from '../delivery/runner.ts'
import { hashToken, newToken } from './tokens.ts'

const DAY = 24 * 60 * 60 * 1000
const CHROME_ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1'

for (const dialect of DIALECTS) {
  describe(`where you're signed in [${dialect}]`, () => {
    let t: TestContext
    beforeAll(async () => {
      t = await createTestContext(dialect)
    })
    afterAll(() => t.dispose())

    const list = async (cookie: string) => {
      const res = await t.request('/api/account/sessions', { cookie })
      expect(res.status).toBe(200)
      expect(res.headers.get('cache-control')).toBe('no-store')
      return accountSessionsSchema.parse(await json(res))
    }
    const sessionCookie = (res: Response) => {
      const token = /pf_session=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1]
      if (!token) throw new Error('no session cookie')
      return token
    }
    /** A PIN login from a browser that sends this User-Agent and these cookies. */
    const pinLogin = async (cookie: string, userAgent: string) => {
      const res = await t.request('/api/pin/verify', { method: 'POST', cookie, json: { pin: '2580' }, headers: { 'user-agent': userAgent } })
      expect(res.status).toBe(200)
      return sessionCookie(res)
    }
    const sessionRows = (userId: number) => t.deps.db.selectFrom('sessions').selectAll().where('user_id', '=', userId).orderBy('id').execute()

    it('ends the session the browser still had when it signs in again with its PIN', async () => {
      const { cookie, deviceToken } = await t.signInAs('pin-again@example.com')
      expect((await t.request('/api/pin/create', { method: 'POST', cookie, json: { pin: '2580' } })).status).toBe(201)
      const token = await pinLogin(cookie, CHROME_ANDROID)
      expect((await t.request('/api/users/me', { cookie })).status).toBe(401)
      expect((await t.request('/api/users/me', { cookie: `pf_session=${token}; pf_device=${deviceToken}` })).status).toBe(200)
    })

    it("lists only the member's own live sessions, with the browser and device, flagging the current one and never a token", async () => {
      const first = await t.signInAs('lister@example.com')
      const other = await t.signInAs('someone-else@example.com')
      await t.request('/api/pin/create', { method: 'POST', cookie: first.cookie, json: { pin: '2580' } })
      t.clock.advance(60_000)
      // Another browser bound to the same member: only its device cookie, so the first session stays.
      const phone = await pinLogin(`pf_device=${first.deviceToken}`, CHROME_ANDROID)
      t.clock.advance(60_000)
      const iphone = await pinLogin(`pf_device=${first.deviceToken}`, SAFARI_IPHONE)

      const seen = await list(`pf_session=${phone}`)
      expect(seen.map((s) => [s.label, s.current])).toEqual([
        ['Safari on iPhone', false],
        ['Chrome on Android', true],
        [null, false],
      ])
      const rows = await sessionRows(first.user.id)
      expect(seen.map((s) => s.id).sort()).toEqual(rows.map((r) => r.id).sort())
      expect(seen[0]).toEqual({ id: expect.any(Number), label: 'Safari on iPhone', created_at: '2026-06-01T12:02:00.000Z', last_seen_at: '2026-06-01T12:02:00.000Z', current: false })
      const text = JSON.stringify(seen)
      for (const row of rows) expect(text).not.toContain(row.token_hash)
      expect(text).not.toContain(iphone)
      expect((await list(other.cookie)).map((s) => s.id)).not.toEqual(expect.arrayContaining([seen[0]?.id]))
      expect(await list(other.cookie)).toHaveLength(1)
    })

    it('signs out one other session, and refuses the current one, unknown ids and bad ids with a sentence', async () => {
      const a = await t.signInAs('one@example.com')
      const b = await t.signInAs('one@example.com')
      const [current, elsewhere] = [(await list(a.cookie)).find((s) => s.current), (await list(b.cookie)).find((s) => s.current)]
      if (!current || !elsewhere) throw new Error('missing sessions')

      const self = await t.request(`/api/account/sessions/${current.id}`, { method: 'DELETE', cookie: a.cookie })
      expect(self.status).toBe(400)
      expect((await json(self)).error).toMatch(/session you are using now.*Nothing was changed\.$/)
      for (const id of ['0', 'abc', '99999999', '-1']) {
        const res = await t.request(`/api/account/sessions/${id}`, { method: 'DELETE', cookie: a.cookie })
        expect(res.status, id).toBe(404)
        expect(typeof (await json(res)).error).toBe('string')
      }
      expect(await sessionRows(a.user.id)).toHaveLength(2)

      const res = await t.request(`/api/account/sessions/${elsewhere.id}`, { method: 'DELETE', cookie: a.cookie })
      expect(res.status).toBe(200)
      expect(await json(res)).toEqual({ ok: true })
      expect((await t.request('/api/users/me', { cookie: b.cookie })).status).toBe(401)
      expect((await t.request('/api/users/me', { cookie: a.cookie })).status).toBe(200)
      const again = await t.request(`/api/account/sessions/${elsewhere.id}`, { method: 'DELETE', cookie: a.cookie })
      expect(again.status).toBe(404)
    })

    it("answers 404 for another member's session and changes nothing", async () => {
      const owner = await t.signInAs('victim@example.com')
      const intruder = await t.signInAs('intruder@example.com')
      const [target] = await list(owner.cookie)
      const before = await t.deps.db.selectFrom('sessions').selectAll().orderBy('id').execute()
      const res = await t.request(`/api/account/sessions/${target?.id}`, { method: 'DELETE', cookie: intruder.cookie })
      expect(res.status).toBe(404)
      expect((await json(res)).error).toBe('That session was not found. It may have ended already.')
      expect(await t.deps.db.selectFrom('sessions').selectAll().orderBy('id').execute()).toEqual(before)
      expect((await t.request('/api/users/me', { cookie: owner.cookie })).status).toBe(200)
    })

    it('signs out everywhere else, keeping the current session and other members’ sessions', async () => {
      const here = await t.signInAs('everywhere@example.com')
      await t.signInAs('everywhere@example.com')
      await t.signInAs('everywhere@example.com')
      const neighbour = await t.signInAs('neighbour@example.com')
      const res = await t.request('/api/account/sessions/sign-out-others', { method: 'POST', cookie: here.cookie })
      expect(res.status).toBe(200)
      expect(signedOutOthersSchema.parse(await json(res))).toEqual({ ended: 2 })
      expect((await list(here.cookie)).map((s) => s.current)).toEqual([true])
      expect((await t.request('/api/users/me', { cookie: here.cookie })).status).toBe(200)
      expect((await t.request('/api/users/me', { cookie: neighbour.cookie })).status).toBe(200)
      expect((await t.request('/api/account/sessions/sign-out-others', { method: 'POST' })).status).toBe(401)
    })

    it('sweeps expired and idle sessions and devices unused for 400 days, in batches, leaving live ones', async () => {
      const { db } = t.deps
      const policy = { idleMs: t.deps.config.sessionIdleMs, maxMs: t.deps.config.sessionMaxMs }
      // Whatever earlier tests left behind ends long before this.
      t.clock.advance(500 * DAY)
      await sweepExpired(db, t.clock.now(), policy)
      const live = await t.signInAs('sweep-live@example.com')
      const old = await t.signInAs('sweep-old@example.com')
      const start = t.clock.now().getTime()
      const at = (ms: number) => new Date(start + ms).toISOString()
      // More than two batches of each, so the sweep has to go round.
      const many = SWEEP_BATCH * 2 + 7
      const rows = (make: (i: number) => Record<string, unknown>) => Array.from({ length: many }, (_, i) => make(i))
      const chunk = async (table: 'sessions' | 'devices', values: Array<Record<string, unknown>>) => {
        for (let i = 0; i < values.length; i += 200) await db.insertInto(table).values(values.slice(i, i + 200) as never).execute()
      }
      // Past their absolute end, and idle past SESSION_IDLE_DAYS.
      await chunk('sessions', rows((i) => ({ token_hash: hashToken(newToken()), user_id: old.user.id, created_at: at(-40 * DAY), last_seen_at: at(-DAY), expires_at: at(-10 * DAY + i) })))
      await chunk('sessions', rows(() => ({ token_hash: hashToken(newToken()), user_id: old.user.id, created_at: at(-9 * DAY), last_seen_at: at(-8 * DAY), expires_at: at(20 * DAY) })))
      await chunk('devices', rows(() => ({ token_hash: hashToken(newToken()), user_id: old.user.id, created_at: at(-500 * DAY), last_used_at: at(-401 * DAY), expires_at: at(-DAY) })))
      const keptToken = await createSession(db, old.user.id, t.clock.now(), policy, { label: 'Firefox on Linux' })

      const statements: string[] = []
      const counting = db.withPlugin({
        transformQuery: (args) => {
          if (args.node.kind === 'DeleteQueryNode') statements.push(args.queryId.queryId)
          return args.node
        },
        transformResult: async (args) => args.result,
      })
      expect(await sweepExpired(counting, t.clock.now(), policy)).toEqual({ sessions: many * 2, devices: many, providerRecords: 0 })
      // Three full batches, the rest, and an empty one to be sure, for each table (one empty batch for the provider's records).
      expect(statements.length).toBe(Math.ceil((many * 2) / SWEEP_BATCH) + 1 + Math.ceil(many / SWEEP_BATCH) + 1 + 1)

      expect((await t.request('/api/users/me', { cookie: live.cookie })).status).toBe(200)
      expect((await t.request('/api/users/me', { cookie: `pf_session=${keptToken}` })).status).toBe(200)
      expect(await db.selectFrom('sessions').select('user_id').execute()).toHaveLength(3)
      expect((await db.selectFrom('devices').select('id').execute()).length).toBe(2)
      expect(await sweepExpired(db, t.clock.now(), policy)).toEqual({ sessions: 0, devices: 0, providerRecords: 0 })
    })

    it('sweeps on its timer until stopped', async () => {
      const { db } = t.deps
      const policy = { idleMs: t.deps.config.sessionIdleMs, maxMs: t.deps.config.sessionMaxMs }
      const user = await t.signInAs('sweep-timer@example.com')
      const at = new Date(t.clock.now().getTime() - DAY).toISOString()
      const expired = () => ({ token_hash: hashToken(newToken()), user_id: user.user.id, created_at: at, last_seen_at: at, expires_at: at })
      const count = async () => (await db.selectFrom('sessions').select('id').where('user_id', '=', user.user.id).execute()).length
      await db.insertInto('sessions').values(expired()).execute()
      const logger = createLogger('silent')
      // On the background runner, as server.ts starts it, with a schedule short enough to watch.
      const sweeper = startRunner({ clock: t.clock, logger, tickMs: 10, tasks: [sessionSweepTask(db, { logger, policy, everyMs: 20 })] })
      await expect.poll(count, { timeout: 5000 }).toBe(1)
      await sweeper.stop()
      await db.insertInto('sessions').values(expired()).execute()
      await new Promise((resolve) => setTimeout(resolve, 100))
      expect(await count()).toBe(2)
      await sweepExpired(db, t.clock.now(), policy)
    })

    it('sweeps the same rows from two replicas at once without harm', async () => {
      const { db } = t.deps
      const policy = { idleMs: t.deps.config.sessionIdleMs, maxMs: t.deps.config.sessionMaxMs }
      const user = await t.signInAs('sweep-twice@example.com')
      const at = new Date(t.clock.now().getTime() - DAY).toISOString()
      const values = Array.from({ length: 300 }, () => ({ token_hash: hashToken(newToken()), user_id: user.user.id, created_at: at, last_seen_at: at, expires_at: at }))
      await db.insertInto('sessions').values(values).execute()
      const [one, two] = await Promise.all([sweepExpired(db, t.clock.now(), policy, 50), sweepExpired(db, t.clock.now(), policy, 50)])
      expect((one?.sessions ?? 0) + (two?.sessions ?? 0)).toBe(300)
      expect((await t.request('/api/users/me', { cookie: user.cookie })).status).toBe(200)
    })
  })
}

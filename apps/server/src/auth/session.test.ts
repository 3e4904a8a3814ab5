import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { json } from '../testing/json.ts'
import { sessionStateSchema, userSchema } from '@petfolk/contract/users'
import { DIALECTS } from '../testing/test-db.ts'
import { createTestContext, type TestContext } from '../testing/test-context.ts'

const DAY = 24 * 60 * 60 * 1000

for (const dialect of DIALECTS) {
  describe(`sessions [${dialect}]`, () => {
    let t: TestContext
    beforeAll(async () => {
      t = await createTestContext(dialect)
    })
    afterAll(() => t.dispose())

    it('GET /api/session answers visitors 200 with no user, and the signed-in user otherwise', async () => {
      const visitor = await t.request('/api/session')
      expect(visitor.status).toBe(200)
      expect(visitor.headers.get('cache-control')).toBe('no-store')
      expect(sessionStateSchema.parse(await json(visitor))).toEqual({ user: null })
      expect((await t.request('/api/session', { cookie: 'pf_session=not-a-real-token' })).status).toBe(200)

      const { cookie, user } = await t.signInAs('session-state@example.com', 'Sam Park')
      const me = sessionStateSchema.parse(await json(await t.request('/api/session', { cookie })))
      expect(me.user).toMatchObject({ id: user.id, email: 'session-state@example.com' })
      expect(me.user).toEqual(userSchema.parse(await json(await t.request('/api/users/me', { cookie }))))
    })

    it('answers the signed-in user with the documented fields', async () => {
      const { cookie, user } = await t.signInAs('maya@example.com', 'Maya Chen')
      const res = await t.request('/api/users/me', { cookie })
      expect(res.status).toBe(200)
      const body = userSchema.parse(await json(res))
      expect(body).toMatchObject({
        id: user.id,
        email: 'maya@example.com',
        google_sub: 'test|maya@example.com',
        google_user_data: { name: 'Maya Chen', email: 'maya@example.com', picture: null },
      })
      expect(Object.keys(body).sort()).toEqual(
        ['created_at', 'display_name', 'email', 'google_sub', 'google_user_data', 'id', 'last_signed_in_at', 'needs_name', 'role', 'updated_at'].sort(),
      )
    })

    it('answers 401 without a session, with a forged cookie and with an oversized one', async () => {
      for (const cookie of [undefined, 'pf_session=forged-token', `pf_session=${'a'.repeat(5000)}`]) {
        const res = await t.request('/api/users/me', { cookie })
        expect(res.status).toBe(401)
        expect((await json(res)).error).toBe('Please sign in to continue.')
      }
    })

    it('refuses a logout link followed from another site, keeping the session', async () => {
      const { cookie } = await t.signInAs('cross-site@example.com')
      const res = await t.request('/api/logout', { cookie, headers: { 'sec-fetch-site': 'cross-site' } })
      expect(res.status).toBe(403)
      expect(res.headers.get('set-cookie')).toBeNull()
      expect((await t.request('/api/users/me', { cookie })).status).toBe(200)
    })

    it('ends the session on the server at logout', async () => {
      const { cookie } = await t.signInAs('leo@example.com')
      expect((await t.request('/api/users/me', { cookie })).status).toBe(200)
      const out = await t.request('/api/logout', { cookie })
      expect(out.status).toBe(200)
      expect(out.headers.get('set-cookie')).toMatch(/pf_session=;/)
      // The old cookie is worthless now, even if a copy of it was kept.
      expect((await t.request('/api/users/me', { cookie })).status).toBe(401)
    })

    it('keeps the session when GET /api/logout is loaded as a picture, frame or page, even from our own site', async () => {
      const { cookie } = await t.signInAs('image-logout@example.com')
      for (const dest of ['image', 'iframe', 'frame', 'document', 'embed', 'object', 'script', 'style', 'video']) {
        const res = await t.request('/api/logout', { cookie, headers: { 'sec-fetch-dest': dest, 'sec-fetch-site': 'same-origin' } })
        expect(res.status, dest).toBe(400)
        expect((await json(res)).error).toMatch(/^Sign out from the menu in Petfolk.*nothing was changed\.$/)
        expect(res.headers.get('set-cookie'), dest).toBeNull()
        expect(res.headers.get('cache-control'), dest).toBe('no-store')
        expect((await t.request('/api/users/me', { cookie })).status, dest).toBe(200)
      }
    })

    it('ends the session on GET /api/logout from a script, marked empty or not marked at all', async () => {
      for (const headers of [{ 'sec-fetch-dest': 'empty', 'sec-fetch-site': 'same-origin' }, {}] as Array<Record<string, string>>) {
        const { cookie } = await t.signInAs('script-logout@example.com')
        const out = await t.request('/api/logout', { cookie, headers })
        expect(out.status).toBe(200)
        expect(out.headers.get('set-cookie')).toMatch(/pf_session=;/)
        expect((await t.request('/api/users/me', { cookie })).status).toBe(401)
      }
    })

    it('ends the session on POST /api/logout from our own pages, and refuses one from another site', async () => {
      const { cookie } = await t.signInAs('post-logout@example.com')
      const foreign = await t.request('/api/logout', { method: 'POST', cookie, json: {}, headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } })
      expect(foreign.status).toBe(403)
      expect((await t.request('/api/users/me', { cookie })).status).toBe(200)

      const out = await t.request('/api/logout', { method: 'POST', cookie, json: {}, headers: { origin: new URL(t.deps.config.appUrl).origin, 'sec-fetch-site': 'same-origin', 'sec-fetch-dest': 'empty' } })
      expect(out.status).toBe(200)
      expect(await json(out)).toEqual({ ok: true })
      expect(out.headers.get('set-cookie')).toMatch(/pf_session=;/)
      expect((await t.request('/api/users/me', { cookie })).status).toBe(401)
      // Signed out already: a second POST is harmless.
      expect((await t.request('/api/logout', { method: 'POST', cookie, json: {} })).status).toBe(200)
    })

    it('expires a session after 7 idle days', async () => {
      const { cookie } = await t.signInAs('idle@example.com')
      t.clock.advance(6 * DAY)
      expect((await t.request('/api/users/me', { cookie })).status).toBe(200)
      // Activity slides the idle window forward.
      t.clock.advance(6 * DAY)
      expect((await t.request('/api/users/me', { cookie })).status).toBe(200)
      t.clock.advance(7 * DAY + 1000)
      expect((await t.request('/api/users/me', { cookie })).status).toBe(401)
      const rows = await t.deps.db.selectFrom('sessions').innerJoin('users', 'users.id', 'sessions.user_id').where('users.email', '=', 'idle@example.com').select('sessions.id').execute()
      expect(rows).toHaveLength(0)
    })

    it('expires a session 30 days after sign-in even when it is used every day', async () => {
      const { cookie } = await t.signInAs('busy@example.com')
      for (let day = 0; day < 29; day++) {
        t.clock.advance(DAY)
        expect((await t.request('/api/users/me', { cookie })).status).toBe(200)
      }
      t.clock.advance(DAY)
      expect((await t.request('/api/users/me', { cookie })).status).toBe(401)
    })

    it('gives every sign-in its own token', async () => {
      const a = await t.signInAs('twice@example.com')
      const b = await t.signInAs('twice@example.com')
      expect(a.sessionToken).not.toBe(b.sessionToken)
      const stored = await t.deps.db.selectFrom('sessions').select('token_hash').where('user_id', '=', a.user.id).execute()
      expect(stored.map((s) => s.token_hash)).not.toContain(a.sessionToken)
      expect(stored).toHaveLength(2)
    })
  })
}

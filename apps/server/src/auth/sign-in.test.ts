import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { json } from '../testing/json.ts'
import { userSchema } from '@petfolk/contract/users'
import { HttpBrowser } from '../testing/dev-signin.ts'
import { DIALECTS } from '../testing/test-db.ts'
import { startTestServer } from '../testing/test-server.ts'

for (const dialect of DIALECTS) {
  describe(`sign-in through the development identity provider [${dialect}]`, () => {
    let server: Awaited<ReturnType<typeof startTestServer>>
    beforeAll(async () => {
      server = await startTestServer(dialect)
    })
    afterAll(() => server.stop())

    it('says which sign-in is active', async () => {
      const res = await fetch(`${server.baseUrl}/api/auth/options`)
      expect(await json(res)).toEqual({ provider: 'development' })
    })

    it('builds an authorization URL with PKCE, state and nonce, kept in a signed HttpOnly cookie', async () => {
      const browser = new HttpBrowser(server.baseUrl)
      const res = await browser.fetch('/api/oauth/google/redirect_url')
      const { redirectUrl } = (await json(res)) as { redirectUrl: string }
      const url = new URL(redirectUrl)
      expect(url.origin + url.pathname).toBe(`${server.baseUrl}/dev-idp/auth`)
      expect(url.searchParams.get('code_challenge_method')).toBe('S256')
      expect(url.searchParams.get('state')).toBeTruthy()
      expect(url.searchParams.get('nonce')).toBeTruthy()
      expect(url.searchParams.get('redirect_uri')).toBe(`${server.baseUrl}/auth/callback`)
      const cookie = res.headers.getSetCookie().find((c) => c.startsWith('pf_signin='))
      expect(cookie).toMatch(/HttpOnly/i)
      expect(cookie).toMatch(/SameSite=Lax/i)
      // The verifier never travels in the URL.
      expect(redirectUrl).not.toContain(decodeURIComponent(browser.jar.get('pf_signin') ?? 'x').slice(0, 20))
    })

    it('signs in, creates the user from the ID token claims, and binds the device', async () => {
      const browser = new HttpBrowser(server.baseUrl)
      const callback = await browser.signInAtDevIdp({ email: 'rosa@example.com', name: 'Rosa Diaz' })
      expect(callback.searchParams.get('code')).toBeTruthy()
      const res = await browser.exchange(callback)
      expect(res.status).toBe(200)
      expect(await json(res)).toEqual({ ok: true })
      const setCookies = res.headers.getSetCookie()
      expect(setCookies.find((c) => c.startsWith('pf_session='))).toMatch(/HttpOnly.*SameSite=Lax|SameSite=Lax.*HttpOnly/i)
      expect(setCookies.find((c) => c.startsWith('pf_device='))).toMatch(/HttpOnly/i)

      const me = userSchema.parse(await json(await browser.fetch('/api/users/me')))
      expect(me.email).toBe('rosa@example.com')
      expect(me.google_user_data).toEqual({ name: 'Rosa Diaz', email: 'rosa@example.com', picture: null })
      expect(me.google_sub).toMatch(/^dev-/)

      // The same e-mail signs in as the same person, with a fresh session token.
      const before = browser.jar.get('pf_session')
      await browser.signIn({ email: 'rosa@example.com', name: 'Rosa D.' })
      expect(browser.jar.get('pf_session')).not.toBe(before)
      const again = userSchema.parse(await json(await browser.fetch('/api/users/me')))
      expect(again.id).toBe(me.id)
      expect(again.google_user_data.name).toBe('Rosa D.')
    })

    it('names a member who leaves the name blank at the development provider "Member 4821", never after their e-mail, and asks for a name', async () => {
      const browser = new HttpBrowser(server.baseUrl)
      await browser.signIn({ email: 'nameless.person@example.com', name: '' })
      const me = userSchema.parse(await json(await browser.fetch('/api/users/me')))
      expect(me.display_name).toMatch(/^Member \d{4}$/)
      expect(me.needs_name).toBe(true)
      const { handle } = (await json(await browser.fetch('/api/users/me/handle'))) as { handle: string }
      expect(handle).toMatch(/^member\d{4}$/)
      expect(`${me.display_name} ${handle}`).not.toMatch(/nameless/)
    })

    it("ends the browser's previous session when it signs in again, and labels the new one", async () => {
      const browser = new HttpBrowser(server.baseUrl)
      await browser.signIn({ email: 'again@example.com', name: 'Again' })
      const first = browser.jar.get('pf_session')
      const me = userSchema.parse(await json(await browser.fetch('/api/users/me')))
      const old = await fetch(`${server.baseUrl}/api/users/me`, { headers: { cookie: `pf_session=${first}` } })
      expect(old.status).toBe(200)

      // Signed in still, the same browser signs in again (another tab, or an expired page).
      const callback = await browser.signInAtDevIdp({ email: 'again@example.com', name: 'Again' })
      const ua = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
      const body: Record<string, string> = {}
      for (const key of ['code', 'state', 'iss']) if (callback.searchParams.has(key)) body[key] = callback.searchParams.get(key) ?? ''
      const res = await browser.fetch('/api/sessions', { method: 'POST', headers: { 'content-type': 'application/json', origin: server.baseUrl, 'user-agent': ua }, body: JSON.stringify(body) })
      expect(res.status).toBe(200)
      expect(browser.jar.get('pf_session')).not.toBe(first)

      const stale = await fetch(`${server.baseUrl}/api/users/me`, { headers: { cookie: `pf_session=${first}` } })
      expect(stale.status).toBe(401)
      expect((await browser.fetch('/api/users/me')).status).toBe(200)
      const rows = await server.db.selectFrom('sessions').select(['label']).where('user_id', '=', me.id).execute()
      expect(rows).toEqual([{ label: 'Chrome on Mac' }])

      // Signing in as someone else in this browser leaves no session of the first person behind either.
      await browser.signIn({ email: 'next-person@example.com', name: 'Next' })
      expect(await server.db.selectFrom('sessions').select('id').where('user_id', '=', me.id).execute()).toEqual([])
    })

    it('refuses a replayed callback and changes nothing', async () => {
      const browser = new HttpBrowser(server.baseUrl)
      const callback = await browser.signInAtDevIdp({ email: 'replay@example.com', name: 'Re Play' })
      expect((await browser.exchange(callback)).status).toBe(200)
      const sessions = await server.db.selectFrom('sessions').select('id').execute()
      const replay = await browser.exchange(callback)
      expect(replay.status).toBe(400)
      expect((await json(replay)).error).toMatch(/expired or was already used/)
      expect(await server.db.selectFrom('sessions').select('id').execute()).toHaveLength(sessions.length)
    })

    it('refuses a code whose state does not match this browser', async () => {
      const browser = new HttpBrowser(server.baseUrl)
      const callback = await browser.signInAtDevIdp({ email: 'forged@example.com', name: 'Forged' })
      callback.searchParams.set('state', 'forged-state')
      const res = await browser.exchange(callback)
      expect(res.status).toBe(400)
      expect((await json(res)).error).toMatch(/does not belong to this browser/)
      const users = await server.db.selectFrom('users').select('id').where('email', '=', 'forged@example.com').execute()
      expect(users).toHaveLength(0)
    })

    it('refuses a code brought to another browser (no sign-in cookie)', async () => {
      const victim = new HttpBrowser(server.baseUrl)
      const callback = await victim.signInAtDevIdp({ email: 'stolen@example.com', name: 'Stolen' })
      const attacker = new HttpBrowser(server.baseUrl)
      const res = await attacker.exchange(callback)
      expect(res.status).toBe(400)
      expect(attacker.jar.get('pf_session')).toBeUndefined()
    })

    it('refuses a made-up code and a missing one', async () => {
      const browser = new HttpBrowser(server.baseUrl)
      const callback = await browser.signInAtDevIdp({ email: 'madeup@example.com', name: 'Made Up' })
      callback.searchParams.set('code', 'not-a-code')
      const res = await browser.exchange(callback)
      expect(res.status).toBe(400)
      expect((await json(res)).error).toBe('The sign-in could not be completed. Please try signing in again.')

      const missing = await browser.fetch('/api/sessions', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ state: 'x' }),
      })
      expect(missing.status).toBe(400)
      expect((await json(missing)).error).toBe('The sign-in code is missing. Please sign in again.')

      // The callback page shows this text as it is: a sentence, never "state: ...".
      const noState = await browser.fetch('/api/sessions', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ code: 'a-code', state: '' }),
      })
      expect(noState.status).toBe(400)
      expect((await json(noState)).error).toBe('The sign-in state is missing. Please sign in again.')
    })

    it('returns to the callback with access_denied when the person cancels', async () => {
      const browser = new HttpBrowser(server.baseUrl)
      const callback = await browser.signInAtDevIdp({ email: 'cancel@example.com', name: 'Cancel' }, 'abort')
      expect(callback.searchParams.get('error')).toBe('access_denied')
      expect(callback.searchParams.get('code')).toBeNull()
    })

    it('lets a device that signed in use its PIN after logout', async () => {
      const browser = new HttpBrowser(server.baseUrl)
      await browser.signIn({ email: 'quick@example.com', name: 'Quick' })
      const origin = { origin: server.baseUrl, 'content-type': 'application/json' }
      const created = await browser.fetch('/api/pin/create', { method: 'POST', headers: origin, body: JSON.stringify({ pin: '3141' }) })
      expect(created.status).toBe(201)
      expect((await browser.fetch('/api/logout')).status).toBe(200)
      expect((await browser.fetch('/api/users/me')).status).toBe(401)
      const verified = await browser.fetch('/api/pin/verify', { method: 'POST', headers: origin, body: JSON.stringify({ pin: '3141' }) })
      expect(verified.status).toBe(200)
      expect((await browser.fetch('/api/users/me')).status).toBe(200)
    })

    it('serves the provider discovery document at /dev-idp', async () => {
      const res = await fetch(`${server.baseUrl}/dev-idp/.well-known/openid-configuration`)
      const doc = (await json(res)) as { issuer: string; code_challenge_methods_supported: string[] }
      expect(doc.issuer).toBe(`${server.baseUrl}/dev-idp`)
      expect(doc.code_challenge_methods_supported).toContain('S256')
    })
  })
}

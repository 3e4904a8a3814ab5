import { mkdtempSync, writeFileSync, mkdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib'
import { Writable } from 'node:stream'
import { pino } from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from './app.ts'
import { json } from './testing/json.ts'
import { DIALECTS } from './testing/test-db.ts'
import { TEST_ORIGIN, createTestContext, type TestContext } from './testing/test-context.ts'
import { startTestServer } from './testing/test-server.ts'
import { API_SECURITY_HEADERS, pageSecurityHeaders } from './http/security.ts'
import { signInPageFile } from './http/spa.ts'
import { SESSION_COOKIE } from './auth/cookies.ts'
import { DISPLAY_NAME_PLACEHOLDER } from '@petfolk/contract/users'

for (const dialect of DIALECTS) {
  describe(`app basics [${dialect}]`, () => {
    let t: TestContext
    beforeAll(async () => {
      const dist = mkdtempSync(join(tmpdir(), 'petfolk-dist-'))
      mkdirSync(join(dist, 'assets'))
      writeFileSync(join(dist, 'index.html'), '<!doctype html><head><title>Petfolk</title></head><div id="root"></div>')
      writeFileSync(join(dist, 'landing.html'), '<!doctype html><title>Petfolk</title><div id="root"><h1>Welcome</h1></div>')
      writeFileSync(join(dist, 'signin.html'), '<!doctype html><title>Sign in</title><div id="root"><p>Continue with Google</p></div>')
      writeFileSync(join(dist, 'signin-development.html'), '<!doctype html><title>Sign in</title><div id="root"><p>Development sign-in is active</p></div>')
      writeFileSync(join(dist, 'assets', 'app-123.js'), 'console.log(1)')
      writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("push", () => {})')
      writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
      mkdirSync(join(dist, 'frames'))
      writeFileSync(
        join(dist, 'frames', 'dashboard.html'),
        `<!doctype html><head><title>Dashboard</title></head><div id="root" data-prerendered-path="/dashboard"><span title="${DISPLAY_NAME_PLACEHOLDER}">${DISPLAY_NAME_PLACEHOLDER}</span><h1>Welcome back, <!-- -->${DISPLAY_NAME_PLACEHOLDER}<!-- -->!</h1></div>`,
      )
      mkdirSync(join(dist, '.vite'))
      writeFileSync(
        join(dist, '.vite', 'manifest.json'),
        JSON.stringify({
          'index.html': { file: 'assets/app-123.js', isEntry: true, imports: ['_react.js'] },
          'src/shell/app-shell.tsx': { file: 'assets/app-shell-9.js', isDynamicEntry: true, imports: ['_react.js', '_icons.js'] },
          '_react.js': { file: 'assets/react-1.js' },
          '_icons.js': { file: 'assets/icons-2.js' },
        }),
      )
      writeFileSync(join(dist, 'assets', 'app-123.js.br'), brotliCompressSync('console.log(1)'))
      t = await createTestContext(dialect, { WEB_DIST_DIR: dist })
    })
    afterAll(() => t.dispose())

    it('answers health after checking the database', async () => {
      const res = await t.request('/api/health')
      expect(res.status).toBe(200)
      expect(res.headers.get('cache-control')).toBe('no-store')
      expect(await json(res)).toEqual({ status: 'ok' })
    })

    it('sends security headers with a CSP that allows no inline script', async () => {
      const res = await t.request('/pets/42')
      const csp = res.headers.get('content-security-policy') ?? ''
      expect(csp).toContain("script-src 'self'")
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/)
      // Images: our own, the device's, and the map tile host, and no other site (every stored picture is an upload, decision 025).
      expect(csp).toContain("img-src 'self' data: blob: https://tile.openstreetmap.org;")
      expect(csp).not.toMatch(/img-src[^;]*https:(;| )/)
      expect(res.headers.get('x-content-type-options')).toBe('nosniff')
      expect(res.headers.get('x-frame-options')).toBe('DENY')
      expect(csp).toContain("frame-ancestors 'none'")
    })

    it('writes the visitor’s session into each page of the app, escaped, and keeps it out of shared caches', async () => {
      const { cookie } = await t.signInAs('island@example.com', 'Ada </script><script>alert(1)</script>')
      const res = await t.request('/pets', { cookie })
      expect(res.headers.get('cache-control')).toBe('private, no-cache')
      const html = await res.text()
      const island = /<script id="session-state" type="application\/json">(.*?)<\/script>/.exec(html)?.[1] ?? ''
      expect(island).not.toContain('<')
      const state = JSON.parse(island) as { user: { email: string; google_user_data: { name?: string } } }
      expect(state.user.email).toBe('island@example.com')
      expect(state.user.google_user_data.name).toBe('Ada </script><script>alert(1)</script>')
      // The same answer as GET /api/session.
      expect(state).toEqual(await json(await t.request('/api/session', { cookie })))

      // Someone signed in gets the shell's chunks preloaded beside the entry (not what the entry loads anyway).
      expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/app-shell-9.js">')
      expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/icons-2.js">')
      expect(html).not.toContain('react-1.js')

      // `$` sequences in a name are text, not replacement patterns.
      const dollars = await t.signInAs('dollars@example.com', "Sam $' $& $$ Lee")
      const dollarsPage = await (await t.request('/settings', { cookie: dollars.cookie })).text()
      expect(dollarsPage).toContain('"name":"Sam $\' $& $$ Lee"')
      expect(dollarsPage.match(/<\/head>/g)).toHaveLength(1)

      // A cookie for no session (signed out elsewhere, or made up) reads as a visitor.
      const stale = await t.request('/dashboard', { cookie: 'pf_session=made-up' })
      const visitorPage = await stale.text()
      expect(visitorPage).toContain('{"user":null}')
      expect(visitorPage).not.toContain('modulepreload')
    })

    it('sends someone signed in the dashboard the build drew, with their name written in where it left its placeholder', async () => {
      const name = `Zoë <b>&amp; "Rex" O'Neil $& $'`
      const { cookie } = await t.signInAs('framed@example.com', name)
      const res = await t.request('/dashboard', { cookie })
      expect(res.headers.get('cache-control')).toBe('private, no-cache')
      const html = await res.text()
      const escaped = 'Zoë &#60;b&#62;&#38;amp; &#34;Rex&#34; O&#39;Neil $&#38; $&#39;'
      expect(html).toContain(`<span title="${escaped}">${escaped}</span><h1>Welcome back, <!-- -->${escaped}<!-- -->!</h1>`)
      expect(html).not.toContain(DISPLAY_NAME_PLACEHOLDER)
      expect(html).toContain('<script id="session-state" type="application/json">')
      // Its scripts, preloads included, come after its first paint (docs/decisions/020).
      expect(html).not.toContain('modulepreload')

      // Made per request, so compressed per request when the browser accepts it.
      const compressed = await t.request('/dashboard', { cookie, headers: { 'accept-encoding': 'gzip, deflate, br' } })
      expect(compressed.headers.get('content-encoding')).toBe('br')
      expect(compressed.headers.get('vary')).toBe('Accept-Encoding')
      expect(brotliDecompressSync(Buffer.from(await compressed.arrayBuffer())).toString('utf8')).toBe(html)
      const gzipped = await t.request('/dashboard', { cookie, headers: { 'accept-encoding': 'gzip' } })
      expect(gzipped.headers.get('content-encoding')).toBe('gzip')
      expect(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString('utf8')).toBe(html)

      // Without a name of their own, the member is "Member 4821", never the e-mail; the app asks them
      // for a name on the dashboard, which the build did not draw, so they get the app's page.
      const nameless = await t.signInAs('nameless@example.com', '')
      expect(nameless.user.display_name).toMatch(/^Member \d{4}$/)
      const namelessPage = await (await t.request('/dashboard', { cookie: nameless.cookie })).text()
      expect(namelessPage).not.toContain('data-prerendered-path')
      expect(namelessPage).not.toContain('Welcome back, <!-- -->nameless')

      // Other pages, visitors, and a name the HTML parser would not read back as written get the app's page.
      expect(await (await t.request('/pets', { cookie })).text()).not.toContain('data-prerendered-path')
      const visitor = await (await t.request('/dashboard')).text()
      expect(visitor).not.toContain('data-prerendered-path')
      expect(visitor).toContain('{"user":null}')
      const carriageReturn = await t.signInAs('cr@example.com', 'Two\rLines')
      expect(await (await t.request('/dashboard', { cookie: carriageReturn.cookie })).text()).not.toContain('data-prerendered-path')
    })

    it('answers unknown API routes 404 JSON, signed out or in: access belongs to routes, and this one has none', async () => {
      const out = await t.request('/api/no-such-thing')
      expect(out.status).toBe(404)
      expect(await json(out)).toEqual({ error: 'There is no such API route.' })
      const { cookie } = await t.signInAs('basics@example.com')
      const res = await t.request('/api/no-such-thing', { cookie })
      expect(res.status).toBe(404)
      expect(await json(res)).toEqual({ error: 'There is no such API route.' })
    })

    it('refuses state-changing requests from another origin (CSRF)', async () => {
      const { cookie } = await t.signInAs('csrf@example.com')
      const res = await t.request('/api/pin/create', {
        method: 'POST',
        cookie,
        json: { pin: '1234' },
        headers: { origin: 'https://evil.example' },
      })
      expect(res.status).toBe(403)
      expect((await json(res)).error).toMatch(/another site/)
      const status = await json(await t.request('/api/pin/status', { cookie }))
      expect(status.hasPin).toBe(false)

      const crossSite = await t.request('/api/pin/create', { method: 'POST', cookie, json: { pin: '1234' }, headers: { 'sec-fetch-site': 'cross-site' } })
      expect(crossSite.status).toBe(403)

      const sameOrigin = await t.request('/api/pin/create', { method: 'POST', cookie, json: { pin: '1234' }, headers: { origin: TEST_ORIGIN } })
      expect(sameOrigin.status).toBe(201)
    })

    it('answers 415 for a body that is not JSON, 400 for broken JSON, 413 for an oversized body', async () => {
      const { cookie } = await t.signInAs('bodies@example.com')
      const form = await t.request('/api/pin/create', {
        method: 'POST',
        cookie,
        body: 'pin=1234',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      })
      expect(form.status).toBe(415)
      expect((await json(form)).error).toMatch(/JSON/)

      const broken = await t.request('/api/pin/create', { method: 'POST', cookie, body: '{"pin":', headers: { 'content-type': 'application/json' } })
      expect(broken.status).toBe(400)
      expect(await json(broken)).toEqual({ error: 'The request body is not valid JSON.' })

      const huge = await t.request('/api/pin/create', {
        method: 'POST',
        cookie,
        body: JSON.stringify({ pin: '1234', padding: 'x'.repeat(1_100_000) }),
        headers: { 'content-type': 'application/json' },
      })
      expect(huge.status).toBe(413)
      expect((await json(huge)).error).toMatch(/too large/)
      const status = await json(await t.request('/api/pin/status', { cookie }))
      expect(status.hasPin).toBe(false)
    })

    it('serves the web app with a history fallback and long-lived asset caching', async () => {
      const deep = await t.request('/pets/42')
      expect(deep.status).toBe(200)
      expect(deep.headers.get('content-type')).toMatch(/text\/html/)
      expect(deep.headers.get('cache-control')).toBe('private, no-cache')
      expect(await deep.text()).toBe(
        '<!doctype html><head><title>Petfolk</title><script id="session-state" type="application/json">{"user":null}</script></head><div id="root"></div>',
      )

      // `/` is the prerendered landing page, uncached like every page.
      const landing = await t.request('/')
      expect(landing.status).toBe(200)
      expect(landing.headers.get('content-type')).toMatch(/text\/html/)
      expect(landing.headers.get('cache-control')).toBe('no-cache')
      expect(await landing.text()).toContain('<h1>Welcome</h1>')

      const asset = await t.request('/assets/app-123.js')
      expect(asset.status).toBe(200)
      expect(asset.headers.get('cache-control')).toContain('immutable')
      expect(await asset.text()).toBe('console.log(1)')

      // The build's brotli copy goes to browsers that accept it, with the same type and caching.
      const compressed = await t.request('/assets/app-123.js', { headers: { 'accept-encoding': 'gzip, br' } })
      expect(compressed.headers.get('content-encoding')).toBe('br')
      expect(compressed.headers.get('content-type')).toMatch(/javascript/)
      expect(compressed.headers.get('cache-control')).toContain('immutable')
      expect(brotliDecompressSync(Buffer.from(await compressed.arrayBuffer())).toString()).toBe('console.log(1)')

      // The service worker lists each release's files: it is checked again on every load, unlike other unhashed files.
      expect((await t.request('/sw.js')).headers.get('cache-control')).toBe('no-cache')
      expect((await t.request('/favicon.svg')).headers.get('cache-control')).toBe('public, max-age=3600')
    })

    it('serves /signin as the page prerendered for its sign-in provider, and sends signed-in people on to the dashboard', async () => {
      // The test context signs in through the development provider.
      const visitor = await t.request('/signin?next=somewhere')
      expect(visitor.status).toBe(200)
      expect(visitor.headers.get('content-type')).toMatch(/text\/html/)
      expect(visitor.headers.get('cache-control')).toBe('no-cache')
      expect(await visitor.text()).toContain('Development sign-in is active')

      const { cookie } = await t.signInAs('signin-page@example.com')
      const signedIn = await t.request('/signin', { cookie })
      expect(signedIn.status).toBe(302)
      expect(signedIn.headers.get('location')).toBe('/dashboard')
      expect(signedIn.headers.get('cache-control')).toBe('private, no-cache')

      // A session that is no longer valid counts as a visitor.
      const stale = await t.request('/signin', { cookie: `${SESSION_COOKIE}=not-a-session` })
      expect(stale.status).toBe(200)
      expect(await stale.text()).toContain('Development sign-in is active')
    })
  })
}

describe('the sign-in page file', () => {
  it('is the one prerendered for the configured provider', () => {
    expect(signInPageFile('google')).toBe('signin.html')
    expect(signInPageFile('development')).toBe('signin-development.html')
  })
})

describe('the running server', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>
  beforeAll(async () => {
    server = await startTestServer('sqlite')
  })
  afterAll(() => server.stop())

  it('sets the security headers on every answer at the HTTP layer, once: the page set on pages, the API set on the API', async () => {
    const SECURITY_HEADERS = pageSecurityHeaders('https://tile.openstreetmap.org')
    for (const [path, expected] of [
      ['/', SECURITY_HEADERS],
      ['/no-such-page', SECURITY_HEADERS],
      ['/api/health', API_SECURITY_HEADERS],
      ['/api/pets', API_SECURITY_HEADERS],
      ['/api/no-such-route', API_SECURITY_HEADERS],
    ] as const) {
      const res = await fetch(`${server.baseUrl}${path}`)
      for (const [name, value] of expected) expect(res.headers.get(name), `${name} on ${path}`).toBe(value)
      expect(res.headers.get('content-security-policy')?.split(',')).toHaveLength(1)
    }
    const api = await fetch(`${server.baseUrl}/api/health`)
    expect(api.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'")
  })

  it('answers health checks before the framework with the same answer the app’s own route gives', async () => {
    const res = await fetch(`${server.baseUrl}/api/health`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/json')
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(await res.json()).toEqual({ status: 'ok' })
    // HEAD and other spellings go through the app's own route.
    const head = await fetch(`${server.baseUrl}/api/health`, { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(await (await fetch(`${server.baseUrl}/api/health?probe=1`)).json()).toEqual({ status: 'ok' })
  })
})

describe('the API app', () => {
  let t: TestContext
  beforeAll(async () => {
    t = await createTestContext('sqlite')
  })
  afterAll(() => t.dispose())

  it('makes a route without a JSON body the only handler of its path, which Hono calls without a middleware chain', () => {
    const app = createApp(t.deps)
    for (const path of ['/api/pets', '/api/pets/7', '/api/session', '/api/notifications', '/api/message-boards']) {
      expect(app.router.match('GET', path)[0], `GET ${path}`).toHaveLength(1)
    }
    // A JSON body adds the shared steps and its size limit before the route; the pages'
    // catch-all routes never see an API path.
    expect(app.router.match('POST', '/api/pets')[0]).toHaveLength(3)
  })

  it('hands every other path to the pages, so /apiary is a page and /api an API path', async () => {
    const page = await t.send('/apiary')
    expect(page.headers.get('content-type')).not.toContain('application/json')
    const api = await t.send('/api')
    expect(api.status).toBe(404)
    expect(await json(api)).toEqual({ error: 'There is no such API route.' })
  })

  it('refuses a cross-site write before it reaches the route, on a path with a JSON body or without', async () => {
    const { cookie } = await t.signInAs('crosssite@example.com')
    for (const [method, path] of [['POST', '/api/pets'], ['DELETE', '/api/pets/1']] as const) {
      const res = await t.send(path, { method, headers: { cookie, origin: 'https://elsewhere.example', 'content-type': 'application/json' }, body: method === 'POST' ? '{}' : undefined })
      expect(res.status, `${method} ${path}`).toBe(403)
      expect(await json(res)).toEqual({ error: 'This request came from another site and was refused.' })
    }
  })
})

describe('the request log', () => {
  it('writes one line per request the app answers, without the query, when LOG_LEVEL is info', async () => {
    const lines: Array<Record<string, unknown>> = []
    const sink = new Writable({ write: (chunk: Buffer, _encoding, done) => (lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>), done()) })
    const server = await startTestServer('sqlite', {}, { logger: pino({ level: 'info' }, sink) })
    try {
      await fetch(`${server.baseUrl}/api/pets?token=secret`)
      await fetch(`${server.baseUrl}/no-such-page`)
      await expect.poll(() => lines.filter((line) => line.msg === 'request').length).toBe(2)
      const logged = lines.filter((line) => line.msg === 'request')
      expect(logged.map(({ method, path, status }) => ({ method, path, status }))).toEqual([
        { method: 'GET', path: '/api/pets', status: 401 },
        { method: 'GET', path: '/no-such-page', status: expect.any(Number) },
      ])
      expect(typeof logged[0]?.ms).toBe('number')
    } finally {
      await server.stop()
    }
  })
})

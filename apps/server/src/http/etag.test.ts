import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DIALECTS } from '../testing/test-db.ts'
import { createTestContext, type TestContext } from '../testing/test-context.ts'
import { HttpBrowser } from '../testing/dev-signin.ts'
import { startTestServer } from '../testing/test-server.ts'
import { matchesTag, weakTag } from './etag.ts'

describe('weakTag', () => {
  it('is the same for the same text and differs when the text changes, even by one character', () => {
    const list = JSON.stringify([{ id: 1, name: 'Pip' }, { id: 2, name: 'Mo' }])
    expect(weakTag(list)).toBe(weakTag(JSON.stringify(JSON.parse(list))))
    expect(weakTag(list)).toMatch(/^W\/"[0-9a-z]+-[0-9a-z]+"$/)
    const variants = [list.replace('Pip', 'Pop'), list.replace('Mo', 'Mö'), list.replace('"id":1', '"id":3'), `${list} `, '[]']
    for (const other of variants) expect(weakTag(other)).not.toBe(weakTag(list))
  })
})

describe('matchesTag', () => {
  it('compares weakly, in lists and with *', () => {
    expect(matchesTag('W/"abc"', 'W/"abc"')).toBe(true)
    expect(matchesTag('"abc"', 'W/"abc"')).toBe(true)
    expect(matchesTag('W/"x", W/"abc"', 'W/"abc"')).toBe(true)
    expect(matchesTag('*', 'W/"abc"')).toBe(true)
    expect(matchesTag('W/"abd"', 'W/"abc"')).toBe(false)
    expect(matchesTag(undefined, 'W/"abc"')).toBe(false)
  })
})

for (const dialect of DIALECTS) {
  describe(`ETag and 304 on lists [${dialect}]`, () => {
    let t: TestContext
    let cookie: string
    beforeAll(async () => {
      t = await createTestContext(dialect)
      cookie = (await t.signInAs('etag@example.com')).cookie
    })
    afterAll(() => t.dispose())

    it('answers 304 with no body to a repeat request, and a new tag once the list changes', async () => {
      const first = await t.request('/api/pets', { cookie })
      expect(first.status).toBe(200)
      const tag = first.headers.get('etag')
      expect(tag).toMatch(/^W\/"[\w-]+"$/)
      expect(first.headers.get('cache-control')).toBe('private, no-cache')
      expect(await first.json()).toEqual([])

      const repeat = await t.request('/api/pets', { cookie, headers: { 'if-none-match': tag as string } })
      expect(repeat.status).toBe(304)
      expect(await repeat.text()).toBe('')
      expect(repeat.headers.get('etag')).toBe(tag)

      const created = await t.request('/api/pets', { method: 'POST', cookie, json: { name: 'Pip', species: 'cat' } })
      expect(created.status).toBe(201)
      expect(created.headers.get('etag')).toBeNull()
      const changed = await t.request('/api/pets', { cookie, headers: { 'if-none-match': tag as string } })
      expect(changed.status).toBe(200)
      expect(changed.headers.get('etag')).not.toBe(tag)
      expect(((await changed.json()) as unknown[]).length).toBe(1)
    })

    it('tags every list: boards, businesses, lost pets, messages, notifications', async () => {
      for (const path of ['/api/message-boards', '/api/businesses', '/api/lost-pets', '/api/messages', '/api/notifications', '/api/gift-products']) {
        const res = await t.request(path, { cookie })
        expect(res.status, path).toBe(200)
        const tag = res.headers.get('etag')
        expect(tag, path).toBeTruthy()
        expect((await t.request(path, { cookie, headers: { 'if-none-match': tag as string } })).status, path).toBe(304)
      }
    })

    it('does not tag errors', async () => {
      const res = await t.request('/api/pets/999999', { cookie })
      expect(res.status).toBe(404)
      expect(res.headers.get('etag')).toBeNull()
    })
  })
}

describe('ETag and cache headers under the Node server', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>
  let cookie: string
  beforeAll(async () => {
    server = await startTestServer('sqlite')
    const browser = new HttpBrowser(server.baseUrl)
    await browser.signIn({ email: 'node-etag@example.com', name: 'Node Etag' })
    cookie = browser.jar.header(`${server.baseUrl}/api/pets`)
  })
  afterAll(() => server.stop())

  it('sends the default cache header and the tag once each, and 304 to a repeat', async () => {
    const first = await fetch(`${server.baseUrl}/api/pets`, { headers: { cookie } })
    expect(first.status).toBe(200)
    expect(first.headers.get('cache-control')).toBe('private, no-cache')
    expect(first.headers.get('content-type')).toBe('application/json')
    const tag = first.headers.get('etag') as string
    expect(tag).toMatch(/^W\/"[\w-]+"$/)
    expect(await first.json()).toEqual([])
    const repeat = await fetch(`${server.baseUrl}/api/pets`, { headers: { cookie, 'if-none-match': tag } })
    expect(repeat.status).toBe(304)
    expect(repeat.headers.get('etag')).toBe(tag)
    expect(repeat.headers.get('cache-control')).toBe('private, no-cache')
  })

  it('lets a route’s own Cache-Control replace the default, also on its error answers', async () => {
    const missing = await fetch(`${server.baseUrl}/api/lost-pets/999999/matches`, { headers: { cookie } })
    expect(missing.status).toBe(404)
    expect(missing.headers.get('cache-control')).toBe('no-store')
  })

  it('adds neither to writes', async () => {
    const created = await fetch(`${server.baseUrl}/api/pets`, {
      method: 'POST',
      headers: { cookie, origin: server.baseUrl, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Pip', species: 'cat' }),
    })
    expect(created.status).toBe(201)
    expect(created.headers.get('etag')).toBeNull()
    expect(created.headers.get('cache-control')).toBeNull()
  })
})

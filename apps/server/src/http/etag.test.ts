import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DIALECTS } from '../testing/test-db.ts'
import { createTestContext, type TestContext } from '../testing/test-context.ts'
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

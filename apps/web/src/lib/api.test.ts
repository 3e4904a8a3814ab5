import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { endpoint, noBody } from '@petfolk/contract/endpoint'
import { api, ApiError, endpointUrl, NetworkError, pagePath } from './api.ts'
import { json, mockFetch, pageOf } from '../test/fetch-mock.ts'

const rowSchema = z.object({ id: z.number() })
const things = endpoint({
  method: 'GET',
  path: '/api/things',
  summary: 'Things.',
  access: 'signed-in',
  paged: true,
  query: z.object({ q: z.string().optional(), tag: z.array(z.string()).optional() }),
  answers: { 200: z.array(rowSchema) },
})
const saveThing = endpoint({
  method: 'PUT',
  path: '/api/things/:id',
  summary: 'Saves a thing.',
  access: 'signed-in',
  body: z.object({ name: z.string() }),
  answers: { 200: rowSchema, 201: rowSchema },
})
const removeThing = endpoint({ method: 'DELETE', path: '/api/things/:id', summary: 'Removes.', access: 'signed-in', answers: { 204: noBody } })
const sharedThing = endpoint({ method: 'GET', path: '/api/shared/:token', summary: 'Shared.', access: 'public', params: { token: z.string() }, answers: { 200: rowSchema } })

function requested(spy: ReturnType<typeof mockFetch>): URL[] {
  return spy.mock.calls.map(([input]) => new URL(String(input), 'http://localhost'))
}

describe('pagePath', () => {
  it('adds limit and cursor to a path with or without a query string', () => {
    expect(pagePath('/api/messages', {})).toBe('/api/messages')
    expect(pagePath('/api/messages', { cursor: null })).toBe('/api/messages')
    expect(pagePath('/api/messages', { cursor: 'eyJ9', limit: 200 })).toBe('/api/messages?limit=200&cursor=eyJ9')
    expect(pagePath('/api/gift-transactions?type=sent', { cursor: 'a+b/c=' })).toBe('/api/gift-transactions?type=sent&cursor=a%2Bb%2Fc%3D')
  })
})

describe('endpointUrl', () => {
  it('fills path parameters as one encoded segment each and leaves empty query values out', () => {
    expect(endpointUrl(sharedThing, { params: { token: 'a/b c' } })).toBe('/api/shared/a%2Fb%20c')
    expect(endpointUrl(things, { query: { q: '', tag: ['x', 'y'] } })).toBe('/api/things?tag=x&tag=y')
    expect(() => endpointUrl(saveThing, {})).toThrow(/needs the path parameter id/)
  })
})

describe('api.call', () => {
  it('sends the body as JSON to the filled path and parses the answer with the schema of the status it came with', async () => {
    const spy = mockFetch({ 'PUT /api/things/7': () => json({ id: 7 }, 201) })
    await expect(api.call(saveThing, { params: { id: 7 }, body: { name: 'Seven' } })).resolves.toEqual({ id: 7 })
    const init = spy.mock.calls[0]?.[1]
    expect(init).toMatchObject({ method: 'PUT', credentials: 'same-origin', body: JSON.stringify({ name: 'Seven' }) })
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json')
  })

  it('answers null for an answer without a body, and refuses an answer its schema does not accept', async () => {
    mockFetch({ 'DELETE /api/things/7': () => new Response(null, { status: 204 }) })
    await expect(api.call(removeThing, { params: { id: 7 } })).resolves.toBeNull()
    mockFetch({ 'PUT /api/things/7': () => json({ id: 'seven' }) })
    await expect(api.call(saveThing, { params: { id: 7 }, body: { name: 'Seven' } })).rejects.toBeInstanceOf(z.ZodError)
  })

  it("turns a refusal into an ApiError with the server's sentence, and a failed fetch into a NetworkError", async () => {
    mockFetch({ 'PUT /api/things/7': () => json({ error: 'Thing not found' }, 404) })
    const error: unknown = await api.call(saveThing, { params: { id: 7 }, body: { name: 'x' } }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).status).toBe(404)
    expect((error as ApiError).serverMessage).toBe('Thing not found')

    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))))
    await expect(api.call(removeThing, { params: { id: 1 } })).rejects.toBeInstanceOf(NetworkError)
  })
})

describe('api.page', () => {
  it('answers the rows and the X-Next-Cursor header, and sends the query, limit and cursor', async () => {
    const spy = mockFetch({ 'GET /api/things': () => json([{ id: 1 }, { id: 2 }], 200, { 'X-Next-Cursor': 'WzJd' }) })
    await expect(api.page(things, {})).resolves.toEqual({ items: [{ id: 1 }, { id: 2 }], nextCursor: 'WzJd' })
    await api.page(things, { query: { q: 'x' }, cursor: 'WzJd', limit: 2 })
    expect(Object.fromEntries(requested(spy)[1]?.searchParams ?? [])).toEqual({ q: 'x', limit: '2', cursor: 'WzJd' })
  })

  it('answers nextCursor null on the last page, validates every row and passes the abort signal on', async () => {
    const spy = mockFetch({ 'GET /api/things': () => json([{ id: 3 }]) })
    const controller = new AbortController()
    await expect(api.page(things, { signal: controller.signal })).resolves.toEqual({ items: [{ id: 3 }], nextCursor: null })
    expect(spy.mock.calls[0]?.[1]?.signal).toBe(controller.signal)

    mockFetch({ 'GET /api/things': () => json([{ id: 'one' }]) })
    await expect(api.page(things, {})).rejects.toBeInstanceOf(z.ZodError)
  })
})

describe('api.all', () => {
  it('follows the pages until there is no next cursor', async () => {
    const rows = Array.from({ length: 5 }, (_, index) => ({ id: index + 1 }))
    const spy = mockFetch({ 'GET /api/things': ({ url }) => pageOf(rows, url, 2) })
    await expect(api.all(things, { limit: 2 })).resolves.toEqual(rows)
    expect(requested(spy).map((url) => url.searchParams.get('cursor'))).toEqual([null, '2', '4'])
  })
})

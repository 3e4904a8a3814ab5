import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { api, ApiError, NetworkError, pagePath } from './api.ts'
import { json, mockFetch, pageOf } from '../test/fetch-mock.ts'

const rowSchema = z.object({ id: z.number() })

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

describe('api.getPage', () => {
  it('answers the rows and the X-Next-Cursor header, and sends the cursor it is given', async () => {
    const spy = mockFetch({ 'GET /api/things': () => json([{ id: 1 }, { id: 2 }], 200, { 'X-Next-Cursor': 'WzJd' }) })
    await expect(api.getPage('/api/things', { schema: rowSchema })).resolves.toEqual({ items: [{ id: 1 }, { id: 2 }], nextCursor: 'WzJd' })
    await api.getPage('/api/things?q=x', { schema: rowSchema, cursor: 'WzJd', limit: 2 })
    const second = requested(spy)[1]
    expect(Object.fromEntries(second?.searchParams ?? [])).toEqual({ q: 'x', limit: '2', cursor: 'WzJd' })
    expect(spy.mock.calls[1]?.[1]).toMatchObject({ method: 'GET', credentials: 'same-origin' })
  })

  it('answers nextCursor null on the last page', async () => {
    mockFetch({ 'GET /api/things': () => json([{ id: 3 }]) })
    await expect(api.getPage('/api/things', { schema: rowSchema })).resolves.toEqual({ items: [{ id: 3 }], nextCursor: null })
  })

  it('validates every row and fails with the same errors as the rest of the client', async () => {
    mockFetch({ 'GET /api/things': () => json([{ id: 'one' }]) })
    await expect(api.getPage('/api/things', { schema: rowSchema })).rejects.toBeInstanceOf(z.ZodError)

    mockFetch({ 'GET /api/things': () => json({ error: 'The cursor is not valid. Start again from the first page.' }, 400) })
    const error: unknown = await api.getPage('/api/things', { schema: rowSchema, cursor: 'bad' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).status).toBe(400)
    expect((error as ApiError).serverMessage).toBe('The cursor is not valid. Start again from the first page.')

    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))))
    await expect(api.getPage('/api/things', { schema: rowSchema })).rejects.toBeInstanceOf(NetworkError)
  })

  it('passes the abort signal on', async () => {
    const spy = mockFetch({ 'GET /api/things': () => json([]) })
    const controller = new AbortController()
    await api.getPage('/api/things', { schema: rowSchema, signal: controller.signal })
    expect(spy.mock.calls[0]?.[1]?.signal).toBe(controller.signal)
  })
})

describe('api.getAll', () => {
  it('follows the pages until there is no next cursor', async () => {
    const rows = Array.from({ length: 5 }, (_, index) => ({ id: index + 1 }))
    const spy = mockFetch({ 'GET /api/things': ({ url }) => pageOf(rows, url, 2) })
    await expect(api.getAll('/api/things', { schema: rowSchema, limit: 2 })).resolves.toEqual(rows)
    expect(requested(spy).map((url) => url.searchParams.get('cursor'))).toEqual([null, '2', '4'])
  })
})

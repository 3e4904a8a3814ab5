import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_ID } from '@petfolk/contract/fields'
import { NEXT_CURSOR_HEADER } from '@petfolk/contract/pagination'
import { cursorOf, fillPath } from '../robustness/bad-input.ts'
import { changedTables, snapshotter, type Snapshotter } from '../robustness/db-snapshot.ts'
import { photoBytes } from '../robustness/fixtures.ts'
import { sampleBoard, sampleMediaFields, sampleVet } from '../robustness/samples.ts'
import { sweepRoutes, type RouteSpec } from '../robustness/sweep-routes.ts'
import { registeredEndpoints } from './endpoint-router.ts'
import { json } from '../testing/json.ts'
import { DIALECTS } from '../testing/test-db.ts'
import { MANY_REQUESTS_TIMEOUT_MS, createTestContext, type TestContext } from '../testing/test-context.ts'

/**
 * Issue 14, item 1: ids are PostgreSQL integers (1 … 2147483647). A number past that used to reach
 * the SQL and come back as a 500 on PostgreSQL only; it must be refused at the door on both
 * databases: 404 for a path id, 400 for a body id, a query id or a paging cursor.
 */
const PAST_MAX = [MAX_ID + 1, 2 ** 53 - 1, 999_999_999_999_999]
/** The rate limiter counts refused attempts too; that is its job, not a write of the refused request. */
const BOOKKEEPING = ['rate_limits']

/** The route's path with every parameter naming `id` (`:file` takes `<id>.ics`). */
function pathWith(route: RouteSpec, id: number): string {
  return fillPath(route.path, Object.fromEntries(Object.keys(route.params ?? {}).map((name) => [name, name === 'file' ? `${id}.ics` : String(id)])))
}

for (const dialect of DIALECTS) {
  describe(`the id rule, 1 to ${MAX_ID} [${dialect}]`, () => {
    let t: TestContext
    let owner: Awaited<ReturnType<TestContext['signInAs']>>
    let friend: Awaited<ReturnType<TestContext['signInAs']>>
    let snap: Snapshotter
    let rows: { pet: number; vet: number; board: number; post: number }

    beforeAll(async () => {
      // An admin, so the staff routes reach their id checks instead of refusing a member (403).
      // Limits scaled up: every route is called with each edge id, more often than a person would.
      t = await createTestContext(dialect, { ADMIN_EMAILS: 'ids@example.com', RATE_LIMIT_SCALE: '100' })
      owner = await t.signInAs('ids@example.com', 'Ida Ids')
      friend = await t.signInAs('ids-friend@example.com', 'Fred Friend')
      const made = async (path: string, body: unknown) => {
        const res = await t.request(path, { method: 'POST', cookie: owner.cookie, json: body })
        if (res.status !== 201) throw new Error(`${path} answered ${res.status}: ${await res.text()}`)
        return (await json(res)).id as number
      }
      const pet = await made('/api/pets', { name: 'Biscuit', species: 'dog' })
      const vet = await made('/api/veterinarians', sampleVet)
      const board = await made('/api/message-boards', sampleBoard)
      const post = await made('/api/board-messages', { board_id: board, title: 'Hello', content: 'First post.' })
      rows = { pet, vet, board, post }
      snap = snapshotter(t.database)
    })
    afterAll(async () => {
      snap?.close()
      await t?.dispose()
    })

    /** Sends the request and checks that it changed nothing but the rate limiter's counts. */
    async function unchanged(send: () => Promise<Response>): Promise<Response> {
      const before = await snap.take()
      const res = await send()
      const changed = changedTables(before, await snap.take()).filter((name) => !BOOKKEEPING.includes(name))
      expect(changed, `${res.status} changed the database`).toEqual([])
      return res
    }

    // Every :id route, five ids each, with the database compared before and after each request.
    it('answers 404 with a sentence for path ids past the limit, as for the largest id no row has', async () => {
      // From the app's own descriptors: a new :id route is checked without editing this file.
      const idRoutes = sweepRoutes(registeredEndpoints(t.app)).filter((r) => r.params && !Object.values(r.params).includes('shareToken'))
      expect(idRoutes.length).toBeGreaterThan(20)
      for (const id of [MAX_ID, ...PAST_MAX]) {
        for (const route of idRoutes) {
          const body = route.body?.kind === 'json' ? route.body.sample : undefined
          const path = pathWith(route, id)
          const res = await unchanged(() => t.request(path, { method: route.method, cookie: owner.cookie, ...(body ? { json: body } : {}) }))
          const answer = await json(res)
          expect(res.status, `${route.method} ${path}: ${JSON.stringify(answer)}`).toBe(404)
          expect(answer.error, `${route.method} ${path}`).toMatch(/^[A-Z].+/)
        }
      }
    }, MANY_REQUESTS_TIMEOUT_MS)

    /** Each body id field of every route that takes one, with a body that is valid but for that field. */
    const bodyCases = (): Array<{ path: string; field: string; body: (id: number) => unknown }> => [
      { path: '/api/appointments', field: 'pet_id', body: (id) => ({ pet_id: id, veterinarian_id: rows.vet, appointment_date: '2026-07-01T09:30:00' }) },
      { path: '/api/appointments', field: 'veterinarian_id', body: (id) => ({ pet_id: rows.pet, veterinarian_id: id, appointment_date: '2026-07-01T09:30:00' }) },
      { path: '/api/board-messages', field: 'board_id', body: (id) => ({ board_id: id, title: 'Lost ball', content: 'Red, by the creek.' }) },
      { path: '/api/messages', field: 'receiver_id', body: (id) => ({ receiver_id: id, content: 'Walk tomorrow?' }) },
      { path: '/api/gift-transactions', field: 'product_id', body: (id) => ({ product_id: id, receiver_id: friend.user.id }) },
      { path: '/api/gift-transactions', field: 'receiver_id', body: (id) => ({ product_id: 1, receiver_id: id }) },
      { path: '/api/gift-transactions', field: 'recipient_pet_id', body: (id) => ({ product_id: 1, receiver_id: friend.user.id, recipient_pet_id: id }) },
      { path: '/api/custom-merchandise-orders', field: 'product_id', body: (id) => ({ product_id: id, quantity: 1 }) },
      { path: '/api/custom-merchandise-orders', field: 'pet_id', body: (id) => ({ product_id: 1, pet_id: id }) },
      { path: '/api/merchandise-orders/checkout', field: 'items.0.product_id', body: (id) => ({ items: [{ product_id: id, quantity: 1 }], shipping_address: '1 Main St, Austin TX' }) },
      { path: '/api/merchandise-orders/checkout', field: 'items.0.pet_id', body: (id) => ({ items: [{ product_id: 1, quantity: 1, pet_id: id }], shipping_address: '1 Main St, Austin TX' }) },
      { path: '/api/daily-pet-showcase', field: 'pet_id', body: (id) => ({ pet_id: id, story: 'Best boy.' }) },
    ]

    it('answers 400 naming the field for body ids past the limit, and writes nothing', async () => {
      for (const { path, field, body } of bodyCases()) {
        for (const id of PAST_MAX) {
          const res = await unchanged(() => t.request(path, { method: 'POST', cookie: owner.cookie, json: body(id) }))
          const answer = await json(res)
          expect(res.status, `${path} ${field}=${id}: ${JSON.stringify(answer)}`).toBe(400)
          expect(answer.error, `${path} ${field}=${id}`).toBe(`${field}: Must be an id no larger than ${MAX_ID}.`)
        }
      }
    })

    it('takes the largest id as an id (a missing row), not as bad input about its size', async () => {
      for (const { path, field, body } of bodyCases()) {
        const res = await unchanged(() => t.request(path, { method: 'POST', cookie: owner.cookie, json: body(MAX_ID) }))
        const answer = await json(res)
        expect(res.status, `${path} ${field}=${MAX_ID}: ${JSON.stringify(answer)}`).toBeLessThan(500)
        expect(answer.error ?? '', `${path} ${field}=${MAX_ID}`).not.toContain(String(MAX_ID))
      }
    })

    it('answers 400 for a media backup whose pet_id is past the limit', async () => {
      const photo = await photoBytes()
      for (const id of PAST_MAX) {
        const form = new FormData()
        for (const [key, value] of Object.entries({ ...sampleMediaFields, client_id: `ids-${id}`, pet_id: String(id) })) form.append(key, value)
        form.append('file', new File([new Uint8Array(photo)], 'photo.png', { type: 'image/png' }))
        const res = await unchanged(() => t.request('/api/media-backups', { method: 'POST', cookie: owner.cookie, body: form }))
        const answer = await json(res)
        expect(res.status, `pet_id=${id}: ${JSON.stringify(answer)}`).toBe(400)
        expect(answer.error).toBe(`pet_id: pet_id must be an id no larger than ${MAX_ID}.`)
      }
    })

    it('answers 400 for an id past the limit in a query', async () => {
      for (const id of PAST_MAX) {
        const res = await t.request(`/api/merchandise-products?category=${id}`, { cookie: owner.cookie })
        const answer = await json(res)
        expect(res.status, `category=${id}: ${JSON.stringify(answer)}`).toBe(400)
        expect(answer.error).toContain('category')
      }
      expect((await t.request(`/api/merchandise-products?category=${MAX_ID}`, { cookie: owner.cookie })).status).toBe(200)
    })

    const lists = () => [
      '/api/pets',
      '/api/veterinarians',
      '/api/appointments',
      `/api/pets/${rows.pet}/medical-records`,
      '/api/gift-transactions',
      '/api/lost-pets',
      '/api/lost-pets?q=pepper',
      '/api/media-backups',
      '/api/notifications',
      '/api/veteran-service-dog-stories',
      '/api/message-boards',
      `/api/message-boards/${rows.board}/messages`,
      `/api/messages/${rows.post}/replies`,
      '/api/messages',
      '/api/businesses',
      '/api/businesses?q=vet',
    ]

    it('answers 400 with a sentence for a paging cursor holding an id past the limit, on every list', async () => {
      const cursors = PAST_MAX.flatMap((id) => [[id], [0, id], [1, id], ['2026-07-01T09:30:00', id]])
      for (const list of lists()) {
        for (const values of cursors) {
          const glue = list.includes('?') ? '&' : '?'
          const res = await t.request(`${list}${glue}cursor=${cursorOf(values)}`, { cookie: owner.cookie })
          const answer = await json(res)
          expect(res.status, `${list} after ${JSON.stringify(values)}: ${JSON.stringify(answer)}`).toBe(400)
          expect(answer.error).toMatch(/cursor/i)
        }
      }
    })

    it('refuses cursors no page ever gave (fractions, negatives, NUL) and still pages with real ones', async () => {
      for (const values of [[1.5], [-1], [MAX_ID, 0.5], ['a\u0000b', 1]]) {
        const res = await t.request(`/api/appointments?cursor=${cursorOf(values)}`, { cookie: owner.cookie })
        expect(res.status, JSON.stringify(values)).toBe(400)
      }
      for (const list of ['/api/pets', '/api/message-boards']) {
        const last = await t.request(`${list}?cursor=${cursorOf([MAX_ID])}`, { cookie: owner.cookie })
        expect(last.status, list).toBe(200)
      }
      expect((await t.request('/api/pets', { method: 'POST', cookie: owner.cookie, json: { name: 'Noodle', species: 'cat' } })).status).toBe(201)
      const next = (await t.request('/api/pets?limit=1', { cookie: owner.cookie })).headers.get(NEXT_CURSOR_HEADER)
      expect(next).toBeTruthy()
      const second = await json(await t.request(`/api/pets?limit=1&cursor=${next}`, { cookie: owner.cookie }))
      expect((second as unknown as Array<{ name: string }>).map((p) => p.name)).toEqual(['Noodle'])
    })
  })
}

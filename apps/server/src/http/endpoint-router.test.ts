import { Hono } from 'hono'
import { z } from 'zod'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endpoint } from '@petfolk/contract/endpoint'
import type { AppEnv } from '../app-env.ts'
import { createTestContext, type TestContext } from '../testing/test-context.ts'
import { created, endpointRouter, literalsFirst, ok, registerRoutes } from './endpoint-router.ts'

const one = endpoint({ method: 'GET', path: '/api/things/:id', summary: 'One thing.', access: 'public', rows: { id: 'pet' }, answers: { 200: z.string() } })
const note = endpoint({
  method: 'POST',
  path: '/api/things/:id/notes',
  summary: 'A note on a thing.',
  access: 'public',
  rows: { id: 'pet' },
  quota: { name: 'thing-note', per: { param: 'id', as: 'thing' }, windowSeconds: 60, allowance: 1, refusal: 'Enough notes.' },
  answers: { 201: z.string() },
})
const map = endpoint({ method: 'GET', path: '/api/things/map', summary: 'The map of things.', access: 'public', answers: { 200: z.string() } })

describe('registering routes from their descriptors', () => {
  let t: TestContext
  beforeAll(async () => {
    t = await createTestContext('sqlite')
  })
  afterAll(() => t.dispose())

  it('registers literal segments before parameters, whatever order the routers are listed in', async () => {
    const api = new Hono<AppEnv>()
    const endpoints = registerRoutes(api, () => undefined, [
      endpointRouter(t.deps).on(one, ({ params }) => ok(`thing ${params.id}`)),
      endpointRouter(t.deps).on(map, () => ok('the map')),
    ])
    expect(endpoints).toEqual([one, map])
    expect(api.routes.map((r) => r.path)).toEqual(['/api/things/map', '/api/things/:id'])
  })

  it('refuses a route registered twice', () => {
    const twice = [endpointRouter(t.deps).on(map, () => ok('a')), endpointRouter(t.deps).on(map, () => ok('b'))]
    expect(() => registerRoutes(new Hono<AppEnv>(), () => undefined, twice)).toThrow('GET /api/things/map is registered twice')
  })

  it('orders paths segment by segment, a literal before a parameter', () => {
    const paths = ['/api/pets/:id', '/api/lost-pets/:id/sightings', '/api/lost-pets/map', '/api/lost-pets/:id', '/api/pets/:petId/medical-records', '/api/pets']
    expect([...paths].sort(literalsFirst)).toEqual(['/api/lost-pets/map', '/api/lost-pets/:id', '/api/lost-pets/:id/sightings', '/api/pets', '/api/pets/:id', '/api/pets/:petId/medical-records'])
  })

  it('answers the literal route of the app itself: the lost-and-found map is not report "map"', async () => {
    const member = await t.signInAs('map-reader@example.com', 'Map Reader')
    const res = await t.request('/api/lost-pets/map', { cookie: member.cookie })
    expect(res.status).toBe(200)
    expect(Array.isArray(await res.json())).toBe(true)
  })

  it('refuses to answer a success that did not spend its quota: the quota is spent in the write, not forgotten', async () => {
    const api = new Hono<AppEnv>()
    let thrown: unknown
    api.onError((error, c) => {
      thrown = error
      return c.text('failed', 500)
    })
    registerRoutes(api, () => undefined, [endpointRouter(t.deps).on(note, () => created('noted'))])
    // The Node response the listener hands every request, where the route's pattern is noted for the metrics.
    const env = { outgoing: {} }
    expect((await api.request('/api/things/3/notes', { method: 'POST' }, env)).status).toBe(500)
    expect(String(thrown)).toContain('POST /api/things/:id/notes answered without spending its quota thing-note')
  })
})

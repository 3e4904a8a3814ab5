import { Hono } from 'hono'
import { z } from 'zod'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endpoint } from '@petfolk/contract/endpoint'
import type { AppEnv } from '../app-env.ts'
import { createTestContext, type TestContext } from '../testing/test-context.ts'
import { endpointRouter, literalsFirst, ok, registerRoutes } from './endpoint-router.ts'

const one = endpoint({ method: 'GET', path: '/api/things/:id', summary: 'One thing.', access: 'public', rows: { id: 'pet' }, answers: { 200: z.string() } })
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
})

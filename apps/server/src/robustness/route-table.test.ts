import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, type TestContext } from '../testing/test-context.ts'
import { registeredEndpoints } from '../http/endpoint-router.ts'
import { ROUTES, routeKey } from './route-table.ts'

describe('the robustness route table', () => {
  let t: TestContext
  beforeAll(async () => {
    t = await createTestContext('sqlite')
  })
  afterAll(() => t.dispose())

  it('lists exactly the API routes app.ts mounts, so a new route cannot escape the bad-input tests', () => {
    const mounted = new Set(
      t.app.routes.filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/')).map(routeKey),
    )
    const listed = ROUTES.map(routeKey)
    expect(new Set(listed).size, 'the table lists a route twice').toBe(listed.length)
    expect([...mounted].filter((k) => !listed.includes(k)), 'mounted in app.ts but missing from robustness/route-table.ts').toEqual([])
    expect(listed.filter((k) => !mounted.has(k)), 'listed in robustness/route-table.ts but not mounted').toEqual([])
  })

  it('starts every fuzzed body from one its schema accepts', () => {
    for (const route of ROUTES) {
      const body = route.body
      if (!body?.schema) continue
      const sample = body.kind === 'json' ? body.sample : { ...body.fields }
      const result = body.schema.safeParse(sample)
      expect(result.success, `${routeKey(route)}: ${JSON.stringify(result.error?.issues)}`).toBe(true)
    }
  })

  it('agrees with each route\'s descriptor on who may call it and which body schema it takes', () => {
    const descriptors = new Map(registeredEndpoints(t.app).map((e) => [routeKey(e), e]))
    for (const route of ROUTES) {
      if (route.path === '/api/health') continue
      const descriptor = descriptors.get(routeKey(route))
      expect(descriptor, `${routeKey(route)} has no descriptor`).toBeDefined()
      expect(descriptor?.access, routeKey(route)).toBe(route.access === 'session' ? 'signed-in' : route.access)
      const body = descriptor?.body
      if (route.body?.kind === 'json' && route.body.schema) expect(body === route.body.schema, `${routeKey(route)}: the table fuzzes another schema than the route reads`).toBe(true)
    }
  })

  it('names every path parameter of every route', () => {
    for (const route of ROUTES) {
      const names = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1])
      expect(Object.keys(route.params ?? {}).sort(), routeKey(route)).toEqual(names.sort())
    }
  })
})

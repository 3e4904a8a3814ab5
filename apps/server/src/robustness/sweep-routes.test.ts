import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isMultipart } from '@petfolk/contract/endpoint'
import { HEALTH_PATH } from '../http/health.ts'
import { registeredEndpoints } from '../http/endpoint-router.ts'
import { createTestContext, type TestContext } from '../testing/test-context.ts'
import { routeKey, sweepGaps, sweepRoutes } from './sweep-routes.ts'

describe('what the robustness sweeps read from the registered descriptors', () => {
  let t: TestContext
  beforeAll(async () => {
    t = await createTestContext('sqlite')
  })
  afterAll(() => t.dispose())

  it('registers every API route from a descriptor, so no route escapes the sweeps', () => {
    const routes = t.app.routes.filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/') && r.path !== HEALTH_PATH).map(routeKey)
    const described = registeredEndpoints(t.app).map(routeKey)
    expect(new Set(described).size, 'a route is described twice').toBe(described.length)
    expect(routes.filter((k) => !described.includes(k)), 'registered without a descriptor').toEqual([])
    expect(described.filter((k) => !routes.includes(k)), 'described but not registered').toEqual([])
  })

  it('finds on every descriptor what the sweeps need: row kinds for path parameters, example bodies and queries', () => {
    const gaps = registeredEndpoints(t.app).flatMap((e) => sweepGaps(e).map((gap) => `${routeKey(e)}: ${gap}`))
    expect(gaps).toEqual([])
  })

  it('covers every registered route, each once', () => {
    const registered = registeredEndpoints(t.app)
    const swept = sweepRoutes(registered)
    expect(swept.length).toBe(registered.length)
    expect(new Set(swept.map(routeKey))).toEqual(new Set(registered.map(routeKey)))
  })

  it("starts every fuzzed body and query from one its descriptor's schema accepts", () => {
    for (const e of registeredEndpoints(t.app)) {
      const body = e.body && isMultipart(e.body) ? e.body.fields : e.body
      const sample = e.example?.body ?? {}
      if (body) {
        const result = body.safeParse(sample)
        expect(result.success, `${routeKey(e)} body: ${JSON.stringify(result.error?.issues)}`).toBe(true)
      }
      if (e.query && e.example?.query) {
        const result = e.query.safeParse(e.example.query)
        expect(result.success, `${routeKey(e)} query: ${JSON.stringify(result.error?.issues)}`).toBe(true)
      }
    }
  })
})

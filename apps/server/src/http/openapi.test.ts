import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openApiPath } from '@petfolk/contract/openapi'
import { createTestContext, type TestContext } from '../testing/test-context.ts'

describe('GET /api/openapi.json', () => {
  let t: TestContext
  let doc: { openapi: string; paths: Record<string, Record<string, { responses: Record<string, unknown>; security: unknown[] }>> }
  beforeAll(async () => {
    t = await createTestContext('sqlite')
    const res = await t.request('/api/openapi.json')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^application\/json/)
    doc = (await res.json()) as typeof doc
  })
  afterAll(() => t.dispose())

  it('is an OpenAPI 3.1 document anyone may read', () => {
    expect(doc.openapi).toBe('3.1.0')
  })

  it('lists every route the app mounts under /api, so none is registered outside its descriptor', () => {
    const documented = new Set(Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`)))
    const mounted = t.app.routes
      .filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/') && r.path !== '/api/health')
      .map((r) => `${r.method} ${openApiPath(r.path)}`)
    expect(mounted.length).toBeGreaterThan(0)
    expect(mounted.filter((route) => !documented.has(route))).toEqual([])
  })

  it('describes a signed-in list with its page query, its answer and its refusals', () => {
    const list = doc.paths['/api/pets']?.get
    expect(list?.security).toEqual([{ session: [] }])
    expect(Object.keys(list?.responses ?? {})).toEqual(expect.arrayContaining(['200', '400', '401']))
    expect(JSON.stringify(list)).toContain('"name":"cursor"')
    const one = doc.paths['/api/pets/{id}']?.get
    expect(Object.keys(one?.responses ?? {})).toEqual(expect.arrayContaining(['200', '401', '404']))
  })

  it("shows each descriptor's example request and its quota", () => {
    const create = doc.paths['/api/pets']?.post as unknown as { requestBody: { content: Record<string, { example?: unknown }> } }
    expect(create.requestBody.content['application/json']?.example).toMatchObject({ name: 'Biscuit', species: 'dog' })
    const report = doc.paths['/api/lost-pets']?.post as unknown as Record<string, unknown>
    expect(report['x-quota']).toEqual({ rule: 'lost-pet-report', per: 'member', windowSeconds: 86400, allowance: 5 })
  })
})

import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DialectName } from '../db/dialect.ts'
import { DIALECTS } from '../testing/test-db.ts'
import { BAD_IDS, BAD_TOKENS, EDGE_CURSORS, EDGE_IDS, bodyCase, encodeQueryPart, fillPath, idFieldPaths, jsonText, multipartWith, queryCase, withPreview, withValueAt, type BodyCase } from './bad-input.ts'
import { changedTables, snapshotter, type Snapshot, type Snapshotter } from './db-snapshot.ts'
import { Member, createOwnedRows, photoBytes, startClockedServer, type OwnedRows } from './fixtures.ts'
import { expectJsonError, rawRequest } from './raw-http.ts'
import { createApp } from '../app.ts'
import { registeredEndpoints } from '../http/endpoint-router.ts'
import { appEndpoints, formTakesPetId, routeKey, sweepRoutes, type RouteSpec } from './sweep-routes.ts'

/**
 * Item 4 of the hardening issue: every API route, fed malformed, oversized, wrongly typed,
 * missing and extra fields, odd Unicode, huge numbers, wrong content types, bad path ids and
 * foreign origins, signed in and not, answers below 500 with a JSON `error`, and every refusal
 * leaves the database byte for byte as it was. Reproduce a failure with FC_SEED=<seed>.
 */
const NUM_RUNS = Number(process.env.ROBUSTNESS_RUNS ?? 30)
/**
 * Each route has its own fixed seed, so a run is repeatable; FC_SEED=<n> replays a printed
 * failure, FC_SEED=random explores new cases.
 */
const SEED = process.env.FC_SEED
function seedFor(route: RouteSpec): { seed?: number } {
  if (SEED === 'random') return {}
  if (SEED) return { seed: Number(SEED) }
  let hash = 20260601
  for (const ch of routeKey(route)) hash = (Math.imul(hash, 31) + ch.charCodeAt(0)) | 0
  return { seed: hash }
}
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
const FOREIGN_ORIGIN = 'https://evil.example'
/** The rate limiter counts every attempt, refused ones too: that is its job, not a write of the refused request. */
const BOOKKEEPING = ['rate_limits']

type Auth = 'a' | 'b' | 'none' | 'garbage'
type OriginChoice = 'same' | 'none' | 'foreign' | 'null' | 'cross-site'

interface Plan {
  auth: Auth
  garbageCookie: string
  origin: OriginChoice
  params: Record<string, string>
  query: string
  body: BodyCase | null
  /** The one right answer, for the id-rule examples (any refusal below 500 will do otherwise). */
  status?: number
}

/**
 * Every `of`-th route the app registers, starting at the `part`-th, against its own server on
 * `dialect`. The routes are fuzzed in parts, each a test file of its own (bad-input.*.test.ts), so
 * the test runner's workers share them: in one file they took over two minutes of one worker.
 */
export async function describeBadInput(dialect: DialectName, part: number, of: number): Promise<void> {
  // Known before any test runs, one test each: read from a throwaway app's registered descriptors.
  const all = sweepRoutes(await appEndpoints())
  const parts = Array.from({ length: of }, (_, p) => all.filter((_, index) => index % of === p))
  const routes = parts[part - 1] ?? []
  const unavailable = !DIALECTS.includes(dialect)
  describe.skipIf(unavailable)(`bad input on every API route [${dialect}, part ${part} of ${of}: ${routes.length} routes]${unavailable ? ' (skipped: set TEST_DATABASE_URL to run)' : ''}`, () => {
    let server: Awaited<ReturnType<typeof startClockedServer>>
    let a: Member
    let b: Member
    let aRows: OwnedRows
    let bRows: OwnedRows
    let snap: Snapshotter
    let photo: Buffer

    beforeAll(async () => {
      // Limits scaled up so the fuzzer's volume reaches the validators; the limiter itself still runs.
      // A is an admin, so staff routes reach their validators too; B, a member, is refused them.
      server = await startClockedServer(dialect, { RATE_LIMIT_SCALE: '100', ADMIN_EMAILS: 'fuzz-a@example.com' })
      a = await new Member(server.baseUrl, 'fuzz-a@example.com').signIn()
      b = await new Member(server.baseUrl, 'fuzz-b@example.com').signIn()
      aRows = await createOwnedRows(a, b)
      bRows = await createOwnedRows(b, a)
      // The reports just made queued fan-out and match jobs: run them now, not during a later case.
      await server.running.settleJobs()
      snap = snapshotter(server.database)
      photo = await photoBytes()
    }, 60_000)
    afterAll(async () => {
      snap?.close()
      await server?.stop()
    })

    it('covers, in its parts together, every route the server registers', () => {
      const registered = registeredEndpoints(createApp(server.running.deps))
      expect(parts.reduce((sum, p) => sum + p.length, 0)).toBe(registered.length)
      expect(new Set(parts.flat().map(routeKey))).toEqual(new Set(registered.map(routeKey)))
    })

    /** The route's sample with its id fields pointing at A's rows (or at B, for recipients). */
    function sampleFor(route: RouteSpec): Record<string, unknown> | null {
      if (route.body?.kind !== 'json') return null
      const sample = { ...route.body.sample }
      for (const [field, ref] of Object.entries(route.body.refs ?? {})) sample[field] = ref === 'otherMember' ? b.id : aRows[ref]
      return sample
    }

    function planFor(route: RouteSpec): fc.Arbitrary<Plan> {
      const params: Record<string, fc.Arbitrary<string>> = {}
      for (const [name, kind] of Object.entries(route.params ?? {})) {
        const own = String(aRows[kind])
        const others = String(bRows[kind])
        const bad = kind === 'shareToken' || kind === 'relayToken' ? BAD_TOKENS : BAD_IDS
        const value = fc.oneof({ weight: 4, arbitrary: fc.constant(own) }, { weight: 1, arbitrary: fc.constant(others) }, { weight: 3, arbitrary: fc.constantFrom(...bad) })
        params[name] = name === 'file' ? value.map((v) => `${v}.ics`) : value
      }
      const paramsArb = fc.record(params)
      // Most cases are well-formed requests from A with one thing wrong, so they reach the
      // validators and the handler; the rest vary everything at once.
      const targeted = fc.record({
        auth: fc.constant<Auth>('a'),
        garbageCookie: fc.constant(''),
        origin: fc.constant<OriginChoice>('same'),
        params: paramsArb,
        query: route.method === 'GET' || route.query ? queryCase(route) : fc.constant(''),
        body: bodyCase(route, sampleFor(route), photo, true),
      })
      const wild = fc.record({
        auth: fc.oneof({ weight: 3, arbitrary: fc.constant<Auth>('a') }, { weight: 1, arbitrary: fc.constant<Auth>('b') }, { weight: 2, arbitrary: fc.constantFrom<Auth>('none', 'garbage') }),
        garbageCookie: fc.constantFrom('pf_session=abc', 'pf_session=', 'pf_session=%00', `pf_session=${'a'.repeat(4000)}`, 'pf_device=zzz', '=;;;', 'pf_session=x; pf_session=y'),
        origin: fc.oneof({ weight: 3, arbitrary: fc.constant<OriginChoice>('same') }, { weight: 4, arbitrary: fc.constantFrom<OriginChoice>('none', 'foreign', 'null', 'cross-site') }),
        params: paramsArb,
        query: route.method === 'GET' || route.query ? queryCase(route) : fc.oneof({ weight: 4, arbitrary: fc.constant('') }, { weight: 1, arbitrary: queryCase(route) }),
        body: bodyCase(route, sampleFor(route), photo, false),
      })
      return fc.oneof({ weight: 6, arbitrary: targeted }, { weight: 4, arbitrary: wild })
    }

    /**
     * Always tried first: a well-formed request from A with U+0000 in its first text field (or
     * query value). PostgreSQL text cannot hold it, so this is where a 500 hides.
     */
    function nulExample(route: RouteSpec): Plan {
      const params = Object.fromEntries(Object.entries(route.params ?? {}).map(([name, kind]) => [name, name === 'file' ? `${aRows[kind]}.ics` : String(aRows[kind])]))
      const queryKey = Object.keys(route.query ?? {})[0]
      const plan: Plan = { auth: 'a', garbageCookie: '', origin: 'same', params, query: queryKey ? `${queryKey}=${encodeQueryPart('a\u0000b')}` : '', body: null }
      const sample = sampleFor(route)
      if (sample) {
        const textKey = Object.keys(sample).find((k) => typeof sample[k] === 'string') ?? 'x'
        const text = jsonText({ ...sample, [textKey]: 'a\u0000b' })
        plan.body = withPreview({ label: 'NUL in a text field', bytes: Buffer.from(text), contentType: 'application/json', parsed: JSON.parse(text) as unknown })
      }
      if (route.body?.kind === 'multipart') {
        const textKey = Object.keys(route.body.fields).find((k) => k === 'title') ?? Object.keys(route.body.fields)[0]
        plan.body = withPreview({ ...multipartWith(route.body, photo, textKey ? { [textKey]: 'a\u0000b' } : {}), label: 'NUL in a multipart field' })
      }
      return plan
    }

    /**
     * Always tried too: A's well-formed request with one id at the edge of the id rule (item 1 of
     * issue 14), in turn in each path parameter (404), each id field of the body (400) and the
     * paging cursor of a list (400).
     */
    function idExamples(route: RouteSpec): Plan[] {
      const own = Object.fromEntries(Object.entries(route.params ?? {}).map(([name, kind]) => [name, name === 'file' ? `${aRows[kind]}.ics` : String(aRows[kind])]))
      const base = { auth: 'a', garbageCookie: '', origin: 'same', params: own, query: '' } as const
      const sample = sampleFor(route)
      const body = route.body?.kind === 'multipart' ? withPreview(multipartWith(route.body, photo, {})) : sample ? jsonCase(sample) : null
      const plans: Plan[] = []
      for (const id of EDGE_IDS) {
        for (const [name, kind] of Object.entries(route.params ?? {})) {
          if (kind !== 'shareToken' && kind !== 'relayToken') plans.push({ ...base, body, params: { ...own, [name]: name === 'file' ? `${id}.ics` : String(id) }, status: 404 })
        }
        if (sample) for (const path of idFieldPaths(sample)) plans.push({ ...base, body: jsonCase(withValueAt(sample, path, id)), status: 400 })
        // The media backup's form carries one id, the optional pet_id, as digits.
        if (route.body?.kind === 'multipart' && formTakesPetId(route.body)) plans.push({ ...base, body: withPreview(multipartWith(route.body, photo, { pet_id: String(id) })), status: 400 })
      }
      if (route.query?.limit !== undefined) for (const cursor of EDGE_CURSORS) plans.push({ ...base, body, query: `cursor=${cursor}`, status: 400 })
      return plans
    }

    function jsonCase(value: unknown): BodyCase {
      const text = jsonText(value)
      return withPreview({ label: 'id at the edge of the id rule', bytes: Buffer.from(text), contentType: 'application/json', parsed: JSON.parse(text) as unknown })
    }

    for (const route of routes) {
      it(`${routeKey(route)} refuses bad input cleanly`, async () => {
        let baseline: Snapshot = await snap.take()
        const property = fc.asyncProperty(planFor(route), async (plan) => {
          if (route.neverValid && route.body?.kind === 'json' && route.body.schema?.safeParse(plan.body?.parsed).success) fc.pre(false)
          const path = fillPath(route.path, plan.params) + (plan.query ? `?${plan.query}` : '')
          const headers: Record<string, string> = {}
          const cookie = plan.auth === 'a' ? a.cookie() : plan.auth === 'b' ? b.cookie() : plan.auth === 'garbage' ? plan.garbageCookie : ''
          if (cookie) headers.cookie = cookie
          if (plan.origin === 'same' || plan.origin === 'cross-site') headers.origin = a.origin
          if (plan.origin === 'foreign') headers.origin = FOREIGN_ORIGIN
          if (plan.origin === 'null') headers.origin = 'null'
          if (plan.origin === 'cross-site') headers['sec-fetch-site'] = 'cross-site'
          if (plan.body?.contentType) headers['content-type'] = plan.body.contentType
          const context = `${route.method} ${path.slice(0, 200)} [auth ${plan.auth}, origin ${plan.origin}, body ${plan.body?.label ?? 'none'}, type ${plan.body?.contentType ?? 'none'}]`

          const res = await rawRequest(server.baseUrl, { method: route.method, path, headers, ...(plan.body ? { body: plan.body.bytes } : {}) })

          expect(res.status, `${context}: ${res.body.toString('utf8').slice(0, 300)}`).toBeLessThan(500)
          if (res.status >= 400) expectJsonError(res, context)
          if (plan.status !== undefined) expect(res.status, `${context} [${plan.query}]: ${res.body.toString('utf8').slice(0, 300)}`).toBe(plan.status)
          const refusedOrigin = plan.origin === 'foreign' || plan.origin === 'null' || plan.origin === 'cross-site'
          if (UNSAFE.has(route.method) && refusedOrigin) expect([403, 429], `${context}: a cross-site request`).toContain(res.status)
          const signedIn = plan.auth === 'a' || plan.auth === 'b'
          // A dot segment ('..', '%2e%2e') is resolved away before routing, so the request names no route at all: 404.
          const leavesRoute = Object.values(plan.params ?? {}).some((v) => /^(\.|%2e){1,2}$/i.test(String(v)))
          if (route.access !== 'public' && !signedIn) expect(leavesRoute ? [401, 403, 404, 413, 429] : [401, 403, 413, 429], `${context}: without a session`).toContain(res.status)
          const body = route.body
          const declaredJson = /^application\/json\b/i.test(plan.body?.contentType ?? '')
          if (body?.kind === 'json' && plan.body && !declaredJson) {
            expect(res.status, `${context}: a body not sent as JSON is never taken as one`).toBeGreaterThanOrEqual(400)
          }
          const sentJson = declaredJson && plan.body?.parsed !== undefined
          if (body?.kind === 'json' && body.schema && sentJson && !body.schema.safeParse(plan.body?.parsed).success) {
            expect(res.status, `${context}: the contract refuses this body, so the server must too`).toBeGreaterThanOrEqual(400)
          }

          // A new report's fan-out and matching run on the server's workers after its 201: let them
          // finish now, so their writes are this request's and are not taken for the next one's.
          if (res.status < 300) await server.running.settleJobs()
          const after = await snap.take()
          if (res.status >= 400) {
            const changed = changedTables(baseline, after)
            const allowed = [...BOOKKEEPING, ...(route.rejectionWrites?.statuses.includes(res.status) ? route.rejectionWrites.tables : [])]
            expect(changed.filter((t) => !allowed.includes(t)), `${context}: a ${res.status} changed the database`).toEqual([])
          }
          baseline = after
          if (res.status < 300 && route.endsSession) {
            if (plan.auth === 'a') await a.signIn()
            if (plan.auth === 'b') await b.signIn()
            baseline = await snap.take()
          }
        })
        await fc.assert(property, { numRuns: NUM_RUNS, ...seedFor(route), examples: [[nulExample(route)], ...idExamples(route).map((plan): [Plan] => [plan])] })
        // A successful DELETE took A's row away; later routes need it back to reach their validators.
        if (route.method === 'DELETE') {
          aRows = await createOwnedRows(a, b)
          await server.running.settleJobs()
        }
      }, 120_000)
    }
  })
}

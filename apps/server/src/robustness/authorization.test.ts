import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isSchema, type EndpointSpec, type RefKind } from '@petfolk/contract/endpoint'
import type { LooseJson } from '../testing/json.ts'
import { DIALECTS } from '../testing/test-db.ts'
import { fillPath } from './bad-input.ts'
import { changedTables, snapshotter, type Snapshot, type Snapshotter } from './db-snapshot.ts'
import { Member, createOwnedRows, startClockedServer, type OwnedRows } from './fixtures.ts'
import { rawRequest } from './raw-http.ts'
import { samplePet } from './samples.ts'
import { appEndpoints, routeKey, sweepRoute } from './sweep-routes.ts'

/**
 * Item 4, second half: B reaching for A's rows by id, on every route that takes the id of a
 * user-owned row, gets 404 (400 where the id is a field of B's own new row), and afterwards the
 * database is byte for byte what it was: A's rows are unchanged. The routes come from the app's
 * registered descriptors: their row kinds, example bodies and sweep notes.
 */

type Owned = Exclude<RefKind, 'otherMember'>
type BRows = { pet: number | string; vet: number | string }

/** Rows only their owner can name: anyone else naming one by id is told it does not exist. */
const PRIVATE_ROWS = new Set<Owned>(['pet', 'vet', 'medicalRecord', 'appointment', 'mediaBackup', 'contact', 'shareLink', 'receivedMessage', 'notification', 'session', 'relayThread', 'sighting', 'petMatch', 'order'])

interface Attempt {
  method: string
  path: (a: OwnedRows, b: BRows) => string
  body?: (a: OwnedRows, b: BRows) => unknown
  expected: number
  /** A's own request to the same path answers JSON A can compare before and after. */
  aView: boolean
}

/** Row names instead of ids, for test titles. */
const A_NAMES = new Proxy({}, { get: (_target, key) => `<A.${String(key)}>` }) as OwnedRows
const B_NAMES: BRows = { pet: '<B.pet>', vet: '<B.vet>' }

const isBRow = (kind: Owned): kind is keyof BRows => kind === 'pet' || kind === 'vet'

/** The path with each parameter naming A's row, or B's own for the parameters in `bOwn` (`:file` takes `<id>.ics`). */
function pathOf(path: string, params: Readonly<Record<string, Owned>>, a: OwnedRows, b: BRows, bOwn: readonly string[] = []): string {
  return fillPath(
    path,
    Object.fromEntries(
      Object.entries(params).map(([name, kind]) => {
        const id = String(bOwn.includes(name) && isBRow(kind) ? b[kind] : a[kind])
        return [name, name === 'file' ? `${id}.ics` : id]
      }),
    ),
  )
}

/** B's attempts on one route: A's rows in its path, then in its body's id fields. */
function attemptsOn(e: EndpointSpec): Attempt[] {
  const route = sweepRoute(e)
  // Staff routes refuse a member whatever the id; public ones name nobody's private rows.
  if (route.access !== 'signed-in') return []
  const params = route.params ?? {}
  const json = route.body?.kind === 'json' ? route.body : null
  /** The example body as B sends it: B's own rows in its id fields, A as the other member, `field` naming A's row. */
  const bodyOf = (field?: string) => json && ((a: OwnedRows, b: BRows) => {
    const body: Record<string, unknown> = { ...json.sample }
    for (const [name, kind] of Object.entries(json.refs ?? {})) body[name] = kind === 'otherMember' ? a.member : name === field || !isBRow(kind) ? a[kind] : b[kind]
    return body
  })
  const attempts: Attempt[] = []
  const names = Object.keys(params)
  const privateNames = names.filter((name) => PRIVATE_ROWS.has(params[name] as Owned))
  const aView = route.method === 'GET' && isSchema(e.answers[200])
  if (privateNames.length > 0 || route.ownerOnly) {
    const body = bodyOf() ?? undefined
    attempts.push({ method: route.method, path: (a, b) => pathOf(route.path, params, a, b), ...(body ? { body } : {}), expected: 404, aView })
    // B's own row beside A's does not open A's either (B's pet in the path of A's medical record).
    for (const name of names) {
      const kind = params[name] as Owned
      if (isBRow(kind) && privateNames.some((other) => other !== name)) {
        attempts.push({ method: route.method, path: (a, b) => pathOf(route.path, params, a, b, [name]), ...(body ? { body } : {}), expected: 404, aView: false })
      }
    }
  }
  // Naming A's row in B's own new row is refused.
  if (names.length === 0) {
    for (const [field, kind] of Object.entries(json?.refs ?? {})) {
      const body = bodyOf(field)
      if (kind !== 'otherMember' && PRIVATE_ROWS.has(kind) && body) attempts.push({ method: route.method, path: () => route.path, body, expected: 400, aView: false })
    }
  }
  return attempts
}

const endpoints = await appEndpoints()
const ATTEMPTS = endpoints.flatMap(attemptsOn)

/** B's lists never show A's rows. */
const LISTS = endpoints.flatMap((e) => (e.sweep?.lists ? [{ path: e.path, kind: e.sweep.lists }] : []))

for (const dialect of DIALECTS) {
  describe(`authorization: B cannot touch A's rows [${dialect}]`, () => {
    let server: Awaited<ReturnType<typeof startClockedServer>>
    let a: Member
    let b: Member
    let aRows: OwnedRows
    let bOwn: BRows
    let snap: Snapshotter
    let before: Snapshot
    const aViews = new Map<string, string>()

    beforeAll(async () => {
      server = await startClockedServer(dialect)
      a = await new Member(server.baseUrl, 'owner-a@example.com').signIn()
      b = await new Member(server.baseUrl, 'intruder-b@example.com').signIn()
      const c = await new Member(server.baseUrl, 'friend-c@example.com').signIn()
      aRows = await createOwnedRows(a, c)
      bOwn = { pet: (await b.ok('POST', '/api/pets', { ...samplePet, name: 'Bolt' })).id as number, vet: (await b.ok('POST', '/api/veterinarians', { clinic_name: 'B Vets' })).id as number }
      // What A sees of its own rows before B tries anything: the routes B tries and A's lists.
      for (const path of [...ATTEMPTS.filter((t) => t.aView).map((t) => t.path(aRows, bOwn)), ...LISTS.map((l) => l.path)]) {
        aViews.set(path, JSON.stringify(await a.ok('GET', path)))
      }
      snap = snapshotter(server.database)
      before = await snap.take()
    }, 60_000)
    afterAll(async () => {
      snap?.close()
      await server?.stop()
    })

    it('tries every route that names a private row or is its owner\'s alone, and every list of private rows', () => {
      expect(ATTEMPTS.length).toBeGreaterThan(30)
      expect(LISTS.length).toBeGreaterThan(5)
      expect(endpoints.map(routeKey)).toContain('PATCH /api/lost-pets/:id')
    })

    for (const attempt of ATTEMPTS) {
      const body = attempt.body ? ` ${JSON.stringify(attempt.body(A_NAMES, B_NAMES))}` : ''
      it(`${attempt.method} ${attempt.path(A_NAMES, B_NAMES)}${body} by B answers ${attempt.expected}`, async () => {
        const path = attempt.path(aRows, bOwn)
        const body = attempt.body?.(aRows, bOwn)
        const headers: Record<string, string> = { cookie: b.cookie(), origin: b.origin }
        if (body !== undefined) headers['content-type'] = 'application/json'
        const res = await rawRequest(server.baseUrl, { method: attempt.method, path, headers, ...(body !== undefined ? { body: Buffer.from(JSON.stringify(body)) } : {}) })
        expect(res.status, `${attempt.method} ${path}: ${res.body.toString('utf8').slice(0, 200)}`).toBe(attempt.expected)
        const answer = JSON.parse(res.body.toString('utf8')) as LooseJson
        expect(typeof answer.error).toBe('string')
      })
    }

    it("does not show A's rows in B's lists", async () => {
      for (const list of LISTS) {
        const rows = (await b.ok('GET', list.path)) as unknown as LooseJson[]
        expect(rows.map((r) => r.id), list.path).not.toContain(aRows[list.kind])
      }
    })

    it("leaves the database, and so every one of A's rows, exactly as it was", async () => {
      const after = await snap.take()
      expect(changedTables(before, after).filter((t) => t !== 'rate_limits')).toEqual([])
      for (const [path, view] of aViews) expect(JSON.stringify(await a.ok('GET', path)), path).toBe(view)
    })
  })
}

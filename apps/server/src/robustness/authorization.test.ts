import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LooseJson } from '../testing/json.ts'
import { DIALECTS } from '../testing/test-db.ts'
import { changedTables, snapshotter, type Snapshot, type Snapshotter } from './db-snapshot.ts'
import { Member, createOwnedRows, startClockedServer, type OwnedRows } from './fixtures.ts'
import { rawRequest } from './raw-http.ts'
import { sampleContact, sampleMedicalRecord, samplePet } from './samples.ts'

/**
 * Item 4, second half: B reaching for A's rows by id, on every route that takes the id of a
 * user-owned row, gets 404 (400 where the id is a field of B's own new row), and afterwards the
 * database is byte for byte what it was: A's rows are unchanged.
 */

type BRows = { pet: number | string; vet: number | string }

interface Attempt {
  method: string
  path: (a: OwnedRows, b: BRows) => string
  body?: (a: OwnedRows, b: BRows) => unknown
  expected: number
}

/** Row names instead of ids, for test titles. */
const A_NAMES = new Proxy({}, { get: (_target, key) => `<A.${String(key)}>` }) as OwnedRows
const B_NAMES: BRows = { pet: '<B.pet>', vet: '<B.vet>' }

const ATTEMPTS: Attempt[] = [
  { method: 'GET', path: (a) => `/api/pets/${a.pet}`, expected: 404 },
  { method: 'PUT', path: (a) => `/api/pets/${a.pet}`, body: () => ({ ...samplePet, name: 'Stolen' }), expected: 404 },
  { method: 'DELETE', path: (a) => `/api/pets/${a.pet}`, expected: 404 },
  { method: 'GET', path: (a) => `/api/pets/${a.pet}/health-record`, expected: 404 },
  { method: 'GET', path: (a) => `/api/pets/${a.pet}/share-links`, expected: 404 },
  { method: 'POST', path: (a) => `/api/pets/${a.pet}/share-links`, body: () => ({ label: 'me' }), expected: 404 },
  { method: 'DELETE', path: (a) => `/api/share-links/${a.shareLink}`, expected: 404 },
  { method: 'GET', path: (a) => `/api/pets/${a.pet}/medical-records`, expected: 404 },
  { method: 'POST', path: (a) => `/api/pets/${a.pet}/medical-records`, body: () => sampleMedicalRecord, expected: 404 },
  { method: 'PUT', path: (a) => `/api/pets/${a.pet}/medical-records/${a.medicalRecord}`, body: () => ({ ...sampleMedicalRecord, title: 'Stolen' }), expected: 404 },
  { method: 'DELETE', path: (a) => `/api/pets/${a.pet}/medical-records/${a.medicalRecord}`, expected: 404 },
  // B's own pet in the path does not open A's record either.
  { method: 'PUT', path: (a, b) => `/api/pets/${b.pet}/medical-records/${a.medicalRecord}`, body: () => ({ ...sampleMedicalRecord, title: 'Stolen' }), expected: 404 },
  { method: 'DELETE', path: (a, b) => `/api/pets/${b.pet}/medical-records/${a.medicalRecord}`, expected: 404 },
  { method: 'PATCH', path: (a) => `/api/appointments/${a.appointment}`, body: () => ({ status: 'cancelled' }), expected: 404 },
  { method: 'GET', path: (a) => `/api/appointments/${a.appointment}.ics`, expected: 404 },
  { method: 'PATCH', path: (a) => `/api/lost-pets/${a.lostPet}`, body: () => ({ is_found: true }), expected: 404 },
  { method: 'PATCH', path: (a) => `/api/found-pets/${a.foundPet}`, body: () => ({ is_closed: true }), expected: 404 },
  { method: 'GET', path: (a) => `/api/lost-pets/${a.lostPet}/sightings`, expected: 404 },
  { method: 'GET', path: (a) => `/api/lost-pets/${a.lostPet}/matches`, expected: 404 },
  { method: 'GET', path: (a) => `/api/found-pets/${a.foundPet}/matches`, expected: 404 },
  { method: 'POST', path: (a) => `/api/pet-matches/${a.petMatch}/dismiss`, expected: 404 },
  { method: 'POST', path: (a) => `/api/pet-matches/${a.petMatch}/confirm`, expected: 404 },
  { method: 'PATCH', path: (a) => `/api/lost-pets/${a.lostPet}/sightings/${a.sighting}`, body: () => ({ is_hidden: true }), expected: 404 },
  { method: 'GET', path: (a) => `/api/lost-pets/${a.lostPet}/messages`, expected: 404 },
  { method: 'POST', path: (a) => `/api/lost-pets/${a.lostPet}/messages/${a.relayThread}`, body: () => ({ message: 'Not my report' }), expected: 404 },
  { method: 'PATCH', path: (a) => `/api/messages/${a.receivedMessage}/read`, expected: 404 },
  { method: 'POST', path: (a) => `/api/notifications/${a.notification}/read`, expected: 404 },
  { method: 'PUT', path: (a) => `/api/emergency-contacts/${a.contact}`, body: () => ({ ...sampleContact, name: 'Stolen' }), expected: 404 },
  { method: 'DELETE', path: (a) => `/api/emergency-contacts/${a.contact}`, expected: 404 },
  { method: 'GET', path: (a) => `/api/media-backups/${a.mediaBackup}/file`, expected: 404 },
  { method: 'DELETE', path: (a) => `/api/media-backups/${a.mediaBackup}`, expected: 404 },
  { method: 'DELETE', path: (a) => `/api/account/sessions/${a.session}`, expected: 404 },
  // Veterinarians and pets have no other id routes: naming A's in B's own new rows is refused.
  { method: 'POST', path: () => '/api/appointments', body: (a, b) => ({ pet_id: b.pet, veterinarian_id: a.vet, appointment_date: '2026-07-02T10:00:00' }), expected: 400 },
  { method: 'POST', path: () => '/api/appointments', body: (a, b) => ({ pet_id: a.pet, veterinarian_id: b.vet, appointment_date: '2026-07-02T10:00:00' }), expected: 400 },
  { method: 'POST', path: () => '/api/daily-pet-showcase', body: (a) => ({ pet_id: a.pet }), expected: 400 },
  { method: 'POST', path: () => '/api/custom-merchandise-orders', body: (a) => ({ product_id: 1, pet_id: a.pet, quantity: 1 }), expected: 400 },
]

/** B's lists never show A's rows. */
const LISTS: Array<{ path: string; kind: keyof OwnedRows }> = [
  { path: '/api/pets', kind: 'pet' },
  { path: '/api/veterinarians', kind: 'vet' },
  { path: '/api/appointments', kind: 'appointment' },
  { path: '/api/emergency-contacts', kind: 'contact' },
  { path: '/api/media-backups', kind: 'mediaBackup' },
  { path: '/api/notifications', kind: 'notification' },
  { path: '/api/account/sessions', kind: 'session' },
]

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
      // What A sees of its own rows before B tries anything.
      for (const path of [`/api/pets/${aRows.pet}`, `/api/pets/${aRows.pet}/medical-records`, '/api/appointments', '/api/emergency-contacts', `/api/lost-pets/${aRows.lostPet}`, '/api/messages', '/api/notifications', '/api/media-backups']) {
        aViews.set(path, JSON.stringify(await a.ok('GET', path)))
      }
      snap = snapshotter(server.database)
      before = await snap.take()
    }, 60_000)
    afterAll(async () => {
      snap?.close()
      await server?.stop()
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

import { request } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ManualClock } from '../clock.ts'
import { migrateToLatest } from '../db/migrate.ts'
import { createLogger } from '../logger.ts'
import { startServer, type RunningServer } from '../server.ts'
import { HttpBrowser } from '../testing/dev-signin.ts'
import { testConfig } from '../testing/test-context.ts'
import { createTestDatabase, DIALECTS, type TestDatabase } from '../testing/test-db.ts'
import { freePort } from '../testing/test-server.ts'
import { DevIdpRecords } from './dev-idp-adapter.ts'
import { sweepExpired } from './session-sweeper.ts'

/**
 * A public address this machine cannot reach (the .test top-level domain never resolves): the
 * servers below answer at their loopback ports, as replicas behind a proxy do, so a sign-in that
 * needed the server to call its provider through APP_URL would fail.
 */
const APP_URL = 'https://pets.petfolk.test:8443'
const POLICY = { idleMs: 30 * 24 * 3600_000, maxMs: 90 * 24 * 3600_000 }

for (const dialect of DIALECTS) {
  describe(`the development provider's records in the database [${dialect}]`, () => {
    let database: TestDatabase
    const clock = new ManualClock()
    beforeAll(async () => {
      database = await createTestDatabase(dialect)
      await migrateToLatest(database.handle)
    })
    afterAll(() => database.dispose())

    it('keeps each model’s records apart, finds them by id, uid and grant, and forgets them when expired', async () => {
      const { db } = database.handle
      const sessions = new DevIdpRecords(db, clock, 'Session')
      const codes = new DevIdpRecords(db, clock, 'AuthorizationCode')
      await sessions.upsert('s1', { uid: 'u1', accountId: 'dev-a' }, 60)
      await codes.upsert('c1', { grantId: 'g1', accountId: 'dev-a' }, 60)
      await codes.upsert('c2', { grantId: 'g1' }, 60)
      await codes.upsert('c3', { grantId: 'g2' }, 60)

      expect(await sessions.find('s1')).toEqual({ uid: 'u1', accountId: 'dev-a' })
      expect(await sessions.findByUid('u1')).toEqual({ uid: 'u1', accountId: 'dev-a' })
      // Another model's adapter does not see it.
      expect(await codes.find('s1')).toBeUndefined()

      await codes.consume('c1')
      expect((await codes.find('c1'))?.consumed).toBe(Math.floor(clock.now().getTime() / 1000))
      // Saved again (oidc-provider re-saves some records), it carries what the payload says.
      await sessions.upsert('s1', { uid: 'u1', accountId: 'dev-b' }, 60)
      expect(await sessions.find('s1')).toEqual({ uid: 'u1', accountId: 'dev-b' })

      await codes.revokeByGrantId('g1')
      expect([await codes.find('c1'), await codes.find('c2'), await codes.find('c3')]).toEqual([undefined, undefined, { grantId: 'g2' }])
      await sessions.destroy('s1')
      expect(await sessions.find('s1')).toBeUndefined()

      clock.advance(61_000)
      expect(await codes.find('c3')).toBeUndefined()
    })

    it('is swept with expired sessions, leaving live records', async () => {
      const { db } = database.handle
      const interactions = new DevIdpRecords(db, clock, 'Interaction')
      await sweepExpired(db, clock.now(), POLICY)
      await interactions.upsert('old', { uid: 'old' }, 10)
      await interactions.upsert('forever', { uid: 'forever' })
      clock.advance(11_000)
      await interactions.upsert('live', { uid: 'live' }, 600)
      expect(await sweepExpired(db, clock.now(), POLICY, 1)).toEqual({ sessions: 0, devices: 0, providerRecords: 1 })
      const left = await db.selectFrom('dev_idp_records').select('record_id').orderBy('record_id').execute()
      expect(left.map((r) => r.record_id)).toEqual(['forever', 'live'])
    })
  })

  describe(`the development provider on two replicas behind a proxy [${dialect}]`, () => {
    let database: TestDatabase
    const replicas: Array<{ running: RunningServer; url: string }> = []
    let turn = 0
    /** A round-robin proxy in the browser's place: APP_URL's requests go to each replica in turn. */
    const viaProxy = (url: string, init: RequestInit) => {
      const replica = replicas[turn++ % replicas.length]
      if (!url.startsWith(`${APP_URL}/`) || !replica) throw new Error(`the browser was sent outside APP_URL: ${url}`)
      return fetch(`${replica.url}${url.slice(APP_URL.length)}`, init)
    }

    beforeAll(async () => {
      database = await createTestDatabase(dialect)
      for (let i = 0; i < 2; i++) {
        const port = await freePort()
        const config = testConfig({ PORT: String(port), HOST: '127.0.0.1', APP_URL })
        const running = await startServer({ config, logger: createLogger('silent'), database: database.handle })
        replicas.push({ running, url: `http://127.0.0.1:${port}` })
      }
    })
    afterAll(async () => {
      for (const { running } of replicas) await running.close(1000)
      await database.dispose()
    })

    it('signs in with its steps alternating between the replicas, sending the browser only to APP_URL', async () => {
      const visited: string[] = []
      const browser = new HttpBrowser(APP_URL, (url, init) => {
        visited.push(url)
        return viaProxy(url, init)
      })
      await browser.signIn({ email: 'two-replicas@example.com', name: 'Two Replicas' })
      const me = await browser.fetch('/api/users/me')
      expect(me.status).toBe(200)
      expect(((await me.json()) as { email: string }).email).toBe('two-replicas@example.com')
      expect(visited.filter((url) => url.startsWith(`${APP_URL}/dev-idp/`)).length).toBeGreaterThan(2)
      // Both replicas sign with the one key in server_secrets.
      const keys = await Promise.all(replicas.map(async ({ url }) => (await (await fetch(`${url}/dev-idp/jwks`)).json()) as { keys: Array<{ kid: string }> }))
      expect(keys[1]?.keys.map((k) => k.kid)).toEqual(keys[0]?.keys.map((k) => k.kid))
    })

    it('answers as APP_URL whatever Host and forwarded headers a request carries', async () => {
      const replica = replicas[0]
      if (!replica) throw new Error('no replica')
      const doc = await discoveryWithHeaders(replica.url, { host: 'localhost', 'x-forwarded-proto': 'http', 'x-forwarded-host': 'evil.example' })
      expect(doc.issuer).toBe(`${APP_URL}/dev-idp`)
      for (const name of ['authorization_endpoint', 'token_endpoint', 'jwks_uri']) expect(doc[name]).toMatch(new RegExp(`^${APP_URL}/dev-idp/`))
    })
  })
}

/** The discovery document asked for with headers fetch will not send as given (Host). */
function discoveryWithHeaders(base: string, headers: Record<string, string>): Promise<Record<string, string>> {
  const { hostname, port } = new URL(base)
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, path: '/dev-idp/.well-known/openid-configuration', headers }, (res) => {
      let text = ''
      res.on('data', (d: Buffer) => (text += d.toString()))
      res.on('end', () => {
        if (res.statusCode !== 200) return reject(new Error(`discovery answered ${res.statusCode}: ${text}`))
        resolve(JSON.parse(text) as Record<string, string>)
      })
    })
    req.on('error', reject)
    req.end()
  })
}

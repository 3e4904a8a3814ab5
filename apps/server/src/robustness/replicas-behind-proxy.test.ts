import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RATE_RULES } from '@petfolk/contract/rate-rules'
import { UPLOAD_FIELD } from '@petfolk/contract/uploads'
import { DEV_IDP_PATH } from '../auth/dev-idp.ts'
import { startRoundRobinProxy, SERVED_BY_HEADER, type RoundRobinProxy } from '../testing/round-robin-proxy.ts'
import { startTestS3Server, type TestS3Server } from '../testing/s3-server.ts'
import { SseReader } from '../testing/sse-reader.ts'
import { Member, photoBytes, uploadPhoto } from './fixtures.ts'
import { startReplicaPair, type ReplicaPair } from './replica-pair.ts'
import { sampleLostPet, sampleRelayMessage } from './samples.ts'
import { solvedProofFrom } from '../features/lost-found/shared/proof-testing.ts'

/**
 * Issue 18: two replicas as production runs them, behind one load balancer that alternates
 * requests between them, on one PostgreSQL and one S3 bucket, each with its own disk. Nothing a
 * member does may depend on which replica answers: a photo uploaded through one is served by the
 * other, a session made on one works on the other, a live event reaches a tab held by the other,
 * and abuse limits and PIN lockouts count requests to both together.
 */
const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL
const LIVE_MS = 1000

type Replica = 1 | 2
const other = (n: Replica): Replica => (n === 1 ? 2 : 1)

describe.skipIf(!TEST_DATABASE_URL)('two replicas behind a round-robin proxy, on one PostgreSQL and one bucket (skipped: set TEST_DATABASE_URL to run)', () => {
  let bucket: TestS3Server
  let proxy: RoundRobinProxy
  let pair: ReplicaPair
  const tabs: SseReader[] = []

  const member = (email: string) => new Member(proxy.url, email).signIn()

  /** Which replica answered, from the header the proxy adds. */
  function servedBy(res: Response): Replica {
    const n = Number(res.headers.get(SERVED_BY_HEADER))
    if (n !== 1 && n !== 2) throw new Error(`the answer (${res.status}) did not come through a replica`)
    return n
  }

  /**
   * Makes replica `n` take the proxy's next turn, by spending turns on the health check. The tests
   * send one request at a time, so nothing else takes that turn; each test still checks the
   * answer's header rather than trusting this.
   */
  async function aimAt(n: Replica): Promise<void> {
    for (let i = 0; i < 3; i++) {
      if (servedBy(await fetch(`${proxy.url}/api/health`)) !== n) return
    }
    throw new Error(`the proxy kept sending requests to replica ${n}`)
  }

  /** `member`'s request, answered by replica `n`; answers the status, body and who answered. */
  async function on(n: Replica, who: Member, method: string, path: string, json?: unknown, extraHeaders: Record<string, string> = {}) {
    await aimAt(n)
    const headers: Record<string, string> = { ...extraHeaders, origin: who.origin }
    if (json !== undefined) headers['content-type'] = 'application/json'
    const res = await who.browser.fetch(path, { method, headers, ...(json !== undefined ? { body: JSON.stringify(json) } : {}) })
    const text = await res.text()
    return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {}, by: servedBy(res), retryAfter: res.headers.get('retry-after') }
  }

  beforeAll(async () => {
    bucket = await startTestS3Server()
    // Every request takes turns, the development identity provider's included: its records and
    // signing key are in the database, so each step of a sign-in may land on either replica.
    proxy = await startRoundRobinProxy()
    pair = await startReplicaPair(TEST_DATABASE_URL ?? '', 'behind_proxy', {
      together: false,
      appUrl: proxy.url,
      // Each replica keeps its own DATA_DIR and UPLOAD_DIR (replica-pair gives each a folder):
      // the bucket is the only place a file can be shared through. Real allowances (scale 1).
      env: { ...bucket.env, TRUST_PROXY: '1', RATE_LIMIT_SCALE: '1' },
      // Neither a SESSION_SECRET nor Web Push keys: each replica generates its own into its
      // DATA_DIR, and they must still agree, through the database.
      secretsInEnv: false,
    })
    proxy.setUpstreams([pair.r1, pair.r2])
  }, 150_000)

  afterAll(async () => {
    await Promise.all(tabs.map((tab) => tab.cancel()))
    await pair?.dispose()
    await proxy?.close()
    await bucket?.close()
  })

  it('agrees on secrets no one configured: a sign-in begun on one replica ends on the other, and both hand out one Web Push key', async () => {
    const visitor = new Member(proxy.url, 'proxy-secrets@example.com')
    await aimAt(1)
    const callback = await visitor.browser.signInAtDevIdp({ email: visitor.email, name: 'Secrets' })
    const begun = proxy.log.findLast((entry) => entry.path === '/api/oauth/google/redirect_url')
    expect(begun?.upstream).toBe(1)
    // The provider's steps alternated between the replicas too.
    const atProvider = new Set(proxy.log.filter((entry) => entry.path.startsWith(`${DEV_IDP_PATH}/`)).map((entry) => entry.upstream))
    expect([...atProvider].sort()).toEqual([1, 2])
    await aimAt(2)
    const exchanged = await visitor.browser.exchange(callback)
    // Replica 2 read the sign-in cookie replica 1 signed, and redeemed at its own provider a code
    // and ID token from records and a key that both replicas' providers share.
    expect(servedBy(exchanged)).toBe(2)
    expect(exchanged.status).toBe(200)
    // One after the other: `on` steers the proxy's turns, which requests sent together would share.
    const fromFirst = await on(1, visitor, 'GET', '/api/push/public-key')
    const fromSecond = await on(2, visitor, 'GET', '/api/push/public-key')
    expect([fromFirst.by, fromSecond.by]).toEqual([1, 2])
    expect(typeof fromFirst.body.publicKey).toBe('string')
    expect(fromSecond.body.publicKey).toBe(fromFirst.body.publicKey)
  })

  it('serves a photo uploaded through one replica from the other, byte for byte', async () => {
    const owner = await member('proxy-photo@example.com')
    await aimAt(1)
    const form = new FormData()
    form.append(UPLOAD_FIELD, new File([new Uint8Array(await photoBytes())], 'photo.png', { type: 'image/png' }))
    const uploaded = await owner.browser.fetch('/api/uploads', { method: 'POST', headers: { origin: owner.origin }, body: form })
    expect(uploaded.status, await uploaded.clone().text()).toBe(201)
    const uploader = servedBy(uploaded)
    const { url } = (await uploaded.json()) as { url: string }

    const fromUploader = await photoAt(url, uploader)
    expect(fromUploader.status, `GET ${url} from replica ${uploader}, which stored it`).toBe(200)
    const fromOther = await photoAt(url, other(uploader))
    expect(fromOther.status, `GET ${url} from replica ${other(uploader)}; replica ${uploader} stored it`).toBe(200)
    expect(Buffer.compare(fromOther.bytes, fromUploader.bytes)).toBe(0)
    // The stored image is the cleaned upload (re-encoded, same size), not something else that answers 200.
    expect(await sharp(fromOther.bytes).metadata()).toMatchObject({ width: 16, height: 12 })
  })

  /** A public photo as a browser gets it: no cookies, following a redirect to a signed address should the app answer with one. */
  async function photoAt(path: string, n: Replica): Promise<{ status: number; bytes: Buffer }> {
    await aimAt(n)
    const res = await fetch(`${proxy.url}${path}`, { redirect: 'manual' })
    expect(servedBy(res)).toBe(n)
    const location = res.headers.get('location')
    const final = res.status >= 300 && res.status < 400 && location ? await fetch(new URL(location, proxy.url)) : res
    return { status: final.status, bytes: Buffer.from(await final.arrayBuffer()) }
  }

  it('accepts a session made through one replica on the other, and ends it on both at logout', async () => {
    const a = await member('proxy-session@example.com')
    // The replica that made the session (the code exchange at sign-in); the other one must take it.
    const maker = proxy.log.findLast((r) => r.method === 'POST' && r.path === '/api/sessions')?.upstream as Replica
    expect([1, 2]).toContain(maker)
    const me = [await on(other(maker), a, 'GET', '/api/users/me'), await on(maker, a, 'GET', '/api/users/me')]
    expect(me.map((r) => [r.by, r.status])).toEqual([[other(maker), 200], [maker, 200]])
    expect(me.map((r) => r.body.id)).toEqual([a.id, a.id])

    const out = await on(2, a, 'GET', '/api/logout')
    expect([out.by, out.status]).toEqual([2, 200])
    // The browser would have dropped the cookie; send it anyway, as a stolen copy would be.
    const stale = new Member(proxy.url, a.email)
    stale.browser = a.browser
    for (const n of [1, 2] as const) {
      const after = await on(n, stale, 'GET', '/api/users/me')
      expect([after.by, after.status], `replica ${n} after logout on replica 2`).toEqual([n, 401])
    }
  })

  it('brings a message sent through one replica to a tab streaming from the other within a second', async () => {
    const [ana, ben] = [await member('proxy-live-ana@example.com'), await member('proxy-live-ben@example.com')]
    await aimAt(1)
    const res = await ben.browser.fetch('/api/events')
    expect(res.status).toBe(200)
    const tabReplica = servedBy(res)
    const tab = new SseReader(res)
    tabs.push(tab)
    await tab.waitForEvent('ready')

    const sent = Date.now()
    const message = await on(other(tabReplica), ana, 'POST', '/api/messages', { receiver_id: ben.id, content: 'Through the other replica' })
    expect([message.by, message.status]).toEqual([other(tabReplica), 201])
    expect(JSON.parse((await tab.nextEvent('messages', LIVE_MS)).data)).toEqual({ newest: message.body.id })
    expect(Date.now() - sent).toBeLessThan(LIVE_MS)
  })

  it('counts a visitor’s requests to both replicas towards one limit, by the address the proxy saw', async () => {
    const rule = RATE_RULES.relayMessage
    // The limit counts in fixed windows: start well inside one, so the count is not reset midway.
    const intoWindow = Math.floor(Date.now() / 1000) % rule.windowSeconds
    if (rule.windowSeconds - intoWindow < 20) await new Promise((r) => setTimeout(r, (rule.windowSeconds - intoWindow + 1) * 1000))
    const owner = await member('proxy-rate-owner@example.com')
    const lostPet = (await owner.ok('POST', '/api/lost-pets', { ...sampleLostPet, photo_url: await uploadPhoto(owner), pet_name: 'Limit' })).id as number
    // Not signed in, so only the per-address allowance applies. Each request claims another
    // address in X-Forwarded-For; with TRUST_PROXY=1 the server reads the entry the proxy
    // appended instead, so they all count as one address.
    const visitor = new Member(proxy.url, 'proxy-rate-visitor@example.net')
    const forged = (i: number) => ({ 'x-forwarded-for': `203.0.113.${i + 1}` })
    // Each visitor message carries its solved spam check, as a browser's does.
    const send = async (n: Replica, i: number) =>
      on(n, visitor, 'POST', `/api/lost-pets/${lostPet}/messages`, { ...sampleRelayMessage, message: `Seen near the bakery (${i})`, proof: await solvedProofFrom(proxy.url) }, forged(i))

    const accepted: Replica[] = []
    for (let i = 0; i < rule.perIp; i++) {
      const n: Replica = i % 2 === 0 ? 1 : 2
      const sent = await send(n, i)
      expect([sent.by, sent.status], JSON.stringify(sent.body)).toEqual([n, 201])
      accepted.push(sent.by)
    }
    // Either replica alone has seen only half the allowance; together they have seen it all.
    expect(accepted.filter((n) => n === 1)).toHaveLength(rule.perIp / 2)
    for (const n of [1, 2] as const) {
      const refused = await send(n, rule.perIp + n)
      expect([refused.by, refused.status], JSON.stringify(refused.body)).toEqual([n, 429])
      expect(refused.body.error).toMatch(/try again/)
      expect(Number(refused.retryAfter)).toBeGreaterThan(0)
    }
    const threads = (await owner.ok('GET', `/api/lost-pets/${lostPet}/messages`)) as unknown as { messages: unknown[] }[]
    expect(threads.flatMap((t) => t.messages)).toHaveLength(rule.perIp)
  }, 60_000)

  it('locks a PIN on both replicas after wrong PINs sent to them in turn', async () => {
    const a = await member('proxy-pin@example.com')
    expect((await on(2, a, 'POST', '/api/pin/create', { pin: '1234' })).status).toBe(201)
    const wrong = [await on(1, a, 'POST', '/api/pin/verify', { pin: '0000' }), await on(2, a, 'POST', '/api/pin/verify', { pin: '0000' }), await on(1, a, 'POST', '/api/pin/verify', { pin: '0000' })]
    expect(wrong.map((r) => [r.by, r.status, r.body.attemptsRemaining])).toEqual([
      [1, 401, 2],
      [2, 401, 1],
      [1, 423, 0],
    ])
    for (const n of [2, 1] as const) {
      const right = await on(n, a, 'POST', '/api/pin/verify', { pin: '1234' })
      expect([right.by, right.status, right.body.locked], `replica ${n}`).toEqual([n, 423, true])
    }
  })

  it('stops both replicas cleanly, ending a tab streaming through the proxy', async () => {
    const watcher = await member('proxy-last@example.com')
    const res = await watcher.browser.fetch('/api/events')
    expect(res.status).toBe(200)
    const tab = new SseReader(res)
    tabs.push(tab)
    await tab.waitForEvent('ready')
    for (const r of pair.replicas) r.child.kill('SIGTERM')
    for (const r of pair.replicas) {
      expect(await r.exited).toEqual({ code: 0, signal: null })
      expect(r.stderr()).toBe('')
    }
    await tab.waitForEnd(1000)
  })
})

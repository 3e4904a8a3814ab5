import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createLogger } from '../../logger.ts'
import { json } from '../../testing/json.ts'
import { DIALECTS } from '../../testing/test-db.ts'
import { createTestContext, type TestContext } from '../../testing/test-context.ts'
import { decryptPush, readVapidHeader, startLocalPushService, testDevice, type LocalPushService, type TestDevice } from './local-push-service.ts'
import { RETRY_BACKOFF_MS } from '../../retry-schedule.ts'
import { PUSH_TTL_SECONDS, pushTask } from '../../delivery/push-sender.ts'
import { runOneTask, type OneTask } from '../../testing/one-task.ts'
import { runJobs } from '../../testing/run-jobs.ts'
import { PUSH_DEVICES_PER_MEMBER } from './store.ts'
import { PUSH_MAX_ATTEMPTS, queuePushForUsers, type PushMessage } from '../../delivery/push-outbox.ts'
import { treatSentPhotosAsOwnUploads } from '../../testing/own-photos.ts'

type Member = Awaited<ReturnType<TestContext['signInAs']>>

const message = (text: string): PushMessage => ({ title: 'New message from Ana', body: text, url: '/messages', tag: 'messages' })

for (const dialect of DIALECTS) {
  describe(`web push [${dialect}]`, () => {
    let t: TestContext
    let service: LocalPushService
    let ana: Member
    let ben: Member
    const senders: OneTask[] = []
    let deviceCount = 0

    beforeAll(async () => {
      t = await createTestContext(dialect)
      treatSentPhotosAsOwnUploads(t)
      service = await startLocalPushService()
      ana = await t.signInAs('ana@example.com', 'Ana Lopez')
      ben = await t.signInAs('ben@example.com', 'Ben Hale')
    })
    afterAll(async () => {
      await Promise.all(senders.map((s) => s.stop()))
      await service.close()
      await t.dispose()
    })
    beforeEach(async () => {
      service.received.length = 0
      await t.deps.db.deleteFrom('push_subscriptions').execute()
    })

    /** The push task as server.ts runs it, never polling in a test's time: tests flush it themselves. */
    const sender = () => {
      const logger = createLogger('silent')
      const s = runOneTask(pushTask(t.deps.db, { dialect, vapid: t.deps.config.vapid, logger, clock: t.clock }), { clock: t.clock, logger })
      senders.push(s)
      return s
    }
    const newDevice = (): TestDevice & { name: string } => {
      const name = `device-${++deviceCount}`
      return { name, ...testDevice(service.endpoint(name)) }
    }
    const subscribe = (member: Member, body: unknown) => t.request('/api/push/subscriptions', { method: 'POST', cookie: member.cookie, json: body })
    const subscribed = async (member: Member, device: TestDevice) =>
      (await json(await t.request(`/api/push/subscriptions/current?endpoint=${encodeURIComponent(device.subscription.endpoint)}`, { cookie: member.cookie }))).subscribed
    const outbox = () => t.deps.db.selectFrom('push_outbox').selectAll().orderBy('id').execute()
    /** Delivered rows stay, marked sent, for two days (migration 0036): these are the others. */
    const unsent = () => t.deps.db.selectFrom('push_outbox').selectAll().where('sent_at', 'is', null).orderBy('id').execute()
    const queueFor = async (member: Member, text: string) => queuePushForUsers(t.deps.db, [member.user.id], message(text), 'normal', t.clock.now())

    it('gives anyone the VAPID public key', async () => {
      const res = await t.request('/api/push/public-key')
      expect(res.status).toBe(200)
      const { publicKey } = await json(res)
      expect(publicKey).toBe(t.deps.config.vapid.publicKey)
      expect(Buffer.from(String(publicKey), 'base64url')).toHaveLength(65)
    })

    it('needs a session for every route that touches subscriptions', async () => {
      const device = newDevice()
      const query = `?endpoint=${encodeURIComponent(device.subscription.endpoint)}`
      expect((await t.request('/api/push/subscriptions', { method: 'POST', json: device.subscription })).status).toBe(401)
      expect((await t.request(`/api/push/subscriptions/current${query}`)).status).toBe(401)
      expect((await t.request(`/api/push/subscriptions${query}`, { method: 'DELETE' })).status).toBe(401)
      expect(await t.deps.db.selectFrom('push_subscriptions').select('id').execute()).toEqual([])
    })

    it('refuses malformed subscriptions with 400 and a sentence, storing nothing', async () => {
      const { subscription } = newDevice()
      const { keys } = subscription
      const offCurve = Buffer.alloc(65, 7)
      offCurve[0] = 4
      const cases: Array<[unknown, RegExp]> = [
        [{}, /endpoint/],
        [{ ...subscription, endpoint: 'not a url' }, /https URL/],
        [{ ...subscription, endpoint: 'ftp://push.example.com/x' }, /https URL/],
        [{ ...subscription, endpoint: 'http://push.example.com/x' }, /https URL/],
        [{ ...subscription, endpoint: 'https://user:secret@push.example.com/x' }, /user name or password/],
        [{ ...subscription, endpoint: `https://push.example.com/${'x'.repeat(2100)}` }, /at most 2048/],
        [{ endpoint: subscription.endpoint }, /keys/],
        [{ ...subscription, keys: { ...keys, p256dh: keys.p256dh.slice(1) } }, /P-256 public key/],
        [{ ...subscription, keys: { ...keys, p256dh: offCurve.toString('base64url') } }, /not a P-256 public key/],
        [{ ...subscription, keys: { ...keys, auth: Buffer.alloc(8).toString('base64url') } }, /16 bytes/],
        [{ ...subscription, keys: { ...keys, auth: `${keys.auth.slice(0, -1)}+` } }, /16 bytes/],
      ]
      for (const [body, sentence] of cases) {
        const res = await subscribe(ana, body)
        expect(res.status, JSON.stringify(body).slice(0, 120)).toBe(400)
        expect((await json(res)).error).toMatch(sentence)
      }
      const wrongType = await t.request('/api/push/subscriptions', { method: 'POST', cookie: ana.cookie, body: 'endpoint=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } })
      expect(wrongType.status).toBe(415)
      expect((await t.request('/api/push/subscriptions/current', { cookie: ana.cookie })).status).toBe(400)
      expect((await t.request('/api/push/subscriptions', { method: 'DELETE', cookie: ana.cookie })).status).toBe(400)
      expect(await t.deps.db.selectFrom('push_subscriptions').select('id').execute()).toEqual([])
    })

    it('keeps each device for its member: padded keys, re-subscribing, turning off only your own', async () => {
      const device = newDevice()
      const padded = { ...device.subscription, keys: { p256dh: `${device.subscription.keys.p256dh}=`, auth: `${device.subscription.keys.auth}==` } }
      expect((await subscribe(ana, padded)).status).toBe(201)
      const [row] = await t.deps.db.selectFrom('push_subscriptions').selectAll().execute()
      expect(row).toMatchObject({ user_id: ana.user.id, p256dh: device.subscription.keys.p256dh, auth: device.subscription.keys.auth })
      expect(await subscribed(ana, device)).toBe(true)
      expect(await subscribed(ben, device)).toBe(false)

      // The same device again: one row, same member, answered 200.
      const again = await subscribe(ana, device.subscription)
      expect(again.status).toBe(200)
      expect(await json(again)).toEqual({ subscribed: true })
      expect(await t.deps.db.selectFrom('push_subscriptions').select('id').execute()).toHaveLength(1)

      // Ben cannot turn Ana's device off.
      const endpointQuery = `?endpoint=${encodeURIComponent(device.subscription.endpoint)}`
      expect((await t.request(`/api/push/subscriptions${endpointQuery}`, { method: 'DELETE', cookie: ben.cookie })).status).toBe(404)
      expect(await subscribed(ana, device)).toBe(true)

      // The device changes hands: it moves to Ben, and what was still waiting for Ana is dropped.
      await queueFor(ana, 'For Ana only')
      expect(await outbox()).toHaveLength(1)
      expect((await subscribe(ben, device.subscription)).status).toBe(200)
      expect(await subscribed(ana, device)).toBe(false)
      expect(await subscribed(ben, device)).toBe(true)
      expect(await outbox()).toEqual([])

      const off = await t.request(`/api/push/subscriptions${endpointQuery}`, { method: 'DELETE', cookie: ben.cookie })
      expect(off.status).toBe(200)
      expect(await json(off)).toEqual({ subscribed: false })
      expect(await subscribed(ben, device)).toBe(false)
      expect((await t.request(`/api/push/subscriptions${endpointQuery}`, { method: 'DELETE', cookie: ben.cookie })).status).toBe(404)
    })

    it(`keeps at most ${PUSH_DEVICES_PER_MEMBER} devices per member, dropping the least recently subscribed`, async () => {
      const devices = Array.from({ length: PUSH_DEVICES_PER_MEMBER + 1 }, newDevice)
      for (const device of devices) {
        expect((await subscribe(ana, device.subscription)).status).toBe(201)
        t.clock.advance(1000)
      }
      const rows = await t.deps.db.selectFrom('push_subscriptions').select('endpoint').where('user_id', '=', ana.user.id).execute()
      expect(rows).toHaveLength(PUSH_DEVICES_PER_MEMBER)
      expect(rows.map((r) => r.endpoint)).not.toContain(devices[0]?.subscription.endpoint)
    })

    it('encrypts for the device: the service gets a VAPID-signed aes128gcm body that only its keys open', async () => {
      const device = newDevice()
      const other = newDevice()
      expect((await subscribe(ana, device.subscription)).status).toBe(201)
      await queueFor(ana, 'Shall we walk the dogs at the lake?')
      expect(await sender().flush()).toBe(1)

      expect(service.received).toHaveLength(1)
      const [push] = service.received
      if (!push) throw new Error('no push arrived')
      expect(push.path).toBe(new URL(device.subscription.endpoint).pathname)
      expect(push.headers).toMatchObject({ 'content-encoding': 'aes128gcm', 'content-type': 'application/octet-stream', ttl: String(PUSH_TTL_SECONDS), urgency: 'normal', topic: 'messages' })

      const vapid = readVapidHeader(push.headers.authorization)
      expect(vapid.publicKey).toBe(t.deps.config.vapid.publicKey)
      expect(vapid.header).toEqual({ typ: 'JWT', alg: 'ES256' })
      expect(vapid.signatureValid).toBe(true)
      expect(vapid.claims.aud).toBe(service.origin)
      expect(vapid.claims.sub).toBe(t.deps.config.vapid.subject)
      const nowSeconds = Date.now() / 1000
      expect(vapid.claims.exp).toBeGreaterThan(nowSeconds)
      expect(vapid.claims.exp).toBeLessThanOrEqual(nowSeconds + 24 * 60 * 60)

      expect(JSON.parse(decryptPush(device, push.body))).toEqual({ title: 'New message from Ana', body: 'Shall we walk the dogs at the lake?', url: '/messages', tag: 'messages' })
      expect(() => decryptPush(other, push.body)).toThrow()
      // Delivered: kept, marked sent, for the staff overview's count; never claimed again.
      expect(await outbox()).toEqual([expect.objectContaining({ sent_at: t.clock.now().toISOString(), failed_at: null, claimed_at: null })])
      expect(await sender().flush()).toBe(0)
      expect(service.received).toHaveLength(1)
      await t.deps.db.deleteFrom('push_outbox').execute()
    })

    it('sends at once when a request has queued a push, without waiting for a poll', async () => {
      const device = newDevice()
      expect((await subscribe(ana, device.subscription)).status).toBe(201)
      // Woken by the write that queued it, as server.ts wires the runner.
      const s = sender()
      const idle = t.deps.background.wake
      t.deps.background.wake = () => void s.flush()
      try {
        const res = await t.request('/api/messages', { method: 'POST', cookie: ben.cookie, json: { receiver_id: ana.user.id, content: 'Are you free on Saturday?' } })
        expect(res.status).toBe(201)
        await service.waitFor(1)
        expect(JSON.parse(decryptPush(device, service.received[0]?.body ?? Buffer.alloc(0))).body).toBe('Are you free on Saturday?')
        await expect.poll(unsent).toEqual([])
      } finally {
        t.deps.background.wake = idle
      }
    })

    it('pushes a lost-pet alert to every device of the watching member, urgently, opening the report', async () => {
      const reporter = await t.signInAs('reporter@example.com', 'Priya S.')
      const watcher = await t.signInAs('watcher@example.com', 'Wes Park')
      const prefs = { zip_codes: ['78701'], alert_radius: 10, email_alerts: false, species_preferences: [] }
      expect((await t.request('/api/user-alert-preferences', { method: 'POST', cookie: watcher.cookie, json: prefs })).status).toBe(200)
      const phone = newDevice()
      const laptop = newDevice()
      expect((await subscribe(watcher, phone.subscription)).status).toBe(201)
      expect((await subscribe(watcher, laptop.subscription)).status).toBe(201)

      const report = {
        pet_name: 'Pepper',
        species: 'dog',
        breed: 'Beagle',
        color: 'Black and tan',
        last_seen_date: '2026-05-31',
        last_seen_location: 'Zilker Park',
        last_seen_city: 'Austin',
        last_seen_state: 'Texas',
        last_seen_zip_code: '78704',
        contact_name: 'Priya S.',
        contact_phone: '555-0188',
        photo_url: '/uploads/ab/ab5e77a0c4d1f2e3b6a7980c1d2e3f40.jpg',
      }
      const res = await t.request('/api/lost-pets', { method: 'POST', cookie: reporter.cookie, json: report })
      expect(res.status).toBe(201)
      const { id } = await json(res)
      // The report's fan-out job queues the pushes (server.ts runs it as soon as the report is acknowledged).
      expect(await runJobs(t.deps, 'deliver')).toBe(1)
      expect(await sender().flush()).toBe(2)
      expect(service.received).toHaveLength(2)

      const byPath = new Map(service.received.map((p) => [p.path, p]))
      for (const device of [phone, laptop]) {
        const push = byPath.get(new URL(device.subscription.endpoint).pathname)
        if (!push) throw new Error('a device got no push')
        expect(push.headers.urgency).toBe('high')
        const shown = JSON.parse(decryptPush(device, push.body)) as PushMessage
        expect(shown).toMatchObject({ title: 'Lost dog near you: Pepper', url: `/lost/${id}`, tag: `lost-pet-${id}` })
        expect(shown.body).toContain('Zilker Park')
      }
    })

    it('forgets a device when the push service answers 410 Gone (or 404)', async () => {
      const gone = newDevice()
      const missing = newDevice()
      const fine = newDevice()
      for (const device of [gone, missing, fine]) expect((await subscribe(ana, device.subscription)).status).toBe(201)
      service.answer(gone.name, 410)
      service.answer(missing.name, 404)
      await queueFor(ana, 'One')
      await queueFor(ana, 'Two')
      expect(await sender().flush()).toBe(2)
      const left = await t.deps.db.selectFrom('push_subscriptions').select('endpoint').execute()
      expect(left.map((r) => r.endpoint)).toEqual([fine.subscription.endpoint])
      // The forgotten devices' rows went with them; the fine device's two are kept, sent.
      expect((await outbox()).map((r) => Boolean(r.sent_at))).toEqual([true, true])
      expect(await subscribed(ana, gone)).toBe(false)
    })

    it('retries a failed push with backoff, never before it is due, and gives up after the last try', async () => {
      const device = newDevice()
      const { name } = device
      expect((await subscribe(ana, device.subscription)).status).toBe(201)
      service.answer(name, 500)
      await queueFor(ana, 'Try me')
      const s = sender()

      expect(await s.flush()).toBe(0)
      let [row] = await outbox()
      expect(row).toMatchObject({ attempts: 1, claimed_at: null, last_error: expect.stringMatching(/500/) })
      expect(Date.parse(row?.next_attempt_at ?? '') - t.clock.now().getTime()).toBe(RETRY_BACKOFF_MS[0])

      // Not due yet: nothing is sent, however often the sender runs.
      expect(await s.flush()).toBe(0)
      expect(await s.flush()).toBe(0)
      expect(service.received).toHaveLength(1)

      // Due, and the service is back: delivered once.
      service.answer(name, 201)
      t.clock.advance(RETRY_BACKOFF_MS[0])
      expect(await s.flush()).toBe(1)
      expect(await s.flush()).toBe(0)
      expect(service.received).toHaveLength(2)
      expect(await unsent()).toEqual([])
      await t.deps.db.deleteFrom('push_outbox').execute()

      // A push service that keeps failing: tried PUSH_MAX_ATTEMPTS times, then kept with its error.
      service.answer(name, 503, { headers: { 'retry-after': '900' } })
      await queueFor(ana, 'Never arrives')
      service.received.length = 0
      for (let attempt = 1; attempt <= PUSH_MAX_ATTEMPTS; attempt++) {
        expect(await s.flush()).toBe(0)
        ;[row] = await outbox()
        expect(row?.attempts).toBe(attempt)
        // Retry-After (15 minutes) wins when it is longer than the backoff.
        if (attempt < PUSH_MAX_ATTEMPTS) expect(Date.parse(row?.next_attempt_at ?? '') - t.clock.now().getTime()).toBe(Math.max(RETRY_BACKOFF_MS[attempt - 1] ?? 0, 900_000))
        t.clock.advance(2 * 60 * 60_000)
      }
      expect(service.received).toHaveLength(PUSH_MAX_ATTEMPTS)
      expect(await s.flush()).toBe(0)
      expect(service.received).toHaveLength(PUSH_MAX_ATTEMPTS)
      expect((await outbox())[0]).toMatchObject({ attempts: PUSH_MAX_ATTEMPTS, claimed_at: null, sent_at: null, failed_at: new Date(t.clock.now().getTime() - 2 * 60 * 60_000).toISOString(), last_error: expect.stringMatching(/503/) })
      await t.deps.db.deleteFrom('push_outbox').execute()
    })

    it('does not send a push older than its time to live', async () => {
      const device = newDevice()
      expect((await subscribe(ana, device.subscription)).status).toBe(201)
      await queueFor(ana, 'Yesterday’s news')
      t.clock.advance(PUSH_TTL_SECONDS * 1000 + 1000)
      expect(await sender().flush()).toBe(0)
      expect(service.received).toEqual([])
      expect((await outbox())[0]).toMatchObject({ attempts: PUSH_MAX_ATTEMPTS, failed_at: t.clock.now().toISOString(), last_error: expect.stringMatching(/expired/) })
      await t.deps.db.deleteFrom('push_outbox').execute()
    })

    it('takes over a claim a sender left behind only once it is stale', async () => {
      const device = newDevice()
      expect((await subscribe(ana, device.subscription)).status).toBe(201)
      await queueFor(ana, 'Left behind')
      const minutesAgo = (minutes: number) => new Date(t.clock.now().getTime() - minutes * 60_000).toISOString()
      await t.deps.db.updateTable('push_outbox').set({ claimed_at: minutesAgo(1), attempts: 1 }).execute()
      const s = sender()
      expect(await s.flush()).toBe(0)
      await t.deps.db.updateTable('push_outbox').set({ claimed_at: minutesAgo(6) }).execute()
      expect(await s.flush()).toBe(1)
      expect(service.received).toHaveLength(1)
    })

    it('two senders on one database send every push exactly once', async () => {
      const devices = [newDevice(), newDevice(), newDevice()]
      for (const device of devices) {
        expect((await subscribe(ben, device.subscription)).status).toBe(201)
        // A slow push service keeps both senders busy at the same time.
        service.answer(device.name, 201, { delayMs: 15 })
      }
      const count = 40
      for (let i = 0; i < count; i++) await queueFor(ben, `Message ${i}`)
      const [a, b] = [sender(), sender()]
      const delivered = await Promise.all([a.flush(), b.flush(), a.flush(), b.flush()])
      expect(delivered[0] + delivered[1]).toBe(count * devices.length)
      expect(service.received).toHaveLength(count * devices.length)
      const seen = service.received.map((push) => {
        const device = devices.find((d) => new URL(d.subscription.endpoint).pathname === push.path)
        if (!device) throw new Error(`a push for an unknown device: ${push.path}`)
        return `${push.path} ${(JSON.parse(decryptPush(device, push.body)) as PushMessage).body}`
      })
      expect(new Set(seen).size).toBe(count * devices.length)
      expect(await unsent()).toEqual([])
      await t.deps.db.deleteFrom('push_outbox').execute()
    })

    it('prunes pushes sent or given up on more than two days ago, keeping the rest', async () => {
      const device = newDevice()
      expect((await subscribe(ana, device.subscription)).status).toBe(201)
      const [subscription] = await t.deps.db.selectFrom('push_subscriptions').select('id').execute()
      const ago = (hours: number) => new Date(t.clock.now().getTime() - hours * 60 * 60_000).toISOString()
      const row = (payload: string, change: { sent_at?: string; failed_at?: string; attempts?: number }) => ({
        subscription_id: subscription?.id ?? 0,
        payload,
        created_at: ago(72),
        next_attempt_at: t.clock.now().toISOString(),
        attempts: 1,
        ...change,
      })
      await t.deps.db
        .insertInto('push_outbox')
        .values([
          row('old sent', { sent_at: ago(49) }),
          row('old failed', { failed_at: ago(49), attempts: PUSH_MAX_ATTEMPTS }),
          row('recent sent', { sent_at: ago(47) }),
          row('recent failed', { failed_at: ago(47), attempts: PUSH_MAX_ATTEMPTS }),
        ])
        .execute()
      // A new sender prunes on its first round.
      expect(await sender().flush()).toBe(0)
      expect(service.received).toEqual([])
      expect((await outbox()).map((r) => r.payload)).toEqual(['recent sent', 'recent failed'])
      await t.deps.db.deleteFrom('push_outbox').execute()
    })
  })
}

import { existsSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { json, type LooseJson } from '../../../testing/json.ts'
import { DIALECTS } from '../../../testing/test-db.ts'
import { createTestContext, TEST_ORIGIN, type TestContext } from '../../../testing/test-context.ts'
import type { Database } from '../../../db/schema.ts'
import type { LiveEvent } from '../../events/bus.ts'
import { sampleLostPet as report, sampleSighting as sighting } from '../../../robustness/samples.ts'
import { sweepUnusedVisitorUploads, VISITOR_UPLOAD_GRACE_MS } from '../../uploads/store.ts'
import { treatSentPhotosAsOwnUploads } from '../../../testing/own-photos.ts'
import { withVisitorProof } from '../shared/proof-testing.ts'

type Member = Awaited<ReturnType<TestContext['signInAs']>>

const visitor = { name: 'Jo Finder', email: 'jo.finder@example.net', message: 'I think I saw Pepper behind the bakery on 5th this morning.' }
const LINK = /^\/lost\/(\d+)\/messages\/([A-Za-z0-9_-]{22})$/

async function picture(): Promise<FormData> {
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#aa5522' } }).png().toBuffer()
  const form = new FormData()
  form.append('file', new File([new Uint8Array(png)], 'seen.png', { type: 'image/png' }))
  return form
}

for (const dialect of DIALECTS) {
  describe(`messages to a lost pet's owner through Petfolk [${dialect}]`, () => {
    let t: TestContext
    const request: TestContext['request'] = (path, init) => withVisitorProof(t)(path, init)
    let owner: Member
    let neighbour: Member
    let reportId: number
    const events: LiveEvent[] = []

    const count = async (table: keyof Database) => Number((await t.deps.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)
    let firstConfirmToken = ''
    const mails = () => t.deps.db.selectFrom('outbox').select(['to_address', 'subject', 'body_text']).orderBy('id').execute()
    const start = (id: number, body: unknown, cookie?: string) => request(`/api/lost-pets/${id}/messages`, { method: 'POST', json: body, ...(cookie ? { cookie } : {}) })

    beforeAll(async () => {
      t = await createTestContext(dialect, { RATE_LIMITS: 'off' })
      treatSentPhotosAsOwnUploads(t)
      owner = await t.signInAs('owner@example.com', 'Priya S.')
      neighbour = await t.signInAs('neighbour@example.com', 'Sam Lee')
      const res = await request('/api/lost-pets', { method: 'POST', cookie: owner.cookie, json: report })
      reportId = (await json(res)).id as number
      t.deps.events.subscribe((event) => events.push(event))
      await t.deps.db
        .insertInto('push_subscriptions')
        .values({ user_id: owner.user.id, endpoint: 'https://push.example.com/owner', p256dh: 'key', auth: 'secret', user_agent: null, created_at: '2026-06-01T00:00:00.000Z', updated_at: '2026-06-01T00:00:00.000Z' })
        .execute()
    })
    afterAll(() => t.dispose())

    it('takes a message from someone signed out, answers them their own link, and tells the owner at once without their address', async () => {
      await t.deps.db.deleteFrom('outbox').execute()
      events.length = 0
      const res = await start(reportId, visitor)
      expect(res.status).toBe(201)
      const { link } = await json(res)
      expect(link).toMatch(LINK)
      expect(String(link)).toContain(`/lost/${reportId}/`)

      const thread = await t.deps.db.selectFrom('lost_pet_relay_threads').selectAll().executeTakeFirstOrThrow()
      expect(thread).toMatchObject({ lost_pet_id: reportId, visitor_name: 'Jo Finder', visitor_email: 'jo.finder@example.net' })
      // Only the secret's hash is kept.
      const token = LINK.exec(String(link))?.[2] ?? ''
      const stored = await t.deps.db.selectFrom('lost_pet_relay_links').select('token_hash').execute()
      expect(stored).toHaveLength(1)
      expect(stored[0]?.token_hash).not.toContain(token)

      const [notice] = (await json(await request('/api/notifications', { cookie: owner.cookie }))) as unknown as LooseJson[]
      expect(notice).toMatchObject({ kind: 'relay_message', title: 'New message about Pepper', link: `/lost/${reportId}#messages`, is_read: false })
      expect(events).toEqual([{ topic: 'notifications', userIds: [owner.user.id] }])
      const pushes = await t.deps.db.selectFrom('push_outbox').select('payload').execute()
      expect(pushes.map((p) => JSON.parse(p.payload).title)).toContain('New message about Pepper')

      const [confirm, mail, ...more] = await mails()
      expect(more).toEqual([])
      // The visitor's address gets Petfolk's confirmation link only, with none of the owner's words.
      expect(confirm).toMatchObject({ to_address: 'jo.finder@example.net', subject: 'Confirm your e-mail address for Petfolk' })
      expect(confirm?.body_text).toMatch(new RegExp(`${TEST_ORIGIN}/lost/${reportId}/confirm/[A-Za-z0-9_-]{22}`))
      expect(confirm?.body_text).not.toContain('Pepper')
      firstConfirmToken = /\/confirm\/([A-Za-z0-9_-]{22})/.exec(confirm?.body_text ?? '')?.[1] ?? ''
      expect(mail?.to_address).toBe('owner@example.com')
      expect(mail?.subject).toBe('New message about Pepper')
      expect(mail?.body_text).toContain(`${TEST_ORIGIN}/lost/${reportId}#messages`)
      // Neither the visitor's address nor their words travel by e-mail.
      expect(mail?.body_text).not.toContain('jo.finder')
      expect(mail?.body_text).not.toContain('bakery')
    })

    it('shows the owner the conversations of their report, never the visitor\'s address, and nobody else', async () => {
      const res = await request(`/api/lost-pets/${reportId}/messages`, { cookie: owner.cookie })
      expect(res.status).toBe(200)
      const text = JSON.stringify(await json(res))
      expect(text).not.toContain('jo.finder')
      const [thread] = JSON.parse(text) as LooseJson[]
      expect(thread).toMatchObject({ visitor_name: 'Jo Finder', messages: [{ from: 'visitor', body: visitor.message }] })

      const refused = await request(`/api/lost-pets/${reportId}/messages`, { cookie: neighbour.cookie })
      expect(refused.status).toBe(404)
      expect((await json(refused)).error).toBe('Lost pet report not found')
      expect((await request(`/api/lost-pets/${reportId}/messages`)).status).toBe(401)
    })

    it("e-mails the owner's reply to the visitor with a link to the conversation, where they read it and write back", async () => {
      const [thread] = (await json(await request(`/api/lost-pets/${reportId}/messages`, { cookie: owner.cookie }))) as unknown as LooseJson[]
      const path = `/api/lost-pets/${reportId}/messages/${thread?.id}`
      expect((await request(path, { method: 'POST', cookie: neighbour.cookie, json: { message: 'Not mine to answer' } })).status).toBe(404)
      await t.deps.db.deleteFrom('outbox').execute()

      const res = await request(path, { method: 'POST', cookie: owner.cookie, json: { message: 'Thank you! Which bakery?' } })
      expect(res.status).toBe(201)
      expect(await json(res)).toMatchObject({ from: 'owner', body: 'Thank you! Which bakery?' })

      // Not confirmed yet: the reply waits on the visitor's page, nothing is e-mailed.
      expect(await mails()).toEqual([])
      const confirmMail = await t.deps.db.selectFrom('lost_pet_relay_threads').select('email_confirmed_at').where('id', '=', Number(thread?.id)).executeTakeFirstOrThrow()
      expect(confirmMail.email_confirmed_at).toBeNull()
      const token = firstConfirmToken
      const confirmed = await request(`/api/public/lost-pets/${reportId}/confirm-email`, { method: 'POST', json: { token } })
      expect(confirmed.status).toBe(200)
      expect(await json(confirmed)).toMatchObject({ pet_name: 'Pepper', link: expect.stringMatching(LINK) })
      // A confirmation link works once.
      expect((await request(`/api/public/lost-pets/${reportId}/confirm-email`, { method: 'POST', json: { token } })).status).toBe(404)

      // Confirmed: the reply that waited goes out now, under Petfolk's own subject.
      const [mail, ...others] = await mails()
      expect(others).toEqual([])
      expect(mail).toMatchObject({ to_address: 'jo.finder@example.net', subject: 'You have a reply about a lost pet on Petfolk' })
      expect(mail?.body_text).toContain('Thank you! Which bakery?')
      expect(mail?.body_text).not.toContain('owner@example.com')
      const link = new RegExp(`${TEST_ORIGIN}(/lost/\\d+/messages/[A-Za-z0-9_-]{22})`).exec(mail?.body_text ?? '')?.[1]
      expect(link).toBeDefined()

      const page = await request(`/api/public${link?.replace('/lost/', '/lost-pets/')}`)
      expect(page.status).toBe(200)
      expect(page.headers.get('cache-control')).toBe('no-store')
      const seen = await json(page)
      expect(seen).toMatchObject({ report_id: reportId, pet_name: 'Pepper', contact_name: 'Priya S.', visitor_name: 'Jo Finder', is_found: false })
      expect((seen.messages as LooseJson[]).map((m) => m.from)).toEqual(['visitor', 'owner'])
      expect(JSON.stringify(seen)).not.toContain('owner@example.com')

      events.length = 0
      const back = await request(`/api/public${link?.replace('/lost/', '/lost-pets/')}`, { method: 'POST', json: { message: 'The one with the blue door.' } })
      expect(back.status).toBe(201)
      expect(events).toEqual([{ topic: 'notifications', userIds: [owner.user.id] }])
      const again = (await json(await request(`/api/lost-pets/${reportId}/messages`, { cookie: owner.cookie }))) as unknown as LooseJson[]
      expect((again[0]?.messages as LooseJson[]).map((m) => m.body)).toEqual([visitor.message, 'Thank you! Which bakery?', 'The one with the blue door.'])
    })

    it('opens no conversation for a made-up link or another report\'s', async () => {
      const other = await json(await request('/api/lost-pets', { method: 'POST', cookie: owner.cookie, json: { ...report, pet_name: 'Mochi' } }))
      const { link } = await json(await start(reportId, { ...visitor, message: 'Second thread' }))
      const token = LINK.exec(String(link))?.[2]
      for (const path of [`/api/public/lost-pets/${other.id}/messages/${token}`, `/api/public/lost-pets/${reportId}/messages/AAAAAAAAAAAAAAAAAAAAAA`, `/api/public/lost-pets/${reportId}/messages/short`]) {
        const res = await request(path)
        expect(res.status, path).toBe(404)
        expect((await json(res)).error, path).toMatch(/\.$/)
      }
      const before = await count('lost_pet_relay_messages')
      expect((await request(`/api/public/lost-pets/${other.id}/messages/${token}`, { method: 'POST', json: { message: 'hi' } })).status).toBe(404)
      expect(await count('lost_pet_relay_messages')).toBe(before)
    })

    it('refuses bad messages with a sentence and saves nothing, not even a notice', async () => {
      const before = await Promise.all([count('lost_pet_relay_threads'), count('lost_pet_relay_messages'), count('outbox'), count('notifications')])
      const cases: Array<[unknown, string]> = [
        [{ ...visitor, name: ' ' }, 'name: Your name is required.'],
        [{ ...visitor, email: 'not-an-address' }, 'email: Your e-mail must be an e-mail address.'],
        [{ ...visitor, email: undefined }, 'email: Your e-mail is required.'],
        [{ ...visitor, message: '' }, 'message: Message is required.'],
        [{ ...visitor, message: 'x'.repeat(2001) }, 'message: Message must be at most 2000 characters.'],
        [{ ...visitor, phone: '555-0100' }, ''],
      ]
      for (const [body, sentence] of cases) {
        const res = await start(reportId, body)
        expect(res.status, JSON.stringify(body).slice(0, 100)).toBe(400)
        if (sentence) expect((await json(res)).error).toBe(sentence)
      }
      expect((await start(999999, visitor)).status).toBe(404)
      const [thread] = (await json(await request(`/api/lost-pets/${reportId}/messages`, { cookie: owner.cookie }))) as unknown as LooseJson[]
      const blank = await request(`/api/lost-pets/${reportId}/messages/${thread?.id}`, { method: 'POST', cookie: owner.cookie, json: { message: '   ' } })
      expect(blank.status).toBe(400)
      expect((await json(blank)).error).toBe('message: Message is required.')
      const after = await Promise.all([count('lost_pet_relay_threads'), count('lost_pet_relay_messages'), count('outbox'), count('notifications')])
      expect(after).toEqual(before)
    })

    it('e-mails the owner about sightings and messages only while their setting says so', async () => {
      expect((await json(await request('/api/settings', { cookie: owner.cookie }))).report_emails).toBe(true)
      await t.deps.db.deleteFrom('outbox').execute()
      expect((await request(`/api/lost-pets/${reportId}/sightings`, { method: 'POST', json: sighting })).status).toBe(201)
      const [sightingMail] = await mails()
      expect(sightingMail).toMatchObject({ to_address: 'owner@example.com', subject: 'Someone saw Pepper' })
      expect(sightingMail?.body_text).toContain(`${TEST_ORIGIN}/lost/${reportId}`)
      expect(sightingMail?.body_text).not.toContain('555-0142')

      const saved = await request('/api/settings', { method: 'PUT', cookie: owner.cookie, json: { report_emails: false } })
      expect(saved.status).toBe(200)
      expect((await json(saved)).report_emails).toBe(false)
      await t.deps.db.deleteFrom('outbox').execute()
      const notices = await count('notifications')
      expect((await request(`/api/lost-pets/${reportId}/sightings`, { method: 'POST', json: sighting })).status).toBe(201)
      expect((await start(reportId, { ...visitor, email: 'someone.else@example.net' })).status).toBe(201)
      expect((await mails()).filter((m) => m.to_address === 'owner@example.com')).toEqual([])
      // The bell still hears of both.
      expect(await count('notifications')).toBe(notices + 2)
      await request('/api/settings', { method: 'PUT', cookie: owner.cookie, json: { report_emails: true } })
    })

    it('takes a sighting photo from anyone for an open report, and a sighting shows only such a photo or the poster\'s own upload', async () => {
      const upload = await request(`/api/lost-pets/${reportId}/sighting-photos`, { method: 'POST', body: await picture() })
      expect(upload.status).toBe(201)
      const url = String((await json(upload)).url)
      expect(url).toMatch(/^\/uploads\/[0-9a-f]{2}\/[0-9a-f]{32}\.png$/)
      expect(await t.deps.db.selectFrom('uploads').select(['user_id', 'lost_pet_id']).where('path', '=', url.slice('/uploads/'.length)).executeTakeFirstOrThrow()).toEqual({ user_id: null, lost_pet_id: reportId })

      const other = await json(await request('/api/lost-pets', { method: 'POST', cookie: owner.cookie, json: { ...report, pet_name: 'Biscuit' } }))
      const before = await count('lost_pet_sightings')
      const wrongReport = await request(`/api/lost-pets/${other.id}/sightings`, { method: 'POST', json: { ...sighting, photo_url: url } })
      expect(wrongReport.status).toBe(400)
      expect((await json(wrongReport)).error).toBe('photo_url: Photo must be a picture sent with this sighting.')
      // A member's upload (say, a private pet photo) is theirs alone to attach.
      const form = await picture()
      const private_ = String((await json(await request('/api/uploads', { method: 'POST', cookie: owner.cookie, body: form }))).url)
      for (const cookie of [undefined, neighbour.cookie]) {
        const res = await request(`/api/lost-pets/${reportId}/sightings`, { method: 'POST', json: { ...sighting, photo_url: private_ }, ...(cookie ? { cookie } : {}) })
        expect(res.status).toBe(400)
      }
      expect((await request(`/api/lost-pets/${reportId}/sightings`, { method: 'POST', json: { ...sighting, photo_url: '/uploads/ab/ab0123456789abcdef0123456789abcd.jpg' } })).status).toBe(400)
      expect(await count('lost_pet_sightings')).toBe(before)

      const taken = await request(`/api/lost-pets/${reportId}/sightings`, { method: 'POST', json: { ...sighting, photo_url: url } })
      expect(taken.status).toBe(201)
      expect((await json(taken)).photo_url).toBe(url)
      const own = await request(`/api/lost-pets/${other.id}/sightings`, { method: 'POST', cookie: owner.cookie, json: { ...sighting, photo_url: private_ } })
      expect(own.status).toBe(201)
    })

    it('refuses a sighting photo that is not an image, or for a report that is not there or found', async () => {
      const uploads = await count('uploads')
      const text = new FormData()
      text.append('file', new File([new TextEncoder().encode('not a picture')], 'a.jpg', { type: 'image/jpeg' }))
      const notImage = await request(`/api/lost-pets/${reportId}/sighting-photos`, { method: 'POST', body: text })
      expect(notImage.status).toBe(415)
      expect((await json(notImage)).error).toBe('Only JPEG and PNG images can be uploaded.')
      expect((await request(`/api/lost-pets/999999/sighting-photos`, { method: 'POST', body: await picture() })).status).toBe(404)
      const found = await json(await request('/api/lost-pets', { method: 'POST', cookie: owner.cookie, json: { ...report, pet_name: 'Home' } }))
      await request(`/api/lost-pets/${found.id}`, { method: 'PATCH', cookie: owner.cookie, json: { is_found: true } })
      const refused = await request(`/api/lost-pets/${found.id}/sighting-photos`, { method: 'POST', body: await picture() })
      expect(refused.status).toBe(409)
      const message = await start(found.id as number, visitor)
      expect(message.status).toBe(409)
      expect((await json(message)).error).toBe('This pet has already been found.')
      expect(await count('uploads')).toBe(uploads)
    })

    it('sweeps visitors\' sighting photos that no sighting took within a day, and keeps the used ones', async () => {
      const unused = String((await json(await request(`/api/lost-pets/${reportId}/sighting-photos`, { method: 'POST', body: await picture() }))).url)
      const used = (await t.deps.db.selectFrom('lost_pet_sightings').select('photo_url').where('photo_url', 'is not', null).execute()).map((r) => String(r.photo_url))
      const file = (url: string) => join(t.deps.config.uploadDir, url.slice('/uploads/'.length))
      expect(existsSync(file(unused))).toBe(true)

      expect(await sweepUnusedVisitorUploads(t.deps.db, t.deps.files, t.clock.now())).toBe(0)
      const later = new Date(t.clock.now().getTime() + VISITOR_UPLOAD_GRACE_MS + 1000)
      expect(await sweepUnusedVisitorUploads(t.deps.db, t.deps.files, later)).toBe(1)
      expect(existsSync(file(unused))).toBe(false)
      expect((await request(unused)).status).toBe(404)
      for (const url of used) {
        expect(existsSync(file(url)), url).toBe(true)
        expect((await request(url)).status).toBe(200)
      }
    })
  })

  describe(`message limits [${dialect}]`, () => {
    let t: TestContext
    const request: TestContext['request'] = (path, init) => withVisitorProof(t)(path, init)
    let reports: number[]
    beforeAll(async () => {
      // 10 messages per address per 10 minutes and 50 per report a day, scaled to 1 and 1.
      t = await createTestContext(dialect, { RATE_LIMIT_SCALE: '0.01', TRUST_PROXY: '1' })
      treatSentPhotosAsOwnUploads(t)
      const owner = await t.signInAs('limits-owner@example.com', 'Priya S.')
      const at = t.clock.now().toISOString()
      reports = []
      for (const name of ['One', 'Two']) {
        const row = await t.deps.db
          .insertInto('lost_pets')
          .values({ ...report, pet_name: name, user_id: owner.user.id, latitude: null, longitude: null, is_found: 0, created_at: at, updated_at: at })
          .returning('id')
          .executeTakeFirstOrThrow()
        reports.push(row.id)
      }
    })
    afterAll(() => t.dispose())
    const from = (reportId: number, address: string) => request(`/api/lost-pets/${reportId}/messages`, { method: 'POST', json: visitor, headers: { 'x-forwarded-for': address } })
    const threads = async () => Number((await t.deps.db.selectFrom('lost_pet_relay_threads').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)

    it('refuses a second message from one address within the window, and more to one report a day from anywhere', async () => {
      expect((await from(reports[0] ?? 0, '203.0.113.1')).status).toBe(201)
      const sameAddress = await from(reports[1] ?? 0, '203.0.113.1')
      expect(sameAddress.status).toBe(429)
      expect(sameAddress.headers.get('retry-after')).toBeTruthy()
      const sameReport = await from(reports[0] ?? 0, '198.51.100.7')
      expect(sameReport.status).toBe(429)
      expect((await json(sameReport)).error).toMatch(/^This report has had as many messages as it can take today\. Please wait .+ and try again\.$/)
      expect(await threads()).toBe(1)
    })
  })
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLogger } from '../logger.ts'
import { json, type LooseJson } from '../testing/json.ts'
import { runOneTask, type OneTask } from '../testing/one-task.ts'
import { treatSentPhotosAsOwnUploads } from '../testing/own-photos.ts'
import { runJobs } from '../testing/run-jobs.ts'
import { createTestContext, type TestContext } from '../testing/test-context.ts'
import { DIALECTS } from '../testing/test-db.ts'
import { decryptPush, startLocalPushService, testDevice, type LocalPushService, type TestDevice } from '../features/push/local-push-service.ts'
import type { LiveEvent } from './live.ts'
import { composeMail } from './mail-sender.ts'
import { pushTask } from './push-sender.ts'
import { TEMPLATES, type Template } from './templates/index.ts'
import { REVIEW_APPROVED_KIND, REVIEW_REJECTED_KIND } from './templates/review.ts'
import { sampleLostPet as lostPet, sampleMatchingFoundPet as foundPet } from '../robustness/samples.ts'

type Member = Awaited<ReturnType<TestContext['signInAs']>>

/** The kinds every template's rows carry: whatever reaches a member must be one of them. */
const TEMPLATE_KINDS = new Set(
  (Object.values(TEMPLATES) as Array<Template<never>>).flatMap((t) => (typeof t.kind === 'string' ? [t.kind] : [REVIEW_APPROVED_KIND, REVIEW_REJECTED_KIND])),
)

/**
 * A lost report, a found report with a match, a sighting and a direct message, sent through the
 * app as members send them; then one test per channel checks that each reached its members on
 * that channel with the words of its template, composed in one place (delivery/templates).
 */
for (const dialect of DIALECTS) {
  describe(`one delivery path for every notice [${dialect}]`, () => {
    let t: TestContext
    let service: LocalPushService
    let sender: OneTask
    let owner: Member
    let watcher: Member
    let finder: Member
    let neighbour: Member
    const devices = new Map<number, TestDevice>()
    const events: LiveEvent[] = []
    let lostId: number
    let foundId: number

    const ok = async (path: string, member: Member, body: unknown): Promise<LooseJson> => {
      const res = await t.request(path, { method: 'POST', cookie: member.cookie, json: body })
      if (res.status >= 300) throw new Error(`${path} answered ${res.status}: ${await res.text()}`)
      return json(res)
    }

    beforeAll(async () => {
      t = await createTestContext(dialect, { RATE_LIMITS: 'off' })
      treatSentPhotosAsOwnUploads(t)
      service = await startLocalPushService()
      const logger = createLogger('silent')
      sender = runOneTask(pushTask(t.deps.db, { dialect, vapid: t.deps.config.vapid, logger, clock: t.clock }), { clock: t.clock, logger })
      owner = await t.signInAs('owner@example.com', 'Priya S.')
      watcher = await t.signInAs('watcher@example.com', 'Wes Park')
      finder = await t.signInAs('finder@example.com', 'Finn Walker')
      neighbour = await t.signInAs('neighbour@example.com', 'Sam Lee')
      for (const member of [owner, watcher, finder, neighbour]) {
        const device = testDevice(service.endpoint(`member-${member.user.id}`))
        devices.set(member.user.id, device)
        await ok('/api/push/subscriptions', member, device.subscription)
      }
      await ok('/api/user-alert-preferences', watcher, { zip_codes: ['78701'], alert_radius: 10, email_alerts: true, species_preferences: [] })
      t.deps.events.subscribe((event) => events.push(event))

      lostId = (await ok('/api/lost-pets', owner, lostPet)).id as number
      foundId = (await ok('/api/found-pets', finder, foundPet)).id as number
      await ok(`/api/lost-pets/${lostId}/sightings`, neighbour, { seen_at: '2026-06-01T09:30:00.000Z', location: 'Barton Springs Rd', zip_code: '78704', note: 'Running east.', name: 'Sam', phone: '' })
      await ok('/api/messages', neighbour, { receiver_id: owner.user.id, subject: 'Pepper', content: 'I think I saw Pepper by the bakery.' })
      // The background runner's work, as a replica does it at once: alerts' e-mails and pushes, the match.
      while ((await runJobs(t.deps)) > 0) {
        // a job may queue another: run until none is left
      }
      await sender.flush()
    })
    afterAll(async () => {
      await sender?.stop()
      await service?.close()
      await t?.dispose()
    })

    const bell = async (member: Member) => (await json(await t.request('/api/notifications', { cookie: member.cookie }))) as unknown as LooseJson[]
    const pushesTo = (member: Member) => {
      const device = devices.get(member.user.id)
      if (!device) throw new Error('no device')
      const path = new URL(device.subscription.endpoint).pathname
      return service.received.filter((p) => p.path === path).map((p) => JSON.parse(decryptPush(device, p.body)) as { title: string; body: string; url: string; tag: string })
    }

    it('in the app: each member\'s bell holds the notices meant for them, in their template\'s words', async () => {
      const titles = async (member: Member) => (await bell(member)).map((n) => n.title).sort()
      expect(await titles(watcher)).toEqual(['Found dog near you: Black & tan Terrier', 'Lost dog near you: Pepper'])
      expect(await titles(owner)).toEqual(['Possible match for Pepper', 'Someone saw Pepper'])
      expect(await titles(finder)).toEqual(['The dog you found may be Pepper'])
      // A direct message has no bell entry: the Messages page lists it.
      expect(await titles(neighbour)).toEqual([])
      const kinds = await t.deps.db.selectFrom('notifications').select('kind').execute()
      for (const { kind } of kinds) expect(TEMPLATE_KINDS).toContain(kind)
    })

    it('by push: the same notices reach each member\'s device, with the bell\'s words and its link', async () => {
      for (const member of [watcher, owner, finder]) {
        const notices = await bell(member)
        const pushes = pushesTo(member).filter((p) => !p.tag.startsWith('message-'))
        expect(pushes.map((p) => ({ title: p.title, body: p.body, url: p.url })).sort((a, b) => a.title.localeCompare(b.title))).toEqual(
          notices.map((n) => ({ title: n.title, body: n.body, url: n.link })).sort((a, b) => String(a.title).localeCompare(String(b.title))),
        )
      }
      // The direct message: a push of its own to the receiver, opening the message.
      const [message] = pushesTo(owner).filter((p) => p.tag.startsWith('message-'))
      expect(message).toMatchObject({ title: 'New message from Sam Lee @sam_lee', body: 'Pepper' })
      expect(message?.url).toMatch(/^\/messages\?message=\d+$/)
      expect(pushesTo(neighbour)).toEqual([])
    })

    it('by e-mail: the alerts to the member who asked for them and the sighting to the owner, composed by their templates', async () => {
      const rows = await t.deps.db.selectFrom('outbox').select(['to_address', 'subject', 'body_text', 'kind', 'lost_pet_id', 'found_pet_id']).orderBy('id').execute()
      const mails = await Promise.all(rows.map(async (row) => ({ to: row.to_address, mail: await composeMail(t.deps.db, row, t.deps.config.appUrl) })))
      const subjects = mails.map(({ to, mail }) => `${to}: ${mail === 'found' ? 'not sent' : mail.subject}`).sort()
      expect(subjects).toEqual(['owner@example.com: Someone saw Pepper', 'watcher@example.com: Found dog near you: Black & tan Terrier', 'watcher@example.com: Lost dog near you: Pepper'])
      const lostAlert = mails.find(({ mail }) => mail !== 'found' && mail.subject.startsWith('Lost dog'))?.mail
      expect(lostAlert).toMatchObject({ text: expect.stringContaining(`${t.deps.config.appUrl}/lost/${lostId}`) })
      const foundAlert = mails.find(({ mail }) => mail !== 'found' && mail.subject.startsWith('Found dog'))?.mail
      expect(foundAlert).toMatchObject({ text: expect.stringContaining(`${t.deps.config.appUrl}/found/${foundId}`) })
    })

    it('live: each notice tells its members\' open tabs once it has committed', () => {
      expect(events).toEqual(
        expect.arrayContaining([
          { topic: 'notifications', lostPetId: lostId, kind: 'lost_pet_alert' },
          { topic: 'notifications', foundPetId: foundId, kind: 'found_pet_alert' },
          { topic: 'notifications', userIds: expect.arrayContaining([owner.user.id, finder.user.id]) },
          { topic: 'notifications', userIds: [owner.user.id] },
          { topic: 'messages', userIds: [owner.user.id, neighbour.user.id] },
        ]),
      )
    })
  })
}

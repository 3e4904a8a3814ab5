import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DELETE_ACCOUNT_CONFIRMATION } from '@petfolk/contract/settings'
import { json, type LooseJson } from '../../../testing/json.ts'
import { DIALECTS } from '../../../testing/test-db.ts'
import { createTestContext, type TestContext } from '../../../testing/test-context.ts'
import { sampleFoundPet, sampleLostPet } from '../../../robustness/samples.ts'
import { zipCentroid } from '../../../geo/geo.ts'
import type { LiveEvent } from '../../events/bus.ts'
import { uploadKeyOf } from '../../uploads/store.ts'
import { enqueueMatching } from './jobs.ts'
import { runJobs } from '../../../testing/run-jobs.ts'
import { startRunner } from '../../../delivery/runner.ts'
import { parsePhotoSignature } from './photo-signature.ts'
import { treatSentPhotosAsOwnUploads } from '../../../testing/own-photos.ts'

type Member = Awaited<ReturnType<TestContext['signInAs']>>

const AT = '2026-06-01T10:00:00.000Z'

for (const dialect of DIALECTS) {
  describe(`matching lost and found reports [${dialect}]`, () => {
    let t: TestContext
    let owner: Member
    let finder: Member
    let stranger: Member
    let lostId: number
    const events: LiveEvent[] = []

    const run = () => runJobs(t.deps, 'match')
    const count = async (table: 'pet_matches' | 'direct_messages' | 'push_outbox') =>
      Number((await t.deps.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)
    const matchJobs = async () => Number((await t.deps.db.selectFrom('jobs').select((eb) => eb.fn.countAll().as('n')).where('task', '=', 'match').executeTakeFirstOrThrow()).n)
    const notices = (userId: number, kind: string) => t.deps.db.selectFrom('notifications').selectAll().where('user_id', '=', userId).where('kind', '=', kind).execute()

    /** A found report as the found-pet routes store it, and its match job. */
    async function reportFound(userId: number, overrides: Record<string, unknown> = {}): Promise<number> {
      const zip = String(overrides.found_zip_code ?? '78701')
      const centre = zipCentroid(zip)
      const row = await t.deps.db
        .insertInto('found_pets')
        .values({
          user_id: userId, species: 'dog', breed: 'terrier', sex: 'female', color: 'black & tan', size: 'small', weight_lbs: null,
          distinctive_markings: null, photo_url: null, found_date: '2026-06-01', found_location: 'Congress Ave bridge', found_city: 'Austin',
          found_state: 'Texas', found_zip_code: zip, latitude: centre?.latitude ?? null, longitude: centre?.longitude ?? null,
          contact_name: 'Finn', contact_phone: '555-0199', contact_email: null, additional_details: null, photo_signature: null,
          created_at: AT, updated_at: AT, ...overrides,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      await enqueueMatching(t.deps.db, { foundPetId: row.id }, t.clock.now())
      return row.id
    }

    beforeAll(async () => {
      t = await createTestContext(dialect, { RATE_LIMITS: 'off' })
      treatSentPhotosAsOwnUploads(t)
      owner = await t.signInAs('owner@example.com', 'Priya S.')
      finder = await t.signInAs('finder@example.com', 'Finn Walker')
      stranger = await t.signInAs('stranger@example.com', 'Sam Lee')
      // The lost report's photo, where the upload store keeps it: a black dog on grass.
      // The found report's photo: the same dog in brighter light.
      for (const [url, colour] of [[sampleLostPet.photo_url, '#1b1b1b'], [sampleFoundPet.photo_url, '#262422']] as const) {
        const key = uploadKeyOf(url)
        if (!key) throw new Error('the sample photo is not an upload name')
        await t.deps.files.write(key, await sharp({ create: { width: 60, height: 40, channels: 3, background: colour } }).jpeg().toBuffer(), 'image/jpeg')
      }
      for (const member of [owner, finder]) {
        await t.deps.db
          .insertInto('push_subscriptions')
          .values({ user_id: member.user.id, endpoint: `https://push.example.com/${member.user.id}`, p256dh: 'key', auth: 'secret', user_agent: null, created_at: AT, updated_at: AT })
          .execute()
      }
      const res = await t.request('/api/lost-pets', { method: 'POST', cookie: owner.cookie, json: sampleLostPet })
      expect(res.status).toBe(201)
      lostId = (await json(res)).id as number
      t.deps.events.subscribe((event) => events.push(event))
    })
    afterAll(() => t.dispose())

    it('stores the colour signature of the re-encoded photo with the report, and none when the file is missing', async () => {
      const stored = await t.deps.db.selectFrom('lost_pets').select('photo_signature').where('id', '=', lostId).executeTakeFirstOrThrow()
      const signature = parsePhotoSignature(stored.photo_signature)
      expect(signature?.h.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 2)
      const other = await t.request('/api/lost-pets', { method: 'POST', cookie: stranger.cookie, json: { ...sampleLostPet, pet_name: 'Ghost', photo_url: '/uploads/cd/cd000000000000000000000000000000.jpg' } })
      expect(other.status).toBe(201)
      const ghost = await t.deps.db.selectFrom('lost_pets').select('photo_signature').where('id', '=', (await json(other)).id as number).executeTakeFirstOrThrow()
      expect(ghost.photo_signature).toBeNull()
      // Nothing to match them against yet.
      expect(await run()).toBe(2)
      expect(await count('pet_matches')).toBe(0)
    })

    it('matches a new found report to the lost one and tells both sides in the app, live and by push', async () => {
      events.length = 0
      const pushesBefore = await count('push_outbox')
      const res = await t.request('/api/found-pets', {
        method: 'POST',
        cookie: finder.cookie,
        json: { ...sampleFoundPet, breed: 'terrier', sex: 'female', color: 'black & tan', size: 'small', found_date: '2026-06-01', found_zip_code: '78701', contact_name: 'Finn' },
      })
      expect(res.status).toBe(201)
      const foundId = (await json(res)).id as number
      expect(await matchJobs()).toBe(1)
      expect(await run()).toBe(1)
      expect(await matchJobs()).toBe(0)
      const match = await t.deps.db.selectFrom('pet_matches').selectAll().where('found_pet_id', '=', foundId).where('lost_pet_id', '=', lostId).executeTakeFirstOrThrow()
      expect(match.score).toBeGreaterThan(0.5)
      expect(JSON.parse(match.reasons)).toEqual(expect.arrayContaining(['same colour', 'similar photo', 'same size', '1 day apart']))
      const found = await t.deps.db.selectFrom('found_pets').select('photo_signature').where('id', '=', foundId).executeTakeFirstOrThrow()
      expect(parsePhotoSignature(found.photo_signature)).not.toBeNull()

      const [ownerNotice] = await notices(owner.user.id, 'pet_match')
      expect(ownerNotice).toMatchObject({ title: 'Possible match for Pepper', link: `/lost-pets/${lostId}/matches` })
      expect(ownerNotice?.body).toContain('A dog found in Austin on 2026-06-01 may be Pepper: same colour')
      const [finderNotice] = await notices(finder.user.id, 'pet_match')
      expect(finderNotice).toMatchObject({ title: 'The dog you found may be Pepper', link: `/found-pets/${foundId}/matches`, lost_pet_id: lostId, found_pet_id: foundId })
      // Read through the API, the stored text stands (it is not one composed from a report).
      const bell = (await json(await t.request('/api/notifications', { cookie: finder.cookie }))) as unknown as LooseJson[]
      expect(bell.filter((n) => n.kind === 'pet_match').map((n) => n.title)).toEqual(expect.arrayContaining(['The dog you found may be Pepper', 'The dog you found may be Ghost']))
      // Ghost, reported by the stranger, is the same sample but has no photo: it matches too, but the stranger is told only of their own.
      expect(await notices(stranger.user.id, 'pet_match')).toHaveLength(1)
      expect(await count('push_outbox')).toBe(pushesBefore + 3)
      expect(events).toEqual([{ topic: 'notifications', userIds: expect.arrayContaining([owner.user.id, finder.user.id, stranger.user.id]) }])

      // Scoring the same report again finds the stored pair and tells nobody twice.
      await enqueueMatching(t.deps.db, { foundPetId: foundId }, t.clock.now())
      expect(await run()).toBe(1)
      expect(await notices(owner.user.id, 'pet_match')).toHaveLength(1)
    })

    it('lists the owner’s matches with the found report’s public view, and refuses everyone else', async () => {
      const res = await t.request(`/api/lost-pets/${lostId}/matches`, { cookie: owner.cookie })
      expect(res.status).toBe(200)
      const list = (await json(res)) as unknown as LooseJson[]
      expect(list).toHaveLength(1)
      expect(list[0]).toMatchObject({ lost_pet_id: lostId, status: 'open', days_apart: 1, confirmed_at: null, found_pet: { species: 'dog', found_city: 'Austin', contact_phone: null } })
      expect(list[0]?.found_pet).not.toHaveProperty('user_id')
      expect(list[0]?.found_pet).not.toHaveProperty('contact_email')
      for (const member of [finder, stranger]) {
        const refused = await t.request(`/api/lost-pets/${lostId}/matches`, { cookie: member.cookie })
        expect(refused.status).toBe(404)
        expect((await json(refused)).error).toBe('Lost pet report not found')
      }
      expect((await t.request(`/api/lost-pets/${lostId}/matches`)).status).toBe(401)
    })

    it('lists the finder’s matches with the lost report’s public view, and refuses everyone else', async () => {
      const match = await t.deps.db.selectFrom('pet_matches').select(['id', 'found_pet_id']).where('lost_pet_id', '=', lostId).executeTakeFirstOrThrow()
      const res = await t.request(`/api/found-pets/${match.found_pet_id}/matches`, { cookie: finder.cookie })
      expect(res.status).toBe(200)
      const list = (await json(res)) as unknown as LooseJson[]
      expect(list[0]).toMatchObject({ id: match.id, status: 'open', lost_pet: { id: lostId, pet_name: 'Pepper', contact_phone: null } })
      expect(list[0]?.lost_pet).not.toHaveProperty('contact_email')
      for (const member of [owner, stranger]) {
        const refused = await t.request(`/api/found-pets/${match.found_pet_id}/matches`, { cookie: member.cookie })
        expect(refused.status).toBe(404)
        expect((await json(refused)).error).toBe('Found pet report not found')
      }
    })

    it('lets each side dismiss a match for themselves only', async () => {
      const foundId = await reportFound(finder.user.id, { found_zip_code: '78702', color: 'black', breed: null })
      await run()
      const match = await t.deps.db.selectFrom('pet_matches').select('id').where('found_pet_id', '=', foundId).where('lost_pet_id', '=', lostId).executeTakeFirstOrThrow()
      expect((await t.request(`/api/pet-matches/${match.id}/dismiss`, { method: 'POST', cookie: stranger.cookie })).status).toBe(404)
      const byFinder = await t.request(`/api/pet-matches/${match.id}/dismiss`, { method: 'POST', cookie: finder.cookie })
      expect(byFinder.status).toBe(200)
      expect((await json(byFinder)).status).toBe('dismissed')
      const ownerList = (await json(await t.request(`/api/lost-pets/${lostId}/matches`, { cookie: owner.cookie }))) as unknown as LooseJson[]
      expect(ownerList.map((m) => m.id)).toContain(match.id)

      const byOwner = await t.request(`/api/pet-matches/${match.id}/dismiss`, { method: 'POST', cookie: owner.cookie })
      expect((await json(byOwner)).status).toBe('dismissed')
      const after = (await json(await t.request(`/api/lost-pets/${lostId}/matches`, { cookie: owner.cookie }))) as unknown as LooseJson[]
      expect(after.map((m) => m.id)).not.toContain(match.id)

      const confirm = await t.request(`/api/pet-matches/${match.id}/confirm`, { method: 'POST', cookie: owner.cookie })
      expect(confirm.status).toBe(409)
      expect((await json(confirm)).error).toBe('You dismissed this match, so it cannot be confirmed.')
    })

    it('confirms "This is my pet": a message to the finder naming the pet, a notice, and the same answer twice', async () => {
      const match = await t.deps.db.selectFrom('pet_matches').select('id').where('lost_pet_id', '=', lostId).where('owner_dismissed_at', 'is', null).orderBy('score', 'desc').executeTakeFirstOrThrow()
      const byFinder = await t.request(`/api/pet-matches/${match.id}/confirm`, { method: 'POST', cookie: finder.cookie })
      expect(byFinder.status).toBe(403)
      expect((await json(byFinder)).error).toBe("Only the lost pet's owner can confirm a match.")
      expect((await t.request(`/api/pet-matches/${match.id}/confirm`, { method: 'POST', cookie: stranger.cookie })).status).toBe(404)

      events.length = 0
      const messagesBefore = await count('direct_messages')
      const res = await t.request(`/api/pet-matches/${match.id}/confirm`, { method: 'POST', cookie: owner.cookie })
      expect(res.status).toBe(200)
      const confirmed = await json(res)
      expect(confirmed).toMatchObject({ id: match.id, status: 'confirmed', confirmed_at: t.clock.now().toISOString() })
      const message = await t.deps.db.selectFrom('direct_messages').selectAll().where('id', '=', confirmed.message_id as number).executeTakeFirstOrThrow()
      expect(message).toMatchObject({ sender_id: owner.user.id, receiver_id: finder.user.id, subject: 'Is this Pepper? About the dog you found' })
      expect(message.content).toContain('is my dog Pepper')
      const [notice] = await notices(finder.user.id, 'pet_match_confirmed')
      expect(notice).toMatchObject({ title: "Pepper's owner says this is their pet", link: `/messages?message=${message.id}` })
      expect(events).toEqual(expect.arrayContaining([{ topic: 'messages', userIds: [finder.user.id, owner.user.id] }, { topic: 'notifications', userIds: [finder.user.id] }]))

      const again = await json(await t.request(`/api/pet-matches/${match.id}/confirm`, { method: 'POST', cookie: owner.cookie }))
      expect(again.message_id).toBe(message.id)
      expect(await count('direct_messages')).toBe(messagesBefore + 1)

      const dismiss = await t.request(`/api/pet-matches/${match.id}/dismiss`, { method: 'POST', cookie: finder.cookie })
      expect(dismiss.status).toBe(409)
      expect((await json(dismiss)).error).toBe('This match is confirmed, so it cannot be dismissed.')
      const list = (await json(await t.request(`/api/lost-pets/${lostId}/matches`, { cookie: owner.cookie }))) as unknown as LooseJson[]
      expect(list[0]).toMatchObject({ id: match.id, status: 'confirmed' })
    })

    it('records the reunion and closes the found report when the owner marks the pet found, and undoes both', async () => {
      const match = await t.deps.db.selectFrom('pet_matches').selectAll().where('lost_pet_id', '=', lostId).where('confirmed_at', 'is not', null).executeTakeFirstOrThrow()
      const statsBefore = (await json(await t.request('/api/public/stats'))).pets_reunited as number
      t.clock.advance(60_000)
      expect((await t.request(`/api/lost-pets/${lostId}`, { method: 'PATCH', cookie: owner.cookie, json: { is_found: true } })).status).toBe(200)
      const reunited = await t.deps.db.selectFrom('pet_matches').select('reunited_at').where('id', '=', match.id).executeTakeFirstOrThrow()
      expect(reunited.reunited_at).toBe(t.clock.now().toISOString())
      const found = await t.deps.db.selectFrom('found_pets').select(['is_closed', 'closed_at']).where('id', '=', match.found_pet_id).executeTakeFirstOrThrow()
      expect(found).toEqual({ is_closed: 1, closed_at: t.clock.now().toISOString() })
      const list = (await json(await t.request(`/api/lost-pets/${lostId}/matches`, { cookie: owner.cookie }))) as unknown as LooseJson[]
      expect(list[0]).toMatchObject({ id: match.id, status: 'reunited' })
      // One reunion, counted once.
      expect((await json(await t.request('/api/public/stats'))).pets_reunited).toBe(statsBefore + 1)
      const confirm = await t.request(`/api/pet-matches/${match.id}/confirm`, { method: 'POST', cookie: owner.cookie })
      expect(confirm.status).toBe(200)

      expect((await t.request(`/api/lost-pets/${lostId}`, { method: 'PATCH', cookie: owner.cookie, json: { is_found: false } })).status).toBe(200)
      expect((await t.deps.db.selectFrom('pet_matches').select('reunited_at').where('id', '=', match.id).executeTakeFirstOrThrow()).reunited_at).toBeNull()
      expect((await t.deps.db.selectFrom('found_pets').select('is_closed').where('id', '=', match.found_pet_id).executeTakeFirstOrThrow()).is_closed).toBe(0)
    })

    it('matches a new lost report against the open found reports, never the reporter’s own, and not across species', async () => {
      await reportFound(owner.user.id, { species: 'dog' })
      await reportFound(finder.user.id, { species: 'cat', color: 'black and tan' })
      const res = await t.request('/api/lost-pets', { method: 'POST', cookie: owner.cookie, json: { ...sampleLostPet, pet_name: 'Biscuit' } })
      expect(res.status).toBe(201)
      const biscuit = (await json(res)).id as number
      await run()
      const pairs = await t.deps.db
        .selectFrom('pet_matches as m')
        .innerJoin('found_pets as f', 'f.id', 'm.found_pet_id')
        .select(['f.user_id', 'f.species'])
        .where('m.lost_pet_id', '=', biscuit)
        .execute()
      expect(pairs.length).toBeGreaterThan(0)
      expect(pairs.every((p) => p.user_id !== owner.user.id && p.species === 'dog')).toBe(true)
    })

    it('takes the match notices naming a report away with its owner’s account', async () => {
      // The stranger's Ghost matched the finder's found dog: the finder was told of it.
      const ghost = await t.deps.db.selectFrom('lost_pets').select('id').where('pet_name', '=', 'Ghost').executeTakeFirstOrThrow()
      const aboutGhost = () => t.deps.db.selectFrom('notifications').select('id').where('kind', '=', 'pet_match').where('lost_pet_id', '=', ghost.id).execute()
      expect((await aboutGhost()).length).toBeGreaterThan(0)
      expect((await t.request('/api/account/delete', { method: 'POST', cookie: stranger.cookie, json: { confirm: DELETE_ACCOUNT_CONFIRMATION } })).status).toBe(200)
      expect(await aboutGhost()).toEqual([])
      expect(await t.deps.db.selectFrom('pet_matches').select('id').where('lost_pet_id', '=', ghost.id).execute()).toEqual([])
    })

    it('runs queued jobs when the runner is kicked, and a kick during a round waits for one more round', async () => {
      const worker = startRunner({ clock: t.clock, logger: t.deps.logger, tasks: [{ name: 'jobs', everyMs: 3_600_000, run: () => run(), failure: 'matching failed' }] })
      try {
        await reportFound(finder.user.id)
        const first = worker.kick('jobs')
        // Queued while the first round may already have looked: the second kick must still see it run.
        await reportFound(finder.user.id, { found_zip_code: '78702' })
        const second = worker.kick('jobs')
        await Promise.all([first, second])
        expect(await matchJobs()).toBe(0)
      } finally {
        await worker.stop()
      }
    })

    it('answers 404 with a sentence for a match that does not exist', async () => {
      for (const action of ['dismiss', 'confirm']) {
        const res = await t.request(`/api/pet-matches/999999/${action}`, { method: 'POST', cookie: owner.cookie })
        expect(res.status).toBe(404)
        expect((await json(res)).error).toBe('Match not found')
      }
    })
  })
}

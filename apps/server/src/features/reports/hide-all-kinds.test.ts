import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HIDEABLE_KINDS, PHOTO_KINDS, REPORT_CONTENT_LABELS, type HideableKind, type LockedBoard } from '@petfolk/contract/reports'
import { STAFF_ONLY } from '@petfolk/contract/staff'
import { sampleBoard, sampleFoundPet, sampleLostPet, samplePet, sampleRelayMessage, sampleSighting, sampleStory } from '../../robustness/samples.ts'
import { json } from '../../testing/json.ts'
import { DIALECTS } from '../../testing/test-db.ts'
import { createTestContext, type TestContext } from '../../testing/test-context.ts'
import { treatSentPhotosAsOwnUploads } from '../../testing/own-photos.ts'
import { withVisitorProof } from '../lost-found/shared/proof-testing.ts'
import { findReportedContent } from './content.ts'

type SignedIn = Awaited<ReturnType<TestContext['signInAs']>>
type Ids = Record<HideableKind, number>
type Row = Record<string, unknown> & { id: number }

const INDEX = '<!doctype html><html><head><title>Petfolk</title></head><body><div id="root"></div></body></html>'
/** Kinds others see in public: a ban hides these. */
const PUBLIC_KINDS: readonly HideableKind[] = ['board_post', 'board_reply', 'story', 'story_comment', 'showcase_entry', 'lost_pet', 'found_pet', 'sighting']
/** Kinds staff still read through the signed-in API once hidden. */
const STAFF_READS: readonly HideableKind[] = ['board_post', 'board_reply', 'story', 'story_comment', 'showcase_entry', 'lost_pet', 'found_pet']

let photoCounter = 0
const newPhoto = () => `/uploads/ab/ab${(++photoCounter).toString(16).padStart(30, 'c')}.jpg`

for (const dialect of DIALECTS) {
  describe(`hiding every kind of content [${dialect}]`, () => {
    let t: TestContext
    let visitorRequest: TestContext['request']
    let mod: SignedIn
    let owner: SignedIn
    let reader: SignedIn
    let sly: SignedIn
    let bo: SignedIn
    let boardId: number
    let ownerPostId: number
    let ownerStoryId: number
    let ownerLostId: number

    const get = async (path: string, cookie?: string) => t.request(path, cookie ? { cookie } : {})
    const list = async (path: string, cookie?: string): Promise<Row[]> => {
      const res = await get(path, cookie)
      expect(res.status, path).toBe(200)
      return (await res.json()) as Row[]
    }
    const post = async (path: string, body: unknown, cookie: string) => {
      const res = await t.request(path, { method: 'POST', cookie, json: body })
      expect(res.status, `${path}: ${await res.clone().text()}`).toBe(201)
      return (await json(res)).id as number
    }

    /** Everything a member can write, one of each kind, by `author`. */
    async function writeAll(author: SignedIn): Promise<Ids> {
      const pet = await post('/api/pets', { ...samplePet, photo_url: newPhoto() }, author.cookie)
      const sightingPhoto = newPhoto()
      await t.deps.db
        .insertInto('uploads')
        .values({ user_id: author.user.id, lost_pet_id: null, path: sightingPhoto.slice('/uploads/'.length), content_type: 'image/jpeg', bytes: 1, width: 1, height: 1, created_at: t.clock.now().toISOString() })
        .execute()
      const boardPost = await post('/api/board-messages', { board_id: boardId, title: 'Puppies', content: 'Cheap puppies at spam.example' }, author.cookie)
      const reply = await post(`/api/messages/${ownerPostId}/replies`, { content: 'Buy at spam.example' }, author.cookie)
      const message = await post('/api/messages', { receiver_id: reader.user.id, subject: 'Deal', content: 'Send money to spam.example' }, author.cookie)
      const gift = await post('/api/gift-transactions', { product_id: 1, receiver_id: reader.user.id, quantity: 1, gift_message: 'Visit spam.example' }, author.cookie)
      const story = await post('/api/veteran-service-dog-stories', { ...sampleStory, dog_photo_url: newPhoto() }, author.cookie)
      const comment = await post(`/api/veteran-service-dog-stories/${ownerStoryId}/comments`, { comment_text: 'Nice, see spam.example' }, author.cookie)
      const entry = await post('/api/daily-pet-showcase', { pet_id: pet }, author.cookie)
      const lost = await post('/api/lost-pets', { ...sampleLostPet, pet_name: `Lost of ${author.user.display_name}`, photo_url: newPhoto() }, author.cookie)
      const found = await post('/api/found-pets', { ...sampleFoundPet, photo_url: newPhoto() }, author.cookie)
      const sighting = await post(`/api/lost-pets/${ownerLostId}/sightings`, { ...sampleSighting, photo_url: sightingPhoto }, author.cookie)
      // A visitor writes relay messages (signed out); the owner reads them.
      expect((await visitorRequest(`/api/lost-pets/${ownerLostId}/messages`, { method: 'POST', json: { ...sampleRelayMessage, message: `Message ${author.user.id}: reward at spam.example` } })).status).toBe(201)
      const relay = await t.deps.db.selectFrom('lost_pet_relay_messages').select('id').orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow()
      return { board_post: boardPost, board_reply: reply, direct_message: message, gift_note: gift, story, story_comment: comment, showcase_entry: entry, lost_pet: lost, found_pet: found, sighting, relay_message: relay.id }
    }

    /** Whether the member with `cookie` (or a visitor) sees the content, through the API every screen reads. */
    async function sees(kind: HideableKind, id: number, cookie: string | undefined): Promise<boolean> {
      const ids = async (path: string) => (await list(path, cookie)).map((r) => r.id)
      switch (kind) {
        case 'board_post':
          return (await ids(`/api/message-boards/${boardId}/messages?limit=50`)).includes(id)
        case 'board_reply':
          return (await ids(`/api/messages/${ownerPostId}/replies?limit=50`)).includes(id)
        case 'direct_message':
          return (await ids('/api/messages?limit=50')).includes(id)
        case 'gift_note': {
          const gift = (await list('/api/gift-transactions?type=received&limit=50', cookie)).find((g) => g.id === id)
          // The gift itself stays: only its note goes.
          expect(gift).toBeDefined()
          return gift?.gift_message !== null
        }
        case 'story':
          return (await ids('/api/veteran-service-dog-stories?limit=50')).includes(id)
        case 'story_comment':
          return (await ids(`/api/veteran-service-dog-stories/${ownerStoryId}/comments`)).includes(id)
        case 'showcase_entry': {
          const recent = (await ids('/api/daily-pet-showcase')).includes(id)
          const today = (await json(await get('/api/daily-pet-showcase/today', cookie))) as { id?: number } | null
          if (!recent) expect(today?.id).not.toBe(id)
          return recent
        }
        case 'lost_pet': {
          const status = (await get(`/api/lost-pets/${id}`, cookie)).status
          const listed = (await ids('/api/lost-pets?limit=50')).includes(id)
          expect(listed).toBe(status === 200)
          return status === 200
        }
        case 'found_pet': {
          const status = (await get(`/api/found-pets/${id}`, cookie)).status
          const listed = (await ids('/api/found-pets?limit=50')).includes(id)
          expect(listed).toBe(status === 200)
          return status === 200
        }
        case 'sighting':
          return (await ids(`/api/public/lost-pets/${ownerLostId}/sightings`)).includes(id)
        case 'relay_message': {
          const threads = await list(`/api/lost-pets/${ownerLostId}/messages`, owner.cookie)
          return threads.some((th) => (th.messages as Row[]).some((m) => m.id === id))
        }
      }
    }

    /** Whether a visitor (no account) sees it on a public page; null for kinds only members read. */
    async function visitorSees(kind: HideableKind, id: number): Promise<boolean | null> {
      if (kind === 'lost_pet') return (await get(`/api/public/lost-pets/${id}`)).status === 200
      if (kind === 'found_pet') return (await get(`/api/public/found-pets/${id}`)).status === 200
      if (kind === 'sighting') return (await list(`/api/public/lost-pets/${ownerLostId}/sightings`)).some((s) => s.id === id)
      return null
    }

    /** Who may see the content at all, and so report it. */
    const readerOf = (kind: HideableKind) => (kind === 'relay_message' ? owner : reader)

    const report = async (kind: HideableKind, id: number) => {
      const res = await t.request('/api/reports', { method: 'POST', cookie: readerOf(kind).cookie, json: { content_kind: kind, content_id: id, reason: 'spam' } })
      expect(res.status, `${kind} report`).toBe(201)
    }
    const act = (kind: HideableKind, id: number, action: string, reason: string) =>
      t.request('/api/admin/reports/actions', { method: 'POST', cookie: mod.cookie, json: { content_kind: kind, content_id: id, action, reason } })

    beforeAll(async () => {
      const dist = mkdtempSync(join(tmpdir(), 'petfolk-dist-'))
      writeFileSync(join(dist, 'index.html'), INDEX)
      t = await createTestContext(dialect, { ADMIN_EMAILS: 'boss@example.com', RATE_LIMITS: 'off', WEB_DIST_DIR: dist })
      treatSentPhotosAsOwnUploads(t)
      visitorRequest = withVisitorProof(t)
      mod = await t.signInAs('boss@example.com', 'Bea Boss')
      owner = await t.signInAs('olive@example.com', 'Olive Owner')
      reader = await t.signInAs('rita@example.com', 'Rita Reader')
      sly = await t.signInAs('sly@example.com', 'Sly Spammer')
      bo = await t.signInAs('bo@example.com', 'Bo Banned')
      boardId = await post('/api/message-boards', sampleBoard, owner.cookie)
      ownerPostId = await post('/api/board-messages', { board_id: boardId, title: 'Walks', content: 'Who walks at 7?' }, owner.cookie)
      ownerStoryId = await post('/api/veteran-service-dog-stories', sampleStory, owner.cookie)
      ownerLostId = await post('/api/lost-pets', { ...sampleLostPet, photo_url: newPhoto() }, owner.cookie)
    })
    afterAll(() => t.dispose())

    it('every kind but a member can be hidden; stories, showcase entries and found reports have photos too', () => {
      expect([...HIDEABLE_KINDS].sort()).toEqual(['board_post', 'board_reply', 'direct_message', 'found_pet', 'gift_note', 'lost_pet', 'relay_message', 'showcase_entry', 'sighting', 'story', 'story_comment'])
      expect([...PHOTO_KINDS].sort()).toEqual(['found_pet', 'lost_pet', 'showcase_entry', 'sighting', 'story'])
    })

    it('a ban hides every kind of public content its member wrote, and restore brings it all back', async () => {
      const ids = await writeAll(bo)
      for (const kind of HIDEABLE_KINDS) expect(await sees(kind, ids[kind], readerOf(kind).cookie), `${kind} before the ban`).toBe(true)
      const ban = await t.request(`/api/admin/members/${bo.user.id}/ban`, { method: 'POST', cookie: mod.cookie, json: { reason: 'Scams everywhere.' } })
      expect(ban.status).toBe(200)
      for (const kind of PUBLIC_KINDS) {
        expect(await sees(kind, ids[kind], reader.cookie), `${kind} for a member after the ban`).toBe(false)
        expect(await visitorSees(kind, ids[kind]), `${kind} for a visitor after the ban`).not.toBe(true)
      }
      for (const kind of STAFF_READS) expect(await sees(kind, ids[kind], mod.cookie), `${kind} for staff after the ban`).toBe(true)
      // Private conversations stay with their receiver.
      expect(await sees('direct_message', ids.direct_message, reader.cookie)).toBe(true)
      expect(await sees('gift_note', ids.gift_note, reader.cookie)).toBe(true)

      const restore = await t.request(`/api/admin/members/${bo.user.id}/restore`, { method: 'POST', cookie: mod.cookie, json: { reason: 'Appeal accepted.' } })
      expect(restore.status).toBe(200)
      for (const kind of HIDEABLE_KINDS) expect(await sees(kind, ids[kind], readerOf(kind).cookie), `${kind} after restore`).toBe(true)
    })

    describe('hide after a report', () => {
      let ids: Ids
      let visitorLink: string
      let alerts: number[]
      beforeAll(async () => {
        ids = await writeAll(sly)
        // A visitor's conversation about Sly's lost report, and neighbours' alerts about both reports.
        const started = await visitorRequest(`/api/lost-pets/${ids.lost_pet}/messages`, { method: 'POST', json: sampleRelayMessage })
        expect(started.status).toBe(201)
        visitorLink = String((await json(started)).link)
        const at = t.clock.now().toISOString()
        const rows = await t.deps.db
          .insertInto('notifications')
          .values([
            { user_id: reader.user.id, kind: 'lost_pet_alert', title: null, body: null, link: null, lost_pet_id: ids.lost_pet, found_pet_id: null, is_read: 0, created_at: at },
            { user_id: reader.user.id, kind: 'found_pet_alert', title: null, body: null, link: null, lost_pet_id: null, found_pet_id: ids.found_pet, is_read: 0, created_at: at },
          ])
          .returning('id')
          .execute()
        alerts = rows.map((r) => r.id)
        expect((await list('/api/notifications?limit=50', reader.cookie)).filter((n) => alerts.includes(n.id))).toHaveLength(2)
      })

      for (const kind of PHOTO_KINDS as readonly HideableKind[]) {
        it(`removes the photo of a ${kind}`, async () => {
          const before = await findReportedContent(t.deps.db, kind, ids[kind])
          expect(before?.photo_url, kind).toMatch(/^\/uploads\//)
          await report(kind, ids[kind])
          const res = await act(kind, ids[kind], 'remove_photo', 'Not a picture of a pet.')
          expect(res.status, await res.clone().text()).toBe(200)
          expect((await findReportedContent(t.deps.db, kind, ids[kind]))?.photo_url).toBeNull()
          // Members see it still, without its photo.
          const shown = {
            story: async () => (await list('/api/veteran-service-dog-stories?limit=50', reader.cookie)).find((s) => s.id === ids.story)?.dog_photo_url,
            showcase_entry: async () => (await list('/api/daily-pet-showcase', reader.cookie)).find((s) => s.id === ids.showcase_entry)?.pet_photo,
            lost_pet: async () => (await json(await get(`/api/lost-pets/${ids.lost_pet}`, reader.cookie))).photo_url,
            found_pet: async () => (await json(await get(`/api/found-pets/${ids.found_pet}`, reader.cookie))).photo_url,
            sighting: async () => (await list(`/api/public/lost-pets/${ownerLostId}/sightings`)).find((s) => s.id === ids.sighting)?.photo_url,
          }[kind as 'story']
          expect(await shown()).toBeNull()
          const notes = await t.deps.db.selectFrom('notifications').select(['title', 'body']).where('user_id', '=', sly.user.id).where('kind', '=', 'moderation_notice').execute()
          expect(notes).toContainEqual({ title: 'A photo of yours was removed', body: 'Petfolk staff removed it: Not a picture of a pet.' })
        })
      }

      for (const kind of HIDEABLE_KINDS) {
        it(`hides a ${kind}: gone for other members and visitors, kept for staff, and its author is told why`, async () => {
          expect(await sees(kind, ids[kind], readerOf(kind).cookie)).toBe(true)
          expect(await visitorSees(kind, ids[kind])).not.toBe(false)
          await report(kind, ids[kind])
          const reason = `Spam (${kind}).`
          const res = await act(kind, ids[kind], 'hide', reason)
          expect(res.status, await res.clone().text()).toBe(200)
          expect(await sees(kind, ids[kind], readerOf(kind).cookie), `${kind} for its reader`).toBe(false)
          expect(await visitorSees(kind, ids[kind]), `${kind} for a visitor`).not.toBe(true)
          if (STAFF_READS.includes(kind)) expect(await sees(kind, ids[kind], mod.cookie), `${kind} for staff`).toBe(true)
          // The row stays, hidden, with what it said, for staff.
          const kept = await findReportedContent(t.deps.db, kind, ids[kind])
          expect(kept).toMatchObject({ hidden: true, text: expect.stringMatching(/\S/) })
          // Hidden content is gone: nothing left to report.
          expect((await t.request('/api/reports', { method: 'POST', cookie: readerOf(kind).cookie, json: { content_kind: kind, content_id: ids[kind], reason: 'spam' } })).status).toBe(404)
          // A visitor wrote the relay message: there is no member to tell.
          if (kind !== 'relay_message') {
            const notes = await t.deps.db.selectFrom('notifications').select(['title', 'body']).where('user_id', '=', sly.user.id).where('kind', '=', 'moderation_notice').execute()
            expect(notes).toContainEqual({ title: `Your ${REPORT_CONTENT_LABELS[kind].toLowerCase()} was hidden`, body: `Petfolk staff hid it: ${reason}` })
          }
        })
      }

      it('a hidden lost report answers 404 like a missing one, in the API, the public API and the page head', async () => {
        const missing = await get('/api/lost-pets/999999', reader.cookie)
        const hidden = await get(`/api/lost-pets/${ids.lost_pet}`, reader.cookie)
        expect(hidden.status).toBe(404)
        expect(await json(hidden)).toEqual(await json(missing))
        expect((await get(`/api/public/lost-pets/${ids.lost_pet}`)).status).toBe(404)
        expect((await get(`/api/public/lost-pets/${ids.lost_pet}/sightings`)).status).toBe(404)
        expect((await get(`/api/public/found-pets/${ids.found_pet}`)).status).toBe(404)
        // The page carries no preview of it, as for a report that does not exist; a visible report's does.
        expect(await (await get(`/lost/${ids.lost_pet}`)).text()).not.toContain('og:title')
        expect(await (await get(`/found/${ids.found_pet}`)).text()).not.toContain('og:title')
        expect(await (await get(`/lost/${ownerLostId}`)).text()).toContain('og:title')
        // The visitor's conversation link answers as for a missing report, and neighbours' alerts are gone.
        const token = visitorLink.slice(visitorLink.lastIndexOf('/') + 1)
        expect((await get(`/api/public/lost-pets/${ids.lost_pet}/messages/${token}`)).status).toBe(404)
        const bell = await list('/api/notifications?limit=50', reader.cookie)
        expect(bell.filter((n) => alerts.includes(n.id))).toEqual([])
        const unread = (await json(await get('/api/notifications/unread-count', reader.cookie))) as { unread?: number }
        const unreadRows = await t.deps.db.selectFrom('notifications').select('id').where('user_id', '=', reader.user.id).where('is_read', '=', 0).execute()
        expect(unread.unread).toBe(unreadRows.filter((r) => !alerts.includes(r.id)).length)
        // Nor is it on the map.
        const all = await list('/api/lost-pets/map', reader.cookie)
        expect(all.some((m) => m.kind === 'lost' && m.id === ids.lost_pet)).toBe(false)
        expect(all.some((m) => m.kind === 'found' && m.id === ids.found_pet)).toBe(false)
      })

      it('counts only the comments members can read', async () => {
        const story = (await list('/api/veteran-service-dog-stories?limit=50', reader.cookie)).find((s) => s.id === ownerStoryId)
        const comments = await list(`/api/veteran-service-dog-stories/${ownerStoryId}/comments`, reader.cookie)
        expect(story?.comment_count).toBe(comments.length)
      })
    })

    it('staff list locked boards and unlock them, with an audit entry; members may not', async () => {
      const other = await post('/api/board-messages', { board_id: boardId, title: 'Flood', content: 'More spam.example' }, owner.cookie)
      await report('board_post', other)
      expect((await act('board_post', other, 'lock_board', 'Spam wave.')).status).toBe(200)
      const locked = (await json(await get('/api/admin/boards/locked', mod.cookie))) as unknown as LockedBoard[]
      expect(locked).toEqual([expect.objectContaining({ id: boardId, name: sampleBoard.name, reason: 'Spam wave.' })])
      expect((await t.request(`/api/messages/${other}/replies`, { method: 'POST', cookie: reader.cookie, json: { content: 'Hi' } })).status).toBe(409)

      for (const [path, method] of [['/api/admin/boards/locked', 'GET'], [`/api/admin/boards/${boardId}/unlock`, 'POST']] as const) {
        const refused = await t.request(path, { method, cookie: reader.cookie, ...(method === 'POST' ? { json: { reason: 'x' } } : {}) })
        expect(refused.status).toBe(403)
        expect(await json(refused)).toEqual({ error: STAFF_ONLY })
      }
      expect((await t.request(`/api/admin/boards/${boardId}/unlock`, { method: 'POST', cookie: mod.cookie, json: { reason: ' ' } })).status).toBe(400)
      expect((await t.request('/api/admin/boards/999999/unlock', { method: 'POST', cookie: mod.cookie, json: { reason: 'Calm again.' } })).status).toBe(404)
      const unlocked = await t.request(`/api/admin/boards/${boardId}/unlock`, { method: 'POST', cookie: mod.cookie, json: { reason: 'Calm again.' } })
      expect(unlocked.status).toBe(200)
      expect(await json(unlocked)).toEqual({ message: `${sampleBoard.name} is unlocked: members post and reply there again.` })
      const audit = await t.deps.db.selectFrom('audit_log').selectAll().where('action', '=', 'board.unlock').execute()
      expect(audit).toEqual([expect.objectContaining({ actor_id: mod.user.id, target_kind: 'board', target_id: boardId, target_label: sampleBoard.name, reason: 'Calm again.' })])
      expect(await json(await get('/api/admin/boards/locked', mod.cookie))).toEqual([])
      expect((await t.request(`/api/messages/${other}/replies`, { method: 'POST', cookie: reader.cookie, json: { content: 'Hi' } })).status).toBe(201)
      // Unlocking twice changes nothing.
      expect((await t.request(`/api/admin/boards/${boardId}/unlock`, { method: 'POST', cookie: mod.cookie, json: { reason: 'Again.' } })).status).toBe(409)
    })
  })
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { STAFF_ONLY } from '@petfolk/contract/staff'
import type { MemberHistory } from '@petfolk/contract/staff-member-history'
import { sampleBoard, sampleFoundPet, sampleLostPet, sampleSighting } from '../../robustness/samples.ts'
import { json } from '../../testing/json.ts'
import { treatSentPhotosAsOwnUploads } from '../../testing/own-photos.ts'
import { DIALECTS } from '../../testing/test-db.ts'
import { createTestContext, type TestContext } from '../../testing/test-context.ts'

type SignedIn = Awaited<ReturnType<TestContext['signInAs']>>

for (const dialect of DIALECTS) {
  describe(`a member's history for staff [${dialect}]`, () => {
    let t: TestContext
    let moderator: SignedIn
    let author: SignedIn
    let reader: SignedIn
    let postId: number
    let lostPetId: number

    beforeAll(async () => {
      t = await createTestContext(dialect, { ADMIN_EMAILS: 'boss@example.com' })
      treatSentPhotosAsOwnUploads(t)
      const admin = await t.signInAs('boss@example.com', 'Bea Boss')
      moderator = await t.signInAs('mo@example.com', 'Mo Moderator')
      author = await t.signInAs('sly@example.com', 'Sly Poster')
      reader = await t.signInAs('rita@example.com', 'Rita Reader')
      expect((await t.request(`/api/admin/members/${moderator.user.id}/role`, { method: 'PUT', cookie: admin.cookie, json: { role: 'moderator', reason: 'Helps with the boards.' } })).status).toBe(200)

      // Rita's own content, which must not show in Sly's history.
      const board = await json(await t.request('/api/message-boards', { method: 'POST', cookie: reader.cookie, json: sampleBoard }))
      const lost = await t.request('/api/lost-pets', { method: 'POST', cookie: reader.cookie, json: { ...sampleLostPet, pet_name: 'RitasDog' } })
      expect(lost.status).toBe(201)
      lostPetId = (await json(lost)).id as number

      // Sly posts one of each kind, a minute apart.
      const post = await t.request('/api/board-messages', { method: 'POST', cookie: author.cookie, json: { board_id: board.id, title: 'Win a prize', content: 'Click here now' } })
      expect(post.status).toBe(201)
      postId = (await json(post)).id as number
      t.clock.advance(60_000)
      expect((await t.request(`/api/messages/${postId}/replies`, { method: 'POST', cookie: author.cookie, json: { content: 'Still on offer' } })).status).toBe(201)
      t.clock.advance(60_000)
      expect((await t.request(`/api/lost-pets/${lostPetId}/sightings`, { method: 'POST', cookie: author.cookie, json: { ...sampleSighting, note: 'Saw it by the bakery' } })).status).toBe(201)
      t.clock.advance(60_000)
      expect((await t.request('/api/lost-pets', { method: 'POST', cookie: author.cookie, json: { ...sampleLostPet, pet_name: 'SlysCat' } })).status).toBe(201)
      t.clock.advance(60_000)
      expect((await t.request('/api/found-pets', { method: 'POST', cookie: author.cookie, json: sampleFoundPet })).status).toBe(201)
      t.clock.advance(60_000)
      const at = () => t.clock.now().toISOString()
      const story = await t.deps.db
        .insertInto('veteran_stories')
        .values({
          user_id: author.user.id, veteran_name: 'Sly', service_branch: 'Army', dog_name: 'Scout', service_type: 'PTSD Support', story_title: 'Scout and me',
          story_content: 'We walk every day.', dog_photo_url: null, veteran_photo_url: null, is_anonymous: 0, is_featured: 0, is_verified_veteran: 0, reaction_count: 0, comment_count: 0, created_at: at(),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      t.clock.advance(60_000)
      await t.deps.db.insertInto('story_comments').values({ story_id: story.id, user_id: author.user.id, commenter_name: 'Sly', is_veteran: 0, comment_text: 'Lovely dog', created_at: at() }).execute()
      t.clock.advance(60_000)
      await t.deps.db.insertInto('daily_pet_showcase').values({ user_id: author.user.id, pet_name: 'Whiskers', species: 'cat', pet_photo: null, vote_count: 0, showcase_date: at().slice(0, 10), is_demo: 0, created_at: at() }).execute()

      // Rita reports the post; the moderator hides it and suspends Sly.
      expect((await t.request('/api/reports', { method: 'POST', cookie: reader.cookie, json: { content_kind: 'board_post', content_id: postId, reason: 'spam', note: 'An ad.' } })).status).toBe(201)
      expect((await t.request('/api/admin/reports/actions', { method: 'POST', cookie: moderator.cookie, json: { content_kind: 'board_post', content_id: postId, action: 'hide', reason: 'Advertising.' } })).status).toBe(200)
      expect((await t.request(`/api/admin/members/${author.user.id}/suspension`, { method: 'POST', cookie: moderator.cookie, json: { days: 3, reason: 'Spam on the boards.' } })).status).toBe(200)
    })
    afterAll(() => t.dispose())

    const history = (id: number, cookie = moderator.cookie) => t.request(`/api/admin/members/${id}/history`, { cookie })

    it('is for staff only: 401 without a session, 403 with a sentence for a member', async () => {
      expect((await history(author.user.id, '')).status).toBe(401)
      const refused = await history(author.user.id, reader.cookie)
      expect(refused.status).toBe(403)
      expect(await json(refused)).toEqual({ error: STAFF_ONLY })
      expect((await history(99999)).status).toBe(404)
    })

    it('shows their recent content of every kind, newest first, with what staff hid, and nobody else’s', async () => {
      const res = await history(author.user.id)
      expect(res.status).toBe(200)
      const { content } = (await json(res)) as unknown as MemberHistory
      expect(content.map((c) => c.kind)).toEqual(['showcase_entry', 'story_comment', 'story', 'found_pet', 'lost_pet', 'sighting', 'board_reply', 'board_post'])
      expect(content.find((c) => c.kind === 'board_post')).toMatchObject({ id: postId, text: 'Win a prize · Click here now', hidden: true, link: '/community' })
      expect(content.filter((c) => c.hidden).map((c) => c.kind)).toEqual(['board_post'])
      expect(content.find((c) => c.kind === 'sighting')).toMatchObject({ text: expect.stringContaining('Saw it by the bakery'), link: `/lost/${lostPetId}` })
      expect(JSON.stringify(content)).not.toContain('RitasDog')
    })

    it('lists the reports about them and the staff actions on them and their content', async () => {
      const { reports, staff_actions } = (await json(await history(author.user.id))) as unknown as MemberHistory
      expect(reports).toEqual([
        expect.objectContaining({ content_kind: 'board_post', content_id: postId, reason: 'spam', note: 'An ad.', reporter: '@rita_reader', status: 'actioned', outcome: 'hide' }),
      ])
      expect(staff_actions.map((a) => [a.action, a.target_kind, a.actor_id, a.reason])).toEqual([
        ['member.suspend', 'member', moderator.user.id, 'Spam on the boards.'],
        ['report.hide', 'board_post', moderator.user.id, 'Advertising.'],
      ])
      // Rita has no reports and no actions; the moderator's own role change is theirs, not Sly's.
      const rita = (await json(await history(reader.user.id))) as unknown as MemberHistory
      expect([rita.reports, rita.staff_actions]).toEqual([[], []])
    })

    it('flags what staff hid of every kind, stories, comments, showcase entries and found reports included', async () => {
      const hideAll = (table: 'veteran_stories' | 'story_comments' | 'daily_pet_showcase' | 'found_pets') =>
        t.deps.db.updateTable(table).set({ hidden_at: t.clock.now().toISOString() }).where('user_id', '=', author.user.id).execute()
      for (const table of ['veteran_stories', 'story_comments', 'daily_pet_showcase', 'found_pets'] as const) await hideAll(table)
      const { content } = (await json(await history(author.user.id))) as unknown as MemberHistory
      expect(content.filter((c) => c.hidden).map((c) => c.kind)).toEqual(['showcase_entry', 'story_comment', 'story', 'found_pet', 'board_post'])
    })
  })
}

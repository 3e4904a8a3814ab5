import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { sql } from 'kysely'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { emergencyContactSchema, privacyPolicySchema, settingsSchema } from '@petfolk/contract/settings'
import type { Db } from '../../db/database.ts'
import { json } from '../../testing/json.ts'
import { DIALECTS } from '../../testing/test-db.ts'
import { createTestContext, type TestContext } from '../../testing/test-context.ts'
import { sampleFoundPet, sampleLostPet } from '../../robustness/samples.ts'
import { runJobs } from '../../testing/run-jobs.ts'
import { treatSentPhotosAsOwnUploads } from '../../testing/own-photos.ts'
import { solvedProof } from '../lost-found/shared/proof-testing.ts'

/** Columns that point at a user; a deleted account must leave none of them naming it. */
const USER_COLUMNS = new Set(['user_id', 'sender_id', 'receiver_id', 'created_by', 'submitted_by'])

/** "table.column" for every row in any table whose user column still names `userId`. */
async function rowsNamingUser(db: Db, userId: number): Promise<string[]> {
  const found: string[] = []
  for (const table of await db.introspection.getTables()) {
    for (const column of table.columns.filter((c) => USER_COLUMNS.has(c.name))) {
      const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table.name)} where ${sql.ref(column.name)} = ${userId}`.execute(db)
      if (Number(rows[0]?.n) > 0) found.push(`${table.name}.${column.name}`)
    }
  }
  return found
}

for (const dialect of DIALECTS) {
  describe(`settings, contacts, export and account deletion [${dialect}]`, () => {
    let t: TestContext
    beforeAll(async () => {
      t = await createTestContext(dialect)
      treatSentPhotosAsOwnUploads(t)
    })
    afterAll(() => t.dispose())

    it('keeps settings per user with the spec defaults, and refuses bad ones', async () => {
      const a = await t.signInAs('settings-a@example.com')
      const b = await t.signInAs('settings-b@example.com')
      expect(settingsSchema.parse(await json(await t.request('/api/settings', { cookie: a.cookie })))).toEqual({ appointment_reminders: true, medication_reminders: true, health_checkups: true, location_sharing: false, report_emails: true })
      const saved = await t.request('/api/settings', { method: 'PUT', cookie: a.cookie, json: { medication_reminders: false } })
      expect(await json(saved)).toMatchObject({ medication_reminders: false, appointment_reminders: true })
      expect((await json(await t.request('/api/settings', { cookie: a.cookie }))).medication_reminders).toBe(false)
      expect((await json(await t.request('/api/settings', { cookie: b.cookie }))).medication_reminders).toBe(true)
      for (const body of [{}, { medication_reminders: 'no' }, { report_emails: 'yes' }, { dark_mode: true }]) {
        expect((await t.request('/api/settings', { method: 'PUT', cookie: a.cookie, json: body })).status).toBe(400)
      }
      expect((await t.request('/api/settings')).status).toBe(401)
    })

    it('forgets the saved location when location sharing is turned off', async () => {
      const a = await t.signInAs('location-a@example.com')
      const position = { latitude: 30.27, longitude: -97.74 }
      const notKept = await json(await t.request('/api/user-location', { method: 'POST', cookie: a.cookie, json: position }))
      expect(notKept.stored).toBe(false)
      expect(await json(await t.request('/api/user-location', { cookie: a.cookie }))).toBeNull()
      await t.request('/api/settings', { method: 'PUT', cookie: a.cookie, json: { location_sharing: true } })
      expect((await json(await t.request('/api/user-location', { method: 'POST', cookie: a.cookie, json: position }))).stored).toBe(true)
      expect(await json(await t.request('/api/user-location', { cookie: a.cookie }))).toMatchObject(position)
      const off = await t.request('/api/settings', { method: 'PUT', cookie: a.cookie, json: { location_sharing: false } })
      expect((await json(off)).location_sharing).toBe(false)
      expect(await json(await t.request('/api/user-location', { cookie: a.cookie }))).toBeNull()
      expect(await t.deps.db.selectFrom('user_locations').select('user_id').where('user_id', '=', a.user.id).execute()).toEqual([])
    })

    it('serves the privacy policy to anyone, with the configured contact address', async () => {
      const res = await t.request('/api/privacy-policy')
      expect(res.status).toBe(200)
      const policy = privacyPolicySchema.parse(await json(res))
      expect(policy.contact_email).toBe('privacy@petfolk.local')
      expect(policy.last_updated).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      const configured = await createTestContext(dialect, { PRIVACY_CONTACT_EMAIL: 'dpo@example.org' })
      try {
        expect(await json(await configured.request('/api/privacy-policy'))).toMatchObject({ contact_email: 'dpo@example.org' })
      } finally {
        await configured.dispose()
      }
    })

    it("manages the owner's emergency contacts; others get 404", async () => {
      const a = await t.signInAs('contacts-a@example.com')
      const b = await t.signInAs('contacts-b@example.com')
      const created = await t.request('/api/emergency-contacts', { method: 'POST', cookie: a.cookie, json: { name: 'Jo Reyes', relationship: 'Sister', phone: '555-0199', email: '' } })
      expect(created.status).toBe(201)
      const contact = emergencyContactSchema.parse(await json(created))
      expect(contact).toMatchObject({ name: 'Jo Reyes', email: null })
      expect((await t.request('/api/emergency-contacts', { method: 'POST', cookie: a.cookie, json: { name: 'No phone' } })).status).toBe(400)
      expect(await json(await t.request('/api/emergency-contacts', { cookie: b.cookie }))).toEqual([])
      expect((await t.request(`/api/emergency-contacts/${contact.id}`, { method: 'PUT', cookie: b.cookie, json: { name: 'X', phone: '555-0100' } })).status).toBe(404)
      expect((await t.request(`/api/emergency-contacts/${contact.id}`, { method: 'DELETE', cookie: b.cookie })).status).toBe(404)
      const refused = await t.request(`/api/emergency-contacts/${contact.id}`, { method: 'PUT', cookie: a.cookie, json: { name: 'Jo Reyes', phone: ' ' } })
      expect(refused.status).toBe(400)
      expect((await json(refused)).issues[0]).toMatchObject({ path: ['phone'], message: 'Phone is required.' })
      expect((await json(await t.request('/api/emergency-contacts', { cookie: a.cookie })))[0]).toMatchObject({ phone: '555-0199' })
      const signedOut: Array<[method: string, path: string]> = [
        ['GET', '/api/emergency-contacts'],
        ['POST', '/api/emergency-contacts'],
        ['PUT', `/api/emergency-contacts/${contact.id}`],
        ['DELETE', `/api/emergency-contacts/${contact.id}`],
      ]
      for (const [method, path] of signedOut) {
        expect((await t.request(path, { method, json: method === 'GET' || method === 'DELETE' ? undefined : { name: 'X', phone: '1' } })).status).toBe(401)
      }
      const edited = await t.request(`/api/emergency-contacts/${contact.id}`, { method: 'PUT', cookie: a.cookie, json: { name: 'Jo Reyes', phone: '555-0100' } })
      expect((await json(edited)).phone).toBe('555-0100')
      expect((await t.request(`/api/emergency-contacts/${contact.id}`, { method: 'DELETE', cookie: a.cookie })).status).toBe(204)
      expect(await json(await t.request('/api/emergency-contacts', { cookie: a.cookie }))).toEqual([])
    })

    it('refuses an emergency contact e-mail that is not an address, on create and edit', async () => {
      const a = await t.signInAs('contacts-email@example.com')
      const refused = await t.request('/api/emergency-contacts', { method: 'POST', cookie: a.cookie, json: { name: 'Jo Reyes', phone: '555-0199', email: 'jo@' } })
      expect(refused.status).toBe(400)
      expect((await json(refused)).error).toBe('email: E-mail must be an e-mail address.')
      expect(await json(await t.request('/api/emergency-contacts', { cookie: a.cookie }))).toEqual([])
      const contact = await json(await t.request('/api/emergency-contacts', { method: 'POST', cookie: a.cookie, json: { name: 'Jo Reyes', phone: '555-0199', email: 'jo@example.com' } }))
      const edited = await t.request(`/api/emergency-contacts/${contact.id}`, { method: 'PUT', cookie: a.cookie, json: { name: 'Jo Reyes', phone: '555-0199', email: 'not-an-email' } })
      expect(edited.status).toBe(400)
      expect((await json(await t.request('/api/emergency-contacts', { cookie: a.cookie })))[0]).toMatchObject({ email: 'jo@example.com' })
    })

    it('exports exactly the owner’s rows, nobody else’s', async () => {
      const a = await t.signInAs('export-a@example.com', 'Ada Export')
      const b = await t.signInAs('export-b@example.com', 'Bo Other')
      const mine = await json(await t.request('/api/pets', { method: 'POST', cookie: a.cookie, json: { name: 'Mine', species: 'dog' } }))
      const theirs = await json(await t.request('/api/pets', { method: 'POST', cookie: b.cookie, json: { name: 'Theirs', species: 'cat' } }))
      await t.request('/api/veterinarians', { method: 'POST', cookie: b.cookie, json: { clinic_name: 'Theirs Clinic' } })
      await t.request('/api/emergency-contacts', { method: 'POST', cookie: b.cookie, json: { name: 'Theirs Kin', phone: '555-0111' } })
      await t.request(`/api/pets/${theirs.id}/share-links`, { method: 'POST', cookie: b.cookie, json: { label: 'Theirs link' } })
      await t.request(`/api/pets/${mine.id}/share-links`, { method: 'POST', cookie: a.cookie, json: { label: 'For Dr. Lee' } })
      await t.request('/api/messages', { method: 'POST', cookie: b.cookie, json: { receiver_id: a.user.id, content: 'Hello Ada' } })
      // Ada blocks a third member; Bo blocks Ada (Bo's list is Bo's, not in Ada's export).
      const c = await t.signInAs('export-c@example.com', 'Cy Blocked')
      expect((await t.request('/api/blocks', { method: 'POST', cookie: a.cookie, json: { user_id: c.user.id } })).status).toBe(201)
      expect((await t.request('/api/blocks', { method: 'POST', cookie: b.cookie, json: { user_id: a.user.id } })).status).toBe(201)
      const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#345678' } }).png().toBuffer()
      for (const [who, title] of [[a, 'Mine at the beach'], [b, 'Theirs at the park']] as const) {
        const backup = new FormData()
        for (const [key, value] of Object.entries({ client_id: `m-${title.replaceAll(' ', '-')}`, type: 'photo', title, tags: '["beach"]', created_at: '2026-05-31T14:02:11.000Z' })) backup.append(key, value)
        backup.append('file', new File([png], 'p.png', { type: 'image/png' }))
        expect((await t.request('/api/media-backups', { method: 'POST', cookie: who.cookie, body: backup })).status).toBe(201)
      }
      const res = await t.request('/api/export', { cookie: a.cookie })
      expect(res.status).toBe(200)
      expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="petfolk-export-/)
      const data = await json(res)
      expect(data.account.email).toBe('export-a@example.com')
      expect(data.pets.map((p: { name: string }) => p.name)).toEqual(['Mine'])
      expect(data.messages.received.map((m: { content: string }) => m.content)).toEqual(['Hello Ada'])
      expect(data.blocked_members).toEqual([{ user_id: c.user.id, display_name: 'Cy Blocked', handle: expect.any(String), created_at: expect.any(String) }])
      expect(data.health_record_share_links.map((l: { label: string }) => l.label)).toEqual(['For Dr. Lee'])
      expect(data.media_backups.map((m: { title: string }) => m.title)).toEqual(['Mine at the beach'])
      expect(data.media_backups[0].file_url).toMatch(/^\/api\/media-backups\/\d+\/file$/)
      expect(JSON.stringify(data.media_backups)).not.toContain('private/')
      expect(JSON.stringify(data)).not.toContain('token_hash')
      expect(JSON.stringify(data)).not.toContain('Theirs')
      expect((await t.request('/api/export')).status).toBe(401)
    })

    /** A lost report of the owner's and a found report of the finder's that match, and a visitor's conversation about the lost one. */
    async function matchedReports(owner: { cookie: string }, finder: { cookie: string }, visitorEmail: string) {
      const lostRes = await t.request('/api/lost-pets', { method: 'POST', cookie: owner.cookie, json: sampleLostPet })
      const foundRes = await t.request('/api/found-pets', { method: 'POST', cookie: finder.cookie, json: { ...sampleFoundPet, color: sampleLostPet.color, sex: sampleLostPet.sex } })
      expect([lostRes.status, foundRes.status]).toEqual([201, 201])
      const [lost, found] = [await json(lostRes), await json(foundRes)]
      await runJobs(t.deps, 'match')
      const match = await t.deps.db.selectFrom('pet_matches').selectAll().where('lost_pet_id', '=', Number(lost.id)).where('found_pet_id', '=', Number(found.id)).executeTakeFirstOrThrow()
      const started = await t.request(`/api/lost-pets/${lost.id}/messages`, { method: 'POST', json: { name: 'Jo Visitor', email: visitorEmail, message: 'I think I saw Pepper by the bakery.', proof: await solvedProof(t) } })
      expect(started.status).toBe(201)
      return { lostId: Number(lost.id), foundId: Number(found.id), matchId: match.id }
    }

    it('exports the matches on the member’s reports from their side, and the conversations about their lost reports without the visitor’s address', async () => {
      const owner = await t.signInAs('export-owner@example.com', 'Olive Owner')
      const finder = await t.signInAs('export-finder@example.com', 'Finn Finder')
      const { lostId, foundId, matchId } = await matchedReports(owner, finder, 'jo.visitor@example.net')
      expect((await t.request(`/api/pet-matches/${matchId}/dismiss`, { method: 'POST', cookie: finder.cookie })).status).toBe(200)
      const [thread] = (await json(await t.request(`/api/lost-pets/${lostId}/messages`, { cookie: owner.cookie }))) as unknown as Array<{ id: number }>
      expect((await t.request(`/api/lost-pets/${lostId}/messages/${thread?.id}`, { method: 'POST', cookie: owner.cookie, json: { message: 'Thank you, Jo!' } })).status).toBe(201)

      const ownerExport = await json(await t.request('/api/export', { cookie: owner.cookie }))
      expect(ownerExport.pet_matches).toEqual([expect.objectContaining({ id: matchId, side: 'owner', lost_pet_id: lostId, found_pet_id: foundId, status: 'open', confirmed_at: null, reunited_at: null })])
      expect(ownerExport.pet_matches[0].reasons.length).toBeGreaterThan(0)
      expect(ownerExport.pet_matches[0].score).toBeGreaterThan(0)
      expect(ownerExport.lost_pet_conversations).toEqual([
        expect.objectContaining({ lost_pet_id: lostId, visitor_name: 'Jo Visitor', messages: [expect.objectContaining({ from: 'visitor', body: 'I think I saw Pepper by the bakery.' }), expect.objectContaining({ from: 'owner', body: 'Thank you, Jo!' })] }),
      ])
      expect(JSON.stringify(ownerExport)).not.toContain('jo.visitor@example.net')

      const finderExport = await json(await t.request('/api/export', { cookie: finder.cookie }))
      expect(finderExport.pet_matches).toEqual([expect.objectContaining({ id: matchId, side: 'finder', status: 'dismissed' })])
      // The owner's conversations are theirs alone.
      expect(finderExport.lost_pet_conversations).toEqual([])
      expect(JSON.stringify(finderExport)).not.toContain('bakery')

      const confirmed = await t.request(`/api/pet-matches/${matchId}/confirm`, { method: 'POST', cookie: owner.cookie })
      expect(confirmed.status).toBe(200)
      const again = await json(await t.request('/api/export', { cookie: owner.cookie }))
      expect(again.pet_matches[0]).toMatchObject({ status: 'confirmed', confirmed_at: expect.any(String) })
    })

    it('takes a leaving member’s matches and conversations with their reports, and leaves the other side’s report', async () => {
      const owner = await t.signInAs('leaving-owner@example.com', 'Lou Leaving')
      const finder = await t.signInAs('staying-finder@example.com', 'Fay Staying')
      const { lostId, foundId, matchId } = await matchedReports(owner, finder, 'visitor.leaving@example.net')
      expect((await t.request('/api/account/delete', { method: 'POST', cookie: owner.cookie, json: { confirm: 'DELETE' } })).status).toBe(200)
      expect(await t.deps.db.selectFrom('pet_matches').select('id').where('id', '=', matchId).execute()).toEqual([])
      expect(await t.deps.db.selectFrom('lost_pet_relay_threads').select('id').where('visitor_email', '=', 'visitor.leaving@example.net').execute()).toEqual([])
      const leftMessages = await t.deps.db.selectFrom('lost_pet_relay_messages').select('id').where('body', '=', 'I think I saw Pepper by the bakery.').where('thread_id', 'not in', t.deps.db.selectFrom('lost_pet_relay_threads').select('id')).execute()
      expect(leftMessages).toEqual([])
      // Other tests' lost reports may match the same found report; none is the deleted one.
      const left = await json(await t.request(`/api/found-pets/${foundId}/matches`, { cookie: finder.cookie }))
      expect(left.map((m: { lost_pet_id: number }) => m.lost_pet_id)).not.toContain(lostId)
      expect((await json(await t.request('/api/export', { cookie: finder.cookie }))).found_pet_reports.map((r: { id: number }) => r.id)).toEqual([foundId])
    })

    it('exports appointments under the pet’s current name', async () => {
      const owner = await t.signInAs('export-rename@example.com')
      const pet = await json(await t.request('/api/pets', { method: 'POST', cookie: owner.cookie, json: { name: 'Pepper', species: 'dog' } }))
      const vet = await json(await t.request('/api/veterinarians', { method: 'POST', cookie: owner.cookie, json: { clinic_name: 'Oak Vets' } }))
      const scheduled = await t.request('/api/appointments', { method: 'POST', cookie: owner.cookie, json: { pet_id: pet.id, veterinarian_id: vet.id, appointment_date: '2026-06-10T09:30:00' } })
      expect(scheduled.status).toBe(201)
      expect((await t.request(`/api/pets/${pet.id}`, { method: 'PUT', cookie: owner.cookie, json: { name: 'Salt', species: 'dog' } })).status).toBe(200)
      const data = await json(await t.request('/api/export', { cookie: owner.cookie }))
      expect(data.appointments.map((a: { pet_name: string }) => a.pet_name)).toEqual(['Salt'])
    })

    it('deletes the account and everything of it, keeping shared posts as Deleted user', async () => {
      const leaving = await t.signInAs('leaving@example.com', 'Lee Leaving')
      const staying = await t.signInAs('staying@example.com', 'Sam Staying')
      const pet = await json(await t.request('/api/pets', { method: 'POST', cookie: leaving.cookie, json: { name: 'Gone', species: 'dog' } }))
      await t.request(`/api/pets/${pet.id}/medical-records`, { method: 'POST', cookie: leaving.cookie, json: { title: 'Shot', record_type: 'vaccination' } })
      await t.request('/api/pin/create', { method: 'POST', cookie: leaving.cookie, json: { pin: '1234' } })
      await t.request('/api/emergency-contacts', { method: 'POST', cookie: leaving.cookie, json: { name: 'Kin', phone: '555-0112' } })
      await t.request('/api/veterinarians', { method: 'POST', cookie: leaving.cookie, json: { clinic_name: 'Gone Vets' } })
      await t.request('/api/settings', { method: 'PUT', cookie: leaving.cookie, json: { location_sharing: true } })
      await t.request('/api/user-location', { method: 'POST', cookie: leaving.cookie, json: { latitude: 30.27, longitude: -97.74 } })
      await t.request('/api/messages', { method: 'POST', cookie: leaving.cookie, json: { receiver_id: staying.user.id, content: 'Bye' } })
      await t.request('/api/messages', { method: 'POST', cookie: staying.cookie, json: { receiver_id: leaving.user.id, content: 'Hi' } })
      const share = await json(await t.request(`/api/pets/${pet.id}/share-links`, { method: 'POST', cookie: leaving.cookie, json: {} }))
      expect(await rowsNamingUser(t.deps.db, leaving.user.id)).toEqual(
        expect.arrayContaining(['pets.user_id', 'emergency_contacts.user_id', 'health_record_shares.user_id', 'direct_messages.sender_id', 'user_locations.user_id']),
      )
      const board = await json(await t.request('/api/message-boards', { method: 'POST', cookie: staying.cookie, json: { name: 'Board', description: 'd', city: 'Austin', state: 'Texas', zip_code: '78701' } }))
      const post = await json(await t.request('/api/board-messages', { method: 'POST', cookie: leaving.cookie, json: { board_id: board.id, title: 'My post', content: 'Shared with all' } }))
      await t.request(`/api/messages/${post.id}/replies`, { method: 'POST', cookie: leaving.cookie, json: { content: 'My reply' } })
      const form = new FormData()
      form.append('file', new File([await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123456' } }).png().toBuffer()], 'a.png', { type: 'image/png' }))
      const { url } = await json(await t.request('/api/uploads', { method: 'POST', cookie: leaving.cookie, body: form }))
      const file = join(t.deps.config.uploadDir, String(url).replace('/uploads/', ''))
      expect(existsSync(file)).toBe(true)

      expect((await t.request('/api/account/delete', { method: 'POST', json: { confirm: 'DELETE' } })).status).toBe(401)
      expect((await t.request('/api/account/delete', { method: 'POST', cookie: leaving.cookie, json: { confirm: 'delete' } })).status).toBe(400)
      expect((await t.request('/api/users/me', { cookie: leaving.cookie })).status).toBe(200)
      const res = await t.request('/api/account/delete', { method: 'POST', cookie: leaving.cookie, json: { confirm: 'DELETE' } })
      expect(res.status).toBe(200)
      expect((await t.request('/api/users/me', { cookie: leaving.cookie })).status).toBe(401)
      expect(existsSync(file)).toBe(false)

      // Every table, including ones added after this test was written.
      expect(await rowsNamingUser(t.deps.db, leaving.user.id)).toEqual([])
      expect(await t.deps.db.selectFrom('users').select('id').where('id', '=', leaving.user.id).execute()).toEqual([])
      expect((await t.request(`/api/shared/health-records/${String(share.url).split('/').pop()}`)).status).toBe(404)
      const posts = await json(await t.request(`/api/message-boards/${board.id}/messages`, { cookie: staying.cookie }))
      expect(posts[0]).toMatchObject({ title: 'My post', username: 'Deleted user' })
      const replies = await json(await t.request(`/api/messages/${post.id}/replies`, { cookie: staying.cookie }))
      expect(replies[0]).toMatchObject({ content: 'My reply', username: 'Deleted user' })
      expect(await json(await t.request('/api/users/me', { cookie: staying.cookie }))).toMatchObject({ email: 'staying@example.com' })
    })
  })
}

import { existsSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { emergencyContactSchema, settingsSchema } from '@petfolk/contract/settings'
import { json } from '../../testing/json.ts'
import { DIALECTS } from '../../testing/test-db.ts'
import { createTestContext, type TestContext } from '../../testing/test-context.ts'

for (const dialect of DIALECTS) {
  describe(`settings, contacts, export and account deletion [${dialect}]`, () => {
    let t: TestContext
    beforeAll(async () => {
      t = await createTestContext(dialect)
    })
    afterAll(() => t.dispose())

    it('keeps settings per user with the spec defaults, and refuses bad ones', async () => {
      const a = await t.signInAs('settings-a@example.com')
      const b = await t.signInAs('settings-b@example.com')
      expect(settingsSchema.parse(await json(await t.request('/api/settings', { cookie: a.cookie })))).toEqual({ appointment_reminders: true, medication_reminders: true, health_checkups: true, location_sharing: false })
      const saved = await t.request('/api/settings', { method: 'PUT', cookie: a.cookie, json: { medication_reminders: false } })
      expect(await json(saved)).toMatchObject({ medication_reminders: false, appointment_reminders: true })
      expect((await json(await t.request('/api/settings', { cookie: a.cookie }))).medication_reminders).toBe(false)
      expect((await json(await t.request('/api/settings', { cookie: b.cookie }))).medication_reminders).toBe(true)
      for (const body of [{}, { medication_reminders: 'no' }, { dark_mode: true }]) {
        expect((await t.request('/api/settings', { method: 'PUT', cookie: a.cookie, json: body })).status).toBe(400)
      }
      expect((await t.request('/api/settings')).status).toBe(401)
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
      expect((await t.request(`/api/emergency-contacts/${contact.id}`, { method: 'PUT', cookie: b.cookie, json: { name: 'X', phone: '1' } })).status).toBe(404)
      expect((await t.request(`/api/emergency-contacts/${contact.id}`, { method: 'DELETE', cookie: b.cookie })).status).toBe(404)
      const edited = await t.request(`/api/emergency-contacts/${contact.id}`, { method: 'PUT', cookie: a.cookie, json: { name: 'Jo Reyes', phone: '555-0100' } })
      expect((await json(edited)).phone).toBe('555-0100')
      expect((await t.request(`/api/emergency-contacts/${contact.id}`, { method: 'DELETE', cookie: a.cookie })).status).toBe(204)
      expect(await json(await t.request('/api/emergency-contacts', { cookie: a.cookie }))).toEqual([])
    })

    it('exports exactly the owner’s rows, nobody else’s', async () => {
      const a = await t.signInAs('export-a@example.com', 'Ada Export')
      const b = await t.signInAs('export-b@example.com', 'Bo Other')
      await t.request('/api/pets', { method: 'POST', cookie: a.cookie, json: { name: 'Mine', species: 'dog' } })
      await t.request('/api/pets', { method: 'POST', cookie: b.cookie, json: { name: 'Theirs', species: 'cat' } })
      await t.request('/api/messages', { method: 'POST', cookie: b.cookie, json: { receiver_id: a.user.id, content: 'Hello Ada' } })
      const res = await t.request('/api/export', { cookie: a.cookie })
      expect(res.status).toBe(200)
      expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="petfolk-export-/)
      const data = await json(res)
      expect(data.account.email).toBe('export-a@example.com')
      expect(data.pets.map((p: { name: string }) => p.name)).toEqual(['Mine'])
      expect(data.messages.received.map((m: { content: string }) => m.content)).toEqual(['Hello Ada'])
      expect(JSON.stringify(data)).not.toContain('Theirs')
      expect((await t.request('/api/export')).status).toBe(401)
    })

    it('deletes the account and everything of it, keeping shared posts as Deleted user', async () => {
      const leaving = await t.signInAs('leaving@example.com', 'Lee Leaving')
      const staying = await t.signInAs('staying@example.com', 'Sam Staying')
      const pet = await json(await t.request('/api/pets', { method: 'POST', cookie: leaving.cookie, json: { name: 'Gone', species: 'dog' } }))
      await t.request(`/api/pets/${pet.id}/medical-records`, { method: 'POST', cookie: leaving.cookie, json: { title: 'Shot', record_type: 'vaccination' } })
      await t.request('/api/pin/create', { method: 'POST', cookie: leaving.cookie, json: { pin: '1234' } })
      await t.request('/api/emergency-contacts', { method: 'POST', cookie: leaving.cookie, json: { name: 'Kin', phone: '1' } })
      const board = await json(await t.request('/api/message-boards', { method: 'POST', cookie: staying.cookie, json: { name: 'Board', description: 'd', city: 'Austin', state: 'Texas', zip_code: '78701' } }))
      const post = await json(await t.request('/api/board-messages', { method: 'POST', cookie: leaving.cookie, json: { board_id: board.id, title: 'My post', content: 'Shared with all' } }))
      await t.request(`/api/messages/${post.id}/replies`, { method: 'POST', cookie: leaving.cookie, json: { content: 'My reply' } })
      const form = new FormData()
      form.append('file', new File([await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123456' } }).png().toBuffer()], 'a.png', { type: 'image/png' }))
      const { url } = await json(await t.request('/api/uploads', { method: 'POST', cookie: leaving.cookie, body: form }))
      const file = join(t.deps.config.uploadDir, String(url).replace('/uploads/', ''))
      expect(existsSync(file)).toBe(true)

      expect((await t.request('/api/account/delete', { method: 'POST', cookie: leaving.cookie, json: { confirm: 'delete' } })).status).toBe(400)
      const res = await t.request('/api/account/delete', { method: 'POST', cookie: leaving.cookie, json: { confirm: 'DELETE' } })
      expect(res.status).toBe(200)
      expect((await t.request('/api/users/me', { cookie: leaving.cookie })).status).toBe(401)
      expect(existsSync(file)).toBe(false)

      const db = t.deps.db
      const id = leaving.user.id
      const counts = await Promise.all([
        db.selectFrom('users').select('id').where('id', '=', id).execute(),
        db.selectFrom('sessions').select('id').where('user_id', '=', id).execute(),
        db.selectFrom('devices').select('id').where('user_id', '=', id).execute(),
        db.selectFrom('pins').select('user_id').where('user_id', '=', id).execute(),
        db.selectFrom('pets').select('id').where('user_id', '=', id).execute(),
        db.selectFrom('medical_records').select('id').where('user_id', '=', id).execute(),
        db.selectFrom('emergency_contacts').select('id').where('user_id', '=', id).execute(),
        db.selectFrom('uploads').select('id').where('user_id', '=', id).execute(),
        db.selectFrom('board_messages').select('id').where('user_id', '=', id).execute(),
        db.selectFrom('board_replies').select('id').where('user_id', '=', id).execute(),
      ])
      expect(counts.map((rows) => rows.length)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0])
      const posts = await json(await t.request(`/api/message-boards/${board.id}/messages`, { cookie: staying.cookie }))
      expect(posts[0]).toMatchObject({ title: 'My post', username: 'Deleted user' })
      const replies = await json(await t.request(`/api/messages/${post.id}/replies`, { cookie: staying.cookie }))
      expect(replies[0]).toMatchObject({ content: 'My reply', username: 'Deleted user' })
      expect(await json(await t.request('/api/users/me', { cookie: staying.cookie }))).toMatchObject({ email: 'staying@example.com' })
    })
  })
}

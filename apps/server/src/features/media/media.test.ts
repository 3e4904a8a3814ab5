import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { MAX_MEDIA_BACKUP_BYTES, mediaBackupSchema } from '@petfolk/contract/media'
import { NEXT_CURSOR_HEADER } from '@petfolk/contract/pagination'
import { DELETE_ACCOUNT_CONFIRMATION } from '@petfolk/contract/settings'
import { json } from '../../testing/json.ts'
import { DIALECTS } from '../../testing/test-db.ts'
import { createTestContext, type TestContext } from '../../testing/test-context.ts'

type Person = Awaited<ReturnType<TestContext['signInAs']>>

const item = {
  client_id: 'm-1717000000000-abc123',
  type: 'photo',
  title: 'Biscuit at the beach',
  tags: JSON.stringify(['beach', 'summer']),
  pet_id: '7',
  created_at: '2026-05-31T14:02:11.000Z',
}

/** The smallest MP4 header file-type recognises: an ftyp box with the isom brand. */
const MP4 = new Uint8Array([
  0x00, 0x00, 0x00, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d, 0x00, 0x00, 0x02, 0x00, 0x69, 0x73, 0x6f, 0x6d, 0x69, 0x73,
  0x6f, 0x32, 0x00, 0x00, 0x00, 0x08, 0x66, 0x72, 0x65, 0x65,
])

function photo(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#0f6760' } }).png().toBuffer()
}

function form(bytes: Uint8Array, fields: Record<string, string> = item, name = 'photo.png', type = 'image/png'): FormData {
  const data = new FormData()
  for (const [key, value] of Object.entries(fields)) data.append(key, value)
  data.append('file', new File([bytes], name, { type }))
  return data
}

for (const dialect of DIALECTS) {
  describe(`media backups [${dialect}]`, () => {
    let t: TestContext
    let owner: Person
    let other: Person
    beforeAll(async () => {
      t = await createTestContext(dialect)
      owner = await t.signInAs('gallery@example.com')
      other = await t.signInAs('someone-else@example.com')
    })
    afterAll(() => t.dispose())

    const backUp = (body: FormData, who: Person = owner) => t.request('/api/media-backups', { method: 'POST', cookie: who.cookie, body })
    const list = async (who: Person = owner, query = '') => {
      const res = await t.request(`/api/media-backups${query}`, { cookie: who.cookie })
      expect(res.status).toBe(200)
      return { items: z.array(mediaBackupSchema).parse(await res.json()), next: res.headers.get(NEXT_CURSOR_HEADER) }
    }
    const privateFiles = (who: Person) => {
      const dir = join(t.deps.config.uploadDir, 'private', String(who.user.id))
      return existsSync(dir) ? readdirSync(dir) : []
    }
    const rowCount = async (who: Person) =>
      (await t.deps.db.selectFrom('media_backups').select('id').where('user_id', '=', who.user.id).execute()).length

    it('backs up a photo, lists it, gives the same bytes back, replaces it by client id and deletes it', async () => {
      const bytes = await photo()
      const res = await backUp(form(bytes))
      expect(res.status).toBe(201)
      const saved = mediaBackupSchema.parse(await res.json())
      expect(saved).toMatchObject({
        client_id: item.client_id,
        type: 'photo',
        title: 'Biscuit at the beach',
        tags: ['beach', 'summer'],
        pet_id: 7,
        mime_type: 'image/png',
        size: bytes.length,
        created_at: item.created_at,
      })
      expect((await list()).items).toEqual([saved])

      const file = await t.request(`/api/media-backups/${saved.id}/file`, { cookie: owner.cookie })
      expect(file.status).toBe(200)
      expect(file.headers.get('content-type')).toBe('image/png')
      expect(file.headers.get('cache-control')).toBe('private, no-store')
      expect(Buffer.from(await file.arrayBuffer()).equals(bytes)).toBe(true)

      // The same device item backed up again replaces the first copy, file included.
      const newer = await photo(80, 80)
      const again = await backUp(form(newer, { ...item, title: 'Renamed', tags: '[]', pet_id: '' }))
      expect(again.status).toBe(200)
      const replaced = mediaBackupSchema.parse(await again.json())
      expect(replaced).toMatchObject({ id: saved.id, title: 'Renamed', tags: [], pet_id: null, size: newer.length })
      expect(await rowCount(owner)).toBe(1)
      expect(privateFiles(owner)).toHaveLength(1)

      const removed = await t.request(`/api/media-backups/${saved.id}`, { method: 'DELETE', cookie: owner.cookie })
      expect(removed.status).toBe(204)
      expect((await list()).items).toEqual([])
      expect(privateFiles(owner)).toEqual([])
      expect((await t.request(`/api/media-backups/${saved.id}/file`, { cookie: owner.cookie })).status).toBe(404)
    })

    it('takes a video and a file above the 1 MB JSON limit', async () => {
      const video = await backUp(form(MP4, { ...item, client_id: 'video-1', type: 'video', title: 'Zoomies' }, 'zoomies.mp4', 'video/mp4'))
      expect(video.status).toBe(201)
      expect(mediaBackupSchema.parse(await video.json())).toMatchObject({ type: 'video', mime_type: 'video/mp4' })

      const big = new Uint8Array(3 * 1024 * 1024)
      big.set(await photo())
      const res = await backUp(form(big, { ...item, client_id: 'big-1' }))
      expect(res.status).toBe(201)
      expect((await json(res)).size).toBe(big.length)
    })

    it('pages the list with a cursor', async () => {
      for (const id of ['page-a', 'page-b', 'page-c']) expect((await backUp(form(await photo(), { ...item, client_id: id }), other)).status).toBe(201)
      const first = await list(other, '?limit=2')
      expect(first.items.map((b) => b.client_id)).toEqual(['page-a', 'page-b'])
      expect(first.next).toBeTruthy()
      const second = await list(other, `?limit=2&cursor=${first.next ?? ''}`)
      expect(second.items.map((b) => b.client_id)).toEqual(['page-c'])
      expect(second.next).toBeNull()
    })

    it('keeps each owner’s items private: another user gets 404, /uploads never serves them', async () => {
      const res = await backUp(form(await photo(), { ...item, client_id: 'secret-1' }))
      const saved = mediaBackupSchema.parse(await res.json())
      expect((await t.request(`/api/media-backups/${saved.id}/file`, { cookie: other.cookie })).status).toBe(404)
      expect((await t.request(`/api/media-backups/${saved.id}`, { method: 'DELETE', cookie: other.cookie })).status).toBe(404)
      expect((await list(other)).items.some((b) => b.id === saved.id)).toBe(false)
      expect((await t.request(`/api/media-backups/${saved.id}/file`, { cookie: owner.cookie })).status).toBe(200)

      const [name] = privateFiles(owner)
      expect(name).toBeDefined()
      for (const path of [`/uploads/private/${owner.user.id}/${name}`, `/uploads/%70rivate/${owner.user.id}/${name}`]) {
        expect((await t.request(path)).status, path).toBe(404)
        expect((await t.request(path, { cookie: owner.cookie })).status, path).toBe(404)
      }
      for (const id of ['0', 'abc', '99999999']) {
        expect((await t.request(`/api/media-backups/${id}/file`, { cookie: owner.cookie })).status, id).toBe(404)
      }
    })

    it('answers 401 to everything when signed out', async () => {
      expect((await t.request('/api/media-backups')).status).toBe(401)
      expect((await t.request('/api/media-backups', { method: 'POST', body: form(await photo()) })).status).toBe(401)
      expect((await t.request('/api/media-backups/1/file')).status).toBe(401)
      expect((await t.request('/api/media-backups/1', { method: 'DELETE' })).status).toBe(401)
    })

    it('refuses files that are not photos or videos with 415, by their bytes', async () => {
      const before = privateFiles(owner).length
      const text = await backUp(form(new TextEncoder().encode('not a picture at all'), { ...item, client_id: 'text-1' }, 'fake.png', 'image/png'))
      expect(text.status).toBe(415)
      expect((await json(text)).error).toMatch(/^Only JPEG, PNG, WebP or GIF photos/)
      const pdf = await backUp(form(new TextEncoder().encode('%PDF-1.4\n%âãÏÓ\n1 0 obj\n'), { ...item, client_id: 'pdf-1' }, 'a.pdf', 'application/pdf'))
      expect(pdf.status).toBe(415)
      const notMultipart = await t.request('/api/media-backups', { method: 'POST', cookie: owner.cookie, json: item })
      expect(notMultipart.status).toBe(415)
      expect(privateFiles(owner)).toHaveLength(before)
    })

    it('refuses a file over the limit with 413', async () => {
      const before = privateFiles(owner).length
      const huge = new Uint8Array(MAX_MEDIA_BACKUP_BYTES + 1)
      huge.set(await photo())
      const res = await backUp(form(huge, { ...item, client_id: 'huge-1' }))
      expect(res.status).toBe(413)
      expect((await json(res)).error).toBe('A backed-up file must be 100 MB or smaller.')
      expect(privateFiles(owner)).toHaveLength(before)
    })

    it('refuses bad fields with 400 and stores nothing', async () => {
      const rowsBefore = await rowCount(owner)
      const filesBefore = privateFiles(owner).length
      const bytes = await photo()
      const { client_id: _omit, ...withoutClientId } = item
      const cases: Array<[string, Record<string, string>, RegExp]> = [
        ['no client id', withoutClientId, /^client_id:/],
        ['bad client id', { ...item, client_id: '../../etc' }, /^client_id:/],
        ['bad type', { ...item, type: 'audio' }, /^type:/],
        ['blank title', { ...item, title: '   ' }, /^title: Title is required/],
        ['tags not JSON', { ...item, tags: 'beach, summer' }, /^tags:/],
        ['tags not strings', { ...item, tags: '[1, 2]' }, /^tags/],
        ['pet id not a number', { ...item, pet_id: 'rex' }, /^pet_id:/],
        ['bad date', { ...item, created_at: 'yesterday' }, /^created_at:/],
        ['unknown field', { ...item, owner: 'someone' }, /owner/],
        ['type does not match the bytes', { ...item, type: 'video' }, /^type: The file is a photo/],
      ]
      for (const [label, fields, message] of cases) {
        const res = await backUp(form(bytes, fields))
        expect(res.status, label).toBe(400)
        expect((await json(res)).error, label).toMatch(message)
      }
      const noFile = new FormData()
      for (const [key, value] of Object.entries(item)) noFile.append(key, value)
      const missing = await backUp(noFile)
      expect(missing.status).toBe(400)
      expect((await json(missing)).error).toBe('Attach the file in a field named "file".')
      expect(await rowCount(owner)).toBe(rowsBefore)
      expect(privateFiles(owner)).toHaveLength(filesBefore)
    })

    it('goes away with the account: rows and files', async () => {
      const leaving = await t.signInAs('leaving-gallery@example.com')
      expect((await backUp(form(await photo(), { ...item, client_id: 'bye-1' }), leaving)).status).toBe(201)
      expect(privateFiles(leaving)).toHaveLength(1)
      const res = await t.request('/api/account/delete', { method: 'POST', cookie: leaving.cookie, json: { confirm: DELETE_ACCOUNT_CONFIRMATION } })
      expect(res.status).toBe(200)
      expect(await rowCount(leaving)).toBe(0)
      expect(existsSync(join(t.deps.config.uploadDir, 'private', String(leaving.user.id)))).toBe(false)
      // Nobody else's backups were touched.
      expect((await list()).items.length).toBeGreaterThan(0)
    })
  })
}

import { randomBytes } from 'node:crypto'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { MAX_MEDIA_BACKUP_BYTES, mediaBackupSchema, mediaBackupUsageSchema } from '@petfolk/contract/media'
import { NEXT_CURSOR_HEADER } from '@petfolk/contract/pagination'
import { DELETE_ACCOUNT_CONFIRMATION } from '@petfolk/contract/settings'
import { storedKeys } from '../../storage/stored-keys.ts'
import { json } from '../../testing/json.ts'
import { startTestS3Server, type TestS3Server } from '../../testing/s3-server.ts'
import { DIALECTS } from '../../testing/test-db.ts'
import { createTestContext, type TestContext } from '../../testing/test-context.ts'

type Person = Awaited<ReturnType<TestContext['signInAs']>>

const item = {
  client_id: 'm-1717000000000-abc123',
  type: 'photo',
  title: 'Biscuit at the beach',
  tags: JSON.stringify(['beach', 'summer']),
  pet_id: '',
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

async function addPet(t: TestContext, who: Person): Promise<number> {
  const res = await t.request('/api/pets', { method: 'POST', cookie: who.cookie, json: { name: 'Biscuit', species: 'dog' } })
  expect(res.status).toBe(201)
  return (await json(res)).id as number
}

/** A PNG of about `bytes` bytes: a real header, then random bytes (file-type judges only the start). */
async function bigPhoto(bytes: number): Promise<Uint8Array> {
  const data = new Uint8Array(bytes)
  data.set(randomBytes(bytes))
  data.set(await photo())
  return data
}

/** A multipart body built by hand, for requests that must declare their own Content-Length. */
function multipartBytes(boundary: string, fields: Record<string, string>, file: Uint8Array): Buffer {
  const parts: Buffer[] = []
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`))
  }
  parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`))
  parts.push(Buffer.from(file), Buffer.from(`\r\n--${boundary}--\r\n`))
  return Buffer.concat(parts)
}

/** The names of one member's stored backup files, in the store the test runs on (partial files included). */
async function privateFilesIn(t: TestContext, who: Person): Promise<string[]> {
  const prefix = `private/${who.user.id}/`
  return (await storedKeys(t.deps.config)).filter((key) => key.startsWith(prefix)).map((key) => key.slice(prefix.length))
}

const STORES = ['disk', 's3'] as const

for (const dialect of DIALECTS) for (const storage of STORES) {
  describe(`media backups [${dialect}, ${storage}]`, () => {
    let t: TestContext
    let s3: TestS3Server | null = null
    let owner: Person
    let other: Person
    let ownerPet: number
    let otherPet: number
    beforeAll(async () => {
      s3 = storage === 's3' ? await startTestS3Server() : null
      t = await createTestContext(dialect, s3?.env)
      owner = await t.signInAs('gallery@example.com')
      other = await t.signInAs('someone-else@example.com')
      ownerPet = await addPet(t, owner)
      otherPet = await addPet(t, other)
    })
    afterAll(async () => {
      await t.dispose()
      await s3?.close()
    })

    const backUp = (body: FormData, who: Person = owner) => t.request('/api/media-backups', { method: 'POST', cookie: who.cookie, body })
    const list = async (who: Person = owner, query = '') => {
      const res = await t.request(`/api/media-backups${query}`, { cookie: who.cookie })
      expect(res.status).toBe(200)
      return { items: z.array(mediaBackupSchema).parse(await res.json()), next: res.headers.get(NEXT_CURSOR_HEADER) }
    }
    const privateFiles = (who: Person) => privateFilesIn(t, who)
    const rowCount = async (who: Person) =>
      (await t.deps.db.selectFrom('media_backups').select('id').where('user_id', '=', who.user.id).execute()).length

    it('backs up a photo, lists it, gives the same bytes back, replaces it by client id and deletes it', async () => {
      const bytes = await photo()
      const res = await backUp(form(bytes, { ...item, pet_id: String(ownerPet) }))
      expect(res.status).toBe(201)
      const saved = mediaBackupSchema.parse(await res.json())
      expect(saved).toMatchObject({
        client_id: item.client_id,
        type: 'photo',
        title: 'Biscuit at the beach',
        tags: ['beach', 'summer'],
        pet_id: ownerPet,
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
      expect(await privateFiles(owner)).toHaveLength(1)

      const removed = await t.request(`/api/media-backups/${saved.id}`, { method: 'DELETE', cookie: owner.cookie })
      expect(removed.status).toBe(204)
      expect((await list()).items).toEqual([])
      expect(await privateFiles(owner)).toEqual([])
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

      const [name] = await privateFiles(owner)
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
      const before = (await privateFiles(owner)).length
      const text = await backUp(form(new TextEncoder().encode('not a picture at all'), { ...item, client_id: 'text-1' }, 'fake.png', 'image/png'))
      expect(text.status).toBe(415)
      expect((await json(text)).error).toMatch(/^Only JPEG, PNG, WebP or GIF photos/)
      const pdf = await backUp(form(new TextEncoder().encode('%PDF-1.4\n%âãÏÓ\n1 0 obj\n'), { ...item, client_id: 'pdf-1' }, 'a.pdf', 'application/pdf'))
      expect(pdf.status).toBe(415)
      const notMultipart = await t.request('/api/media-backups', { method: 'POST', cookie: owner.cookie, json: item })
      expect(notMultipart.status).toBe(415)
      expect(await privateFiles(owner)).toHaveLength(before)
    })

    it('refuses a file over the limit with 413', async () => {
      const before = (await privateFiles(owner)).length
      const huge = new Uint8Array(MAX_MEDIA_BACKUP_BYTES + 1)
      huge.set(await photo())
      const res = await backUp(form(huge, { ...item, client_id: 'huge-1' }))
      expect(res.status).toBe(413)
      expect((await json(res)).error).toBe('A backed-up file must be 100 MB or smaller.')
      expect(await privateFiles(owner)).toHaveLength(before)
    })

    it('refuses bad fields with 400 and stores nothing', async () => {
      const rowsBefore = await rowCount(owner)
      const filesBefore = (await privateFiles(owner)).length
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
      expect(await privateFiles(owner)).toHaveLength(filesBefore)
    })

    it('streams a large file to storage and gives back the same bytes', async () => {
      const bytes = await bigPhoto(6 * 1024 * 1024 + 123)
      const res = await backUp(form(bytes, { ...item, client_id: 'stream-1' }))
      expect(res.status).toBe(201)
      const saved = mediaBackupSchema.parse(await res.json())
      expect(saved.size).toBe(bytes.length)
      const file = await t.request(`/api/media-backups/${saved.id}/file`, { cookie: owner.cookie })
      expect(Buffer.from(await file.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true)
      expect((await privateFiles(owner)).filter((name) => name.endsWith('.part'))).toEqual([])
    })

    it('refuses a text file named .png with 415 past the first chunk, leaving no partial file', async () => {
      const filesBefore = await privateFiles(owner)
      const text = new TextEncoder().encode('not a picture, '.repeat(20_000))
      const res = await backUp(form(text, { ...item, client_id: 'text-2' }, 'holiday.png', 'image/png'))
      expect(res.status).toBe(415)
      expect((await json(res)).error).toBe('Only JPEG, PNG, WebP or GIF photos and MP4, WebM or QuickTime videos can be backed up.')
      expect(await privateFiles(owner)).toEqual(filesBefore)
    })

    it('answers 400 to a form that breaks off inside the file, leaving no partial file', async () => {
      const filesBefore = await privateFiles(owner)
      const whole = multipartBytes('cut-boundary', { ...item, client_id: 'cut-1' }, await bigPhoto(256 * 1024))
      const res = await t.send('/api/media-backups', {
        method: 'POST',
        body: whole.subarray(0, 100 * 1024),
        headers: { cookie: owner.cookie, 'content-type': 'multipart/form-data; boundary=cut-boundary' },
      })
      expect(res.status).toBe(400)
      expect((await json(res)).error).toBe('The backup could not be read. Please try again.')
      expect(await privateFiles(owner)).toEqual(filesBefore)
    })

    it('takes as pet_id only one of the member’s own pets, or none', async () => {
      const rowsBefore = await rowCount(owner)
      for (const petId of [String(otherPet), '99999999']) {
        const res = await backUp(form(await photo(), { ...item, client_id: `pet-${petId}`, pet_id: petId }))
        expect(res.status, petId).toBe(400)
        expect((await json(res)).error, petId).toBe('pet_id: That pet is not one of yours.')
      }
      expect(await rowCount(owner)).toBe(rowsBefore)
      expect((await privateFiles(owner)).filter((name) => name.endsWith('.part'))).toEqual([])
      const none = await backUp(form(await photo(), { ...item, client_id: 'pet-none', pet_id: '' }))
      expect(none.status).toBe(201)
      expect((await json(none)).pet_id).toBeNull()
    })

    it('wants the file after the item’s details', async () => {
      const rowsBefore = await rowCount(owner)
      const data = new FormData()
      data.append('file', new File([await photo()], 'p.png', { type: 'image/png' }))
      for (const [key, value] of Object.entries({ ...item, client_id: 'late-fields' })) data.append(key, value)
      const res = await backUp(data)
      expect(res.status).toBe(400)
      expect((await json(res)).error).toBe('Send the item’s details first, then the file.')
      expect(await rowCount(owner)).toBe(rowsBefore)
      expect((await privateFiles(owner)).filter((name) => name.endsWith('.part'))).toEqual([])
    })

    it('answers the member’s usage: the sum of their backups and the quota', async () => {
      const res = await t.request('/api/media-backups/usage', { cookie: owner.cookie })
      expect(res.status).toBe(200)
      const usage = mediaBackupUsageSchema.parse(await res.json())
      const rows = await t.deps.db.selectFrom('media_backups').select('size').where('user_id', '=', owner.user.id).execute()
      expect(usage).toEqual({ used_bytes: rows.reduce((sum, r) => sum + r.size, 0), quota_bytes: 1024 * 1024 * 1024 })
      expect(usage.used_bytes).toBeGreaterThan(0)
      const fresh = await t.signInAs('no-backups@example.com')
      expect(await json(await t.request('/api/media-backups/usage', { cookie: fresh.cookie }))).toEqual({ used_bytes: 0, quota_bytes: 1024 * 1024 * 1024 })
      expect((await t.request('/api/media-backups/usage')).status).toBe(401)
    })

    it('goes away with the account: rows and files', async () => {
      const leaving = await t.signInAs('leaving-gallery@example.com')
      expect((await backUp(form(await photo(), { ...item, client_id: 'bye-1' }), leaving)).status).toBe(201)
      expect(await privateFiles(leaving)).toHaveLength(1)
      const res = await t.request('/api/account/delete', { method: 'POST', cookie: leaving.cookie, json: { confirm: DELETE_ACCOUNT_CONFIRMATION } })
      expect(res.status).toBe(200)
      expect(await rowCount(leaving)).toBe(0)
      expect(await privateFiles(leaving)).toEqual([])
      // Nobody else's backups were touched.
      expect((await list()).items.length).toBeGreaterThan(0)
    })
  })

  describe(`media backup quota [${dialect}, ${storage}]`, () => {
    const KB = 1024
    let t: TestContext
    let s3: TestS3Server | null = null
    beforeAll(async () => {
      s3 = storage === 's3' ? await startTestS3Server() : null
      t = await createTestContext(dialect, { ...s3?.env, MEDIA_BACKUP_QUOTA_MB: '1' })
    })
    afterAll(async () => {
      await t.dispose()
      await s3?.close()
    })

    const backUp = (who: Person, bytes: Uint8Array, clientId: string) =>
      t.request('/api/media-backups', { method: 'POST', cookie: who.cookie, body: form(bytes, { ...item, client_id: clientId }) })
    const stored = async (who: Person) => {
      const rows = await t.deps.db.selectFrom('media_backups').select(['client_id', 'size']).where('user_id', '=', who.user.id).orderBy('id').execute()
      return { rows, files: await privateFilesIn(t, who), used: rows.reduce((sum, r) => sum + r.size, 0) }
    }
    const usage = async (who: Person) => mediaBackupUsageSchema.parse(await (await t.request('/api/media-backups/usage', { cookie: who.cookie })).json())

    it('refuses a backup past MEDIA_BACKUP_QUOTA_MB with 413 saying how much is used, and stores nothing', async () => {
      const member = await t.signInAs('quota@example.com')
      expect((await backUp(member, await bigPhoto(600 * KB), 'first')).status).toBe(201)
      const before = await stored(member)

      const res = await backUp(member, await bigPhoto(600 * KB), 'second')
      expect(res.status).toBe(413)
      expect((await json(res)).error).toBe('Your backup space is full: 0.6 MB of 1 MB used. Delete some cloud copies to back up more.')
      expect(await stored(member)).toEqual(before)
      expect(await usage(member)).toEqual({ used_bytes: 600 * KB, quota_bytes: 1024 * KB })

      // A new copy of the same item frees the old one's space, so it only has to fit on its own.
      const replaced = await backUp(member, await bigPhoto(900 * KB), 'first')
      expect(replaced.status).toBe(200)
      expect((await usage(member)).used_bytes).toBe(900 * KB)
      expect((await stored(member)).files).toHaveLength(1)
    })

    it('refuses before reading the file when the declared Content-Length cannot fit', async () => {
      const member = await t.signInAs('declared@example.com')
      expect((await backUp(member, await bigPhoto(800 * KB), 'first')).status).toBe(201)
      const before = await stored(member)
      const boundary = 'declared-boundary'
      const head = multipartBytes(boundary, { ...item, client_id: 'second' }, await photo()).subarray(0, -`\r\n--${boundary}--\r\n`.length)
      let pulls = 0
      // The body's start (fields, file header), then a stall: an answer proves nothing more was awaited.
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          pulls += 1
          if (pulls === 1) controller.enqueue(head)
          return new Promise(() => undefined)
        },
      })
      const res = await t.send('/api/media-backups', {
        method: 'POST',
        body,
        duplex: 'half',
        headers: { cookie: member.cookie, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(400 * KB) },
      } as RequestInit)
      expect(res.status).toBe(413)
      expect((await json(res)).error).toBe('Your backup space is full: 0.8 MB of 1 MB used. Delete some cloud copies to back up more.')
      expect(await stored(member)).toEqual(before)
    })

    it('never lets two backups at once take a member past the quota together', async () => {
      const member = await t.signInAs('parallel@example.com')
      const [a, b] = await Promise.all([backUp(member, await bigPhoto(600 * KB), 'left'), backUp(member, await bigPhoto(600 * KB), 'right')])
      expect([a.status, b.status].sort()).toEqual([201, 413])
      const after = await stored(member)
      expect(after.rows).toHaveLength(1)
      expect(after.files).toHaveLength(1)
      expect(after.used).toBeLessThanOrEqual(1024 * KB)
    })
  })
}

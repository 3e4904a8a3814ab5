import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DELETE_ACCOUNT_CONFIRMATION } from '@petfolk/contract/settings'
import { uploadResponseSchema } from '@petfolk/contract/uploads'
import { storedKeys } from '../../storage/stored-keys.ts'
import { json } from '../../testing/json.ts'
import { startTestS3Server, type TestS3Server } from '../../testing/s3-server.ts'
import { DIALECTS } from '../../testing/test-db.ts'
import { createTestContext, type TestContext } from '../../testing/test-context.ts'

function form(bytes: Uint8Array, filename: string, type: string, field = 'file'): FormData {
  const data = new FormData()
  data.append(field, new File([bytes], filename, { type }))
  return data
}

async function photo(format: 'jpeg' | 'png', width = 640, height = 480): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 20, g: 140, b: 120 } } })
  return format === 'png' ? image.png().toBuffer() : image.jpeg().toBuffer()
}

const STORES = ['disk', 's3'] as const

for (const dialect of DIALECTS) for (const storage of STORES) {
  describe(`uploads [${dialect}, ${storage}]`, () => {
    let t: TestContext
    let s3: TestS3Server | null = null
    let owner: Awaited<ReturnType<TestContext['signInAs']>>
    beforeAll(async () => {
      s3 = storage === 's3' ? await startTestS3Server() : null
      t = await createTestContext(dialect, s3?.env)
      owner = await t.signInAs('uploader@example.com')
    })
    afterAll(async () => {
      await t.dispose()
      await s3?.close()
    })

    const upload = (body: FormData, cookie = owner.cookie) => t.request('/api/uploads', { method: 'POST', cookie, body })
    const storedFiles = () => storedKeys(t.deps.config)

    it('stores a JPEG and serves it with long-lived cache headers', async () => {
      const res = await upload(form(await photo('jpeg'), 'biscuit.jpg', 'image/jpeg'))
      expect(res.status).toBe(201)
      const { url } = uploadResponseSchema.parse(await json(res))
      expect(url).toMatch(/^\/uploads\/[0-9a-f]{2}\/[0-9a-f]{32}\.jpg$/)
      const file = await t.request(url)
      expect(file.status).toBe(200)
      expect(file.headers.get('content-type')).toBe('image/jpeg')
      expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      expect(file.headers.get('x-content-type-options')).toBe('nosniff')
      expect(Number(file.headers.get('content-length'))).toBe((await file.clone().arrayBuffer()).byteLength)
      const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata()
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 640, 480])
      const row = await t.deps.db.selectFrom('uploads').selectAll().where('user_id', '=', owner.user.id).executeTakeFirstOrThrow()
      expect(`/uploads/${row.path}`).toBe(url)
    })

    it('trusts the bytes, not the name: a PNG named .jpg is stored as a PNG', async () => {
      const res = await upload(form(await photo('png'), 'actually-png.jpg', 'image/jpeg'))
      expect(res.status).toBe(201)
      expect((await json(res)).url).toMatch(/\.png$/)
    })

    it('refuses a text file named .jpg with 415 and stores nothing', async () => {
      const before = await storedFiles()
      const res = await upload(form(new TextEncoder().encode('just some text, not a picture'), 'notes.jpg', 'image/jpeg'))
      expect(res.status).toBe(415)
      expect((await json(res)).error).toBe('Only JPEG and PNG images can be uploaded.')
      const gif = await upload(form(new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0, 0, 0, 0, 59]), 'a.gif', 'image/gif'))
      expect(gif.status).toBe(415)
      expect(await storedFiles()).toEqual(before)
    })

    it('refuses a 6 MB image with 413', async () => {
      const big = new Uint8Array(6 * 1024 * 1024)
      big.set(await photo('png', 8, 8))
      const res = await upload(form(big, 'huge.png', 'image/png'))
      expect(res.status).toBe(413)
      expect((await json(res)).error).toBe('The image must be 5 MB or smaller.')
    })

    it('drops metadata such as the GPS position', async () => {
      const withGps = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#336699' } })
        .withExif({ IFD0: { Make: 'PetCam', Model: 'Z1' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '47/1 36/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '122/1 19/1 0/1' } })
        .jpeg()
        .toBuffer()
      expect((await sharp(withGps).metadata()).exif).toBeDefined()
      const res = await upload(form(withGps, 'gps.jpg', 'image/jpeg'))
      expect(res.status).toBe(201)
      const stored = Buffer.from(await (await t.request((await json(res)).url)).arrayBuffer())
      const meta = await sharp(stored).metadata()
      expect(meta.exif).toBeUndefined()
      expect(stored.includes(Buffer.from('PetCam'))).toBe(false)
    })

    it('refuses a body that is not multipart, a missing field, and no session', async () => {
      const jsonBody = await t.request('/api/uploads', { method: 'POST', cookie: owner.cookie, json: { file: 'x' } })
      expect(jsonBody.status).toBe(415)
      const wrongField = await upload(form(await photo('jpeg'), 'a.jpg', 'image/jpeg', 'picture'))
      expect(wrongField.status).toBe(400)
      expect((await json(wrongField)).error).toMatch(/field named "file"/)
      const anonymous = await t.request('/api/uploads', { method: 'POST', body: form(await photo('jpeg'), 'a.jpg', 'image/jpeg') })
      expect(anonymous.status).toBe(401)
    })

    it('answers 404 for missing files and never serves outside the upload folder', async () => {
      expect((await t.request('/uploads/ab/0000.jpg')).status).toBe(404)
      for (const path of ['/uploads/..%2f..%2fpackage.json', '/uploads/%2e%2e/%2e%2e/etc/passwd']) {
        const res = await t.request(path)
        expect(res.status, path).not.toBe(200)
      }
    })

    it('stores the photo in the configured store under its address, answers HEAD without a body, and deletes it with the account', async () => {
      const leaving = await t.signInAs(`leaving-photos-${storage}@example.com`)
      const { url } = uploadResponseSchema.parse(await json(await upload(form(await photo('png', 32, 32), 'a.png', 'image/png'), leaving.cookie)))
      const key = url.slice('/uploads/'.length)
      expect(await storedFiles()).toContain(key)
      const head = await t.send(url, { method: 'HEAD' })
      expect(head.status).toBe(200)
      expect(head.headers.get('content-type')).toBe('image/png')
      expect(await head.text()).toBe('')

      const res = await t.request('/api/account/delete', { method: 'POST', cookie: leaving.cookie, json: { confirm: DELETE_ACCOUNT_CONFIRMATION } })
      expect(res.status).toBe(200)
      expect(await storedFiles()).not.toContain(key)
      expect((await t.request(url)).status).toBe(404)
    })
  })
}

describe('uploads with an unreachable bucket', () => {
  let t: TestContext
  beforeAll(async () => {
    // Nothing listens on the discard port: every request to the "bucket" is refused.
    t = await createTestContext('sqlite', { S3_BUCKET: 'petfolk', S3_ENDPOINT: 'http://127.0.0.1:9', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' })
  })
  afterAll(() => t.dispose())

  it('answers 500 (the server’s fault, not a missing file) and records no upload', async () => {
    const owner = await t.signInAs('no-bucket@example.com')
    const res = await t.request('/api/uploads', { method: 'POST', cookie: owner.cookie, body: form(await photo('png', 8, 8), 'a.png', 'image/png') })
    expect(res.status).toBe(500)
    expect(await t.deps.db.selectFrom('uploads').select('id').where('user_id', '=', owner.user.id).execute()).toEqual([])
    expect((await t.request('/uploads/ab/ab0123456789abcdef0123456789abcd.jpg')).status).toBe(500)
  })
})

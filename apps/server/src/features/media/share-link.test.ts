import sharp from 'sharp'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { MEDIA_SHARE_LINK_DAYS, mediaBackupSchema, mediaShareLinkSchema, type MediaBackup } from '@petfolk/contract/media'
import { json } from '../../testing/json.ts'
import { startTestS3Server, type TestS3Server } from '../../testing/s3-server.ts'
import { DIALECTS } from '../../testing/test-db.ts'
import { createTestContext, TEST_ORIGIN, type TestContext } from '../../testing/test-context.ts'

type Person = Awaited<ReturnType<TestContext['signInAs']>>

const DAY_MS = 24 * 60 * 60 * 1000

function photo(width = 32, height = 24): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#0f6760' } }).png().toBuffer()
}

function form(bytes: Uint8Array, clientId: string, title: string): FormData {
  const data = new FormData()
  const fields = { client_id: clientId, type: 'photo', title, tags: '[]', pet_id: '', created_at: '2026-05-31T14:02:11.000Z' }
  for (const [key, value] of Object.entries(fields)) data.append(key, value)
  data.append('file', new File([bytes], 'photo.png', { type: 'image/png' }))
  return data
}

const STORES = ['disk', 's3'] as const

for (const dialect of DIALECTS) for (const storage of STORES) {
  describe(`media share links [${dialect}, ${storage}]`, () => {
    let t: TestContext
    let s3: TestS3Server | null = null
    let owner: Person
    let other: Person
    beforeAll(async () => {
      s3 = storage === 's3' ? await startTestS3Server() : null
      t = await createTestContext(dialect, s3?.env)
    })
    // Fresh sessions each time: the expiry tests move the clock past any session's idle limit.
    beforeEach(async () => {
      owner = await t.signInAs('sharer@example.com')
      other = await t.signInAs('bystander@example.com')
    })
    afterAll(async () => {
      await t.dispose()
      await s3?.close()
    })

    async function backUp(who: Person, clientId: string, bytes: Uint8Array, title = 'Biscuit "at" the beach/pier'): Promise<MediaBackup> {
      const res = await t.request('/api/media-backups', { method: 'POST', cookie: who.cookie, body: form(bytes, clientId, title) })
      expect(res.status).toBeLessThan(300)
      return mediaBackupSchema.parse(await res.json())
    }
    const linkFor = (who: Person, id: number) => t.request(`/api/media-backups/${id}/share-link`, { method: 'POST', cookie: who.cookie })
    async function link(who: Person, id: number): Promise<string> {
      const res = await linkFor(who, id)
      expect(res.status).toBe(201)
      const body = mediaShareLinkSchema.parse(await res.json())
      expect(body.url.startsWith(`${TEST_ORIGIN}/api/shared/media/`)).toBe(true)
      return body.url.slice(TEST_ORIGIN.length)
    }

    it('opens the backed-up file without signing in, inline, with safe headers, for 7 days', async () => {
      const bytes = await photo()
      const backup = await backUp(owner, 'share-1', bytes)
      const res = await linkFor(owner, backup.id)
      expect(res.status).toBe(201)
      expect(res.headers.get('cache-control')).toBe('no-store')
      const created = mediaShareLinkSchema.parse(await res.json())
      expect(created.expires_at).toBe(new Date(t.clock.now().getTime() + MEDIA_SHARE_LINK_DAYS * DAY_MS).toISOString())
      const path = created.url.slice(TEST_ORIGIN.length)

      // No cookie: the recipient has no account.
      const file = await t.request(path)
      expect(file.status).toBe(200)
      expect(Buffer.from(await file.arrayBuffer()).equals(bytes)).toBe(true)
      expect(file.headers.get('content-type')).toBe('image/png')
      expect(file.headers.get('x-content-type-options')).toBe('nosniff')
      expect(file.headers.get('cache-control')).toBe('private, no-store')
      expect(file.headers.get('content-disposition')).toBe(
        `inline; filename="Biscuit at the beachpier.png"; filename*=UTF-8''${encodeURIComponent('Biscuit "at" the beach pier.png')}`,
      )

      t.clock.advance(MEDIA_SHARE_LINK_DAYS * DAY_MS - 1000)
      expect((await t.request(path)).status).toBe(200)
    })

    it('refuses an expired link with 403 and a sentence', async () => {
      const backup = await backUp(owner, 'share-expired', await photo())
      const path = await link(owner, backup.id)
      t.clock.advance(MEDIA_SHARE_LINK_DAYS * DAY_MS)
      const res = await t.request(path)
      expect(res.status).toBe(403)
      expect((await json(res)).error).toBe('This share link has expired. Ask the person who sent it for a new one.')
    })

    it('refuses a tampered link: another id, a later expiry or a changed signature', async () => {
      const mine = await backUp(owner, 'share-tamper', await photo())
      const theirs = await backUp(other, 'share-theirs', await photo(40, 40))
      const path = await link(owner, mine.id)
      const [id, expires, tag, signature] = path.slice('/api/shared/media/'.length).split('.') as [string, string, string, string]
      const flipped = `${signature.slice(0, -2)}${signature.at(-2) === 'A' ? 'B' : 'A'}${signature.at(-1)}`
      const tampered = [
        `${theirs.id}.${expires}.${tag}.${signature}`,
        `${id}.${Number(expires) + 365 * 24 * 3600}.${tag}.${signature}`,
        `${id}.${expires}.${tag}.${flipped}`,
        'not-a-token',
        `${id}.${expires}.${tag}`,
      ]
      for (const token of tampered) {
        const res = await t.request(`/api/shared/media/${token}`)
        expect(res.status, token).toBe(403)
        expect((await json(res)).error, token).toBe('This link is not a valid Petfolk share link. Ask the person who sent it for a new one.')
      }
    })

    it('makes links only for the member’s own backups', async () => {
      const theirs = await backUp(other, 'share-not-mine', await photo())
      const res = await linkFor(owner, theirs.id)
      expect(res.status).toBe(404)
      expect((await json(res)).error).toBe('That backed-up item was not found.')
      expect((await t.request(`/api/media-backups/${theirs.id}/share-link`, { method: 'POST' })).status).toBe(401)
      expect((await linkFor(owner, 99999999)).status).toBe(404)
    })

    it('stops working once the copy is deleted or replaced, even when a new backup gets the same id', async () => {
      const first = await backUp(owner, 'share-revoke', await photo())
      const path = await link(owner, first.id)
      expect((await t.request(path)).status).toBe(200)

      // Backed up again from the device: the link was to the earlier copy.
      await backUp(owner, 'share-revoke', await photo(50, 50))
      const replaced = await t.request(path)
      expect(replaced.status).toBe(404)
      expect((await json(replaced)).error).toBe('This photo or video is no longer shared: its owner deleted or replaced the copy.')

      const fresh = await link(owner, first.id)
      expect((await t.request(fresh)).status).toBe(200)
      expect((await t.request(`/api/media-backups/${first.id}`, { method: 'DELETE', cookie: owner.cookie })).status).toBe(204)
      const deleted = await t.request(fresh)
      expect(deleted.status).toBe(404)
      expect((await json(deleted)).error).toBe('This photo or video is no longer shared: its owner deleted or replaced the copy.')

      // SQLite may give the next row the deleted one's id: the old link must not open the new photo.
      const next = await backUp(owner, 'share-after-delete', await photo(60, 60))
      if (next.id === first.id) expect((await t.request(fresh)).status).toBe(404)
    })
  })
}

import { createHash } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Config } from '../config.ts'
import { startTestS3Server, type TestS3Server } from '../testing/s3-server.ts'
import { diskFileStore } from './disk-file-store.ts'
import type { FileStore } from './file-store.ts'
import { s3FileStore } from './s3-file-store.ts'
import { storedKeys } from './stored-keys.ts'

const MB = 1024 * 1024

/** `total` bytes in 1 MB chunks, each filled from its index; fails with `failure` after `failAfter` bytes. */
async function* bytes(total: number, failAfter?: number, failure?: Error) {
  for (let sent = 0; sent < total; sent += MB) {
    if (failAfter !== undefined && sent >= failAfter) throw failure
    yield Buffer.alloc(Math.min(MB, total - sent), (sent / MB) % 251)
  }
}

const digest = (data: Buffer) => createHash('sha256').update(data).digest('hex')

async function readAll(store: FileStore, key: string) {
  const file = await store.read(key)
  if (!file) return null
  return { data: Buffer.concat(await file.body.toArray()), size: file.size, contentType: file.contentType }
}

interface StoreUnderTest {
  store: FileStore
  config: Pick<Config, 'uploadDir' | 's3'>
  close(): Promise<void>
}

const stores: Record<'disk' | 's3', () => Promise<StoreUnderTest>> = {
  disk: async () => {
    const uploadDir = mkdtempSync(join(tmpdir(), 'petfolk-store-'))
    return { store: diskFileStore(uploadDir), config: { uploadDir, s3: null }, close: () => Promise.resolve() }
  },
  s3: async () => {
    const server: TestS3Server = await startTestS3Server()
    const s3 = {
      bucket: server.bucket,
      region: 'us-east-1',
      endpoint: server.endpoint,
      credentials: { accessKeyId: server.env.S3_ACCESS_KEY_ID ?? '', secretAccessKey: server.env.S3_SECRET_ACCESS_KEY ?? '' },
    }
    return { store: s3FileStore(s3), config: { uploadDir: '/nonexistent', s3 }, close: () => server.close() }
  },
}

for (const [kind, open] of Object.entries(stores)) {
  describe(`file store [${kind}]`, () => {
    let subject: StoreUnderTest
    let store: FileStore
    beforeAll(async () => {
      subject = await open()
      store = subject.store
    })
    afterAll(() => subject.close())

    it('stores a buffer and reads it back with its size and type; a missing key reads as null', async () => {
      expect(store.kind).toBe(kind)
      const data = Buffer.from('a small picture, in spirit')
      await store.write('ab/ab01.jpg', data, 'image/jpeg')
      const back = await readAll(store, 'ab/ab01.jpg')
      expect(back).toEqual({ data, size: data.length, contentType: 'image/jpeg' })
      expect(await store.read('ab/nothing-here.jpg')).toBeNull()
      expect(await store.read('cd/nothing-here.jpg')).toBeNull()
    })

    it('streams a file larger than one S3 part and reads back the same bytes', async () => {
      const total = 12 * MB + 321
      const expected = Buffer.concat(await Readable.from(bytes(total)).toArray())
      await store.write('private/7/big.mp4', Readable.from(bytes(total)), 'video/mp4')
      const back = await readAll(store, 'private/7/big.mp4')
      expect(back?.size).toBe(total)
      expect(back?.contentType).toBe('video/mp4')
      expect(back && digest(back.data)).toBe(digest(expected))
    })

    it('leaves nothing behind when the stream fails, before or after the first part, and rejects with its error', async () => {
      const before = await storedKeys(subject.config)
      for (const [total, failAfter] of [
        [3 * MB, 2 * MB],
        [14 * MB, 11 * MB],
      ] as const) {
        const refusal = new Error(`refused after ${failAfter} bytes`)
        await expect(store.write('private/8/broken.mp4', Readable.from(bytes(total, failAfter, refusal)), 'video/mp4')).rejects.toBe(refusal)
        expect(await store.read('private/8/broken.mp4')).toBeNull()
      }
      expect(await storedKeys(subject.config)).toEqual(before)
    })

    it('deletes one key (a missing one is no error) and everything under a folder, and nothing beside it', async () => {
      for (const key of ['private/9/a.jpg', 'private/9/b.mp4', 'private/90/c.jpg', 'private/9-x.jpg', 'ef/ef02.png']) await store.write(key, Buffer.from(key), 'application/octet-stream')
      await store.delete('ef/ef02.png')
      await store.delete('ef/ef02.png')
      expect(await store.read('ef/ef02.png')).toBeNull()
      await store.deletePrefix('private/9/')
      await store.deletePrefix('private/404/')
      const left = await storedKeys(subject.config)
      expect(left.filter((k) => k.startsWith('private/9'))).toEqual(['private/9-x.jpg', 'private/90/c.jpg'])
      expect((await readAll(store, 'private/90/c.jpg'))?.data.toString()).toBe('private/90/c.jpg')
    })

    it('refuses keys that could leave the store, before touching it', async () => {
      for (const key of ['../outside.jpg', '/etc/passwd', 'ab/../../x', 'ab//x.jpg', './x', 'ab/', '', 'a b.jpg', 'ab\\..\\x']) {
        await expect(store.write(key, Buffer.from('x'), 'image/jpeg'), key).rejects.toThrow('not a storage key')
        await expect(store.read(key), key).rejects.toThrow('not a storage key')
        await expect(store.delete(key), key).rejects.toThrow('not a storage key')
      }
      for (const prefix of ['private/9', '../', '/', '']) await expect(store.deletePrefix(prefix), prefix).rejects.toThrow('not a storage')
    })
  })
}

describe('file store [s3, unreachable]', () => {
  it('rejects (a server error, not "missing") when the bucket cannot be reached', async () => {
    const store = s3FileStore({ bucket: 'petfolk', region: 'us-east-1', endpoint: 'http://127.0.0.1:9', credentials: { accessKeyId: 'k', secretAccessKey: 's' } })
    await expect(store.read('ab/ab01.jpg')).rejects.toThrow()
    await expect(store.write('ab/ab01.jpg', Buffer.from('x'), 'image/jpeg')).rejects.toThrow()
  })
})

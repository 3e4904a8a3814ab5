import { randomBytes } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import { mkdir, rename, rm, stat } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { checkKey, checkPrefix, contentTypeOfKey, type FileStore, type StoredFile } from './file-store.ts'

const PARTIAL_SUFFIX = '.part'

/** A file the store is still writing (or a crash left behind): never an object, so copies skip it. */
export function isPartialFile(name: string): boolean {
  return name.endsWith(PARTIAL_SUFFIX)
}

/**
 * Objects as files under one folder (UPLOAD_DIR), the layout Petfolk has always used. A write goes
 * to a temporary name beside its target and is renamed once flushed, so a crash or a refused
 * stream never leaves part of a file under a real name.
 */
export function diskFileStore(root: string): FileStore {
  const base = resolve(root)
  const pathOf = (key: string) => join(base, checkKey(key))

  return {
    kind: 'disk',
    async write(key, body, _contentType) {
      const target = pathOf(key)
      await mkdir(dirname(target), { recursive: true })
      const temporary = `${target}.${randomBytes(6).toString('hex')}${PARTIAL_SUFFIX}`
      try {
        await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, createWriteStream(temporary, { flags: 'wx', flush: true }))
        await rename(temporary, target)
      } catch (err) {
        await rm(temporary, { force: true })
        throw err
      }
    },
    async read(key): Promise<StoredFile | null> {
      const path = pathOf(key)
      const info = await stat(path).catch((err: NodeJS.ErrnoException) => {
        if (err.code === 'ENOENT' || err.code === 'ENOTDIR') return null
        throw err
      })
      if (!info?.isFile()) return null
      // Opened on the first read, so an answer nobody reads holds no descriptor. A key's bytes never
      // change (a new file gets a new key), so the size stays true.
      return { body: createReadStream(path), size: info.size, contentType: contentTypeOfKey(key) }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true })
    },
    async deletePrefix(prefix) {
      await rm(join(base, checkPrefix(prefix)), { recursive: true, force: true })
    },
  }
}

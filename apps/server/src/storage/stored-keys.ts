import { existsSync } from 'node:fs'
import { readdir } from 'node:fs/promises'
import { relative, join } from 'node:path'
import type { Config } from '../config.ts'
import { loadS3Sdk, s3Client } from './s3-file-store.ts'

/**
 * Every key in the configured store, partial files included (`.part` names on disk), sorted: what
 * tests look at to prove a refused or failed write left nothing behind. Not for request paths.
 */
export async function storedKeys(config: Pick<Config, 'uploadDir' | 's3'>): Promise<string[]> {
  if (config.s3) {
    const keys: string[] = []
    const [{ s3 }, client] = await Promise.all([loadS3Sdk(), s3Client(config.s3)])
    try {
      for await (const page of s3.paginateListObjectsV2({ client }, { Bucket: config.s3.bucket })) {
        for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key)
      }
    } finally {
      client.destroy()
    }
    return keys.sort()
  }
  if (!existsSync(config.uploadDir)) return []
  const entries = await readdir(config.uploadDir, { recursive: true, withFileTypes: true })
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(config.uploadDir, join(entry.parentPath, entry.name)))
    .sort()
}

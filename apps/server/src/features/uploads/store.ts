import { randomBytes } from 'node:crypto'
import { mkdir, rename, rm, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { isUploadName, UPLOAD_PATH_PREFIX } from '@petfolk/contract/uploads'
import type { Db } from '../../db/database.ts'
import type { CleanImage } from './image.ts'

/**
 * Writes the file (to a temporary name, then renamed, so a crash never leaves half a picture
 * under a real name) and records who owns it. Names are 128 random bits, so URLs cannot be guessed.
 */
export async function storeUpload(db: Db, uploadDir: string, userId: number, image: CleanImage, now: Date): Promise<string> {
  const name = randomBytes(16).toString('hex')
  const relative = `${name.slice(0, 2)}/${name}.${image.extension}`
  const target = join(uploadDir, relative)
  await mkdir(dirname(target), { recursive: true })
  const temporary = `${target}.part`
  await writeFile(temporary, image.data, { flush: true })
  await rename(temporary, target)
  try {
    await db
      .insertInto('uploads')
      .values({
        user_id: userId,
        path: relative,
        content_type: image.type,
        bytes: image.data.length,
        width: image.width,
        height: image.height,
        created_at: now.toISOString(),
      })
      .execute()
  } catch (err) {
    await rm(target, { force: true })
    throw err
  }
  return `${UPLOAD_PATH_PREFIX}${relative}`
}

/**
 * The file behind one of our upload addresses (as storeUpload answers them), or null for any
 * other text: only names that pass isUploadName, so no address can point outside uploadDir.
 */
export function uploadFilePath(uploadDir: string, url: string): string | null {
  if (!isUploadName(url)) return null
  return join(uploadDir, url.slice(UPLOAD_PATH_PREFIX.length))
}

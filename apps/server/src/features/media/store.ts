import { randomBytes } from 'node:crypto'
import { mkdir, rename, rm, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import type { z } from 'zod'
import type { MediaBackup, mediaBackupFieldsSchema } from '@petfolk/contract/media'
import type { Db } from '../../db/database.ts'
import type { MediaBackupsTable } from '../../db/schema.ts'
import type { PageRequest } from '../../http/pagination.ts'
import type { DetectedMedia } from './media-file.ts'

type MediaBackupFields = z.output<typeof mediaBackupFieldsSchema>
type BackupRow = Omit<MediaBackupsTable, 'id' | 'user_id' | 'path'> & { id: number }

const COLUMNS = ['id', 'client_id', 'type', 'title', 'tags', 'pet_id', 'mime_type', 'size', 'created_at', 'backed_up_at'] as const

function toBackup(row: BackupRow): MediaBackup {
  const tags: unknown = JSON.parse(row.tags)
  return { ...row, tags: Array.isArray(tags) ? tags.filter((t): t is string => typeof t === 'string') : [] }
}

/** The folder of one owner's backed-up files, outside what /uploads serves. */
function privateDir(uploadDir: string, userId: number): string {
  return join(resolve(uploadDir), 'private', String(userId))
}

/** The absolute path of a stored file; refuses anything that would leave the upload folder. */
export function backupFilePath(uploadDir: string, relative: string): string {
  const root = resolve(uploadDir)
  const target = resolve(root, relative)
  if (!target.startsWith(`${root}/private/`)) throw new Error(`media backup path outside the private folder: ${relative}`)
  return target
}

/** The owner's backed-up items, oldest first. */
export async function listBackups(db: Db, userId: number, page: PageRequest): Promise<MediaBackup[]> {
  let query = db.selectFrom('media_backups').select(COLUMNS).where('user_id', '=', userId).orderBy('id').limit(page.limit + 1)
  const afterId = page.after?.[0]
  if (typeof afterId === 'number') query = query.where('id', '>', afterId)
  return (await query.execute()).map(toBackup)
}

/** One of the owner's items with where its file is; another owner's id finds nothing. */
export async function findBackupFile(db: Db, userId: number, id: number) {
  return db
    .selectFrom('media_backups')
    .select(['id', 'title', 'mime_type', 'size', 'path'])
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst()
}

/**
 * Stores one item: the file first (temporary name, then renamed, so no half file ever has a real
 * name), then the row. The same client_id backed up again replaces the earlier copy and its file.
 * Answers the item and whether it replaced one.
 */
export async function saveBackup(
  db: Db,
  uploadDir: string,
  userId: number,
  fields: MediaBackupFields,
  file: { data: Uint8Array; media: DetectedMedia },
  now: Date,
): Promise<{ backup: MediaBackup; replaced: boolean }> {
  const dir = privateDir(uploadDir, userId)
  await mkdir(dir, { recursive: true })
  const name = `${randomBytes(16).toString('hex')}.${file.media.extension}`
  const target = join(dir, name)
  await writeFile(`${target}.part`, file.data, { flush: true })
  await rename(`${target}.part`, target)

  const values = {
    type: fields.type,
    title: fields.title,
    tags: JSON.stringify(fields.tags),
    pet_id: fields.pet_id,
    mime_type: file.media.mime,
    size: file.data.byteLength,
    path: `private/${userId}/${name}`,
    created_at: fields.created_at,
    backed_up_at: now.toISOString(),
  }
  let previous: { path: string } | undefined
  let row: BackupRow
  try {
    previous = await db
      .selectFrom('media_backups')
      .select('path')
      .where('user_id', '=', userId)
      .where('client_id', '=', fields.client_id)
      .executeTakeFirst()
    row = await db
      .insertInto('media_backups')
      .values({ ...values, user_id: userId, client_id: fields.client_id })
      .onConflict((oc) => oc.columns(['user_id', 'client_id']).doUpdateSet(values))
      .returning(COLUMNS)
      .executeTakeFirstOrThrow()
  } catch (err) {
    await rm(target, { force: true })
    throw err
  }
  // Only once the row points at the new file may the old one go.
  if (previous) await rm(backupFilePath(uploadDir, previous.path), { force: true })
  return { backup: toBackup(row), replaced: previous !== undefined }
}

/** Removes one item and its file; false when the owner has no such item. */
export async function deleteBackup(db: Db, uploadDir: string, userId: number, id: number): Promise<boolean> {
  const row = await db.deleteFrom('media_backups').where('id', '=', id).where('user_id', '=', userId).returning('path').executeTakeFirst()
  if (!row) return false
  await rm(backupFilePath(uploadDir, row.path), { force: true })
  return true
}

/** Account deletion: the owner's backed-up files (their rows go with the user row, ON DELETE CASCADE). */
export async function removeBackupFiles(uploadDir: string, userId: number): Promise<void> {
  await rm(privateDir(uploadDir, userId), { recursive: true, force: true })
}

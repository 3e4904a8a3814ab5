import type { z } from 'zod'
import { MEDIA_TYPES, type MediaBackup, type mediaBackupFieldsSchema } from '@petfolk/contract/media'
import type { Db } from '../../db/database.ts'
import { dialectOf } from '../../db/dialect.ts'
import type { MediaBackupsTable } from '../../db/schema.ts'
import { choiceOf } from '../../db/row-values.ts'
import type { PageRequest } from '../../http/pagination.ts'
import type { FileStore } from '../../storage/file-store.ts'
import type { DetectedMedia } from './media-file.ts'

type MediaBackupFields = z.output<typeof mediaBackupFieldsSchema>
type BackupRow = Omit<MediaBackupsTable, 'id' | 'user_id' | 'path'> & { id: number }

const COLUMNS = ['id', 'client_id', 'type', 'title', 'tags', 'pet_id', 'mime_type', 'size', 'created_at', 'backed_up_at'] as const

function toBackup(row: BackupRow): MediaBackup {
  const tags: unknown = JSON.parse(row.tags)
  return {
    id: row.id,
    client_id: row.client_id,
    type: choiceOf(MEDIA_TYPES, row.type),
    title: row.title,
    tags: Array.isArray(tags) ? tags.filter((t): t is string => typeof t === 'string') : [],
    pet_id: row.pet_id,
    mime_type: row.mime_type,
    size: row.size,
    created_at: row.created_at,
    backed_up_at: row.backed_up_at,
  }
}

/** The storage folder of one owner's backed-up files, outside what /uploads serves. */
export function privatePrefix(userId: number): string {
  return `private/${userId}/`
}

/** A stored row's path as a storage key; refuses one outside the private folder (the store refuses `..`). */
export function backupKey(path: string): string {
  if (!path.startsWith('private/')) throw new Error(`media backup path outside the private folder: ${path}`)
  return path
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
 * Any member's item by id, for a signed share link: the link's signature, not a session, says
 * who may read it, so the caller must have checked the link first.
 */
export async function findSharedBackupFile(db: Db, id: number) {
  return db.selectFrom('media_backups').select(['id', 'title', 'mime_type', 'path']).where('id', '=', id).executeTakeFirst()
}

/** The sum of the owner's backed-up files, leaving out the copy `exceptClientId` would replace. */
export async function usedBackupBytes(db: Db, userId: number, exceptClientId?: string): Promise<number> {
  let query = db
    .selectFrom('media_backups')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('size'), eb.val(0)).as('used'))
    .where('user_id', '=', userId)
  if (exceptClientId !== undefined) query = query.where('client_id', '!=', exceptClientId)
  const row = await query.executeTakeFirst()
  // SQLite answers a number, pg a numeric (parsed to a number by the type parser); both sums are whole.
  return Number(row?.used ?? 0)
}

/** Whether the pet is one of the owner's (a backup may name only their own pets). */
export async function ownsPet(db: Db, userId: number, petId: number): Promise<boolean> {
  const row = await db.selectFrom('pets').select('id').where('id', '=', petId).where('user_id', '=', userId).executeTakeFirst()
  return row !== undefined
}

/** Thrown by saveBackup when the file would take the owner past their backup space. */
export class BackupQuotaExceeded extends Error {
  constructor(readonly usedBytes: number) {
    super('media backup quota exceeded')
  }
}

/**
 * Records one item whose file the request already stored, complete, under `file.key`: the row is
 * written in a transaction that first takes the owner's lock and re-counts their space, so two
 * backups arriving together can never both fit into room for one. The same client_id backed up
 * again replaces the earlier copy and its file. Answers the item and whether it replaced one; on
 * any failure the new file is removed.
 */
export async function saveBackup(
  db: Db,
  files: FileStore,
  userId: number,
  fields: MediaBackupFields,
  file: { key: string; size: number; media: DetectedMedia },
  quotaBytes: number,
  now: Date,
): Promise<{ backup: MediaBackup; replaced: boolean }> {
  const values = {
    type: fields.type,
    title: fields.title,
    tags: JSON.stringify(fields.tags),
    pet_id: fields.pet_id,
    mime_type: file.media.mime,
    size: file.size,
    path: backupKey(file.key),
    created_at: fields.created_at,
    backed_up_at: now.toISOString(),
  }
  let previous: { path: string } | undefined
  let row: BackupRow
  try {
    ;({ previous, row } = await db.transaction().execute(async (trx) => {
      // PostgreSQL: the owner's row lock queues their concurrent backups here. SQLite runs one
      // transaction at a time on its single connection already.
      if (dialectOf(trx) === 'postgres') await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute()
      const used = await usedBackupBytes(trx, userId, fields.client_id)
      if (used + file.size > quotaBytes) throw new BackupQuotaExceeded(used)
      const before = await trx
        .selectFrom('media_backups')
        .select('path')
        .where('user_id', '=', userId)
        .where('client_id', '=', fields.client_id)
        .executeTakeFirst()
      const saved = await trx
        .insertInto('media_backups')
        .values({ ...values, user_id: userId, client_id: fields.client_id })
        .onConflict((oc) => oc.columns(['user_id', 'client_id']).doUpdateSet(values))
        .returning(COLUMNS)
        .executeTakeFirstOrThrow()
      return { previous: before, row: saved }
    }))
  } catch (err) {
    await files.delete(file.key)
    throw err
  }
  // Only once the row points at the new file may the old one go.
  if (previous) await files.delete(backupKey(previous.path))
  return { backup: toBackup(row), replaced: previous !== undefined }
}

/** Removes one item and its file; false when the owner has no such item. */
export async function deleteBackup(db: Db, files: FileStore, userId: number, id: number): Promise<boolean> {
  const row = await db.deleteFrom('media_backups').where('id', '=', id).where('user_id', '=', userId).returning('path').executeTakeFirst()
  if (!row) return false
  await files.delete(backupKey(row.path))
  return true
}

/** Account deletion: the owner's backed-up files (their rows go with the user row, ON DELETE CASCADE). */
export async function removeBackupFiles(files: FileStore, userId: number): Promise<void> {
  await files.deletePrefix(privatePrefix(userId))
}

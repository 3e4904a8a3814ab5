import { randomBytes } from 'node:crypto'
import { isUploadName, UPLOAD_PATH_PREFIX } from '@petfolk/contract/uploads'
import { sql } from 'kysely'
import type { Db } from '../../db/database.ts'
import type { FileStore } from '../../storage/file-store.ts'
import type { CleanImage } from './image.ts'

/** Who an upload belongs to: a member, or (a visitor's sighting photo) the open report it was sent for. */
export type UploadOwner = { userId: number } | { lostPetId: number }

/**
 * Stores the picture (the store never shows half of one under its key) and records who owns it.
 * Names are 128 random bits, so URLs cannot be guessed.
 */
export async function storeUpload(db: Db, files: FileStore, owner: UploadOwner, image: CleanImage, now: Date): Promise<string> {
  const name = randomBytes(16).toString('hex')
  const relative = `${name.slice(0, 2)}/${name}.${image.extension}`
  await files.write(relative, image.data, image.type)
  try {
    await db
      .insertInto('uploads')
      .values({
        user_id: 'userId' in owner ? owner.userId : null,
        lost_pet_id: 'lostPetId' in owner ? owner.lostPetId : null,
        path: relative,
        content_type: image.type,
        bytes: image.data.length,
        width: image.width,
        height: image.height,
        created_at: now.toISOString(),
      })
      .execute()
  } catch (err) {
    await files.delete(relative)
    throw err
  }
  return `${UPLOAD_PATH_PREFIX}${relative}`
}

/** Who owns the upload at an address (`/uploads/…`); undefined when it is not a stored upload. */
export async function uploadOwnerOf(db: Db, url: string): Promise<{ user_id: number | null; lost_pet_id: number | null } | undefined> {
  if (!url.startsWith(UPLOAD_PATH_PREFIX)) return undefined
  return db.selectFrom('uploads').select(['user_id', 'lost_pet_id']).where('path', '=', url.slice(UPLOAD_PATH_PREFIX.length)).executeTakeFirst()
}

/** How long a visitor's sighting photo waits for its sighting before it is deleted. */
export const VISITOR_UPLOAD_GRACE_MS = 24 * 60 * 60 * 1000
const SWEEP_BATCH = 200

/**
 * Deletes visitors' sighting photos that no sighting took within the grace period (the form was
 * abandoned, or someone used the public path as free image hosting). The row goes first, then the
 * file: a crash can leave an orphan file but never a row pointing at nothing. Answers how many went.
 */
export async function sweepUnusedVisitorUploads(db: Db, files: FileStore, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - VISITOR_UPLOAD_GRACE_MS).toISOString()
  const unused = await db
    .selectFrom('uploads as u')
    .select(['u.id', 'u.path'])
    .where('u.user_id', 'is', null)
    .where('u.created_at', '<', cutoff)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('lost_pet_sightings as s').select('s.id').where('s.photo_url', '=', sql<string>`${UPLOAD_PATH_PREFIX} || u.path`))),
    )
    .limit(SWEEP_BATCH)
    .execute()
  for (const { id, path } of unused) {
    const deleted = await db.deleteFrom('uploads').where('id', '=', id).where('user_id', 'is', null).executeTakeFirst()
    if (Number(deleted.numDeletedRows) > 0) await files.delete(path)
  }
  return unused.length
}

/**
 * The storage key behind one of our upload addresses (as storeUpload answers them), or null for
 * any other text: only names that pass isUploadName, so no address reaches a private backup.
 */
export function uploadKeyOf(url: string): string | null {
  return isUploadName(url) ? url.slice(UPLOAD_PATH_PREFIX.length) : null
}

import { z } from 'zod'
import { MEDIA_BACKUP_FILE_FIELD, mediaBackupSchema, type MediaBackup } from '@petfolk/contract/media'
import { MAX_PAGE_SIZE, NEXT_CURSOR_HEADER } from '@petfolk/contract/pagination'
import { api, ApiError, NetworkError } from '../../../lib/api.ts'
import type { StoredMedia } from '../../../lib/media-gallery.ts'

const BACKUPS_PATH = '/api/media-backups'

/** Sends one device item (file and metadata) to the owner's private backup; the same id replaces the old copy. */
export function backUpItem(item: StoredMedia): Promise<MediaBackup> {
  const form = new FormData()
  form.append('client_id', item.id)
  form.append('type', item.type)
  form.append('title', item.title)
  form.append('tags', JSON.stringify(item.tags))
  form.append('pet_id', item.pet_id === null ? '' : String(item.pet_id))
  form.append('created_at', item.created_at)
  form.append(MEDIA_BACKUP_FILE_FIELD, item.blob, item.title)
  return api.upload(BACKUPS_PATH, form, { schema: mediaBackupSchema })
}

/**
 * A GET whose answer the JSON client cannot give: the next-page header and raw files. Failures are
 * the same ApiError / NetworkError the client throws.
 */
async function getResponse(path: string): Promise<Response> {
  let response: Response
  try {
    response = await fetch(path, { credentials: 'same-origin' })
  } catch (error) {
    throw new NetworkError({ cause: error })
  }
  if (!response.ok) throw new ApiError(response.status, await response.json().catch(() => null))
  return response
}

/** Every backed-up item of the owner, following the list's pages. */
export async function listAllBackups(): Promise<MediaBackup[]> {
  const all: MediaBackup[] = []
  let cursor: string | null = null
  do {
    const query: string = `?limit=${MAX_PAGE_SIZE}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`
    const response = await getResponse(`${BACKUPS_PATH}${query}`)
    all.push(...z.array(mediaBackupSchema).parse(await response.json()))
    cursor = response.headers.get(NEXT_CURSOR_HEADER)
  } while (cursor)
  return all
}

/** The backed-up file itself. */
export async function fetchBackupFile(id: number): Promise<Blob> {
  return (await getResponse(`${BACKUPS_PATH}/${id}/file`)).blob()
}

import type { MediaBackup } from '@petfolk/contract/media'
import { ApiError } from '../../lib/api.ts'
import type { MediaGalleryStore, StoredMedia } from './media-gallery.ts'
import { backUpItem, fetchBackupFile, listAllBackups } from './api/backups.ts'

export type OnProgress = (done: number, total: number) => void

/** Stops a sync part-way; `done` items had already gone through. */
export class SyncStoppedError extends Error {
  override readonly name = 'SyncStoppedError'
  readonly done: number
  readonly total: number
  constructor(done: number, total: number, cause: unknown) {
    super('The sync stopped part-way.', { cause })
    this.done = done
    this.total = total
  }
}

function sameTags(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((tag, index) => tag === b[index])
}

/** True when the server already holds this item as it is (same file size and details). */
function isBackedUp(item: StoredMedia, backup: MediaBackup | undefined): boolean {
  return (
    backup !== undefined &&
    backup.size === item.size &&
    backup.title === item.title &&
    backup.pet_id === item.pet_id &&
    sameTags(backup.tags, item.tags)
  )
}

/** An item the server refused, by its title and the server's reason. */
export interface SkippedItem {
  title: string
  reason: string
}

export interface BackupResult {
  sent: number
  unchanged: number
  skipped: SkippedItem[]
}

/**
 * Refusals of one item (bad details, too large, no room left, not a photo or video): the rest of
 * the gallery may still go. Anything else (signed out, rate limited, server or network down)
 * would fail every item alike, so it stops the backup.
 */
const ITEM_REFUSALS = new Set([400, 413, 415])

/** Sends every device item the backup lacks or holds in an older form, one at a time; items the server refuses are skipped and named. */
export async function backUpGallery(items: readonly StoredMedia[], onProgress: OnProgress): Promise<BackupResult> {
  const existing = new Map((await listAllBackups()).map((backup) => [backup.client_id, backup]))
  const pending = items.filter((item) => !isBackedUp(item, existing.get(item.id)))
  const skipped: SkippedItem[] = []
  for (const [index, item] of pending.entries()) {
    onProgress(index, pending.length)
    try {
      await backUpItem(item)
    } catch (error) {
      if (error instanceof ApiError && ITEM_REFUSALS.has(error.status)) {
        skipped.push({ title: item.title, reason: error.message })
        continue
      }
      throw new SyncStoppedError(index - skipped.length, pending.length, error)
    }
  }
  return { sent: pending.length - skipped.length, unchanged: items.length - pending.length, skipped }
}

/**
 * Brings back every backed-up item this device lacks (matched by id), one at a time, so a full
 * device stops the restore cleanly with what came back so far kept.
 */
export async function restoreGallery(store: MediaGalleryStore, onProgress: OnProgress): Promise<{ restored: number; total: number }> {
  const backups = await listAllBackups()
  const onDevice = new Set((await store.list()).map((item) => item.id))
  const missing = backups.filter((backup) => !onDevice.has(backup.client_id))
  for (const [index, backup] of missing.entries()) {
    onProgress(index, missing.length)
    try {
      const blob = await fetchBackupFile(backup.id)
      await store.add({
        id: backup.client_id,
        type: backup.type,
        title: backup.title,
        tags: backup.tags,
        pet_id: backup.pet_id,
        created_at: backup.created_at,
        mime_type: backup.mime_type,
        size: blob.size,
        blob,
      })
    } catch (error) {
      throw new SyncStoppedError(index, missing.length, error)
    }
  }
  return { restored: missing.length, total: backups.length }
}

import type { MediaShareLink } from '@petfolk/contract/media'
import type { StoredMedia } from './media-gallery.ts'
import { createShareLink, listAllBackups } from './api/backups.ts'

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'video/quicktime': 'mov',
}

/** A file name for saving or sharing: the title without characters file systems refuse, plus the type's extension. */
export function mediaFileName(item: Pick<StoredMedia, 'title' | 'mime_type' | 'type'>): string {
  const base = [...item.title]
    .map((char) => (char < ' ' || '\\/:*?"<>|'.includes(char) ? ' ' : char))
    .join('')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 100) || (item.type === 'photo' ? 'photo' : 'video')
  const extension = EXTENSIONS[item.mime_type] ?? item.mime_type.split('/')[1] ?? 'bin'
  return base.toLowerCase().endsWith(`.${extension}`) ? base : `${base}.${extension}`
}

export type ShareOutcome =
  | { kind: 'shared' }
  | { kind: 'cancelled' }
  /** A link to the cloud copy, on the clipboard when `copied`; otherwise shown for copying by hand. */
  | { kind: 'link'; link: MediaShareLink; copied: boolean }
  /** Neither the file nor a link can go: the item lives only on this device. */
  | { kind: 'device-only' }

/** The cloud copy of a device item, if it has one; null too when the backups cannot be read (offline). */
async function backupIdOf(item: StoredMedia): Promise<number | null> {
  try {
    return (await listAllBackups()).find((backup) => backup.client_id === item.id)?.id ?? null
  } catch {
    return null
  }
}

/**
 * Shares the file itself through the device's share sheet where it takes files. Elsewhere the
 * item's own address (a blob: URL) would open only in this tab, so the link that goes out is a
 * time-limited one to its cloud copy; with no copy there is nothing another person could open.
 */
export async function shareMedia(item: StoredMedia): Promise<ShareOutcome> {
  const file = new File([item.blob], mediaFileName(item), { type: item.mime_type })
  if (typeof navigator.share === 'function' && navigator.canShare?.({ files: [file] })) {
    try {
      await navigator.share({ files: [file], title: item.title })
      return { kind: 'shared' }
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return { kind: 'cancelled' }
      // The share sheet failed for another reason: go on as without one.
    }
  }
  const backupId = await backupIdOf(item)
  if (backupId === null) return { kind: 'device-only' }
  let link: MediaShareLink
  try {
    link = await createShareLink(backupId)
  } catch {
    return { kind: 'device-only' }
  }
  try {
    await navigator.clipboard.writeText(link.url)
    return { kind: 'link', link, copied: true }
  } catch {
    return { kind: 'link', link, copied: false }
  }
}

/** Saves the file through the browser's download. */
export function downloadMedia(item: StoredMedia, url: string): void {
  const link = document.createElement('a')
  link.href = url
  link.download = mediaFileName(item)
  link.rel = 'noopener'
  document.body.append(link)
  link.click()
  link.remove()
}

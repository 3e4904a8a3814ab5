import type { StoredMedia } from '../../lib/media-gallery.ts'

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

/**
 * Shares the file itself through the device's share sheet where it can take files; elsewhere
 * copies the item's address. 'cancelled' when the person closed the share sheet.
 */
export async function shareMedia(item: StoredMedia, url: string): Promise<'shared' | 'copied' | 'cancelled'> {
  const file = new File([item.blob], mediaFileName(item), { type: item.mime_type })
  if (typeof navigator.share === 'function' && navigator.canShare?.({ files: [file] })) {
    try {
      await navigator.share({ files: [file], title: item.title })
      return 'shared'
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled'
      // The share sheet failed for another reason: fall back to copying, as without one.
    }
  }
  await navigator.clipboard.writeText(url)
  return 'copied'
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

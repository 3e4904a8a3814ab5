import { LOCAL_PHOTO_PREFIX } from '@petfolk/contract/uploads'

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key)
  } catch {
    return null
  }
}

/** The stored data URL; some writers stored it as a JSON string, so both forms are read. */
function storedDataUrl(raw: string | null): string | null {
  if (!raw) return null
  let value: unknown = raw
  if (raw.startsWith('"')) {
    try {
      value = JSON.parse(raw)
    } catch {
      return null
    }
  }
  return typeof value === 'string' && value.startsWith('data:image/') ? value : null
}

/**
 * The address an <img> can show for a photo_url. Uploaded files (the only addresses the server
 * keeps) are used as they are; the older scheme, `local-storage:<key>`, names a
 * localStorage entry holding a data URL, which is read here and never reaches the server. Null
 * when there is nothing to show.
 */
export function photoSrc(photoUrl: string | null | undefined): string | null {
  if (!photoUrl) return null
  if (!photoUrl.startsWith(LOCAL_PHOTO_PREFIX)) return photoUrl
  const key = photoUrl.slice(LOCAL_PHOTO_PREFIX.length)
  return key ? storedDataUrl(readStorage(key)) : null
}

import { get } from 'idb-keyval'

/** The device media gallery lives in IndexedDB (idb-keyval's default store) under this key. */
export const MEDIA_GALLERY_KEY = 'pet_media'

export type MediaType = 'photo' | 'video'

export interface MediaItemRef {
  id: string | number
  type: MediaType
}

function isMediaItem(value: unknown): value is MediaItemRef {
  if (typeof value !== 'object' || value === null) return false
  const { id, type } = value as { id?: unknown; type?: unknown }
  return (typeof id === 'string' || typeof id === 'number') && (type === 'photo' || type === 'video')
}

/** The gallery's items (only their id and type are read here); empty when absent or unreadable. */
export async function readMediaItems(): Promise<MediaItemRef[]> {
  try {
    const stored: unknown = await get(MEDIA_GALLERY_KEY)
    return Array.isArray(stored) ? stored.filter(isMediaItem) : []
  } catch {
    // No IndexedDB (private mode, old browser): the gallery is simply empty on this device.
    return []
  }
}

/** How many photos the device media gallery holds; 0 when there is no gallery. */
export async function countGalleryPhotos(): Promise<number> {
  return (await readMediaItems()).filter((item) => item.type === 'photo').length
}

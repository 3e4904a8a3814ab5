import { createStore, get, promisifyRequest } from 'idb-keyval'
import { z } from 'zod'

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

/** One gallery item as kept on the device; its file is stored beside it (see `deviceMediaGallery`). */
export interface MediaItem {
  id: string
  type: MediaType
  title: string
  tags: string[]
  pet_id: number | null
  /** ISO-8601 UTC, when the item was added to the gallery. */
  created_at: string
  mime_type: string
  /** Bytes of the file. */
  size: number
}

/** An item with its file, as the gallery shows it. */
export interface StoredMedia extends MediaItem {
  blob: Blob
}

const mediaItemSchema = z.object({
  id: z.string().min(1),
  type: z.enum(['photo', 'video']),
  title: z.string(),
  tags: z.array(z.string()),
  pet_id: z.number().int().nullable(),
  created_at: z.string(),
  mime_type: z.string(),
  size: z.number().nonnegative(),
})

/** Why the device refused a write: no room left (quota) or any other storage failure. */
export class MediaStorageError extends Error {
  override readonly name = 'MediaStorageError'
  readonly reason: 'full' | 'failed'
  constructor(reason: 'full' | 'failed', options?: { cause?: unknown }) {
    super(reason === 'full' ? 'The device storage is full.' : 'The device could not store the media.', options)
    this.reason = reason
  }
}

export interface StorageEstimate {
  /** Bytes this site uses on the device (everything, not only the gallery). */
  usage: number
  /** Bytes the browser lets this site use. */
  quota: number
}

/** Where the gallery keeps its items; the page takes another implementation in tests. */
export interface MediaGalleryStore {
  list(): Promise<StoredMedia[]>
  /** Adds one item with its file; on failure nothing changes and a MediaStorageError is thrown. */
  add(item: StoredMedia): Promise<void>
  /** Changes an item's title, tags or pet (never its file). */
  update(item: MediaItem): Promise<void>
  remove(ids: string[]): Promise<void>
  /** The browser's storage estimate, or null where the browser has none. */
  estimate(): Promise<StorageEstimate | null>
}

/** Sums the sizes of the gallery's files. */
export function galleryBytes(items: readonly Pick<MediaItem, 'size'>[]): number {
  return items.reduce((total, item) => total + item.size, 0)
}

/** A new gallery id: time-ordered and unique on this device (also the backup's client_id). */
export function newMediaId(now: Date = new Date()): string {
  const random = crypto.getRandomValues(new Uint32Array(2)).reduce((text, n) => text + n.toString(36), '')
  return `m-${now.getTime().toString(36)}-${random}`
}

// idb-keyval's default database and store, so `get(MEDIA_GALLERY_KEY)` above reads what is written here.
let galleryDb: ReturnType<typeof createStore> | null = null
function galleryStore() {
  galleryDb ??= createStore('keyval-store', 'keyval')
  return galleryDb
}

function fileKey(id: string): string {
  return `${MEDIA_GALLERY_KEY}:${id}`
}

function parseItems(stored: unknown): MediaItem[] {
  if (!Array.isArray(stored)) return []
  return stored.flatMap((value) => {
    const parsed = mediaItemSchema.safeParse(value)
    return parsed.success ? [parsed.data] : []
  })
}

function toStorageError(error: unknown): MediaStorageError {
  if (error instanceof MediaStorageError) return error
  const full = error instanceof DOMException && (error.name === 'QuotaExceededError' || error.name === 'NS_ERROR_DOM_QUOTA_REACHED')
  return new MediaStorageError(full ? 'full' : 'failed', { cause: error })
}

/**
 * Reads the list and writes the changes in one IndexedDB transaction: either every change lands
 * or none does, so a refused write (quota) never loses or half-writes an item, and two tabs
 * cannot overwrite each other's list.
 */
async function changeGallery(change: (items: MediaItem[], store: IDBObjectStore) => MediaItem[]): Promise<void> {
  try {
    await galleryStore()('readwrite', (store) => {
      const request = store.get(MEDIA_GALLERY_KEY)
      request.onsuccess = () => {
        store.put(change(parseItems(request.result), store), MEDIA_GALLERY_KEY)
      }
      return promisifyRequest(store.transaction)
    })
  } catch (error) {
    throw toStorageError(error)
  }
}

/**
 * The device gallery in IndexedDB: the item list (metadata) under `pet_media`, each file as a Blob
 * under `pet_media:<id>`, so adding one item writes one file, not the whole gallery again.
 */
export const deviceMediaGallery: MediaGalleryStore = {
  async list() {
    const items = parseItems(await get(MEDIA_GALLERY_KEY, galleryStore()))
    const blobs = await galleryStore()('readonly', (store) =>
      Promise.all(items.map((item) => promisifyRequest<unknown>(store.get(fileKey(item.id))))),
    )
    // An item whose file is missing cannot be shown or restored; it is left out.
    return items.flatMap((item, index) => {
      const blob = blobs[index]
      return blob instanceof Blob ? [{ ...item, blob }] : []
    })
  },
  async add({ blob, ...item }) {
    await changeGallery((items, store) => {
      store.put(blob, fileKey(item.id))
      return [...items.filter((existing) => existing.id !== item.id), item]
    })
  },
  async update(item) {
    const { id, title, tags, pet_id } = mediaItemSchema.parse(item)
    await changeGallery((items) => items.map((existing) => (existing.id === id ? { ...existing, title, tags, pet_id } : existing)))
  },
  async remove(ids) {
    const gone = new Set(ids)
    await changeGallery((items, store) => {
      for (const id of gone) store.delete(fileKey(id))
      return items.filter((item) => !gone.has(item.id))
    })
  },
  async estimate() {
    if (typeof navigator === 'undefined' || !navigator.storage?.estimate) return null
    try {
      const { usage, quota } = await navigator.storage.estimate()
      return usage === undefined || quota === undefined ? null : { usage, quota }
    } catch {
      return null
    }
  },
}

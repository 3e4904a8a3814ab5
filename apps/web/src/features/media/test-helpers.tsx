import type { ReactElement, ReactNode } from 'react'
import { render } from '@testing-library/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { MediaStorageError, type MediaGalleryStore, type MediaItem, type StoredMedia } from './media-gallery.ts'
import { createTestQueryClient } from '../../test/render.tsx'
import { GalleryStoreContext } from './gallery-store-context.ts'

export function media(id: string, overrides: Partial<StoredMedia> = {}): StoredMedia {
  const type = overrides.type ?? 'photo'
  const mime = type === 'photo' ? 'image/jpeg' : 'video/mp4'
  const blob = new Blob([`bytes of ${id}`], { type: mime })
  return {
    id,
    type,
    title: `Item ${id}`,
    tags: [],
    pet_id: null,
    created_at: '2026-05-01T10:00:00.000Z',
    mime_type: mime,
    size: blob.size,
    blob,
    ...overrides,
  }
}

const SIGNATURES = {
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/jpeg': [0xff, 0xd8, 0xff, 0xe0],
} as const

/** A file that starts as a real photo of its type does (the gallery judges files by their bytes). */
export function photoFile(name: string, type: keyof typeof SIGNATURES, rest = 'pixels'): File {
  return new File([new Uint8Array(SIGNATURES[type]), rest], name, { type })
}

/** The gallery in memory; `refuseWrites` makes every write fail as a full device does. */
export class FakeGallery implements MediaGalleryStore {
  items: StoredMedia[]
  refuseWrites: 'full' | 'failed' | null = null

  constructor(items: StoredMedia[] = []) {
    this.items = items
  }

  private check() {
    if (this.refuseWrites) throw new MediaStorageError(this.refuseWrites, { cause: new DOMException('No room', 'QuotaExceededError') })
  }

  list = () => Promise.resolve([...this.items])
  add = async (item: StoredMedia) => {
    this.check()
    this.items = [...this.items.filter((existing) => existing.id !== item.id), item]
  }
  update = async ({ id, title, tags, pet_id }: MediaItem) => {
    this.check()
    this.items = this.items.map((item) => (item.id === id ? { ...item, title, tags, pet_id } : item))
  }
  remove = async (ids: string[]) => {
    this.check()
    this.items = this.items.filter((item) => !ids.includes(item.id))
  }
  estimate = () => Promise.resolve({ usage: 5 * 1024 * 1024, quota: 100 * 1024 * 1024 })
}

/** Renders with a fresh query client and the given device gallery. */
export function renderWithGallery(ui: ReactElement, gallery: MediaGalleryStore) {
  const queryClient = createTestQueryClient()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <GalleryStoreContext value={gallery}>{children}</GalleryStoreContext>
    </QueryClientProvider>
  )
  return { queryClient, ...render(ui, { wrapper }) }
}

import { createContext, useContext } from 'react'
import { deviceMediaGallery, type MediaGalleryStore } from './media-gallery.ts'

/** The device gallery (IndexedDB) unless a test provides a fake, e.g. one that refuses writes. */
export const GalleryStoreContext = createContext<MediaGalleryStore>(deviceMediaGallery)

export function useGalleryStore(): MediaGalleryStore {
  return useContext(GalleryStoreContext)
}

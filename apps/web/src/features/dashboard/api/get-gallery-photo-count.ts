import { queryOptions, useQuery } from '@tanstack/react-query'
import { countGalleryPhotos, galleryQueryKey } from '../../media/index.ts'

/** The photos in the device media gallery (IndexedDB), not a server call. */
export function galleryPhotoCountQueryOptions() {
  return queryOptions({ queryKey: [...galleryQueryKey, 'photo-count'], queryFn: countGalleryPhotos, staleTime: 0 })
}

export function useGalleryPhotoCount() {
  return useQuery(galleryPhotoCountQueryOptions())
}

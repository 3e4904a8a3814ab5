import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { MediaGalleryStore, MediaItem, StoredMedia } from '../media-gallery.ts'
import { useGalleryStore } from '../gallery-store-context.ts'
import { galleryQueryKey } from '../query-keys.ts'

export function galleryItemsQueryOptions(store: MediaGalleryStore) {
  return queryOptions({ queryKey: [...galleryQueryKey, 'items'], queryFn: () => store.list(), staleTime: 0 })
}

export function storageEstimateQueryOptions(store: MediaGalleryStore) {
  return queryOptions({ queryKey: [...galleryQueryKey, 'estimate'], queryFn: () => store.estimate(), staleTime: 0 })
}

/** The gallery's items, oldest first as stored. */
export function useGalleryItems() {
  return useQuery(galleryItemsQueryOptions(useGalleryStore()))
}

export function useStorageEstimate() {
  return useQuery(storageEstimateQueryOptions(useGalleryStore()))
}

/** A mutation on the device gallery; afterwards (even after a refusal) the list is read again. */
function useGalleryMutation<T>(run: (store: MediaGalleryStore, input: T) => Promise<void>) {
  const store = useGalleryStore()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: T) => run(store, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: galleryQueryKey }),
  })
}

export function useAddMedia() {
  return useGalleryMutation((store, item: StoredMedia) => store.add(item))
}

export function useUpdateMedia() {
  return useGalleryMutation((store, item: MediaItem) => store.update(item))
}

export function useRemoveMedia() {
  return useGalleryMutation((store, ids: string[]) => store.remove(ids))
}

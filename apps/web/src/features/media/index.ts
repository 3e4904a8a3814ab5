/** What other features may use from media; everything else in this folder is its own. */
export { countGalleryPhotos } from './media-gallery.ts'
/** Query keys: other areas invalidate this area's data by these names, never by writing the strings again. */
export { backupsQueryKey, galleryQueryKey } from './query-keys.ts'

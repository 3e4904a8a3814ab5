/** What other features may use from media; everything else in this folder is its own. */
export { countGalleryPhotos } from './media-gallery.ts'

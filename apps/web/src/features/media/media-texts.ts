import { MediaStorageError } from './media-gallery.ts'

/** The media screen's texts, in one place; tests and journeys look for these words. */
export const NO_MEDIA_TITLE = 'No Media Yet'
export const NO_MATCHES_TITLE = 'No matches found'
export const EDITOR_SAVE_ERROR = 'Error saving image. Please try again.'
export const URL_COPIED = 'Image URL copied to clipboard!'
export const EDITED_TAG = 'edited'

/** When the device refuses a write: what happened, and that nothing already stored was lost. */
export const STORAGE_FULL_MESSAGE =
  'This device has no room for more media. Everything already in your gallery is still here; delete some items (back them up first if you like) and try again.'
export const STORAGE_FAILED_MESSAGE =
  'This device could not save the media. Everything already in your gallery is still here; please try again.'

export function describeStorageError(error: unknown): string {
  return error instanceof MediaStorageError && error.reason === 'full' ? STORAGE_FULL_MESSAGE : STORAGE_FAILED_MESSAGE
}

/** Share where neither the file nor a link can go: the item has no copy anyone else could open. */
export function deviceOnlyMessage(type: 'photo' | 'video'): string {
  return `This ${type} lives only on this device, so there is no link someone else could open. Download it and send the file instead, or back it up to share a link.`
}

/** Under URL_COPIED (or beside a link that could not be copied): who can open it, for how long. */
export function shareLinkNote(type: 'photo' | 'video', expiresAt: string): string {
  const until = new Date(expiresAt).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' })
  return `Anyone with the link can open this ${type} until ${until}. Deleting its cloud copy stops the link.`
}

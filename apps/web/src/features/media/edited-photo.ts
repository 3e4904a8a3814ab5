import { newMediaId, type StoredMedia } from './media-gallery.ts'
import { EXPORT_JPEG_QUALITY, type ExportGeometry } from './editor-geometry.ts'
import { EDITED_TAG } from './media-texts.ts'

/** Draws the image as the editor shows it onto a canvas of the saved size and encodes it as JPEG (quality 0.9). */
export async function renderEditedImage(image: HTMLImageElement, geometry: ExportGeometry): Promise<Blob> {
  const canvas = document.createElement('canvas')
  canvas.width = geometry.width
  canvas.height = geometry.height
  const context = canvas.getContext('2d')
  if (!context) throw new Error('No 2D canvas on this device.')
  // JPEG has no transparency: whatever the rotated or shrunk image leaves uncovered is white, not black.
  context.fillStyle = '#ffffff'
  context.fillRect(0, 0, geometry.width, geometry.height)
  context.imageSmoothingQuality = 'high'
  context.setTransform(...geometry.transform)
  context.drawImage(image, 0, 0)
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', EXPORT_JPEG_QUALITY))
  if (!blob) throw new Error('The edited image could not be encoded.')
  return blob
}

function pad(n: number): string {
  return String(n).padStart(2, '0')
}

/** The title an edited photo gets, so copies stay apart in the gallery: 'Edited Photo' plus a timestamp (local time, to the second). */
export function editedPhotoTitle(now: Date): string {
  const date = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
  return `Edited Photo ${date} ${pad(now.getHours())}:${pad(now.getMinutes())}:${pad(now.getSeconds())}`
}

/** A new gallery item for an edited photo, tagged 'edited', keeping the pet of the photo it came from. */
export function editedPhotoItem(blob: Blob, petId: number | null, now: Date = new Date()): StoredMedia {
  return {
    id: newMediaId(now),
    type: 'photo',
    title: editedPhotoTitle(now),
    tags: [EDITED_TAG],
    pet_id: petId,
    created_at: now.toISOString(),
    mime_type: 'image/jpeg',
    size: blob.size,
    blob,
  }
}

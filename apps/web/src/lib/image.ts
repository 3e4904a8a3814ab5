import { MAX_UPLOAD_BYTES } from '@petfolk/contract/uploads'

/** The photo step's error texts; tests and journeys look for these words. */
export const IMAGE_TYPE_ERROR = 'Please select an image file'
export const IMAGE_SIZE_ERROR = 'File size must be less than 5MB'
export const IMAGE_PROCESSING_ERROR = 'Error processing image. Please try again.'
export const IMAGE_LOAD_ERROR = 'Failed to load image'
export const FILE_READ_ERROR = 'Failed to read file'

/** The picture types the app takes (the server accepts exactly these too). */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png'] as const
/** For `<input type="file" accept>`. */
export const IMAGE_ACCEPT = ACCEPTED_IMAGE_TYPES.join(',')

/** The picture is scaled down to fit this box and re-encoded as JPEG at this quality: small uploads that still look sharp. */
export const IMAGE_MAX_WIDTH = 800
export const IMAGE_MAX_HEIGHT = 600
export const IMAGE_JPEG_QUALITY = 0.8

/** An error whose message is one of the texts above, safe to show as it is. */
export class ImageError extends Error {
  override readonly name = 'ImageError'
}

/** The checks before any processing, so a wrong file fails at once: an image type (JPEG or PNG) of at most 5 MB. Null when fine. */
export function validateImageFile(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) return IMAGE_TYPE_ERROR
  if (file.size > MAX_UPLOAD_BYTES) return IMAGE_SIZE_ERROR
  return null
}

/** The largest size with the same proportions that fits the box; never enlarges. */
export function fitWithin(
  width: number,
  height: number,
  maxWidth = IMAGE_MAX_WIDTH,
  maxHeight = IMAGE_MAX_HEIGHT,
): { width: number; height: number } {
  const scale = Math.min(1, maxWidth / width, maxHeight / height)
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) }
}

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => {
      if (typeof reader.result === 'string') resolve(reader.result)
      else reject(new ImageError(FILE_READ_ERROR))
    }
    reader.onerror = () => reject(new ImageError(FILE_READ_ERROR))
    reader.readAsDataURL(file)
  })
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image()
    image.onload = () => resolve(image)
    image.onerror = () => reject(new ImageError(IMAGE_LOAD_ERROR))
    image.src = src
  })
}

export interface ProcessedImage {
  /** The re-encoded JPEG, ready to upload. */
  blob: Blob
  /** The same picture as a data URL, for the preview. */
  dataUrl: string
  width: number
  height: number
}

/**
 * The client-side photo step: check the file, read it, scale it to fit 800×600 and re-encode it
 * as JPEG at quality 0.8. Rejects with an ImageError carrying one of the texts above.
 */
export async function processImage(file: File): Promise<ProcessedImage> {
  const invalid = validateImageFile(file)
  if (invalid) throw new ImageError(invalid)
  const source = await readAsDataUrl(file)
  const image = await loadImage(source)
  try {
    const { width, height } = fitWithin(image.naturalWidth, image.naturalHeight)
    const canvas = document.createElement('canvas')
    canvas.width = width
    canvas.height = height
    const context = canvas.getContext('2d')
    if (!context) throw new ImageError(IMAGE_PROCESSING_ERROR)
    // JPEG has no transparency: a transparent PNG gets a white background instead of black.
    context.fillStyle = '#ffffff'
    context.fillRect(0, 0, width, height)
    context.drawImage(image, 0, 0, width, height)
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', IMAGE_JPEG_QUALITY))
    if (!blob) throw new ImageError(IMAGE_PROCESSING_ERROR)
    return { blob, dataUrl: canvas.toDataURL('image/jpeg', IMAGE_JPEG_QUALITY), width, height }
  } catch (error) {
    if (error instanceof ImageError) throw error
    throw new ImageError(IMAGE_PROCESSING_ERROR, { cause: error })
  }
}

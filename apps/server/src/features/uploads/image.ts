import { fileTypeFromBuffer } from 'file-type'
import sharp from 'sharp'

export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png'] as const
type ImageType = (typeof ACCEPTED_IMAGE_TYPES)[number]

// Larger pictures are scaled down on the server too; browsers already send at most 800×600.
const MAX_EDGE = 2048
// Refuse decompression bombs: a small file that would expand to gigapixels.
const MAX_INPUT_PIXELS = 40_000_000

export interface CleanImage {
  data: Buffer
  type: ImageType
  extension: 'jpg' | 'png'
  width: number
  height: number
}

export class NotAnImageError extends Error {}

/**
 * Trusts the bytes, not the name or declared type: only real JPEG and PNG pass. The picture is
 * decoded and re-encoded, which drops all metadata (EXIF GPS position, camera serials) after
 * applying the orientation it carried.
 */
export async function cleanImage(input: Buffer): Promise<CleanImage> {
  const detected = await fileTypeFromBuffer(input)
  if (!detected || !(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(detected.mime)) {
    throw new NotAnImageError('Only JPEG and PNG images can be uploaded.')
  }
  const type = detected.mime as ImageType
  try {
    const pipeline = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: MAX_EDGE, height: MAX_EDGE, fit: 'inside', withoutEnlargement: true })
    const output =
      type === 'image/png'
        ? pipeline.png({ compressionLevel: 9 })
        : pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: 85, mozjpeg: true })
    const { data, info } = await output.toBuffer({ resolveWithObject: true })
    return { data, type, extension: type === 'image/png' ? 'png' : 'jpg', width: info.width, height: info.height }
  } catch {
    throw new NotAnImageError('The image could not be read. Please choose another picture.')
  }
}

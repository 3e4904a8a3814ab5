import { fileTypeFromBuffer } from 'file-type'
import { MEDIA_BACKUP_MIME_TYPES, MEDIA_TYPES, type MediaType } from '@petfolk/contract/media'

/** How many leading bytes file-type needs to tell every format it knows (its own sample size). */
export const MAGIC_SAMPLE_BYTES = 4100

export interface DetectedMedia {
  type: MediaType
  mime: string
  extension: string
}

/**
 * What the file really is, from its first bytes (never from its name or declared type); null
 * when it is not one of the backup's photo or video formats. Backups keep the owner's bytes as
 * they are (no re-encoding): they must restore exactly what the device held.
 */
export async function detectMedia(data: Uint8Array): Promise<DetectedMedia | null> {
  const detected = await fileTypeFromBuffer(data)
  if (!detected) return null
  const type = MEDIA_TYPES.find((t) => MEDIA_BACKUP_MIME_TYPES[t].includes(detected.mime))
  return type ? { type, mime: detected.mime, extension: detected.ext } : null
}

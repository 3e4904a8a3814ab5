import type { MediaType } from './media-gallery.ts'

export interface SniffedMedia {
  type: MediaType
  mime: string
}

/** Enough of the start of a file to find every signature below (a WebM's DocType sits in its EBML header). */
const SAMPLE_BYTES = 4096

const ascii = (bytes: Uint8Array, at: number, text: string) => [...text].every((ch, i) => bytes[at + i] === ch.charCodeAt(0))
const startsWith = (bytes: Uint8Array, signature: readonly number[]) => signature.every((b, i) => bytes[i] === b)

/**
 * ftyp brands the server's file-type library names as something other than MP4 or QuickTime
 * (HEIF/AVIF pictures, M4A/M4V, 3GP, camera raw): the backup refuses them, so the gallery does too.
 */
const OTHER_FTYP_BRANDS = /^(avif|avis|mif1|msf1|heic|heix|hevc|hevx|M4V|M4A|M4B|F4A|F4B|crx|3g)/

/** QuickTime files may open with any of these atoms instead of an ftyp box. */
const QUICKTIME_ATOMS = ['moov', 'mdat', 'wide', 'free', 'skip', 'pnot']

/**
 * What a file really is, from its first bytes (as the server judges a backup), never from its
 * name or the type the browser guessed: only the photo and video formats the backup accepts
 * (JPEG, PNG, WebP, GIF; MP4, WebM, QuickTime). Null for anything else, such as a text file
 * named .png, which would otherwise show a broken picture and fail every later backup.
 */
export async function sniffMedia(file: Blob): Promise<SniffedMedia | null> {
  const bytes = new Uint8Array(await file.slice(0, SAMPLE_BYTES).arrayBuffer())
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { type: 'photo', mime: 'image/jpeg' }
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { type: 'photo', mime: 'image/png' }
  if (ascii(bytes, 0, 'GIF87a') || ascii(bytes, 0, 'GIF89a')) return { type: 'photo', mime: 'image/gif' }
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WEBP')) return { type: 'photo', mime: 'image/webp' }
  if (ascii(bytes, 4, 'ftyp')) {
    const brand = String.fromCharCode(...bytes.subarray(8, 12))
    if (brand === 'qt  ') return { type: 'video', mime: 'video/quicktime' }
    return OTHER_FTYP_BRANDS.test(brand) ? null : { type: 'video', mime: 'video/mp4' }
  }
  if (QUICKTIME_ATOMS.some((atom) => ascii(bytes, 4, atom))) return { type: 'video', mime: 'video/quicktime' }
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3]) && new TextDecoder('latin1').decode(bytes).includes('webm')) return { type: 'video', mime: 'video/webm' }
  return null
}

/** Why a chosen file was not added, naming it. */
export function notMediaMessage(name: string): string {
  return `“${name}” was not added: it is not a JPEG, PNG, WebP or GIF photo or an MP4, WebM or QuickTime video.`
}

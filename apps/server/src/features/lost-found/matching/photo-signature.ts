import sharp from 'sharp'
import type { FileStore } from '../../../storage/file-store.ts'
import { uploadKeyOf } from '../../uploads/store.ts'

/**
 * A photo's colour signature, small enough to store as text on the report and compare in
 * microseconds: a coarse HSV histogram of the central region (where the pet usually is, away from
 * the floor and the wall) and a 4×4 layout of average colours. It is no face recognition: it
 * tells a black dog from a golden one, and a tabby from a white cat, whatever the breed field says.
 */
export interface PhotoSignature {
  /** Histogram over HUE_BINS hues × 2 saturations, then GREY_BINS brightness levels for colourless pixels; sums to 1. */
  h: number[]
  /** LAYOUT×LAYOUT cells of average red, green, blue (0..255), row by row. */
  l: number[]
}

const HUE_BINS = 12
const GREY_BINS = 4
const LAYOUT = 4
const SAMPLE = 32
// The middle 60% of each side: most pet photos are framed on the pet.
const MARGIN = 0.2
// Below these a pixel has no hue worth counting.
const MIN_SATURATION = 0.18
const MIN_VALUE = 0.12

/** The signature of an encoded image (JPEG, PNG); throws when sharp cannot read it. */
export async function photoSignatureOf(image: Buffer | string): Promise<PhotoSignature> {
  const { width = 0, height = 0 } = await sharp(image).metadata()
  if (width < 1 || height < 1) throw new Error('The image has no pixels.')
  const left = Math.floor(width * MARGIN)
  const top = Math.floor(height * MARGIN)
  const region = { left, top, width: Math.max(1, width - 2 * left), height: Math.max(1, height - 2 * top) }
  const { data } = await sharp(image)
    .extract(region)
    .resize(SAMPLE, SAMPLE, { fit: 'fill' })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true })
  return signatureOfPixels(data, SAMPLE)
}

/** The signature of SAMPLE×SAMPLE RGB pixels. */
function signatureOfPixels(rgb: Uint8Array, side: number): PhotoSignature {
  const histogram = new Array<number>(HUE_BINS * 2 + GREY_BINS).fill(0)
  const cells = new Array<number>(LAYOUT * LAYOUT * 3).fill(0)
  const cellCounts = new Array<number>(LAYOUT * LAYOUT).fill(0)
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      const i = (y * side + x) * 3
      const r = rgb[i] ?? 0
      const g = rgb[i + 1] ?? 0
      const b = rgb[i + 2] ?? 0
      const bin = binOf(r, g, b)
      histogram[bin] = (histogram[bin] ?? 0) + 1
      const cell = Math.floor((y * LAYOUT) / side) * LAYOUT + Math.floor((x * LAYOUT) / side)
      cells[cell * 3] = (cells[cell * 3] ?? 0) + r
      cells[cell * 3 + 1] = (cells[cell * 3 + 1] ?? 0) + g
      cells[cell * 3 + 2] = (cells[cell * 3 + 2] ?? 0) + b
      cellCounts[cell] = (cellCounts[cell] ?? 0) + 1
    }
  }
  const total = side * side
  return {
    h: histogram.map((n) => Math.round((n / total) * 1000) / 1000),
    l: cells.map((sum, i) => Math.round(sum / Math.max(1, cellCounts[Math.floor(i / 3)] ?? 1))),
  }
}

function binOf(r: number, g: number, b: number): number {
  const max = Math.max(r, g, b)
  const min = Math.min(r, g, b)
  const value = max / 255
  const saturation = max === 0 ? 0 : (max - min) / max
  if (saturation < MIN_SATURATION || value < MIN_VALUE) {
    return HUE_BINS * 2 + Math.min(GREY_BINS - 1, Math.floor(value * GREY_BINS))
  }
  let hue: number
  if (max === r) hue = ((g - b) / (max - min) + 6) % 6
  else if (max === g) hue = (b - r) / (max - min) + 2
  else hue = (r - g) / (max - min) + 4
  const hueBin = Math.min(HUE_BINS - 1, Math.floor((hue / 6) * HUE_BINS))
  return hueBin * 2 + (saturation < 0.5 ? 0 : 1)
}

/**
 * The stored signature text of a report's photo, computed from the server's re-encoded file; null
 * when there is no photo or it cannot be read (a missing file must never refuse the report).
 */
export async function photoSignatureText(files: FileStore, photoUrl: string | null): Promise<string | null> {
  if (!photoUrl) return null
  const key = uploadKeyOf(photoUrl)
  if (!key) return null
  try {
    const file = await files.read(key)
    if (!file) return null
    // A stored upload is a re-encoded picture of at most 5 MB: read whole, as sharp decodes it whole anyway.
    return JSON.stringify(await photoSignatureOf(Buffer.concat(await file.body.toArray())))
  } catch {
    return null
  }
}

/** A stored signature, or null when there is none or it is not one (never throws on old or odd rows). */
export function parsePhotoSignature(text: string | null): PhotoSignature | null {
  if (!text) return null
  try {
    const value: unknown = JSON.parse(text)
    if (typeof value !== 'object' || value === null) return null
    const { h, l } = value as { h?: unknown; l?: unknown }
    const numbers = (list: unknown, length: number): list is number[] => Array.isArray(list) && list.length === length && list.every((n) => typeof n === 'number')
    return numbers(h, HUE_BINS * 2 + GREY_BINS) && numbers(l, LAYOUT * LAYOUT * 3) ? { h, l } : null
  } catch {
    return null
  }
}

/**
 * How alike two photos' colours are, 0..1. Mostly the histogram (the share of pixels in the same
 * colour bins, which does not care where the pet stands); the layout adds a little, after taking
 * out each photo's overall brightness so the same coat in sun and in shade still compares.
 */
export function photoSimilarity(a: PhotoSignature, b: PhotoSignature): number {
  let intersection = 0
  for (let i = 0; i < a.h.length; i++) {
    // Neighbouring hue bins share a little, so a coat on the border of two hues is not a miss.
    const near = i < HUE_BINS * 2 ? Math.max(b.h[i] ?? 0, 0.5 * Math.max(b.h[(i + 2) % (HUE_BINS * 2)] ?? 0, b.h[(i + HUE_BINS * 2 - 2) % (HUE_BINS * 2)] ?? 0)) : (b.h[i] ?? 0)
    intersection += Math.min(a.h[i] ?? 0, near)
  }
  const meanA = mean(a.l)
  const meanB = mean(b.l)
  let difference = 0
  for (let i = 0; i < a.l.length; i++) difference += Math.abs((a.l[i] ?? 0) - meanA - ((b.l[i] ?? 0) - meanB))
  const layout = Math.max(0, 1 - difference / a.l.length / 96)
  return Math.min(1, 0.75 * Math.min(1, intersection) + 0.25 * layout)
}

function mean(values: readonly number[]): number {
  return values.length === 0 ? 0 : values.reduce((sum, v) => sum + v, 0) / values.length
}

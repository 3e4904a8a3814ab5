/*
 * The image editor's geometry, kept free of the DOM so it can be tested: the crop is drawn over
 * the image as laid out on screen (CSS pixels, before the preview's scale and rotation), and the
 * saved picture must be exactly what the crop frames in that preview, at the image's own resolution.
 */

/** The image editor's fixed figures: canvas size and the limits of its controls. */
export const SCALE = { min: 0.5, max: 3, step: 0.1, initial: 1 } as const
export const ROTATION = { min: 0, max: 360, step: 1, initial: 0, quarterTurn: 90 } as const
export const MIN_CROP_SIZE = 50
export const EXPORT_JPEG_QUALITY = 0.9

export const ASPECT_RATIOS = [
  { label: 'Free', value: undefined },
  { label: 'Square', value: 1 },
  { label: '4:3', value: 4 / 3 },
  { label: '16:9', value: 16 / 9 },
] as const
export type AspectLabel = (typeof ASPECT_RATIOS)[number]['label']

export interface Size {
  width: number
  height: number
}

export interface Rect extends Size {
  x: number
  y: number
}

/** A 2D affine transform as the canvas takes it: x' = a·x + c·y + e, y' = b·x + d·y + f. */
export type Matrix = readonly [a: number, b: number, c: number, d: number, e: number, f: number]

/** How far the crop starts inside the image: a little margin shows the handles. */
const INITIAL_CROP_FRACTION = 0.9

/** The starting crop: the largest box of the aspect ratio (any, when Free) within 90% of the image, centred. */
export function initialCrop(box: Size, aspect: number | undefined): Rect {
  let width = box.width * INITIAL_CROP_FRACTION
  let height = box.height * INITIAL_CROP_FRACTION
  if (aspect !== undefined) {
    if (width / height > aspect) width = height * aspect
    else height = width / aspect
  }
  // Never below the minimum crop, unless the image itself is smaller.
  const min = Math.min(MIN_CROP_SIZE, box.width, box.height)
  if (width < min || height < min) {
    const grow = Math.max(min / width, min / height)
    width = Math.min(box.width, width * grow)
    height = Math.min(box.height, height * grow)
  }
  return { x: (box.width - width) / 2, y: (box.height - height) / 2, width, height }
}

/** The 90° button: a quarter turn clockwise, wrapping within 0–360. */
export function quarterTurn(rotation: number): number {
  return (rotation + ROTATION.quarterTurn) % 360
}

/** cos and sin, exact at multiples of 90° (so a quarter turn maps pixels onto pixels). */
function cosSin(degrees: number): [number, number] {
  const turn = ((degrees % 360) + 360) % 360
  if (turn === 0) return [1, 0]
  if (turn === 90) return [0, 1]
  if (turn === 180) return [-1, 0]
  if (turn === 270) return [0, -1]
  const radians = (turn * Math.PI) / 180
  return [Math.cos(radians), Math.sin(radians)]
}

export interface ExportInput {
  /** The image file's own size in pixels. */
  natural: Size
  /** The image's size as laid out on screen (before the preview's CSS scale and rotation). */
  displayed: Size
  /** The crop, in the displayed image's coordinates. */
  crop: Rect
  scale: number
  /** Degrees clockwise, as the preview's CSS `rotate()`. */
  rotation: number
}

export interface ExportGeometry extends Size {
  /** Draw the image at its natural size (`drawImage(image, 0, 0)`) under this transform. */
  transform: Matrix
}

/**
 * The saved picture: its pixel size (the crop at the image's resolution) and the transform that
 * draws the image onto it as the preview shows it, scaled and rotated about the image's centre
 * (CSS's default transform origin), with the crop's corner at the canvas origin.
 */
export function exportGeometry({ natural, displayed, crop, scale, rotation }: ExportInput): ExportGeometry {
  // One factor for both axes: the image is shown with its proportions, and a square crop must stay square.
  const k = natural.width / displayed.width
  const [cos, sin] = cosSin(rotation)
  const cx = natural.width / 2
  const cy = natural.height / 2
  const a = scale * cos
  const b = scale * sin
  const c = -scale * sin
  const d = scale * cos
  // translate(-crop) · translate(centre) · rotate · scale · translate(-centre)
  const e = cx - (a * cx + c * cy) - crop.x * k
  const f = cy - (b * cx + d * cy) - crop.y * k
  return {
    width: Math.max(1, Math.round(crop.width * k)),
    height: Math.max(1, Math.round(crop.height * k)),
    transform: [a, b, c, d, e, f],
  }
}

/** Where a point of the image lands on the saved picture. */
export function applyMatrix([a, b, c, d, e, f]: Matrix, { x, y }: { x: number; y: number }): { x: number; y: number } {
  return { x: a * x + c * y + e, y: b * x + d * y + f }
}

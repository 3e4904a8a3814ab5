import { describe, expect, it } from 'vitest'
import { ASPECT_RATIOS, MIN_CROP_SIZE, applyMatrix, exportGeometry, initialCrop, quarterTurn, type Matrix } from './editor-geometry.ts'

// An 800×600 photo shown at 400×300 on screen: every displayed pixel is 2 image pixels.
const natural = { width: 800, height: 600 }
const displayed = { width: 400, height: 300 }

function close(actual: { x: number; y: number }, expected: { x: number; y: number }) {
  expect(actual.x).toBeCloseTo(expected.x, 9)
  expect(actual.y).toBeCloseTo(expected.y, 9)
}

/** Where the image's corners land, clockwise from the top left. */
function corners(transform: Matrix) {
  return [
    { x: 0, y: 0 },
    { x: natural.width, y: 0 },
    { x: natural.width, y: natural.height },
    { x: 0, y: natural.height },
  ].map((point) => applyMatrix(transform, point))
}

describe('initialCrop', () => {
  it.each(ASPECT_RATIOS.map((a) => [a.label, a.value] as const))('%s: centred, within 90%% of the image, with the ratio', (_label, aspect) => {
    const crop = initialCrop(displayed, aspect)
    expect(crop.x).toBeCloseTo((displayed.width - crop.width) / 2, 9)
    expect(crop.y).toBeCloseTo((displayed.height - crop.height) / 2, 9)
    expect(crop.width).toBeLessThanOrEqual(displayed.width * 0.9 + 1e-9)
    expect(crop.height).toBeLessThanOrEqual(displayed.height * 0.9 + 1e-9)
    if (aspect === undefined) expect([crop.width, crop.height]).toEqual([360, 270])
    else {
      expect(crop.width / crop.height).toBeCloseTo(aspect, 9)
      // It fills one side of the 90% box.
      expect(Math.max(crop.width / 360, crop.height / 270)).toBeCloseTo(1, 9)
    }
  })

  it('never starts below the 50×50 minimum', () => {
    const crop = initialCrop({ width: 300, height: 52 }, 16 / 9)
    expect(crop.width).toBeGreaterThanOrEqual(MIN_CROP_SIZE)
    expect(crop.height).toBeGreaterThanOrEqual(MIN_CROP_SIZE)
    expect(crop.height).toBeLessThanOrEqual(52)
  })
})

describe('quarterTurn', () => {
  it('adds 90° and wraps at 360', () => {
    expect([0, 90, 180, 270, 45, 360].map(quarterTurn)).toEqual([90, 180, 270, 0, 135, 90])
  })
})

describe('exportGeometry', () => {
  it.each(ASPECT_RATIOS.map((a) => [a.label, a.value] as const))(
    '%s: the saved picture is the crop at the image resolution, with its ratio',
    (_label, aspect) => {
      const crop = initialCrop(displayed, aspect)
      for (const rotation of [0, 90, 180, 270, 33]) {
        const { width, height } = exportGeometry({ natural, displayed, crop, scale: 1, rotation })
        expect(width).toBe(Math.round(crop.width * 2))
        expect(height).toBe(Math.round(crop.height * 2))
        if (aspect !== undefined) expect(width / height).toBeCloseTo(aspect, 2)
      }
    },
  )

  it('a square crop stays exactly square, whatever the scale and rotation', () => {
    const crop = { x: 37.25, y: 11.5, width: 201.3, height: 201.3 }
    for (const rotation of [0, 90, 180, 270, 17]) {
      for (const scale of [0.5, 1, 2.3, 3]) {
        const { width, height } = exportGeometry({ natural, displayed, crop, scale, rotation })
        expect(width).toBe(height)
        expect(width).toBe(403)
      }
    }
  })

  it('at 0° and scale 1 it only moves the crop corner to the origin', () => {
    const { transform } = exportGeometry({ natural, displayed, crop: { x: 50, y: 25, width: 200, height: 100 }, scale: 1, rotation: 0 })
    expect(transform).toEqual([1, 0, -0, 1, -100, -50])
  })

  // The crop here frames the centred 600×600 square of the image (100 image px from each side).
  const square = { x: 50, y: 0, width: 300, height: 300 }
  const rotations: Array<[number, Array<{ x: number; y: number }>]> = [
    [0, [{ x: -100, y: 0 }, { x: 700, y: 0 }, { x: 700, y: 600 }, { x: -100, y: 600 }]],
    // Clockwise: the top-left corner goes to the top right, rotated about the image centre (400, 300).
    [90, [{ x: 600, y: -100 }, { x: 600, y: 700 }, { x: 0, y: 700 }, { x: 0, y: -100 }]],
    [180, [{ x: 700, y: 600 }, { x: -100, y: 600 }, { x: -100, y: 0 }, { x: 700, y: 0 }]],
    [270, [{ x: 0, y: 700 }, { x: 0, y: -100 }, { x: 600, y: -100 }, { x: 600, y: 700 }]],
  ]
  it.each(rotations)('at %i° the image corners land where the preview shows them', (rotation, expected) => {
    const { width, height, transform } = exportGeometry({ natural, displayed, crop: square, scale: 1, rotation })
    expect([width, height]).toEqual([600, 600])
    corners(transform).forEach((point, index) => close(point, expected[index] ?? { x: NaN, y: NaN }))
    // The image centre stays at the centre of the crop.
    close(applyMatrix(transform, { x: 400, y: 300 }), { x: 300, y: 300 })
  })

  it('an arbitrary rotation and scale turn about the image centre and keep distances times the scale', () => {
    const { transform } = exportGeometry({ natural, displayed, crop: square, scale: 1.5, rotation: 30 })
    close(applyMatrix(transform, { x: 400, y: 300 }), { x: 300, y: 300 })
    const p = applyMatrix(transform, { x: 500, y: 300 })
    // 100 px right of the centre → 150 px at 30° clockwise (y grows downwards).
    close(p, { x: 300 + 150 * Math.cos(Math.PI / 6), y: 300 + 150 * Math.sin(Math.PI / 6) })
  })

  it('scales about the centre: at 2× the crop sees the middle of the image twice as large', () => {
    const { transform } = exportGeometry({ natural, displayed, crop: { x: 0, y: 0, width: 400, height: 300 }, scale: 2, rotation: 0 })
    close(applyMatrix(transform, { x: 400, y: 300 }), { x: 400, y: 300 })
    close(applyMatrix(transform, { x: 200, y: 150 }), { x: 0, y: 0 })
  })

  it('uses one factor for both axes even when the displayed size was rounded', () => {
    const { width, height } = exportGeometry({ natural: { width: 1000, height: 750 }, displayed: { width: 333, height: 250 }, crop: { x: 0, y: 0, width: 100, height: 100 }, scale: 1, rotation: 0 })
    expect(width).toBe(height)
  })
})

import { describe, expect, it } from 'vitest'
import { fitWithin, processImage, validateImageFile } from './image.ts'

const MB = 1024 * 1024

describe('validateImageFile', () => {
  it('takes JPEG and PNG up to 5 MB', () => {
    expect(validateImageFile({ type: 'image/jpeg', size: 5 * MB })).toBeNull()
    expect(validateImageFile({ type: 'image/png', size: 1 })).toBeNull()
  })

  it('refuses other types with the fixed text', () => {
    expect(validateImageFile({ type: 'application/pdf', size: 10 })).toBe('Please select an image file')
    expect(validateImageFile({ type: '', size: 10 })).toBe('Please select an image file')
    expect(validateImageFile({ type: 'image/gif', size: 10 })).toBe('Please select an image file')
  })

  it('refuses more than 5 MB with the fixed text', () => {
    expect(validateImageFile({ type: 'image/png', size: 5 * MB + 1 })).toBe('File size must be less than 5MB')
  })
})

describe('fitWithin', () => {
  it('scales down to fit 800×600, keeping the proportions', () => {
    expect(fitWithin(1600, 1200)).toEqual({ width: 800, height: 600 })
    expect(fitWithin(4000, 1000)).toEqual({ width: 800, height: 200 })
    expect(fitWithin(900, 1200)).toEqual({ width: 450, height: 600 })
  })

  it('never enlarges a small picture', () => {
    expect(fitWithin(640, 480)).toEqual({ width: 640, height: 480 })
  })
})

describe('processImage', () => {
  it('rejects with the fixed text before reading a wrong file', async () => {
    await expect(processImage(new File(['x'], 'a.txt', { type: 'text/plain' }))).rejects.toThrow('Please select an image file')
  })
})

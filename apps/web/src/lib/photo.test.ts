import { describe, expect, it } from 'vitest'
import { photoSrc } from './photo.ts'

const dataUrl = 'data:image/jpeg;base64,/9j/4AAQSkZJRg=='

describe('photoSrc', () => {
  it('uses uploaded and https addresses as they are', () => {
    expect(photoSrc('/uploads/ab/abc0123456789abcdef0123456789abc.jpg')).toBe('/uploads/ab/abc0123456789abcdef0123456789abc.jpg')
    expect(photoSrc('https://example.com/rex.png')).toBe('https://example.com/rex.png')
    expect(photoSrc(null)).toBeNull()
    expect(photoSrc('')).toBeNull()
  })

  it('reads the older local-storage reference from localStorage', () => {
    localStorage.setItem('pet_photo_1', dataUrl)
    localStorage.setItem('pet_photo_2', JSON.stringify(dataUrl))
    expect(photoSrc('local-storage:pet_photo_1')).toBe(dataUrl)
    expect(photoSrc('local-storage:pet_photo_2')).toBe(dataUrl)
  })

  it('shows nothing when the referenced entry is missing or not an image', () => {
    localStorage.setItem('not_image', 'javascript:alert(1)')
    expect(photoSrc('local-storage:missing')).toBeNull()
    expect(photoSrc('local-storage:not_image')).toBeNull()
    expect(photoSrc('local-storage:')).toBeNull()
  })
})

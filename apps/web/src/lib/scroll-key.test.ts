import { describe, expect, it } from 'vitest'
import { scrollKey } from './scroll-key.ts'

describe('scrollKey', () => {
  it('keys full page loads by address, so a new load of another page never takes an old position', () => {
    expect(scrollKey({ key: 'default', pathname: '/lost-pets', search: '?report=7' })).toBe('load:/lost-pets?report=7')
    expect(scrollKey({ key: 'default', pathname: '/dashboard', search: '' })).not.toBe(scrollKey({ key: 'default', pathname: '/lost-pets', search: '' }))
  })

  it('keeps the history entry key for navigations inside the app', () => {
    expect(scrollKey({ key: 'x1y2z3', pathname: '/lost-pets', search: '' })).toBe('x1y2z3')
  })
})

import { describe, expect, it } from 'vitest'
import zipcodes from 'zipcodes'
import { lookupZip } from './zip-centroids.ts'

describe('lookupZip', () => {
  it('answers exactly what the zipcodes package answers, for every US code it knows', () => {
    const codes = Object.values(zipcodes.codes).filter((c) => c.country === 'US')
    expect(codes.length).toBeGreaterThan(40_000)
    for (const code of codes) {
      expect(lookupZip(code.zip), code.zip).toEqual({ latitude: code.latitude, longitude: code.longitude, city: code.city, state: code.state })
    }
  })

  it('answers null for unknown and malformed codes', () => {
    expect(lookupZip('00000')).toBeNull()
    expect(lookupZip('99999')).toBeNull()
    for (const bad of ['', '1234', '123456', 'abcde', ' 7870', '78701 ']) expect(lookupZip(bad)).toBeNull()
  })

  it('keeps leading zeros apart (00501 is Holtsville, NY)', () => {
    expect(lookupZip('00501')).toMatchObject({ city: 'Holtsville', state: 'NY' })
    expect(lookupZip('501')).toBeNull()
  })
})

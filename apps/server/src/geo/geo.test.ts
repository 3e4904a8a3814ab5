import { describe, expect, it } from 'vitest'
import { boundingBox, distanceMiles, roundMiles, zipCentroid } from './geo.ts'

describe('geo', () => {
  it('measures a known distance with the 3959-mile earth radius', () => {
    // Austin TX to Dallas TX downtown: about 182 miles as the crow flies.
    const austin = zipCentroid('78701')
    const dallas = zipCentroid('75201')
    if (!austin || !dallas) throw new Error('ZIP lookup failed')
    const miles = distanceMiles(austin, dallas)
    expect(miles).toBeGreaterThan(175)
    expect(miles).toBeLessThan(190)
    expect(distanceMiles(austin, austin)).toBe(0)
  })

  it('rounds to one decimal', () => {
    expect(roundMiles(12.345)).toBe(12.3)
    expect(roundMiles(0.06)).toBe(0.1)
  })

  it('builds a box that contains every point within the radius', () => {
    const centre = { latitude: 47.6, longitude: -122.3 }
    const box = boundingBox(centre, 25)
    for (let bearing = 0; bearing < 360; bearing += 15) {
      // A point just inside 25 miles in each direction.
      const d = 24.9 / 3959
      const lat1 = (centre.latitude * Math.PI) / 180
      const lng1 = (centre.longitude * Math.PI) / 180
      const b = (bearing * Math.PI) / 180
      const lat2 = Math.asin(Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(b))
      const lng2 = lng1 + Math.atan2(Math.sin(b) * Math.sin(d) * Math.cos(lat1), Math.cos(d) - Math.sin(lat1) * Math.sin(lat2))
      const p = { latitude: (lat2 * 180) / Math.PI, longitude: (lng2 * 180) / Math.PI }
      expect(distanceMiles(centre, p)).toBeLessThan(25)
      expect(p.latitude).toBeGreaterThanOrEqual(box.minLat)
      expect(p.latitude).toBeLessThanOrEqual(box.maxLat)
      expect(p.longitude).toBeGreaterThanOrEqual(box.minLng)
      expect(p.longitude).toBeLessThanOrEqual(box.maxLng)
    }
  })

  it('answers null for malformed or unknown ZIP codes', () => {
    expect(zipCentroid('7870')).toBeNull()
    expect(zipCentroid('abcde')).toBeNull()
    expect(zipCentroid('00000')).toBeNull()
  })
})

import { describe, expect, it } from 'vitest'
import { lostAndFoundPoints, reportPoints } from './map-points.ts'
import { publicLostPet, sighting } from '../shared/test-helpers.tsx'

describe('map points', () => {
  it('lead from a lost report, a sighting and a found report to their public pages', () => {
    const points = lostAndFoundPoints([
      { kind: 'lost', id: 7, report_id: 7, latitude: 30.25, longitude: -97.77, label: 'Biscuit', date: '2026-11-20' },
      { kind: 'sighting', id: 3, report_id: 7, latitude: 30.26, longitude: -97.76, label: 'Biscuit', date: '2026-11-21T10:30:00.000Z' },
      { kind: 'found', id: 7, report_id: 7, latitude: 30.3, longitude: -97.7, label: 'Brown dog', date: '2026-11-22' },
    ])
    expect(points.map((p) => [p.key, p.kind, p.href, p.linkText])).toEqual([
      ['lost-7', 'lost', '/lost/7', 'Open report'],
      ['sighting-3', 'sighting', '/lost/7', 'Open Biscuit’s report'],
      ['found-7', 'found', '/found/7', 'Open report'],
    ])
    expect(points[0]?.detail).toBe('Last seen Nov 20, 2026')
    expect(points[2]?.detail).toBe('Found Nov 22, 2026')
  })

  it("put a report's last-seen point and its sightings with a place on its own map", () => {
    const report = publicLostPet(7)
    const points = reportPoints(report, [sighting(1, { position: { latitude: 30.26, longitude: -97.75 }, location: 'By the creek' }), sighting(2, { position: null })])
    expect(points.map((p) => [p.key, p.kind, p.latitude, p.longitude, p.label])).toEqual([
      ['lost-7', 'lost', 30.25, -97.77, 'Biscuit, last seen'],
      ['sighting-1', 'sighting', 30.26, -97.75, 'By the creek'],
    ])
    expect(reportPoints({ ...report, last_seen_position: null }, [])).toEqual([])
  })
})

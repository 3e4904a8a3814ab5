import { describe, expect, it } from 'vitest'
import type { Business } from '@petfolk/contract/directory'
import { businessPoints } from './business-map.tsx'

const business = (id: number, overrides: Partial<Business> = {}): Business => ({
  id,
  name: `Shop ${id}`,
  description: null,
  business_type: 'grooming',
  address: null,
  city: 'Austin',
  state: 'TX',
  zip_code: '78704',
  phone: null,
  website: null,
  is_verified: false,
  rating: 4.5,
  review_count: 3,
  latitude: 30.25,
  longitude: -97.77,
  ...overrides,
})

describe("the directory's map points", () => {
  it('show each business with a known place, whose popup opens its details', () => {
    const points = businessPoints([business(1), business(2, { latitude: null, longitude: null })])
    expect(points).toEqual([
      { key: '1', kind: 'business', latitude: 30.25, longitude: -97.77, label: 'Shop 1', detail: 'Grooming Services · Austin, TX', linkText: 'View details' },
    ])
  })
})

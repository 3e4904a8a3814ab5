import type { Photographer } from '@petfolk/contract/demo'

/** A photographer as the API answers it, for tests; a search near a ZIP adds `distance`. */
export function photographer(id: number, overrides: Partial<Photographer & { distance: number }> = {}): Photographer & { distance?: number } {
  return {
    id,
    business_name: `Studio ${id}`,
    photographer_name: `Person ${id}`,
    city: 'Austin',
    state: 'TX',
    zip_code: '78701',
    description: 'Lovely portraits.',
    specialties: 'dogs, outdoor',
    pricing_range: 'budget',
    portfolio_images: JSON.stringify([`/demo/photographers/${id}-1.svg`, `/demo/photographers/${id}-2.svg`]),
    rating: 4.5,
    review_count: 10,
    years_experience: 3,
    website: null,
    phone: null,
    email: null,
    instagram_handle: null,
    ...overrides,
  }
}

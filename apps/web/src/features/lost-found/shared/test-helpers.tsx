import type { ReactElement, ReactNode } from 'react'
import { render } from '@testing-library/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { createMemoryRouter, RouterProvider } from 'react-router'
import type { FoundPet, PublicFoundPet } from '@petfolk/contract/lost-found/found'
import type { LostPet, PublicLostPet, PublicSighting } from '@petfolk/contract/lost-found/reports'
import { AuthProvider } from '../../../auth/auth-provider.tsx'
import { createTestQueryClient } from '../../../test/render.tsx'
import { me } from '../../../test/members.ts'
export { me }

export function lostPet(id: number, overrides: Partial<LostPet> = {}): LostPet {
  return {
    id,
    user_id: 2,
    pet_name: 'Biscuit',
    species: 'dog',
    breed: 'Beagle',
    sex: 'male',
    age_range: 'adult',
    weight_lbs: 24.5,
    color: 'Tan and white',
    distinctive_markings: 'White tip on the tail',
    photo_url: '/uploads/b1/b15c0117a2e94d38c6f0a7b5e3d1c9f2.jpg',
    last_seen_date: '2026-11-20',
    last_seen_location: 'Zilker Park playground',
    last_seen_city: 'Austin',
    last_seen_state: 'Texas',
    last_seen_zip_code: '78704',
    contact_name: 'Bob Rivera',
    contact_phone: '555-0142',
    contact_email: 'bob@example.com',
    show_contact_phone: false,
    reward_offered: '$200',
    additional_details: 'Friendly but shy.',
    is_found: false,
    found_at: null,
    created_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  }
}

/** What a public page gets of a lost or found report: no owner, no e-mail, the phone only when shown. */
function publicView<T extends { user_id: number; contact_email: string | null; show_contact_phone: boolean }>(report: T) {
  const { user_id: _user, contact_email: _email, show_contact_phone: _show, ...shown } = report
  return { ...shown, contact_phone: null }
}

/** A report as its public page gets it. */
export function publicLostPet(id: number, overrides: Partial<PublicLostPet> = {}): PublicLostPet {
  return { ...publicView(lostPet(id)), last_seen_position: { latitude: 30.25, longitude: -97.77 }, sighting_count: 0, ...overrides }
}

export function sighting(id: number, overrides: Partial<PublicSighting> = {}): PublicSighting {
  return {
    id,
    seen_at: '2026-11-21T16:30:00.000Z',
    location: 'Corner of Barton Springs Rd and Lamar',
    zip_code: '78704',
    position: null,
    photo_url: null,
    note: 'Heading east, looked scared.',
    name: 'Dana',
    created_at: '2026-11-21T16:45:00.000Z',
    ...overrides,
  }
}

/** Renders one route pattern at an address (with its query string) inside the app's providers. */
export function renderAt(pattern: string, address: string, element: ReactElement) {
  const queryClient = createTestQueryClient()
  const router = createMemoryRouter([{ path: pattern, element }], { initialEntries: [address] })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>{children}</AuthProvider>
    </QueryClientProvider>
  )
  return { router, ...render(<RouterProvider router={router} />, { wrapper }) }
}

export function foundPet(id: number, overrides: Partial<FoundPet> = {}): FoundPet {
  return {
    id,
    user_id: 2,
    species: 'dog',
    breed: 'Labrador mix',
    sex: 'male',
    color: 'Yellow',
    size: 'large',
    weight_lbs: null,
    distinctive_markings: 'Red collar, no tag',
    photo_url: '/uploads/cd/cd5e77a0c4d1f2e3b6a7980c1d2e3f41.jpg',
    found_date: '2026-11-21',
    found_location: 'Barton Springs Rd',
    found_city: 'Austin',
    found_state: 'Texas',
    found_zip_code: '78704',
    has_pet: true,
    contact_name: 'Sam Reyes',
    contact_phone: '555-0177',
    contact_email: 'sam@example.com',
    show_contact_phone: false,
    additional_details: null,
    is_closed: false,
    closed_at: null,
    created_at: '2026-11-21T10:00:00.000Z',
    ...overrides,
  }
}

/** A found report as its public page gets it. */
export function publicFoundPet(id: number, overrides: Partial<PublicFoundPet> = {}): PublicFoundPet {
  return { ...publicView(foundPet(id)), found_position: { latitude: 30.25, longitude: -97.77 }, ...overrides }
}

import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import type { Photographer } from '@petfolk/contract/demo'
import { PreviewPage } from './preview-page.tsx'
import { renderWithProviders } from '../../test/render.tsx'
import { json, mockFetch } from '../../test/fetch-mock.ts'
import { photographer as studio } from '../../test/photographers.ts'

/** The preview's cards show no description or specialties, and only the first image. */
function photographer(id: number, overrides: Partial<Photographer> = {}): Photographer {
  return studio(id, {
    description: null,
    specialties: null,
    portfolio_images: JSON.stringify([`/demo/photographers/studio-${id}-1.svg`]),
    ...overrides,
  })
}

describe('PreviewPage', () => {
  it('shows up to 6 photographers with their first portfolio image, pricing label and rating', async () => {
    mockFetch({
      'GET /api/session': () => json({ user: null }),
      'GET /api/demo/pet-care-tips': () => json([]),
      'GET /api/demo/daily-pet-showcase': () => json([]),
      'GET /api/demo/photographers': () =>
        json([
          photographer(1, { pricing_range: 'premium' }),
          photographer(2, { pricing_range: 'mid-range', rating: 0 }),
          photographer(3, { pricing_range: null }),
          ...[4, 5, 6, 7].map((id) => photographer(id)),
        ]),
    })
    renderWithProviders(<PreviewPage />, { path: '/preview' })
    const section = await screen.findByRole('region', { name: 'Sample pet photographers' })
    const cards = await within(section).findAllByRole('listitem')
    expect(cards).toHaveLength(6)
    const card = (index: number) => {
      const element = cards[index]
      if (!element) throw new Error(`No card ${index}`)
      return within(element)
    }
    expect(card(0).getByText('Premium')).toBeTruthy()
    expect(card(0).getByText('by Person 1')).toBeTruthy()
    expect(card(0).getByRole('img').getAttribute('src')).toBe('/demo/photographers/studio-1-1.svg')
    expect(card(1).getByText('Mid Range')).toBeTruthy()
    expect(card(1).queryByText(/reviews/)).toBeNull()
    expect(card(2).getByText('Contact for Pricing')).toBeTruthy()
    expect(card(3).getByText('Budget Friendly')).toBeTruthy()
  })

  it('shows the error text and the empty state when a list fails', async () => {
    mockFetch({
      'GET /api/session': () => json({ user: null }),
      'GET /api/demo/pet-care-tips': () => json({ error: 'Something broke.' }, 500),
      'GET /api/demo/daily-pet-showcase': () => json([]),
      'GET /api/demo/photographers': () => json([]),
    })
    renderWithProviders(<PreviewPage />, { path: '/preview' })
    expect(await screen.findByText('HTTP error! status: 500')).toBeTruthy()
    expect(screen.getByText('No care tips yet')).toBeTruthy()
    expect(screen.getByText('No photographers found')).toBeTruthy()
  })
})

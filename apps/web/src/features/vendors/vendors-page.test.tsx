import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { PartnerAnnouncement, VendorFeature } from '@petfolk/contract/vendors'
import { renderWithProviders } from '../../test/render.tsx'
import { json, mockFetch } from '../../test/fetch-mock.ts'
import { VendorsPage } from './vendors-page.tsx'
import { splitFeatures } from './vendor-features.ts'

const signedOut = () => json({ user: null })
const never = () => new Promise<Response>(() => {})

function feature(id: number, feature_type: VendorFeature['feature_type'], vendor_name = `Vendor ${id}`): VendorFeature {
  return {
    id,
    feature_type,
    title: `Feature ${id}`,
    description: `About vendor ${id}.`,
    highlight_text: null,
    banner_image_url: null,
    vendor_name,
    vendor_logo: null,
    vendor_description: null,
    start_date: '2026-03-01',
  }
}

function announcement(id: number, overrides: Partial<PartnerAnnouncement> = {}): PartnerAnnouncement {
  return {
    id,
    vendor_name: `Vendor ${id}`,
    vendor_logo: null,
    announcement_type: 'update',
    title: `News ${id}`,
    content: 'Line one.\nLine two.',
    image_url: null,
    external_link: null,
    is_pinned: false,
    created_at: '2026-03-02T09:00:00.000Z',
    ...overrides,
  }
}

const FEATURES = [
  feature(1, 'vendor_of_day', 'Sunny Paws'),
  feature(2, 'vendor_of_day', 'Second Best'),
  feature(3, 'new_partner'),
  feature(4, 'new_partner'),
  feature(5, 'featured'),
  feature(6, 'featured'),
  feature(7, 'featured'),
]

describe('splitFeatures', () => {
  it('splits by feature_type and keeps only the first vendor of the day', () => {
    const split = splitFeatures(FEATURES)
    expect(split.vendorOfDay?.vendor_name).toBe('Sunny Paws')
    expect(split.newPartners.map((f) => f.id)).toEqual([3, 4])
    expect(split.featured.map((f) => f.id)).toEqual([5, 6, 7])
    expect(splitFeatures([feature(9, 'featured')]).vendorOfDay).toBeNull()
  })
})

describe('VendorsPage', () => {
  it('shows one banner, the two grids, and Learn More opens that vendor’s news', { timeout: 20_000 }, async () => {
    const user = userEvent.setup()
    mockFetch({
      'GET /api/session': signedOut,
      'GET /api/vendor-features': () => json(FEATURES),
      'GET /api/partner-announcements': () =>
        json([announcement(1, { vendor_name: 'Sunny Paws', is_pinned: true }), announcement(2), announcement(3, { vendor_name: 'Sunny Paws' })]),
    })
    renderWithProviders(<VendorsPage />, { path: '/vendors' })

    const banner = await screen.findByRole('region', { name: 'Feature 1' })
    expect(within(banner).getByText('Sunny Paws')).toBeTruthy()
    expect(screen.getAllByText('Vendor of the Day')).toHaveLength(1)
    expect(screen.queryByText('Second Best')).toBeNull()
    expect(within(banner).getByRole('link', { name: 'Shop Now' }).getAttribute('href')).toBe('/gifts?vendor=Sunny+Paws')

    const newPartners = screen.getByRole('region', { name: 'New Business Partners' })
    expect(within(newPartners).getAllByRole('listitem')).toHaveLength(2)
    expect(within(newPartners).getAllByText('New Partner')).toHaveLength(2)
    expect(within(newPartners).getAllByRole('link', { name: /Explore Products/ })).toHaveLength(2)
    const featured = screen.getByRole('region', { name: 'Featured Vendors' })
    expect(within(featured).getAllByRole('link', { name: /View Products/ })).toHaveLength(3)

    await user.click(within(banner).getByRole('button', { name: 'Learn More' }))
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Partner News' }).getAttribute('aria-selected')).toBe('true'))
    const news = await screen.findByRole('list', { name: 'Partner news' })
    expect(within(news).getAllByRole('listitem')).toHaveLength(2)
    const pinned = within(news).getByRole('listitem', { name: 'News 1' })
    expect(within(pinned).getByText('Pinned')).toBeTruthy()
    expect(pinned.className).toContain('ring-2')

    await user.click(screen.getByRole('button', { name: 'Show All News' }))
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Partner news' })).getAllByRole('listitem')).toHaveLength(3))
    const plain = screen.getByRole('listitem', { name: 'News 2' })
    expect(within(plain).queryByText('Pinned')).toBeNull()
    expect(plain.className).not.toContain('ring-2')

    // Like toggles on the screen.
    const like = within(plain).getByRole('button', { name: 'Like' })
    expect(like.getAttribute('aria-pressed')).toBe('false')
    await user.click(like)
    expect(like.getAttribute('aria-pressed')).toBe('true')
  })

  it('shows no banner without a vendor of the day, 6 skeletons while partners load and 3 while news loads', async () => {
    const user = userEvent.setup()
    mockFetch({ 'GET /api/session': signedOut, 'GET /api/vendor-features': never, 'GET /api/partner-announcements': never })
    renderWithProviders(<VendorsPage />, { path: '/vendors' })
    const partners = await screen.findByRole('status', { name: 'Loading featured partners' })
    expect(partners.children).toHaveLength(6)
    await user.click(screen.getByRole('tab', { name: 'Partner News' }))
    const news = await screen.findByRole('status', { name: 'Loading partner news' })
    expect(news.children).toHaveLength(3)
    expect(screen.queryByText('Vendor of the Day')).toBeNull()
  })

  it('shows the empty news state', async () => {
    const user = userEvent.setup()
    mockFetch({
      'GET /api/session': signedOut,
      'GET /api/vendor-features': () => json([feature(5, 'featured')]),
      'GET /api/partner-announcements': () => json([]),
    })
    renderWithProviders(<VendorsPage />, { path: '/vendors' })
    await user.click(screen.getByRole('tab', { name: 'Partner News' }))
    expect(await screen.findByText('No announcements yet')).toBeTruthy()
    expect(screen.getByText('Check back for the latest news from our partners')).toBeTruthy()
    expect(screen.queryByText('Vendor of the Day')).toBeNull()
  })
})

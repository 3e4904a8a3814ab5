import { afterEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Business } from '@petfolk/contract/directory'
import { DirectoryPage } from './directory-page.tsx'
import { renderWithProviders } from '../../test/render.tsx'
import { json, mockFetch } from '../../test/fetch-mock.ts'
import { me } from '../../test/members.ts'

const pantry: Business = {
  id: 1,
  name: 'Lone Star Pet Pantry',
  description: 'Neighbourhood shop.',
  business_type: 'pet_store',
  address: '410 Congress Ave',
  city: 'Austin',
  state: 'TX',
  zip_code: '78701',
  phone: '555-0201',
  website: 'https://lonestarpantry.example',
  is_verified: true,
  rating: 4.7,
  review_count: 212,
  latitude: 30.27,
  longitude: -97.74,
}

function businessUrls(spy: ReturnType<typeof mockFetch>): URL[] {
  return spy.mock.calls.map(([input]) => new URL(String(input), 'http://localhost')).filter((url) => url.pathname === '/api/businesses')
}

const originalGeolocation = Object.getOwnPropertyDescriptor(navigator, 'geolocation')
afterEach(() => {
  if (originalGeolocation) Object.defineProperty(navigator, 'geolocation', originalGeolocation)
  else Reflect.deleteProperty(navigator, 'geolocation')
})

describe('DirectoryPage', () => {
  it('without a saved location offers Enable Location and no radius; cards show the business', async () => {
    mockFetch({
      'GET /api/session': () => json({ user: me }),
      'GET /api/user-location': () => json(null),
      'GET /api/businesses': () => json([pantry]),
    })
    const user = userEvent.setup()
    renderWithProviders(<DirectoryPage />, { path: '/directory' })
    const card = await screen.findByRole('article', { name: 'Lone Star Pet Pantry' })
    expect(screen.getByRole('button', { name: 'Enable Location' })).toBeTruthy()
    expect(screen.queryByLabelText('Distance')).toBeNull()
    expect(within(card).getByText('Verified')).toBeTruthy()
    expect(within(card).getByText('Pet Stores')).toBeTruthy()
    expect(within(card).getByRole('link', { name: '555-0201' }).getAttribute('href')).toBe('tel:5550201')
    expect(within(card).getByRole('link', { name: /lonestarpantry\.example/ }).getAttribute('href')).toBe('https://lonestarpantry.example')
    expect(within(card).getByText('212 reviews')).toBeTruthy()
    expect(within(card).getByText('4.7')).toBeTruthy()

    await user.click(within(card).getByRole('button', { name: /View Details/ }))
    const details = await screen.findByRole('dialog', { name: 'Lone Star Pet Pantry' })
    expect(within(details).getByText('410 Congress Ave, Austin, TX 78701')).toBeTruthy()
  })

  it('loads the saved location on entry and asks for businesses near it, nearest first, with the radius', async () => {
    const spy = mockFetch({
      'GET /api/session': () => json({ user: me }),
      'GET /api/user-location': () => json({ latitude: 30.27, longitude: -97.74 }),
      'GET /api/businesses': () => json([{ ...pantry, distance: 0.5 }]),
    })
    const user = userEvent.setup()
    renderWithProviders(<DirectoryPage />, { path: '/directory' })
    const card = await screen.findByRole('article', { name: 'Lone Star Pet Pantry' })
    expect(within(card).getByText('0.5 miles')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Update Location' })).toBeTruthy()
    const radius = screen.getByLabelText('Distance') as HTMLSelectElement
    expect(within(radius).getAllByRole('option').map((option) => option.getAttribute('value'))).toEqual(['5', '10', '25', '50'])
    expect(radius.value).toBe('25')
    // Asked once, already with the saved location (no unfiltered request first).
    const first = businessUrls(spy)
    expect(first).toHaveLength(1)
    expect(Object.fromEntries(first[0]?.searchParams ?? [])).toEqual({ lat: '30.27', lng: '-97.74', radius: '25' })

    await user.selectOptions(radius, '10')
    await screen.findByRole('article', { name: 'Lone Star Pet Pantry' })
    expect(businessUrls(spy).at(-1)?.searchParams.get('radius')).toBe('10')
  })

  it('uses a position the server did not keep (Location Sharing off) for this visit, and says so', async () => {
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: {
        getCurrentPosition: (success: (position: { coords: { latitude: number; longitude: number } }) => void) =>
          success({ coords: { latitude: 30.27, longitude: -97.74 } }),
      },
    })
    const spy = mockFetch({
      'GET /api/session': () => json({ user: me }),
      'GET /api/user-location': () => json(null),
      'GET /api/businesses': () => json([{ ...pantry, distance: 0.5 }]),
      'POST /api/user-location': () => json({ latitude: 30.27, longitude: -97.74, stored: false }),
    })
    const user = userEvent.setup()
    renderWithProviders(<DirectoryPage />, { path: '/directory' })
    await screen.findByRole('article', { name: 'Lone Star Pet Pantry' })
    await user.click(screen.getByRole('button', { name: 'Enable Location' }))
    await user.click(screen.getByRole('button', { name: 'Allow Location Access' }))
    expect(await screen.findByText(/Your location is used for this visit only/)).toBeTruthy()
    // The prompt closes by itself after 1.5 s.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 3000 })
    expect(screen.getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/settings')
    expect(screen.getByRole('button', { name: 'Update Location' })).toBeTruthy()
    await waitFor(() => expect(businessUrls(spy).at(-1)?.searchParams.get('lat')).toBe('30.27'))
  })
})

describe('Add Your Business', () => {
  it('picks the state from the US state list, checks the phone, and sends nothing until both are right', async () => {
    const spy = mockFetch({
      'GET /api/session': () => json({ user: me }),
      'GET /api/user-location': () => json(null),
      'GET /api/businesses': () => json([]),
      'POST /api/businesses': () => json({ id: 9, status: 'pending_verification', message: 'Thanks! Your business will be listed once we have verified it.' }, 201),
    })
    const user = userEvent.setup()
    renderWithProviders(<DirectoryPage />, { path: '/directory' })
    await user.click(await screen.findByRole('button', { name: 'Add Your Business' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add Your Business' })
    const form = within(dialog)

    const state = form.getByLabelText(/^State/)
    expect(state.tagName).toBe('SELECT')
    const states = within(state).getAllByRole('option').map((option) => option.textContent)
    expect(states).toHaveLength(51)
    expect(states.slice(0, 3)).toEqual(['Select a state', 'Alabama', 'Alaska'])

    await user.type(form.getByLabelText(/^Business Name/), 'Whisker Works')
    await user.type(form.getByLabelText(/^Address/), '1 Main St')
    await user.type(form.getByLabelText(/^City/), 'Austin')
    await user.type(form.getByLabelText(/^ZIP Code/), '78701')
    await user.type(form.getByLabelText(/^Phone/), 'abc')
    await user.click(form.getByRole('button', { name: 'Submit for Verification' }))
    expect(await form.findByText('Business type is required.')).toBeTruthy()
    expect(form.getByText('Choose a US state from the list.')).toBeTruthy()
    expect(form.getByText('Phone must have 7 to 15 digits.')).toBeTruthy()
    expect(spy.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false)

    await user.selectOptions(form.getByLabelText(/^Business Type/), 'Grooming Services')
    await user.selectOptions(state, 'Texas')
    await user.clear(form.getByLabelText(/^Phone/))
    await user.type(form.getByLabelText(/^Phone/), '(512) 555-0199')
    await user.click(form.getByRole('button', { name: 'Submit for Verification' }))
    expect((await form.findByRole('status')).textContent).toBe('Thanks! Your business will be listed once we have verified it.')
    const post = spy.mock.calls.find(([, init]) => init?.method === 'POST')
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({ business_type: 'grooming', state: 'Texas', phone: '(512) 555-0199' })
  })
})

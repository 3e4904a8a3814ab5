import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { LostPetsPage } from './lost-pets-page.tsx'
import { lostPet, me, renderAt } from './shared/test-helpers.tsx'
import { json, mockFetch, pageOf } from '../../test/fetch-mock.ts'

function setup() {
  const state = { reports: [lostPet(2), lostPet(1, { user_id: 1, pet_name: 'Luna', species: 'cat', reward_offered: null, contact_email: null })] }
  const spy = mockFetch({
    'GET /api/session': () => json({ user: me }),
    'GET /api/lost-pets': () => json(state.reports.filter((r) => !r.is_found)),
    'GET /api/lost-pets/map': () => json([]),
    'GET /api/public/map-settings': () => json({ tile_url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', attribution: [] }),
    'GET /api/lost-pets/1': () => json(state.reports.find((r) => r.id === 1)),
    'GET /api/lost-pets/2': () => json(state.reports.find((r) => r.id === 2)),
    'PATCH /api/lost-pets/1': ({ body }) => {
      const isFound = (body as { is_found: boolean }).is_found
      state.reports = state.reports.map((r) => (r.id === 1 ? { ...r, is_found: isFound, found_at: isFound ? new Date().toISOString() : null } : r))
      return json(state.reports.find((r) => r.id === 1))
    },
  })
  return { state, spy }
}

describe('LostPetsPage', () => {
  it('shows each report with MISSING, the reward badge, details, last seen and contact links', async () => {
    setup()
    renderAt('/lost-pets', '/lost-pets', <LostPetsPage />)
    const biscuit = within(await screen.findByRole('article', { name: 'Biscuit' }))
    expect(biscuit.getByText('MISSING')).toBeTruthy()
    expect(biscuit.getByText('Reward Offered')).toBeTruthy()
    expect(biscuit.getByText('Dog · Beagle · Male · Adult · 24.5 lbs · Tan and white')).toBeTruthy()
    expect(biscuit.getByText('White tip on the tail')).toBeTruthy()
    expect(biscuit.getByText('Zilker Park playground, Austin, Texas 78704')).toBeTruthy()
    expect(biscuit.getByText('Friendly but shy.')).toBeTruthy()
    expect(biscuit.getByRole('link', { name: '555-0142' }).getAttribute('href')).toBe('tel:5550142')
    expect(biscuit.getByRole('link', { name: 'bob@example.com' }).getAttribute('href')).toBe('mailto:bob@example.com')
    expect(biscuit.getByRole('link', { name: /Print Flyer/ }).getAttribute('href')).toBe('/lost-pets/2/flyer')
    // Someone else's report: no Mark as found.
    expect(biscuit.queryByRole('button', { name: 'Mark as found' })).toBeNull()

    const luna = within(screen.getByRole('article', { name: 'Luna' }))
    expect(luna.queryByText('Reward Offered')).toBeNull()
    expect(luna.getByRole('button', { name: 'Mark as found' })).toBeTruthy()
    expect(within(screen.getByLabelText('Species')).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'All',
      'Dogs',
      'Cats',
      'Birds',
      'Other',
    ])
  })

  it('lets the reporter mark their report found; it leaves the list and shows, found, at the top', async () => {
    const { state } = setup()
    const user = userEvent.setup()
    const { router } = renderAt('/lost-pets', '/lost-pets', <LostPetsPage />)
    const luna = await screen.findByRole('article', { name: 'Luna' })
    await user.click(within(luna).getByRole('button', { name: 'Mark as found' }))
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Mark Luna as found?' })).getByRole('button', { name: 'Mark as found' }))
    const reports = screen.getByRole('region', { name: 'Lost pet reports' })
    await waitFor(() => expect(within(reports).queryByRole('article', { name: 'Luna' })).toBeNull())
    expect(state.reports.find((r) => r.id === 1)?.is_found).toBe(true)
    expect(within(reports).getByRole('article', { name: 'Biscuit' })).toBeTruthy()
    expect(router.state.location.search).toBe('?report=1')
    const opened = within(await screen.findByRole('region', { name: 'The report you opened' }))
    expect(opened.getByText('FOUND')).toBeTruthy()
  })

  it('highlights the report named in ?report=', async () => {
    setup()
    renderAt('/lost-pets', '/lost-pets?report=2', <LostPetsPage />)
    const biscuit = await screen.findByRole('article', { name: 'Biscuit' })
    await waitFor(() => expect(document.activeElement).toBe(biscuit))
    expect(biscuit.getAttribute('aria-current')).toBe('true')
    expect(screen.getByRole('article', { name: 'Luna' }).getAttribute('aria-current')).toBeNull()
  })

  it('filters on the server by text, species and ZIP', async () => {
    const { spy } = setup()
    const user = userEvent.setup()
    renderAt('/lost-pets', '/lost-pets', <LostPetsPage />)
    await screen.findByRole('article', { name: 'Biscuit' })
    await user.type(screen.getByLabelText('Search'), 'beagle')
    await user.selectOptions(screen.getByLabelText('Species'), 'dog')
    await user.type(screen.getByLabelText('ZIP code'), '787a')
    await waitFor(() => {
      const last = spy.mock.calls.map(([input]) => new URL(String(input), 'http://localhost')).filter((u) => u.pathname === '/api/lost-pets').at(-1)
      expect(Object.fromEntries(last?.searchParams ?? [])).toEqual({ q: 'beagle', species: 'dog', zip: '787' })
    })
  })

  it('asks the map for the markers under the same filters as the list', async () => {
    const { spy } = setup()
    const user = userEvent.setup()
    renderAt('/lost-pets', '/lost-pets', <LostPetsPage />)
    await screen.findByRole('article', { name: 'Biscuit' })
    await user.type(screen.getByLabelText('Search'), 'beagle')
    await user.selectOptions(screen.getByLabelText('Species'), 'dog')
    await user.type(screen.getByLabelText('ZIP code'), '787')
    const mapRequests = () =>
      spy.mock.calls
        .map(([input]) => new URL(String(input), 'http://localhost'))
        .filter((u) => u.pathname === '/api/lost-pets/map')
        .map((u) => Object.fromEntries(u.searchParams))
    await user.click(screen.getByRole('button', { name: 'Map' }))
    await waitFor(() => expect(mapRequests().at(-1)).toEqual({ q: 'beagle', species: 'dog', zip: '787' }))

    await user.click(screen.getByRole('button', { name: 'List' }))
    await user.selectOptions(screen.getByLabelText('Species'), '')
    await user.clear(screen.getByLabelText('Search'))
    await user.click(screen.getByRole('button', { name: 'Map' }))
    await waitFor(() => expect(mapRequests().at(-1)).toEqual({ zip: '787' }))
  })

  it('loads the next page of reports with the cursor and the same filters, appends it, and hides Load more at the end', async () => {
    const all = Array.from({ length: 53 }, (_, index) => lostPet(53 - index, { pet_name: `Pet ${53 - index}` }))
    const spy = mockFetch({
      'GET /api/session': () => json({ user: me }),
      'GET /api/lost-pets': ({ url }) => pageOf(all, url),
    })
    const user = userEvent.setup()
    renderAt('/lost-pets', '/lost-pets', <LostPetsPage />)
    await screen.findByRole('article', { name: 'Pet 53' })
    await user.selectOptions(screen.getByLabelText('Species'), 'dog')
    await waitFor(() => expect(spy.mock.calls.some(([input]) => String(input).includes('species=dog'))).toBe(true))
    expect(screen.getAllByRole('article')).toHaveLength(50)
    expect(screen.queryByRole('article', { name: 'Pet 1' })).toBeNull()

    await user.click(screen.getByRole('button', { name: 'Load more' }))
    expect(await screen.findByRole('article', { name: 'Pet 1' })).toBeTruthy()
    expect(screen.getAllByRole('article')).toHaveLength(53)
    expect(screen.queryByRole('button', { name: /Load more|Loading/ })).toBeNull()

    const requests = spy.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === '/api/lost-pets')
      .map((url) => Object.fromEntries(url.searchParams))
    expect(requests.at(-1)).toEqual({ species: 'dog', cursor: '50' })
    expect(requests.filter((params) => params.cursor !== undefined)).toHaveLength(1)
  })
})

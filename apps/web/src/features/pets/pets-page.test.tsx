import { describe, expect, it, vi } from 'vitest'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryRouter, RouterProvider } from 'react-router'
import userEvent from '@testing-library/user-event'
import { Toaster } from 'sonner'
import { PetsPage } from './pets-page.tsx'
import { pet } from './pet-fixture.ts'
import { petsQueryOptions } from './api/get-pets.ts'
import { AuthProvider } from '../../auth/auth-provider.tsx'
import { renderWithProviders } from '../../test/render.tsx'
import { json, mockFetch } from '../../test/fetch-mock.ts'

const signedOut = () => json({ user: null })

const household = [
  pet(1, { name: 'Biscuit', breed: 'Beagle', species: 'dog', is_spayed_neutered: true }),
  pet(2, { name: 'Mittens', breed: 'Siamese', species: 'cat' }),
  pet(3, { name: 'Pico', breed: null, species: 'bird' }),
  pet(4, { name: 'Rex', breed: 'Labrador Retriever', species: 'dog' }),
]

function renderPets() {
  renderWithProviders(
    <>
      <PetsPage />
      <Toaster />
    </>,
    { path: '/pets' },
  )
  return userEvent.setup()
}

const cardNames = () =>
  within(screen.getByRole('region', { name: 'Pets' }))
    .queryAllByRole('listitem')
    .map((card) => within(card).getByRole('heading').textContent)

describe('PetsPage', () => {
  it('shows 6 skeleton cards while the list loads', () => {
    mockFetch({ 'GET /api/session': signedOut, 'GET /api/pets': () => new Promise<Response>(() => {}) })
    renderPets()
    expect(screen.getByRole('status', { name: 'Loading pets' })).toBeTruthy()
    expect(screen.getAllByTestId('pet-skeleton')).toHaveLength(6)
  })

  it('counts the pets in words that agree with the number', async () => {
    mockFetch({ 'GET /api/session': signedOut, 'GET /api/pets': () => json(household.slice(0, 1)) })
    renderPets()
    await screen.findByRole('link', { name: 'Biscuit' })
    expect(screen.getByRole('status').textContent).toBe('1 pet')
    cleanup()
    mockFetch({ 'GET /api/session': signedOut, 'GET /api/pets': () => json(household) })
    const user = renderPets()
    await screen.findByRole('link', { name: 'Biscuit' })
    expect(screen.getByRole('status').textContent).toBe('4 pets')
    await user.type(screen.getByRole('searchbox', { name: 'Search pets by name or breed' }), 'bis')
    expect(screen.getByRole('status').textContent).toBe('1 of 4 pets shown')
  })

  it('searches name or breed case-insensitively and filters by the species present in the data', async () => {
    mockFetch({ 'GET /api/session': signedOut, 'GET /api/pets': () => json(household) })
    const user = renderPets()
    await screen.findByRole('link', { name: 'Biscuit' })
    expect(cardNames()).toEqual(['Biscuit', 'Mittens', 'Pico', 'Rex'])

    const species = screen.getByRole('combobox', { name: 'Filter by species' })
    expect(within(species).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All Species',
      'Bird',
      'Cat',
      'Dog',
    ])

    const search = screen.getByRole('searchbox', { name: 'Search pets by name or breed' })
    await user.type(search, 'BIS')
    expect(cardNames()).toEqual(['Biscuit'])
    await user.clear(search)
    await user.type(search, 'retriever')
    expect(cardNames()).toEqual(['Rex'])
    await user.clear(search)
    await user.type(search, 'i')
    expect(cardNames()).toEqual(['Biscuit', 'Mittens', 'Pico', 'Rex'])

    await user.selectOptions(species, 'dog')
    expect(cardNames()).toEqual(['Biscuit', 'Rex'])
    await user.clear(search)
    await user.type(search, 'siam')
    expect(cardNames()).toEqual([])
    expect(screen.getByRole('heading', { name: 'No pets match your search' })).toBeTruthy()

    await user.click(screen.getByRole('button', { name: 'Clear Filters' }))
    expect(cardNames()).toEqual(['Biscuit', 'Mittens', 'Pico', 'Rex'])
    expect((search as HTMLInputElement).value).toBe('')
  })

  it('shows Fixed or Not Fixed, and the age in whole years only from 1 year (365.25 days a year)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date(2026, 5, 15, 0, 0, 0))
    mockFetch({
      'GET /api/session': signedOut,
      'GET /api/pets': () =>
        json([
          pet(1, { name: 'Old', date_of_birth: '2019-06-01', is_spayed_neutered: true }),
          pet(2, { name: 'Young', date_of_birth: '2025-12-15' }),
          // 365 days: under 365.25, so not yet a year.
          pet(3, { name: 'Almost', date_of_birth: '2025-06-15' }),
          pet(4, { name: 'One', date_of_birth: '2025-06-14' }),
          pet(5, { name: 'Unknown' }),
        ]),
    })
    renderPets()
    const card = async (name: string) => within((await screen.findByRole('link', { name })).closest('li') as HTMLElement)

    expect((await card('Old')).getByText('Fixed')).toBeTruthy()
    expect((await card('Old')).getByText('7 years old')).toBeTruthy()
    expect((await card('Young')).getByText('Not Fixed')).toBeTruthy()
    expect((await card('Young')).queryByText(/old$/)).toBeNull()
    expect((await card('Almost')).queryByText(/old$/)).toBeNull()
    expect((await card('One')).getByText('1 year old')).toBeTruthy()
    expect((await card('Unknown')).queryByText(/old$/)).toBeNull()
  })

  it('says so when there are no pets yet, and keeps the owner’s pets on the device as userPets', async () => {
    mockFetch({ 'GET /api/session': signedOut, 'GET /api/pets': () => json([]) })
    renderPets()
    expect(await screen.findByRole('heading', { name: 'No pets yet' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Add Your First Pet' }).getAttribute('href')).toBe('/pets/new')
    expect(screen.queryByRole('searchbox')).toBeNull()
    expect(localStorage.getItem('userPets')).toBe('[]')
  })

  it('mirrors [{ id, name }] to userPets whenever the list loads', async () => {
    mockFetch({ 'GET /api/session': signedOut, 'GET /api/pets': () => json(household.slice(0, 2)) })
    renderPets()
    await screen.findByRole('link', { name: 'Biscuit' })
    expect(JSON.parse(localStorage.getItem('userPets') ?? 'null')).toEqual([
      { id: 1, name: 'Biscuit' },
      { id: 2, name: 'Mittens' },
    ])
  })

  it('shows the error text and the empty state when the list fails', async () => {
    mockFetch({ 'GET /api/session': signedOut, 'GET /api/pets': () => json({ error: 'Broken.' }, 500) })
    renderPets()
    expect((await screen.findByRole('alert')).textContent).toBe('HTTP error! status: 500')
    expect(screen.getByRole('heading', { name: 'No pets yet' })).toBeTruthy()
  })

  it('asks before deleting, dims the card while deleting, then refetches the list', async () => {
    let pets = household.slice(0, 2)
    let finishDelete: (response: Response) => void = () => {}
    const fetchSpy = mockFetch({
      'GET /api/session': signedOut,
      'GET /api/pets': () => json(pets),
      'DELETE /api/pets/2': () =>
        new Promise<Response>((resolve) => {
          finishDelete = resolve
        }),
    })
    const user = renderPets()
    const mittens = (await screen.findByRole('link', { name: 'Mittens' })).closest('li') as HTMLElement

    await user.click(within(mittens).getByRole('button', { name: 'Delete Mittens' }))
    const confirm = screen.getByRole('alertdialog')
    expect(within(confirm).getByText('Are you sure you want to delete this pet? This action cannot be undone.')).toBeTruthy()
    await user.click(within(confirm).getByRole('button', { name: 'Delete Pet' }))

    await waitFor(() => expect(mittens.getAttribute('aria-busy')).toBe('true'))
    expect(mittens.className).toContain('opacity-50')
    expect(fetchSpy.mock.calls.filter(([, init]) => init?.method === 'DELETE')).toHaveLength(1)

    pets = household.slice(0, 1)
    finishDelete(new Response(null, { status: 204 }))
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Mittens' })).toBeNull())
    expect(cardNames()).toEqual(['Biscuit'])
  })

  it('keeps the pet and says so when the delete fails', async () => {
    mockFetch({
      'GET /api/session': signedOut,
      'GET /api/pets': () => json(household.slice(0, 2)),
      'DELETE /api/pets/2': () => json({ error: 'Nope.' }, 500),
    })
    const user = renderPets()
    await user.click(await screen.findByRole('button', { name: 'Delete Mittens' }))
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete Pet' }))
    expect(await screen.findByText('Failed to delete pet. Please try again.')).toBeTruthy()
    const mittens = screen.getByRole('link', { name: 'Mittens' }).closest('li') as HTMLElement
    expect(mittens.getAttribute('aria-busy')).toBeNull()
  })

  it('deletes nothing when the confirmation is cancelled', async () => {
    const fetchSpy = mockFetch({ 'GET /api/session': signedOut, 'GET /api/pets': () => json(household.slice(0, 2)) })
    const user = renderPets()
    await user.click(await screen.findByRole('button', { name: 'Delete Mittens' }))
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(fetchSpy.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false)
    expect(screen.getByRole('link', { name: 'Mittens' })).toBeTruthy()
  })

  describe('entered with the refresh flag', () => {
    // Cached, never stale: without the flag nothing would be fetched again.
    function renderCached(state: unknown) {
      const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } })
      queryClient.setQueryData(petsQueryOptions().queryKey, household.slice(0, 1))
      const router = createMemoryRouter([{ path: '/pets', element: <PetsPage /> }], {
        initialEntries: [{ pathname: '/pets', state }],
      })
      render(
        <QueryClientProvider client={queryClient}>
          <AuthProvider>
            <RouterProvider router={router} />
          </AuthProvider>
        </QueryClientProvider>,
      )
    }
    const petFetches = (spy: ReturnType<typeof mockFetch>) =>
      spy.mock.calls.filter(([url]) => new URL(String(url), 'http://localhost').pathname === '/api/pets').length

    it('fetches the list again', async () => {
      const fetchSpy = mockFetch({ 'GET /api/session': signedOut, 'GET /api/pets': () => json(household.slice(0, 2)) })
      renderCached({ refresh: true })
      expect(screen.getByRole('link', { name: 'Biscuit' })).toBeTruthy()
      expect(await screen.findByRole('link', { name: 'Mittens' })).toBeTruthy()
      expect(petFetches(fetchSpy)).toBe(1)
    })

    it('uses the cached list without it', async () => {
      const fetchSpy = mockFetch({ 'GET /api/session': signedOut, 'GET /api/pets': () => json(household.slice(0, 2)) })
      renderCached(null)
      expect(screen.getByRole('link', { name: 'Biscuit' })).toBeTruthy()
      await waitFor(() => expect(fetchSpy).toHaveBeenCalled())
      expect(petFetches(fetchSpy)).toBe(0)
      expect(screen.queryByRole('link', { name: 'Mittens' })).toBeNull()
    })
  })
})

import { describe, expect, it } from 'vitest'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClientProvider } from '@tanstack/react-query'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { AuthProvider } from '../../auth/auth-provider.tsx'
import { createQueryClient } from '../../lib/query-client.ts'
import { AddPetPage } from './add-pet-page.tsx'
import { PetsPage } from './pets-page.tsx'
import { pet } from './pet-fixture.ts'
import { json, mockFetch } from '../../test/fetch-mock.ts'

const petListFetches = (spy: ReturnType<typeof mockFetch>) =>
  spy.mock.calls.filter(([url, init]) => new URL(String(url), 'http://localhost').pathname === '/api/pets' && (init?.method ?? 'GET') === 'GET').length

describe('adding a pet from the list', () => {
  it('fetches the list once after the save, and shows the new pet', async () => {
    let pets = [pet(1, { name: 'Mittens' })]
    const fetchSpy = mockFetch({
      'GET /api/session': () => json({ user: null }),
      'GET /api/pets': () => json(pets),
      'POST /api/pets': () => {
        const added = pet(2, { name: 'Biscuit', species: 'dog' })
        pets = [...pets, added]
        return json(added, 201)
      },
    })
    // The app's own cache settings: a list seen a moment ago is still fresh.
    const queryClient = createQueryClient()
    const router = createMemoryRouter(
      [
        { path: '/pets', element: <PetsPage /> },
        { path: '/pets/new', element: <AddPetPage /> },
      ],
      { initialEntries: ['/pets'] },
    )
    render(
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <RouterProvider router={router} />
        </AuthProvider>
      </QueryClientProvider>,
    )
    expect(await screen.findByRole('link', { name: 'Mittens' })).toBeTruthy()
    const before = petListFetches(fetchSpy)

    const user = userEvent.setup()
    await router.navigate('/pets/new')
    await user.type(await screen.findByLabelText('Pet Name', { exact: false }), 'Biscuit')
    await user.selectOptions(screen.getByLabelText('Species', { exact: false }), 'dog')
    await user.click(screen.getByRole('button', { name: 'Save Pet' }))

    expect(await screen.findByRole('link', { name: 'Biscuit' })).toBeTruthy()
    // Let any second refresh that was coming arrive before counting.
    await new Promise((resolve) => setTimeout(resolve, 50))
    await waitFor(() => expect(queryClient.isFetching()).toBe(0))
    expect(petListFetches(fetchSpy) - before).toBe(1)
  })
})

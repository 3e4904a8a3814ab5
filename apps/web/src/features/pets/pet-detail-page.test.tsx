import { describe, expect, it } from 'vitest'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClientProvider } from '@tanstack/react-query'
import { createMemoryRouter, RouterProvider } from 'react-router'
import type { EmergencyContact } from '@petfolk/contract/settings'
import { PetDetailPage } from './pet-detail-page.tsx'
import { pet } from './pet-fixture.ts'
import { AuthProvider } from '../../auth/auth-provider.tsx'
import { createTestQueryClient } from '../../test/render.tsx'
import { json, mockFetch } from '../../test/fetch-mock.ts'

const signedOut = () => json({ user: null })

function renderDetail(id: string, ownerContacts?: EmergencyContact[]) {
  const router = createMemoryRouter(
    [
      {
        path: '/pets/:id',
        element: (
          <PetDetailPage
            renderMedicalRecords={(p) => <section aria-label="Records slot">records of {p.name}</section>}
            renderAddMedicalRecord={(p) => <button type="button">Add Medical Record for {p.id}</button>}
            emergencyContact={<button type="button">Emergency Contact</button>}
            ownerContacts={ownerContacts}
          />
        ),
      },
    ],
    { initialEntries: [`/pets/${id}`] },
  )
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <AuthProvider>
        <RouterProvider router={router} />
      </AuthProvider>
    </QueryClientProvider>,
  )
  return userEvent.setup()
}

const biscuit = pet(3, {
  name: 'Biscuit',
  breed: 'Beagle',
  sex: 'male',
  weight_lbs: 24.5,
  is_spayed_neutered: true,
  owner_phone: '555-0100',
  microchip_id: '985112003456789',
})

const detail = (label: string) => {
  const term = screen.getAllByText(label).find((element) => element.tagName === 'DT')
  return term?.nextElementSibling?.textContent
}

describe('PetDetailPage', () => {
  it('shows the header, Pet Details with a Yes/No spay value, and the quick actions', async () => {
    mockFetch({ 'GET /api/session': signedOut, 'GET /api/pets/3': () => json(biscuit) })
    renderDetail('3')
    expect(await screen.findByRole('heading', { level: 1, name: 'Biscuit' })).toBeTruthy()
    expect(detail('Spayed/Neutered')).toBe('Yes')
    expect(detail('Weight')).toBe('24.5 lbs')
    expect(detail('Microchip ID')).toBe('985112003456789')
    expect(detail('Color')).toBe('Not recorded')
    expect(screen.getByRole('button', { name: 'Add Medical Record for 3' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Emergency Contact' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Lost Pet' }).getAttribute('href')).toBe('/lost-pets?petId=3')
    expect(screen.getByRole('region', { name: 'Records slot' }).textContent).toBe('records of Biscuit')
  })

  it("lists the owner's emergency contacts after the emergency vet, tap to call, and links the health record", async () => {
    mockFetch({ 'GET /api/session': signedOut, 'GET /api/pets/3': () => json(biscuit) })
    const at = '2026-01-01T00:00:00.000Z'
    renderDetail('3', [
      { id: 1, name: 'Jo Reyes', relationship: 'Sister', phone: '(555) 010-2030', email: null, notes: null, created_at: at, updated_at: at },
    ])
    await screen.findByRole('heading', { level: 1, name: 'Biscuit' })
    const contacts = screen.getByRole('list', { name: 'Your emergency contacts' })
    const call = within(contacts).getByRole('link', { name: /Call Jo Reyes/ })
    expect(call.getAttribute('href')).toBe('tel:5550102030')
    expect(call.textContent).toContain('Sister · (555) 010-2030')
    // The list comes after the emergency vet action.
    const vet = screen.getByRole('button', { name: 'Emergency Contact' })
    expect(vet.compareDocumentPosition(contacts) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Health Record' }).getAttribute('href')).toBe('/pets/3/health-record')
  })

  it('points to Settings when the owner has no emergency contacts', async () => {
    mockFetch({ 'GET /api/session': signedOut, 'GET /api/pets/3': () => json(biscuit) })
    renderDetail('3', [])
    await screen.findByRole('heading', { level: 1, name: 'Biscuit' })
    expect(screen.getByRole('link', { name: 'Add them in Settings' }).getAttribute('href')).toBe('/settings')
  })

  it('links a real owner e-mail and shows one saved before addresses were checked as plain text', async () => {
    mockFetch({ 'GET /api/session': signedOut, 'GET /api/pets/3': () => json({ ...biscuit, owner_email: 'sam@example.com' }), 'GET /api/pets/4': () => json(pet(4, { owner_email: 'not-an-email' })) })
    renderDetail('3')
    expect((await screen.findByRole('link', { name: 'sam@example.com' })).getAttribute('href')).toBe('mailto:sam@example.com')
    cleanup()
    renderDetail('4')
    expect(await screen.findByText('not-an-email')).toBeTruthy()
    expect(detail('E-mail')).toBe('not-an-email')
    expect(screen.queryByRole('link', { name: 'not-an-email' })).toBeNull()
  })

  it('reads No when the pet is not spayed or neutered', async () => {
    mockFetch({ 'GET /api/session': signedOut, 'GET /api/pets/3': () => json({ ...biscuit, is_spayed_neutered: false }) })
    renderDetail('3')
    await screen.findByRole('heading', { level: 1, name: 'Biscuit' })
    expect(detail('Spayed/Neutered')).toBe('No')
  })

  it('edits the pet and shows the saved values', async () => {
    let body: Record<string, unknown> | undefined
    let current = biscuit
    mockFetch({
      'GET /api/session': signedOut,
      'GET /api/pets/3': () => json(current),
      'GET /api/pets': () => json([current]),
      'PUT /api/pets/3': (request) => {
        body = request.body as Record<string, unknown>
        current = { ...biscuit, name: 'Biscuit Jr', weight_lbs: 26 }
        return json(current)
      },
    })
    const user = renderDetail('3')
    await user.click(await screen.findByRole('button', { name: 'Edit Pet' }))
    const name = screen.getByLabelText(/^Pet Name/) as HTMLInputElement
    expect(name.value).toBe('Biscuit')
    expect((screen.getByLabelText('Weight (lbs)') as HTMLInputElement).value).toBe('24.5')
    await user.clear(name)
    await user.type(name, 'Biscuit Jr')
    await user.clear(screen.getByLabelText('Weight (lbs)'))
    await user.type(screen.getByLabelText('Weight (lbs)'), '26')
    // happy-dom reports no selected option on a fresh <select>; Chromium keeps it (e2e/pets.spec.ts).
    await user.selectOptions(screen.getByLabelText(/^Species/), 'dog')
    await user.selectOptions(screen.getByLabelText('Sex'), 'male')
    await user.click(screen.getByRole('button', { name: 'Save Changes' }))

    const heading = await screen.findByRole('heading', { level: 1, name: 'Biscuit Jr' })
    expect(document.activeElement).toBe(heading)
    expect(body).toMatchObject({ name: 'Biscuit Jr', species: 'dog', weight_lbs: 26, breed: 'Beagle', is_spayed_neutered: true })
    await waitFor(() => expect(detail('Weight')).toBe('26 lbs'))
  })

  it('says Pet not found for an unknown pet', async () => {
    mockFetch({ 'GET /api/session': signedOut, 'GET /api/pets/999': () => json({ error: 'Pet not found' }, 404) })
    renderDetail('999')
    const heading = await screen.findByRole('heading', { name: 'Pet not found' })
    expect(heading).toBeTruthy()
    expect(within(heading.parentElement as HTMLElement).getByRole('link', { name: 'Go to My Pets' })).toBeTruthy()
  })

  it('says Pet not found for an address that is not a pet id, without asking the server', async () => {
    const fetchSpy = mockFetch({ 'GET /api/session': signedOut })
    renderDetail('abc')
    expect(await screen.findByRole('heading', { name: 'Pet not found' })).toBeTruthy()
    expect(fetchSpy.mock.calls.some(([url]) => String(url).startsWith('/api/pets'))).toBe(false)
  })
})

import { describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Veterinarian } from '@petfolk/contract/veterinarians'
import { VeterinariansPage } from './veterinarians-page.tsx'
import { renderWithProviders } from '../../test/render.tsx'
import { json, mockFetch } from '../../test/fetch-mock.ts'

const signedOut = () => json({ user: null })

const riverside: Veterinarian = {
  id: 10,
  clinic_name: 'Riverside Animal Clinic',
  doctor_name: 'Dr. Ada Moss',
  address: '1 River Rd',
  phone: '(555) 010-2030',
  email: null,
  specialties: 'Dentistry',
  notes: null,
  is_emergency: true,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
}

function renderPage() {
  const renderScheduleDialog = vi.fn(() => null)
  renderWithProviders(<VeterinariansPage renderScheduleDialog={renderScheduleDialog} />, { path: '/veterinarians' })
  return { renderScheduleDialog, user: userEvent.setup() }
}

describe('VeterinariansPage', () => {
  it('adds a veterinarian: clinic name required, empty optionals sent as null', async () => {
    let vets: Veterinarian[] = []
    let body: unknown
    mockFetch({
      'GET /api/session': signedOut,
      'GET /api/veterinarians': () => json(vets),
      'POST /api/veterinarians': (request) => {
        body = request.body
        vets = [riverside]
        return json(riverside, 201)
      },
    })
    const { user } = renderPage()
    expect(await screen.findByRole('heading', { name: 'No veterinarians yet' })).toBeTruthy()
    await user.click(screen.getAllByRole('button', { name: 'Add Veterinarian' })[0] as HTMLElement)
    const dialog = within(screen.getByRole('dialog', { name: 'Add Veterinarian' }))
    const add = dialog.getByRole('button', { name: 'Add Veterinarian' }) as HTMLButtonElement
    expect(add.disabled).toBe(true)
    await user.type(dialog.getByLabelText(/^Clinic Name/), '  Riverside Animal Clinic ')
    await user.type(dialog.getByLabelText('Phone'), '(555) 010-2030')
    await user.click(dialog.getByLabelText(/Emergency clinic/))
    expect(add.disabled).toBe(false)
    await user.click(add)

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(body).toEqual({
      clinic_name: 'Riverside Animal Clinic',
      doctor_name: null,
      phone: '(555) 010-2030',
      email: null,
      address: null,
      specialties: null,
      notes: null,
      is_emergency: true,
    })
    const card = (await screen.findByRole('heading', { name: 'Riverside Animal Clinic' })).closest('li') as HTMLElement
    expect(within(card).getByText('Emergency')).toBeTruthy()
    expect(within(card).getByRole('link', { name: /\(555\) 010-2030/ }).getAttribute('href')).toBe('tel:5550102030')
  })

  it('opens the schedule dialog for a vet’s card with that vet chosen', async () => {
    mockFetch({ 'GET /api/session': signedOut, 'GET /api/veterinarians': () => json([riverside]) })
    const { user, renderScheduleDialog } = renderPage()
    const card = (await screen.findByRole('heading', { name: 'Riverside Animal Clinic' })).closest('li') as HTMLElement
    expect(renderScheduleDialog).toHaveBeenLastCalledWith(expect.objectContaining({ open: false }))
    await user.click(within(card).getByRole('button', { name: /^Schedule Appointment/ }))
    expect(renderScheduleDialog).toHaveBeenLastCalledWith(expect.objectContaining({ open: true, veterinarianId: 10 }))
  })
})

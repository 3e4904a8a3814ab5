import { describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { VETERINARIAN_TEXT_MAX, type Veterinarian } from '@petfolk/contract/veterinarians'
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

  it('refuses an e-mail that is not an address under the field, without calling the server', async () => {
    const posts: unknown[] = []
    mockFetch({
      'GET /api/session': signedOut,
      'GET /api/veterinarians': () => json([]),
      'POST /api/veterinarians': ({ body }) => {
        posts.push(body)
        return json(riverside, 201)
      },
    })
    const { user } = renderPage()
    await user.click((await screen.findAllByRole('button', { name: 'Add Veterinarian' }))[0] as HTMLElement)
    const dialog = within(screen.getByRole('dialog', { name: 'Add Veterinarian' }))
    await user.type(dialog.getByLabelText(/^Clinic Name/), 'Oak Vets')
    const email = dialog.getByLabelText('Email')
    expect(email.getAttribute('type')).toBe('email')
    const limits = Object.fromEntries(
      [...screen.getByRole('dialog').querySelectorAll('input:not([type=checkbox]), textarea')].map((el) => [(el as HTMLInputElement).name, (el as HTMLInputElement).maxLength]),
    )
    expect(limits).toEqual(VETERINARIAN_TEXT_MAX)
    await user.type(email, 'bad email')
    await user.click(dialog.getByRole('button', { name: 'Add Veterinarian' }))
    expect(await dialog.findByText('E-mail must be an e-mail address.')).toBeTruthy()
    expect(email.getAttribute('aria-invalid')).toBe('true')
    expect(posts).toEqual([])
  })

  it('links a real e-mail and shows one saved before addresses were checked as plain text', async () => {
    mockFetch({
      'GET /api/session': signedOut,
      'GET /api/veterinarians': () => json([{ ...riverside, email: 'desk@riverside.example' }, { ...riverside, id: 11, clinic_name: 'Old Clinic', email: 'bad email' }]),
    })
    renderPage()
    const good = (await screen.findByRole('heading', { name: 'Riverside Animal Clinic' })).closest('li') as HTMLElement
    expect(within(good).getByRole('link', { name: 'desk@riverside.example' }).getAttribute('href')).toBe('mailto:desk@riverside.example')
    const old = screen.getByRole('heading', { name: 'Old Clinic' }).closest('li') as HTMLElement
    expect(within(old).getByText('bad email')).toBeTruthy()
    expect(within(old).queryByRole('link', { name: 'bad email' })).toBeNull()
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

import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Appointment } from '@petfolk/contract/appointments'
import { AppointmentsPage } from './appointments-page.tsx'
import { renderWithProviders } from '../../test/render.tsx'
import { json, mockFetch } from '../../test/fetch-mock.ts'

const signedOut = () => json({ user: null })

function appointment(id: number, overrides: Partial<Appointment> = {}): Appointment {
  return {
    id,
    pet_id: 1,
    pet_name: 'Biscuit',
    veterinarian_id: 10,
    clinic_name: 'Riverside Animal Clinic',
    doctor_name: null,
    appointment_date: `2099-03-1${id}T09:30:00`,
    purpose: 'Vaccination',
    notes: null,
    status: 'scheduled',
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  }
}

function renderPage() {
  renderWithProviders(<AppointmentsPage pets={[{ id: 1, name: 'Biscuit' }]} vets={[]} />, { path: '/appointments' })
  return userEvent.setup()
}

const item = async (purpose: string) =>
  within((await screen.findByRole('heading', { name: purpose })).closest('li') as HTMLElement)

describe('AppointmentsPage', () => {
  it('shows scheduled green, completed blue and anything else grey', async () => {
    mockFetch({
      'GET /api/session': signedOut,
      'GET /api/appointments': () =>
        json([
          appointment(1, { purpose: 'Annual checkup' }),
          appointment(2, { purpose: 'Dental cleaning', status: 'completed' }),
          appointment(3, { purpose: 'Follow-up', status: 'cancelled' }),
          appointment(4, { purpose: 'Surgery consultation', status: 'no-show' }),
        ]),
    })
    renderPage()
    const badge = async (purpose: string, label: string) => (await item(purpose)).getByText(label).className
    expect(await badge('Annual checkup', 'Scheduled')).toContain('bg-success-soft text-success-fg')
    expect(await badge('Dental cleaning', 'Completed')).toContain('bg-info-soft text-info-fg')
    expect(await badge('Follow-up', 'Cancelled')).toContain('bg-sunken text-fg-muted')
    expect(await badge('Surgery consultation', 'No-show')).toContain('bg-sunken text-fg-muted')
  })

  it('links each appointment and all of them to their calendar files', async () => {
    mockFetch({ 'GET /api/session': signedOut, 'GET /api/appointments': () => json([appointment(1), appointment(2)]) })
    renderPage()
    const links = (await screen.findAllByRole('link', { name: /^Add to Calendar/ })).map((link) => link.getAttribute('href'))
    expect(links).toEqual(['/api/appointments/1.ics', '/api/appointments/2.ics'])
    expect(screen.getByRole('link', { name: 'Add All to Calendar' }).getAttribute('href')).toBe('/api/appointments.ics')
  })

  it('marks a scheduled appointment completed and shows it blue', async () => {
    let status = 'scheduled'
    let patch: unknown
    mockFetch({
      'GET /api/session': signedOut,
      'GET /api/appointments': () => json([appointment(1, { status })]),
      'PATCH /api/appointments/1': (request) => {
        patch = request.body
        status = 'completed'
        return json(appointment(1, { status }))
      },
    })
    const user = renderPage()
    await user.click((await item('Vaccination')).getByRole('button', { name: /^Mark Completed/ }))
    await waitFor(async () => expect((await item('Vaccination')).getByText('Completed').className).toContain('bg-info-soft'))
    expect(patch).toEqual({ status: 'completed' })
    expect((await item('Vaccination')).queryByRole('button', { name: /^Mark Completed/ })).toBeNull()
  })

  it('cancels only after confirming', async () => {
    let status = 'scheduled'
    mockFetch({
      'GET /api/session': signedOut,
      'GET /api/appointments': () => json([appointment(1, { status })]),
      'PATCH /api/appointments/1': () => {
        status = 'cancelled'
        return json(appointment(1, { status }))
      },
    })
    const user = renderPage()
    await user.click((await item('Vaccination')).getByRole('button', { name: /^Cancel appointment/ }))
    const confirm = screen.getByRole('alertdialog', { name: 'Cancel this appointment?' })
    await user.click(within(confirm).getByRole('button', { name: 'Keep Appointment' }))
    expect((await item('Vaccination')).getByText('Scheduled')).toBeTruthy()

    await user.click((await item('Vaccination')).getByRole('button', { name: /^Cancel appointment/ }))
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel Appointment' }))
    await waitFor(async () => expect((await item('Vaccination')).getByText('Cancelled').className).toContain('bg-sunken'))
  })

  it('keeps an appointment whose pet was deleted, by name and without a link', async () => {
    mockFetch({
      'GET /api/session': signedOut,
      'GET /api/appointments': () => json([appointment(1, { pet_id: null, pet_name: 'Juniper' })]),
    })
    renderPage()
    const entry = await item('Vaccination')
    expect(entry.getByText('Juniper')).toBeTruthy()
    expect(entry.queryByRole('link', { name: 'Juniper' })).toBeNull()
  })

  it('shows the error text and the empty state when the list fails', async () => {
    mockFetch({ 'GET /api/session': signedOut, 'GET /api/appointments': () => json({ error: 'Nope.' }, 503) })
    renderPage()
    expect((await screen.findByRole('alert')).textContent).toBe('HTTP error! status: 503')
    expect(screen.getByRole('heading', { name: 'No appointments yet' })).toBeTruthy()
  })
})

import { describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Appointment } from '@petfolk/contract/appointments'
import { localToday } from '@petfolk/contract/fields'
import { ScheduleAppointmentDialog } from './schedule-appointment-dialog.tsx'
import { renderWithProviders } from '../../test/render.tsx'
import { json, mockFetch } from '../../test/fetch-mock.ts'

const signedOut = () => json({ user: null })
const pets = [
  { id: 1, name: 'Biscuit' },
  { id: 2, name: 'Mittens' },
]
const vets = [
  { id: 10, clinic_name: 'Riverside Animal Clinic', doctor_name: 'Dr. Ada Moss' },
  { id: 11, clinic_name: 'Night Owl Emergency', doctor_name: null },
]

function appointment(overrides: Partial<Appointment> = {}): Appointment {
  return {
    id: 5,
    pet_id: 2,
    pet_name: 'Mittens',
    veterinarian_id: 11,
    clinic_name: 'Night Owl Emergency',
    doctor_name: null,
    appointment_date: '2099-03-14T09:30:00',
    purpose: null,
    notes: null,
    status: 'scheduled',
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  }
}

function renderDialog(props: Partial<Parameters<typeof ScheduleAppointmentDialog>[0]> = {}) {
  const onOpenChange = vi.fn()
  const onScheduled = vi.fn()
  renderWithProviders(
    <ScheduleAppointmentDialog open onOpenChange={onOpenChange} onScheduled={onScheduled} pets={pets} vets={vets} {...props} />,
    { path: '/appointments' },
  )
  return { onOpenChange, onScheduled, user: userEvent.setup() }
}

const dialog = () => within(screen.getByRole('dialog', { name: 'Schedule Appointment' }))
const submit = () => dialog().getByRole('button', { name: 'Schedule Appointment' }) as HTMLButtonElement

describe('ScheduleAppointmentDialog', () => {
  it('keeps submit disabled until pet, veterinarian, date and time are all given', async () => {
    mockFetch({ 'GET /api/session': signedOut })
    const { user } = renderDialog()
    expect(submit().disabled).toBe(true)
    await user.selectOptions(dialog().getByLabelText(/^Pet/), 'Mittens')
    expect(submit().disabled).toBe(true)
    await user.selectOptions(dialog().getByLabelText(/^Veterinarian/), 'Night Owl Emergency')
    expect(submit().disabled).toBe(true)
    await user.type(dialog().getByLabelText(/^Date/), '2099-03-14')
    expect(submit().disabled).toBe(true)
    await user.type(dialog().getByLabelText(/^Time/), '09:30')
    expect(submit().disabled).toBe(false)
    await user.selectOptions(dialog().getByLabelText(/^Pet/), '')
    expect(submit().disabled).toBe(true)
  })

  it('starts at today (local) and offers the fixed purposes', () => {
    mockFetch({ 'GET /api/session': signedOut })
    renderDialog()
    expect(dialog().getByLabelText(/^Date/).getAttribute('min')).toBe(localToday())
    const purposes = within(dialog().getByLabelText('Purpose'))
      .getAllByRole('option')
      .map((option) => option.textContent)
    expect(purposes).toEqual([
      'Select a purpose',
      'Annual checkup',
      'Vaccination',
      'Sick visit',
      'Dental cleaning',
      'Surgery consultation',
      'Follow-up',
      'Emergency',
      'Other',
    ])
    expect(
      within(dialog().getByLabelText(/^Veterinarian/))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select a veterinarian', 'Riverside Animal Clinic (Dr. Ada Moss)', 'Night Owl Emergency'])
  })

  it('sends ids, the local date-time with seconds and null for an empty purpose, then closes', async () => {
    let body: unknown
    mockFetch({
      'GET /api/session': signedOut,
      'POST /api/appointments': (request) => {
        body = request.body
        return json(appointment(), 201)
      },
    })
    const { user, onOpenChange, onScheduled } = renderDialog()
    await user.selectOptions(dialog().getByLabelText(/^Pet/), 'Mittens')
    await user.selectOptions(dialog().getByLabelText(/^Veterinarian/), 'Night Owl Emergency')
    await user.type(dialog().getByLabelText(/^Date/), '2099-03-14')
    await user.type(dialog().getByLabelText(/^Time/), '09:30')
    await user.type(dialog().getByLabelText('Notes'), '  Limping  ')
    await user.click(submit())

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false))
    expect(body).toEqual({
      pet_id: 2,
      veterinarian_id: 11,
      appointment_date: '2099-03-14T09:30:00',
      purpose: null,
      notes: 'Limping',
    })
    expect(onScheduled).toHaveBeenCalledWith(expect.objectContaining({ id: 5, pet_name: 'Mittens' }))
  })

  it('refuses a date before today without calling the server', async () => {
    const fetchSpy = mockFetch({ 'GET /api/session': signedOut })
    const { user, onOpenChange } = renderDialog()
    await user.selectOptions(dialog().getByLabelText(/^Pet/), 'Biscuit')
    await user.selectOptions(dialog().getByLabelText(/^Veterinarian/), 'Night Owl Emergency')
    await user.type(dialog().getByLabelText(/^Date/), '2001-01-01')
    await user.type(dialog().getByLabelText(/^Time/), '10:00')
    await user.click(submit())
    expect(await dialog().findByText('Choose today or a later date.')).toBeTruthy()
    expect(fetchSpy.mock.calls.some(([url]) => String(url).includes('/api/appointments'))).toBe(false)
    expect(onOpenChange).not.toHaveBeenCalled()
  })

  it('stays open with everything typed and the server’s reason when scheduling fails', async () => {
    mockFetch({
      'GET /api/session': signedOut,
      'POST /api/appointments': () => json({ error: 'veterinarian_id: Choose one of your veterinarians.' }, 400),
    })
    const { user, onOpenChange } = renderDialog()
    await user.selectOptions(dialog().getByLabelText(/^Pet/), 'Biscuit')
    await user.selectOptions(dialog().getByLabelText(/^Veterinarian/), 'Riverside Animal Clinic (Dr. Ada Moss)')
    await user.type(dialog().getByLabelText(/^Date/), '2099-03-14')
    await user.type(dialog().getByLabelText(/^Time/), '09:30')
    await user.click(submit())
    expect((await dialog().findByRole('alert')).textContent).toBe('veterinarian_id: Choose one of your veterinarians.')
    expect((dialog().getByLabelText(/^Time/) as HTMLInputElement).value).toBe('09:30')
    expect(onOpenChange).not.toHaveBeenCalled()
  })

  it('points to where pets and vets are added when there are none', () => {
    mockFetch({ 'GET /api/session': signedOut })
    renderDialog({ pets: [], vets: [] })
    expect(dialog().getByRole('link', { name: 'Add a pet' }).getAttribute('href')).toBe('/pets/new')
    expect(dialog().getByRole('link', { name: 'Add one in Veterinarians' }).getAttribute('href')).toBe('/veterinarians')
    expect(submit().disabled).toBe(true)
  })
})

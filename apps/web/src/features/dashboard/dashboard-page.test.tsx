import { describe, expect, it } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import type { Appointment } from '@petfolk/contract/appointments'
import type { Reminder } from '@petfolk/contract/dashboard'
import { localToday } from '@petfolk/contract/fields'
import type { Pet } from '@petfolk/contract/pets'
import { DashboardPage, type DashboardList } from './dashboard-page.tsx'
import { renderWithProviders } from '../../test/render.tsx'
import { json, mockFetch } from '../../test/fetch-mock.ts'
import { testMember } from '../../test/members.ts'

const user = testMember({ id: 1, name: 'Sam Rivera', email: 'sam@example.com', googleSub: 'dev|sam' })

const loaded = <T,>(items: T[]): DashboardList<T> => ({ items, isPending: false, error: null })
const pets = ['Biscuit', 'Mittens', 'Pico'].map((name, index) => ({ id: index + 1, name }) as Pet)
const appointments = [1, 2, 3, 4].map((id) => ({ id, pet_name: `Visit ${id}` }) as Appointment)

const reminders: Reminder[] = [
  { kind: 'medical', key: 'medical-4', pet_id: 1, pet_name: 'Biscuit', title: 'Rabies booster', due: '2026-01-10', overdue: true },
  {
    kind: 'appointment',
    key: 'appointment-2',
    pet_id: 2,
    pet_name: 'Mittens',
    title: 'Vaccination at Riverside Animal Clinic',
    due: '2099-03-14T09:30:00',
    overdue: false,
  },
]

function renderDashboard() {
  return renderWithProviders(
    <DashboardPage
      pets={loaded(pets)}
      upcomingAppointments={loaded(appointments)}
      renderPet={(pet) => <span>pet {pet.name}</span>}
      renderAppointment={(appointment) => <span>appointment {appointment.pet_name}</span>}
    />,
    { path: '/dashboard' },
  )
}

describe('DashboardPage', () => {
  it('shows the welcome, real counters (pets reunited across the network too), the first 2 pets, the first 3 appointments and Back to Home', async () => {
    mockFetch({
      'GET /api/session': () => json({ user: user }),
      'GET /api/dashboard/reminders': () => json(reminders),
      'GET /api/public/stats': () => json({ pets_reunited: 7 }),
    })
    renderDashboard()
    expect(await screen.findByRole('heading', { name: 'Welcome back, Sam Rivera!' })).toBeTruthy()
    expect((await screen.findByRole('link', { name: '7 Pets Reunited' })).getAttribute('href')).toBe('/lost-pets')
    expect((await screen.findByRole('link', { name: '2 Reminders' })).getAttribute('href')).toBe('#health-reminders')
    expect(screen.getByRole('link', { name: '3 Pets' }).getAttribute('href')).toBe('/pets')
    expect(screen.getByRole('link', { name: '4 Upcoming Appointments' }).getAttribute('href')).toBe('/appointments')
    // No media gallery on this device: no photos.
    expect((await screen.findByRole('link', { name: '0 Photos' })).getAttribute('href')).toBe('/media')

    expect(screen.getAllByText(/^pet /).map((element) => element.textContent)).toEqual(['pet Biscuit', 'pet Mittens'])
    expect(screen.getAllByText(/^appointment /).map((element) => element.textContent)).toEqual([
      'appointment Visit 1',
      'appointment Visit 2',
      'appointment Visit 3',
    ])
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/')
  })

  it('offers a PIN only on a device that has none: not while it is asked for, not once one is set', async () => {
    const status = (hasPin: boolean) => json({ hasPin, locked: false, minutesUntilUnlock: 0, secondsUntilUnlock: 0, attemptsRemaining: 5, disabled: false })
    mockFetch({ 'GET /api/session': () => json({ user: user }), 'GET /api/dashboard/reminders': () => json([]), 'GET /api/pin/status': () => status(false) })
    const first = renderDashboard()
    expect(await screen.findByRole('heading', { name: 'Sign in faster with a PIN' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Open Settings' }).getAttribute('href')).toBe('/settings')
    first.unmount()

    let answered = false
    mockFetch({
      'GET /api/session': () => json({ user: user }),
      'GET /api/dashboard/reminders': () => json([]),
      'GET /api/pin/status': () => {
        answered = true
        return status(true)
      },
    })
    renderDashboard()
    expect(await screen.findByRole('heading', { name: 'Welcome back, Sam Rivera!' })).toBeTruthy()
    await waitFor(() => expect(answered).toBe(true))
    // The answer has been read and the page drawn again from it.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(screen.queryByRole('heading', { name: 'Sign in faster with a PIN' })).toBeNull()
  })

  it('lists health reminders from the server for the browser’s own date', async () => {
    const fetchSpy = mockFetch({ 'GET /api/session': () => json({ user: user }), 'GET /api/dashboard/reminders': () => json(reminders) })
    renderDashboard()
    const medical = (await screen.findByText('Rabies booster')).closest('a') as HTMLElement
    expect(medical.getAttribute('href')).toBe('/pets/1')
    expect(within(medical).getByText('Overdue')).toBeTruthy()
    expect(within(medical).getByText(/^Biscuit · Due /)).toBeTruthy()
    const visit = screen.getByText('Vaccination at Riverside Animal Clinic').closest('a') as HTMLElement
    expect(visit.getAttribute('href')).toBe('/appointments')
    expect(within(visit).queryByText('Overdue')).toBeNull()

    const url = fetchSpy.mock.calls.map(([input]) => String(input)).find((input) => input.includes('/reminders'))
    expect(url).toBe(`/api/dashboard/reminders?today=${localToday()}`)
  })

  it('says all is well when nothing is due, and shows the error text when reminders fail', async () => {
    mockFetch({ 'GET /api/session': () => json({ user: user }), 'GET /api/dashboard/reminders': () => json({ error: 'x' }, 500) })
    renderDashboard()
    expect((await screen.findByRole('alert')).textContent).toBe('HTTP error! status: 500')
    expect(screen.getByText(/You are all caught up/)).toBeTruthy()
  })

  it('offers to add a first pet and to schedule when the lists are empty', async () => {
    mockFetch({ 'GET /api/session': () => json({ user: user }), 'GET /api/dashboard/reminders': () => json([]) })
    renderWithProviders(
      <DashboardPage
        pets={loaded([])}
        upcomingAppointments={loaded([])}
        renderPet={() => null}
        renderAppointment={() => null}
      />,
      { path: '/dashboard' },
    )
    expect((await screen.findByRole('link', { name: 'Add Your First Pet' })).getAttribute('href')).toBe('/pets/new')
    expect(screen.getByText('No upcoming appointments.')).toBeTruthy()
    expect(await screen.findByRole('link', { name: '0 Reminders' })).toBeTruthy()
  })
})

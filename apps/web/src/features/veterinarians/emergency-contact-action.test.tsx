import { describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Veterinarian } from '@petfolk/contract/veterinarians'
import { EmergencyContactAction } from './emergency-contact-action.tsx'
import { renderWithProviders } from '../../test/render.tsx'
import { json, mockFetch } from '../../test/fetch-mock.ts'

const signedOut = () => json({ user: null })

function vet(id: number, overrides: Partial<Veterinarian> = {}): Veterinarian {
  return {
    id,
    clinic_name: `Clinic ${id}`,
    doctor_name: null,
    address: null,
    phone: null,
    email: null,
    specialties: null,
    notes: null,
    is_emergency: false,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  }
}

const NO_VET = 'No emergency veterinarian contact found. Please add an emergency vet in the Veterinarians section.'

describe('EmergencyContactAction', () => {
  it('calls the first emergency vet that has a phone', async () => {
    mockFetch({
      'GET /api/session': signedOut,
      'GET /api/veterinarians': () =>
        json([
          vet(1, { phone: '555-0001' }),
          vet(2, { is_emergency: true }),
          vet(3, { is_emergency: true, clinic_name: 'Night Owl Emergency', phone: '(555) 010-2030' }),
          vet(4, { is_emergency: true, phone: '555-0004' }),
        ]),
    })
    renderWithProviders(<EmergencyContactAction />, { path: '/pets/1' })
    const link = await screen.findByRole('link', { name: /Emergency Contact/ })
    expect(link.getAttribute('href')).toBe('tel:5550102030')
    expect(link.textContent).toContain('Night Owl Emergency')
    expect(screen.queryByText(NO_VET)).toBeNull()
  })

  it('shows the alert when no emergency vet has a phone', async () => {
    mockFetch({
      'GET /api/session': signedOut,
      'GET /api/veterinarians': () => json([vet(1, { phone: '555-0001' }), vet(2, { is_emergency: true })]),
    })
    renderWithProviders(<EmergencyContactAction />, { path: '/pets/1' })
    const user = userEvent.setup()
    const button = (await screen.findByRole('button', { name: 'Emergency Contact' })) as HTMLButtonElement
    // Disabled while the vets load.
    await waitFor(() => expect(button.disabled).toBe(false))
    expect(screen.getByRole('alert').textContent).toBe('')
    await user.click(button)
    expect(screen.getByRole('alert').textContent).toContain(NO_VET)
    expect(screen.getByRole('link', { name: 'Go to Veterinarians' }).getAttribute('href')).toBe('/veterinarians')
    expect(screen.queryByRole('link', { name: /Emergency Contact/ })).toBeNull()
  })
})

import { afterEach, describe, expect, it, vi } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { toast as sonner, Toaster } from 'sonner'
import type { PublicSighting } from '@petfolk/contract/lost-found/reports'
import { PublicReportPage } from '../reports/public-report-page.tsx'
import { publicLostPet, renderAt, sighting } from '../shared/test-helpers.tsx'
import { json, mockFetch } from '../../../test/fetch-mock.ts'

// The spam check's solving is the browser's work (api/proof.ts); here it answers at once.
vi.mock('../shared/api/proof.ts', () => ({ visitorProof: () => Promise.resolve('solved-proof'), useProofAhead: () => undefined }))

afterEach(() => {
  sonner.dismiss()
  vi.unstubAllGlobals()
})

function serve() {
  const posted: unknown[] = []
  mockFetch({
    'GET /api/session': () => json({ user: null }),
    'GET /api/public/map-settings': () => json({ tile_url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', attribution: [{ text: '© OpenStreetMap contributors', href: 'https://www.openstreetmap.org/copyright' }] }),
    'GET /api/public/lost-pets/7': () => json(publicLostPet(7)),
    'GET /api/public/lost-pets/7/sightings': () => json([]),
    'POST /api/lost-pets/7/sightings': ({ body }) => {
      posted.push(body)
      return json(sighting(99, body as Partial<PublicSighting>), 201)
    },
  })
  return posted
}

async function openSightingForm() {
  renderAt(
    '/lost/:id',
    '/lost/7',
    <>
      <PublicReportPage />
      <Toaster />
    </>,
  )
  await userEvent.click(await screen.findByRole('button', { name: 'I saw this pet' }))
  const dialog = within(await screen.findByRole('dialog', { name: 'I saw Biscuit' }))
  fireEvent.change(dialog.getByLabelText(/When did you see the pet/), { target: { value: '2026-11-21T10:30' } })
  await userEvent.type(dialog.getByLabelText(/Where\?/), 'Behind the library')
  return dialog
}

// The map chunk (Leaflet) loads on first use; on a busy two-core machine that alone can take seconds.
describe('marking a sighting on the map', { timeout: 20_000 }, () => {
  it('sends the marked point instead of a ZIP code; the map opens where the pet was last seen', async () => {
    const posted = serve()
    const dialog = await openSightingForm()
    const toggle = dialog.getByRole('button', { name: 'Mark the place on the map' })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    await userEvent.click(toggle)
    expect(dialog.getByRole('button', { name: 'Hide the map' }).getAttribute('aria-expanded')).toBe('true')
    expect(await dialog.findByRole('region', { name: 'Map to mark where you saw the pet' })).toBeTruthy()
    await userEvent.click(await dialog.findByRole('button', { name: 'Mark the map’s centre' }))
    expect(dialog.getByText('Marked at 30.25000, -97.77000')).toBeTruthy()
    expect(dialog.getByText('Optional: the place is marked on the map.')).toBeTruthy()

    await userEvent.click(dialog.getByRole('button', { name: 'Send Sighting' }))
    await waitFor(() => expect(posted).toHaveLength(1))
    expect(posted[0]).toEqual({ seen_at: new Date('2026-11-21T10:30').toISOString(), location: 'Behind the library', latitude: 30.25, longitude: -97.77, proof: 'solved-proof' })
  })

  it('asks for the ZIP code again once the marked place is cleared', async () => {
    const posted = serve()
    const dialog = await openSightingForm()
    await userEvent.click(dialog.getByRole('button', { name: 'Mark the place on the map' }))
    await userEvent.click(await dialog.findByRole('button', { name: 'Mark the map’s centre' }))
    await userEvent.click(dialog.getByRole('button', { name: 'Clear the place' }))
    expect(dialog.getByText('Tap the map where you saw the pet.')).toBeTruthy()
    await userEvent.click(dialog.getByRole('button', { name: 'Send Sighting' }))
    expect(await dialog.findByText('Give the ZIP code or the place on the map where you saw the pet.')).toBeTruthy()
    expect(posted).toEqual([])
  })
})

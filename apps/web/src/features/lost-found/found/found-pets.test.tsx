import { afterEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { toast as sonner, Toaster } from 'sonner'
import type { FoundPet, PublicFoundPet } from '@petfolk/contract/lost-found/found'
import { FoundFlyerPage } from './found-flyer-page.tsx'
import { LostPetsPage } from '../lost-pets-page.tsx'
import { PublicFoundPage } from './public-found-page.tsx'
import { foundPet, lostPet, me, publicFoundPet, renderAt } from '../shared/test-helpers.tsx'
import { json, mockFetch } from '../../../test/fetch-mock.ts'

const preferences = { zip_codes: ['78704'], alert_radius: 25, email_alerts: true, species_preferences: [] }

/** The server as the lost-pets page sees it, with found reports kept and changed like the server does. */
function serve(found: FoundPet[], { report }: { report?: (body: unknown) => Response } = {}) {
  const state = { found, posted: [] as unknown[], patches: [] as unknown[] }
  mockFetch({
    'GET /api/session': () => json({ user: me }),
    'GET /api/lost-pets': () => json([lostPet(3)]),
    'GET /api/user-alert-preferences': () => json(preferences),
    'GET /api/found-pets': () => json(state.found.filter((r) => !r.is_closed)),
    'POST /api/found-pets': ({ body }) => {
      state.posted.push(body)
      if (report) return report(body)
      const created = foundPet(50, { ...(body as Partial<FoundPet>), user_id: me.id })
      state.found = [created, ...state.found]
      return json({ ...created, alerted: 3 }, 201)
    },
    ...Object.fromEntries(
      found.map((r) => [
        `PATCH /api/found-pets/${r.id}`,
        ({ body }: { body: unknown }) => {
          state.patches.push(body)
          const closed = (body as { is_closed: boolean }).is_closed
          state.found = state.found.map((f) => (f.id === r.id ? { ...f, is_closed: closed, closed_at: closed ? '2026-11-22T09:00:00.000Z' : null } : f))
          return json(state.found.find((f) => f.id === r.id))
        },
      ]),
    ),
  })
  return state
}

afterEach(() => {
  sonner.dismiss()
  vi.unstubAllGlobals()
})

const renderPage = (address: string) =>
  renderAt(
    '/lost-pets',
    address,
    <>
      <LostPetsPage />
      <Toaster />
    </>,
  )

describe('the Found tab', () => {
  it('keeps the tab in the address, lists open found reports, and lets only the finder close theirs', async () => {
    const state = serve([foundPet(8, { user_id: me.id }), foundPet(7, { species: 'cat', breed: null, color: 'Grey tabby', has_pet: false })])
    const user = userEvent.setup()
    const { router } = renderPage('/lost-pets?tab=found')
    expect(screen.getByRole('tab', { name: 'Found' }).getAttribute('aria-selected')).toBe('true')
    const list = within(await screen.findByRole('region', { name: 'Found pet reports' }))
    const mine = await list.findByRole('article', { name: 'Yellow Labrador mix' })
    const theirs = list.getByRole('article', { name: 'Grey tabby' })
    expect(within(theirs).getByText('SEEN LOOSE')).toBeTruthy()
    expect(within(theirs).getByText('Seen loose; the finder does not have it.')).toBeTruthy()
    expect(within(mine).getByText('Dog · Labrador mix · Male · Large (over 50 lb) · Yellow')).toBeTruthy()
    expect(within(mine).getByRole('link', { name: /Public page/ }).getAttribute('href')).toBe('/found/8')
    expect(within(mine).getByRole('link', { name: /Print Flyer/ }).getAttribute('href')).toBe('/found-pets/8/flyer')
    expect(within(theirs).queryByRole('button', { name: 'Close report' })).toBeNull()
    expect(within(mine).getByRole('link', { name: /Possible matches/ }).getAttribute('href')).toBe('/found-pets/8/matches')
    expect(within(theirs).queryByRole('link', { name: /Possible matches/ })).toBeNull()

    await user.click(within(mine).getByRole('button', { name: 'Close report' }))
    expect(await screen.findByText('The report of the Yellow Labrador mix is closed. Thank you for helping.')).toBeTruthy()
    expect(state.patches).toEqual([{ is_closed: true }])
    await waitFor(() => expect(list.queryByRole('article', { name: 'Yellow Labrador mix' })).toBeNull())

    await user.click(screen.getByRole('tab', { name: 'Lost' }))
    expect(router.state.location.search).toBe('')
    expect(await screen.findByRole('region', { name: 'Lost pet reports' })).toBeTruthy()
    expect(screen.queryByRole('region', { name: 'Found pet reports' })).toBeNull()
  })

  it('says so when nobody has found a pet nearby', async () => {
    serve([])
    renderPage('/lost-pets?tab=found')
    expect(await screen.findByText('No found pets in this area')).toBeTruthy()
  })
})

describe('Report Found Pet', () => {
  const dialog = () => screen.getByRole('dialog', { name: 'Report Found Pet' })
  const field = (label: RegExp) => within(dialog()).getByLabelText(label) as HTMLInputElement

  it('asks for what is required, sends the report, and shows it under Found', async () => {
    const state = serve([])
    const user = userEvent.setup()
    const { router } = renderPage('/lost-pets')
    await user.click(await screen.findByRole('button', { name: 'Report Found Pet' }))
    await screen.findByRole('dialog', { name: 'Report Found Pet' })
    await waitFor(() => expect(field(/^ZIP Code/).value).toBe('78704'))
    expect(field(/^I have the pet with me/).checked).toBe(true)

    await user.click(within(dialog()).getByRole('button', { name: 'Post Found Pet' }))
    for (const text of ['Species is required.', 'Color is required.', 'Where you found the pet is required.', 'City is required.', 'State is required.', 'Contact phone is required.']) {
      expect(await within(dialog()).findByText(text)).toBeTruthy()
    }
    expect(state.posted).toEqual([])

    await user.selectOptions(field(/^Species/), 'dog')
    await user.type(field(/^Breed/), 'Labrador mix')
    await user.type(field(/^Color/), 'Yellow')
    await user.selectOptions(field(/^Size/), 'large')
    await user.type(field(/^Where You Found the Pet/), 'Barton Springs Rd')
    await user.type(field(/^City/), 'Austin')
    await user.selectOptions(field(/^State/), 'Texas')
    await user.type(field(/^Contact Phone/), '555-0177')
    await user.click(within(dialog()).getByRole('button', { name: 'Post Found Pet' }))

    expect(await screen.findByText('Your found-pet report is posted. 3 neighbours were alerted.')).toBeTruthy()
    expect(state.posted).toEqual([
      expect.objectContaining({
        species: 'dog',
        breed: 'Labrador mix',
        color: 'Yellow',
        size: 'large',
        found_location: 'Barton Springs Rd',
        found_city: 'Austin',
        found_state: 'Texas',
        found_zip_code: '78704',
        has_pet: true,
        contact_phone: '555-0177',
        show_contact_phone: false,
      }),
    ])
    expect(router.state.location.search).toBe('?tab=found')
    expect(await within(await screen.findByRole('region', { name: 'Found pet reports' })).findByRole('article', { name: 'Yellow Labrador mix' })).toBeTruthy()
  })

  it('says who sees the contact details: the e-mail only the reporter, the phone only when the box is ticked', async () => {
    serve([])
    const user = userEvent.setup()
    renderPage('/lost-pets')
    await user.click(await screen.findByRole('button', { name: 'Report Found Pet' }))
    await screen.findByRole('dialog', { name: 'Report Found Pet' })
    expect(within(dialog()).getByText(/Your e-mail stays private: only you see it\. Your phone goes to other members, the public page, alert e-mails and flyers only if you tick this box\./)).toBeTruthy()
    expect(field(/^Show my phone number on the public page/).checked).toBe(false)
  })

  it('shows the server\'s sentence under the field it names', async () => {
    serve([], { report: () => json({ error: 'found_zip_code: We could not find ZIP code 00001.' }, 400) })
    const user = userEvent.setup()
    renderPage('/lost-pets')
    await user.click(await screen.findByRole('button', { name: 'Report Found Pet' }))
    await screen.findByRole('dialog', { name: 'Report Found Pet' })
    await user.selectOptions(field(/^Species/), 'cat')
    await user.type(field(/^Color/), 'Black')
    await user.type(field(/^Where You Found the Pet/), 'Alley')
    await user.type(field(/^City/), 'Austin')
    await user.selectOptions(field(/^State/), 'Texas')
    await user.clear(field(/^ZIP Code/))
    await user.type(field(/^ZIP Code/), '00001')
    await user.type(field(/^Contact Phone/), '555-0177')
    await user.click(within(dialog()).getByRole('button', { name: 'Post Found Pet' }))
    await waitFor(() => expect(within(dialog()).getAllByText('We could not find ZIP code 00001.').length).toBeGreaterThan(0))
    expect(field(/^ZIP Code/).getAttribute('aria-invalid')).toBe('true')
  })
})

describe('the public found page', () => {
  function servePublic(report: PublicFoundPet | null, user: typeof me | null = null) {
    mockFetch({
      'GET /api/session': () => json({ user }),
      [`GET /api/public/found-pets/${report?.id ?? 404}`]: () => (report ? json(report) : json({ error: 'Found pet report not found' }, 404)),
    })
  }
  const renderPublic = (address: string) => renderAt('/found/:id', address, <PublicFoundPage />)

  it('shows a visitor the pet, where and when it was found, no hidden phone, and how to claim it', async () => {
    servePublic(publicFoundPet(8))
    renderPublic('/found/8')
    expect(await screen.findByRole('heading', { level: 1, name: 'Found: Yellow Labrador mix dog' })).toBeTruthy()
    expect(screen.getByText('Barton Springs Rd, Austin, Texas 78704')).toBeTruthy()
    expect(screen.getByText('The finder is keeping the dog safe.')).toBeTruthy()
    expect(screen.getByText('Red collar, no tag')).toBeTruthy()
    expect(screen.queryByRole('link', { name: /^Call/ })).toBeNull()
    expect(screen.getByRole('heading', { name: 'Is this your pet?' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Sign in to see matches and report your lost pet' }).getAttribute('href')).toBe('/signin')
    expect(screen.getByRole('link', { name: /WhatsApp/ }).getAttribute('href')).toContain(encodeURIComponent('/found/8'))
    expect(document.title).toBe('Found dog in Austin, Texas: Yellow Labrador mix')
  })

  it('offers the phone when the finder shows it, and says first that a closed report is closed', async () => {
    servePublic(publicFoundPet(8, { contact_phone: '555-0177', is_closed: true, closed_at: '2026-11-24T12:00:00.000Z' }))
    renderPublic('/found/8')
    expect((await screen.findByRole('link', { name: 'Call 555-0177' })).getAttribute('href')).toBe('tel:5550177')
    const status = screen.getByRole('status')
    expect(status.textContent).toBe('This report was closed on Nov 24, 2026: the dog is home or in safe hands.')
    expect(status.compareDocumentPosition(screen.getByRole('heading', { level: 1 })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(screen.queryByRole('link', { name: /Sign in to see matches/ })).toBeNull()
  })

  it('says plainly when the report does not exist', async () => {
    servePublic(null)
    renderPublic('/found/404')
    expect(await screen.findByText('Found pet report not found')).toBeTruthy()
  })
})

describe('the found flyer', () => {
  it('prints the found pet with the finder\'s contact and a QR code to its public page', async () => {
    mockFetch({
      'GET /api/session': () => json({ user: me }),
      'GET /api/found-pets/8': () => json({ ...foundPet(8), show_contact_phone: true }),
    })
    renderAt('/found-pets/:id/flyer', '/found-pets/8/flyer', <FoundFlyerPage />)
    expect(await screen.findByRole('heading', { level: 1, name: 'Yellow Labrador mix dog' })).toBeTruthy()
    expect(screen.getByText('FOUND')).toBeTruthy()
    expect(screen.getByText('If this is your dog, please contact')).toBeTruthy()
    expect(screen.getByText('555-0177')).toBeTruthy()
    expect(screen.getByRole('img', { name: 'QR code linking to the found dog’s report' }).getAttribute('src')).toMatch(/^data:image\/svg\+xml/)
  })
})

import { afterEach, describe, expect, it, vi } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { toast as sonner, Toaster } from 'sonner'
import type { PublicLostPet, PublicSighting } from '@petfolk/contract/lost-found/reports'
import { PublicReportPage } from './public-report-page.tsx'
import { localDateTimeValue } from '../sightings/sighting-dialog.tsx'
import { me, publicLostPet, renderAt, sighting } from '../shared/test-helpers.tsx'
import { json, mockFetch } from '../../../test/fetch-mock.ts'

// The spam check's solving is the browser's work (api/proof.ts); here it answers at once.
vi.mock('../shared/api/proof.ts', () => ({ visitorProof: () => Promise.resolve('solved-proof'), useProofAhead: () => undefined }))

/** The server as a visitor without an account sees it. */
function serve(report: PublicLostPet, sightings: PublicSighting[] = [], post: (body: unknown) => Response = (body) => json(sighting(99, body as Partial<PublicSighting>), 201)) {
  const state = { sightings, posted: [] as unknown[] }
  const spy = mockFetch({
    'GET /api/session': () => json({ user: null }),
    [`GET /api/public/lost-pets/${report.id}`]: () => json({ ...report, sighting_count: state.sightings.length }),
    [`GET /api/public/lost-pets/${report.id}/sightings`]: () => json(state.sightings),
    [`POST /api/lost-pets/${report.id}/sightings`]: ({ body }) => {
      state.posted.push(body)
      const answer = post(body)
      if (answer.status === 201) state.sightings = [sighting(99, body as Partial<PublicSighting>), ...state.sightings]
      return answer
    },
    'GET /api/public/lost-pets/404': () => json({ error: 'Lost pet report not found' }, 404),
  })
  return { state, spy }
}

function renderPage(address: string) {
  return renderAt(
    '/lost/:id',
    address,
    <>
      <PublicReportPage />
      <Toaster />
    </>,
  )
}

afterEach(() => {
  sonner.dismiss()
  vi.unstubAllGlobals()
})

describe('the public report page', () => {
  it('shows the pet, where and when it was last seen, the reward, the sightings so far, and no phone the owner kept private', async () => {
    serve(publicLostPet(7), [sighting(2), sighting(1, { name: null, note: null, seen_at: '2026-11-20T18:00:00.000Z' })])
    renderPage('/lost/7')
    expect(await screen.findByRole('heading', { level: 1, name: 'Biscuit' })).toBeTruthy()
    expect(screen.getByText('MISSING')).toBeTruthy()
    expect(screen.getByText('Dog · Beagle · Male · Adult · 24.5 lbs · Tan and white')).toBeTruthy()
    expect(screen.getByRole('img', { name: 'Photo of Biscuit' }).getAttribute('src')).toBe('/uploads/b1/b15c0117a2e94d38c6f0a7b5e3d1c9f2.jpg')
    expect(screen.getByText('White tip on the tail')).toBeTruthy()
    expect(screen.getByText('Zilker Park playground, Austin, Texas 78704')).toBeTruthy()
    expect(screen.getByText(/Reward Offered: \$200/)).toBeTruthy()
    expect(screen.getByText('Bob Rivera has not shared a phone number here. Report a sighting or send a message, and they are told at once.')).toBeTruthy()
    expect(screen.queryByRole('link', { name: /^Call/ })).toBeNull()
    expect(document.title).toBe('Lost dog in Austin, Texas: Biscuit')

    const timeline = within(await screen.findByRole('region', { name: 'Sightings (2)' }))
    const [latest, earlier, ...rest] = timeline.getAllByRole('listitem')
    expect(rest).toEqual([])
    expect(within(latest as HTMLElement).getByText('Heading east, looked scared.')).toBeTruthy()
    expect(within(latest as HTMLElement).getByText('Reported by Dana')).toBeTruthy()
    expect(within(earlier as HTMLElement).getByText('Reported anonymously')).toBeTruthy()
  })

  it('offers the phone when the owner chose to show it', async () => {
    serve(publicLostPet(7, { contact_phone: '555-0142' }))
    renderPage('/lost/7')
    expect((await screen.findByRole('link', { name: 'Call 555-0142' })).getAttribute('href')).toBe('tel:5550142')
    expect(await screen.findByText(/No sightings reported yet/)).toBeTruthy()
  })

  it('says first that a found pet is found, and asks for no sightings', async () => {
    serve(publicLostPet(7, { is_found: true, found_at: '2026-11-24T12:00:00.000Z' }))
    renderPage('/lost/7')
    const news = (await screen.findByText(/^Good news:/)).closest('[role="status"]') as HTMLElement
    expect(news.textContent).toMatch(/^Good news: Biscuit was found on Nov 24, 2026\./)
    expect(news.compareDocumentPosition(screen.getByRole('heading', { level: 1, name: 'Biscuit' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(screen.getByText('FOUND')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'I saw this pet' })).toBeNull()
    expect(screen.queryByText(/Reward/)).toBeNull()
    expect(document.title).toBe('Found: Biscuit is safe')
  })

  it('says so when the report does not exist', async () => {
    serve(publicLostPet(7))
    renderPage('/lost/404')
    expect(await screen.findByText('Lost pet report not found')).toBeTruthy()
  })

  it('shares the page: copy link, and share links for Facebook, X, Nextdoor, WhatsApp and e-mail', async () => {
    const writeText = vi.fn(() => Promise.resolve())
    // A spread copies no getters: the map's Leaflet, which may be loading meanwhile, reads these two.
    vi.stubGlobal('navigator', { ...navigator, userAgent: navigator.userAgent, platform: navigator.platform, clipboard: { writeText } })
    serve(publicLostPet(7))
    renderPage('/lost/7')
    const share = within(await screen.findByRole('region', { name: 'Share' }))
    const url = `${window.location.origin}/lost/7`
    const hrefs = Object.fromEntries(share.getAllByRole('link').map((link) => [link.textContent?.replace(' (opens in a new tab)', ''), link.getAttribute('href')]))
    expect(Object.keys(hrefs)).toEqual(['Facebook', 'X', 'Nextdoor', 'WhatsApp', 'E-mail'])
    expect(hrefs.Facebook).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`)
    for (const href of Object.values(hrefs)) expect(href).toContain(encodeURIComponent(url))
    expect(hrefs['E-mail']).toMatch(/^mailto:\?subject=Missing%20dog%3A%20Biscuit/)
    // No share sheet in this browser: no Share button.
    expect(share.queryByRole('button', { name: 'Share' })).toBeNull()

    await userEvent.click(share.getByRole('button', { name: 'Copy link' }))
    expect(writeText).toHaveBeenCalledWith(url)
    expect(await screen.findByText('Link copied.')).toBeTruthy()
  })

  it('lets a visitor report a sighting, which joins the timeline', async () => {
    const { state } = serve(publicLostPet(7))
    renderPage('/lost/7')
    await userEvent.click(await screen.findByRole('button', { name: 'I saw this pet' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'I saw Biscuit' }))
    // No account needed for a photo either: it goes to the report's own upload path.
    expect(dialog.getByLabelText('Photo')).toBeTruthy()
    fireEvent.change(dialog.getByLabelText(/When did you see the pet/), { target: { value: '2026-11-21T10:30' } })
    await userEvent.type(dialog.getByLabelText(/Where\?/), 'Behind the library')
    await userEvent.type(dialog.getByLabelText(/ZIP Code/), '78704')
    await userEvent.type(dialog.getByLabelText('Note'), 'Drinking from a puddle.')
    await userEvent.type(dialog.getByLabelText('Your name'), 'Sam')
    await userEvent.type(dialog.getByLabelText(/Your phone/), '555-0100')
    await userEvent.click(dialog.getByRole('button', { name: 'Send Sighting' }))

    expect(await screen.findByText('Thank you. Bob Rivera has been told about your sighting.')).toBeTruthy()
    expect(state.posted).toEqual([
      {
        seen_at: new Date('2026-11-21T10:30').toISOString(),
        location: 'Behind the library',
        zip_code: '78704',
        note: 'Drinking from a puddle.',
        name: 'Sam',
        phone: '555-0100',
        proof: 'solved-proof',
      },
    ])
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const timeline = within(await screen.findByRole('region', { name: 'Sightings (1)' }))
    expect(timeline.getByText('Behind the library 78704')).toBeTruthy()
  })

  it('sends nothing while the time is ahead or the place or its ZIP code is missing, and says why under the field', async () => {
    const { state } = serve(publicLostPet(7))
    renderPage('/lost/7')
    await userEvent.click(await screen.findByRole('button', { name: 'I saw this pet' }))
    const dialog = within(await screen.findByRole('dialog'))
    fireEvent.change(dialog.getByLabelText(/When did you see the pet/), { target: { value: localDateTimeValue(new Date(Date.now() + 60 * 60_000)) } })
    await userEvent.click(dialog.getByRole('button', { name: 'Send Sighting' }))
    expect(await dialog.findByText('Time seen cannot be in the future.')).toBeTruthy()
    expect(dialog.getByText('Where you saw the pet is required.')).toBeTruthy()
    fireEvent.change(dialog.getByLabelText(/When did you see the pet/), { target: { value: '2026-11-21T10:30' } })
    await userEvent.type(dialog.getByLabelText(/Where\?/), 'Behind the library')
    await userEvent.click(dialog.getByRole('button', { name: 'Send Sighting' }))
    expect(await dialog.findByText('Give the ZIP code or the place on the map where you saw the pet.')).toBeTruthy()
    expect(state.posted).toEqual([])
  })

  it("shows the server's sentence when it refuses, keeping what was typed", async () => {
    serve(publicLostPet(7), [], () => json({ error: 'Too many sightings from this address. Please try again later.' }, 429))
    renderPage('/lost/7')
    await userEvent.click(await screen.findByRole('button', { name: 'I saw this pet' }))
    const dialog = within(await screen.findByRole('dialog'))
    await userEvent.type(dialog.getByLabelText(/Where\?/), 'Behind the library')
    await userEvent.type(dialog.getByLabelText(/ZIP Code/), '78704')
    await userEvent.click(dialog.getByRole('button', { name: 'Send Sighting' }))
    expect(await dialog.findByText('Too many sightings from this address. Please try again later.')).toBeTruthy()
    expect((dialog.getByLabelText(/Where\?/) as HTMLInputElement).value).toBe('Behind the library')
  })
})

describe('the public report page for its owner', () => {
  it('shows every sighting with its phone, and hides one from the public page', async () => {
    const report = publicLostPet(7)
    let owned = [{ ...sighting(2), phone: '555-0100', is_hidden: false }, { ...sighting(1, { name: null }), phone: null, is_hidden: true }]
    const patches: unknown[] = []
    mockFetch({
      'GET /api/session': () => json({ user: me }),
      'GET /api/public/lost-pets/7': () => json(report),
      'GET /api/public/lost-pets/7/sightings': () => json(owned.filter((s) => !s.is_hidden)),
      'GET /api/lost-pets/7/sightings': () => json(owned),
      'PATCH /api/lost-pets/7/sightings/2': ({ body }) => {
        patches.push(body)
        owned = owned.map((s) => (s.id === 2 ? { ...s, is_hidden: true } : s))
        return json(owned[0])
      },
    })
    renderPage('/lost/7')
    const timeline = within(await screen.findByRole('region', { name: 'Sightings (2)' }))
    expect(timeline.getByRole('link', { name: '555-0100' }).getAttribute('href')).toBe('tel:5550100')
    expect(timeline.getAllByText('Hidden from the public page')).toHaveLength(1)
    expect(timeline.getByRole('button', { name: 'Show on the public page' })).toBeTruthy()

    await userEvent.click(timeline.getByRole('button', { name: 'Hide from the public page' }))
    expect(patches).toEqual([{ is_hidden: true }])
    await waitFor(() => expect(timeline.getAllByText('Hidden from the public page')).toHaveLength(2))
  })

  it('shows a member who is not the owner the page as everyone sees it', async () => {
    mockFetch({
      'GET /api/session': () => json({ user: me }),
      'GET /api/public/lost-pets/7': () => json(publicLostPet(7)),
      'GET /api/public/lost-pets/7/sightings': () => json([sighting(2)]),
      'GET /api/lost-pets/7/sightings': () => json({ error: 'Lost pet report not found' }, 404),
    })
    renderPage('/lost/7')
    const timeline = within(await screen.findByRole('region', { name: 'Sightings (1)' }))
    expect(timeline.getByText('Reported by Dana')).toBeTruthy()
    expect(timeline.queryByRole('button', { name: /public page/ })).toBeNull()
  })
})

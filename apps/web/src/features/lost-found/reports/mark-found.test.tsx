import { afterEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { toast as sonner, Toaster } from 'sonner'
import { FOUND_UNDO_HOURS, type LostPet } from '@petfolk/contract/lost-found/reports'
import { FlyerPage } from './flyer-page.tsx'
import { LostPetsPage } from '../lost-pets-page.tsx'
import { lostPet, me, renderAt } from '../shared/test-helpers.tsx'
import { json, mockFetch } from '../../../test/fetch-mock.ts'

const HOUR = 60 * 60 * 1000
const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString()

/** The server as far as these screens see it: open reports in the list, any report by id, PATCH by the owner. */
function serve(reports: LostPet[], { undo }: { undo?: () => Response } = {}) {
  const state = { reports, patches: [] as unknown[] }
  const byId = (url: URL) => state.reports.find((r) => `/api/lost-pets/${r.id}` === url.pathname)
  const routes: Parameters<typeof mockFetch>[0] = {
    'GET /api/session': () => json({ user: me }),
    'GET /api/lost-pets': () => json(state.reports.filter((r) => !r.is_found)),
  }
  for (const report of reports) {
    routes[`GET /api/lost-pets/${report.id}`] = ({ url }) => json(byId(url))
    routes[`PATCH /api/lost-pets/${report.id}`] = ({ body, url }) => {
      state.patches.push(body)
      const isFound = (body as { is_found: boolean }).is_found
      if (!isFound && undo) return undo()
      state.reports = state.reports.map((r) =>
        r.id === byId(url)?.id ? { ...r, is_found: isFound, found_at: isFound ? new Date().toISOString() : null } : r,
      )
      return json(byId(url))
    }
  }
  routes['GET /api/lost-pets/404'] = () => json({ error: 'Lost pet report not found' }, 404)
  mockFetch(routes)
  return state
}

function renderPage(address: string) {
  return renderAt(
    '/lost-pets',
    address,
    <>
      <LostPetsPage />
      <Toaster />
    </>,
  )
}

const openedReport = async () => within(await screen.findByRole('region', { name: 'The report you opened' }))

afterEach(() => {
  // Toasts live in sonner's module state: one test's must not show in the next.
  sonner.dismiss()
  vi.useRealTimers()
})

describe('a report opened from a link', () => {
  it('shows a found report as FOUND, without the reward, with the good news above it', async () => {
    serve([lostPet(7, { is_found: true, found_at: '2026-11-24T12:00:00.000Z', reward_offered: '$200' }), lostPet(8, { pet_name: 'Pepper' })])
    renderPage('/lost-pets?report=7')
    const opened = await openedReport()
    const card = within(opened.getByRole('article', { name: 'Biscuit' }))
    expect(card.getByText('FOUND')).toBeTruthy()
    expect(card.queryByText('MISSING')).toBeNull()
    expect(card.queryByText('Reward Offered')).toBeNull()
    expect(card.queryByText('$200')).toBeNull()
    expect(opened.getByRole('status').textContent).toBe('Good news: Biscuit has been found.')
    // The banner comes before the card, so scrolling the section into view shows both.
    const banner = opened.getByRole('status')
    expect(banner.compareDocumentPosition(opened.getByRole('article')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    // Someone else's found report: nothing to undo, nothing to print.
    expect(card.queryByRole('button', { name: 'Undo' })).toBeNull()
    expect(card.queryByRole('link', { name: /Print Flyer/ })).toBeNull()
    // Shown once: the list holds the open reports only.
    const list = within(screen.getByRole('region', { name: 'Lost pet reports' }))
    expect(await list.findByRole('article', { name: 'Pepper' })).toBeTruthy()
    expect(list.queryByRole('article', { name: 'Biscuit' })).toBeNull()
  })

  it('shows an open report first, still MISSING with its reward, and not again in the list', async () => {
    serve([lostPet(7), lostPet(8, { pet_name: 'Pepper' })])
    renderPage('/lost-pets?report=7')
    const card = within((await openedReport()).getByRole('article', { name: 'Biscuit' }))
    expect(card.getByText('MISSING')).toBeTruthy()
    expect(card.getByText('Reward Offered')).toBeTruthy()
    const list = within(screen.getByRole('region', { name: 'Lost pet reports' }))
    await list.findByRole('article', { name: 'Pepper' })
    expect(list.queryByRole('article', { name: 'Biscuit' })).toBeNull()
  })

  it('says so when the report does not exist, or the link has no report id', async () => {
    serve([lostPet(8, { pet_name: 'Pepper' })])
    const { unmount } = renderPage('/lost-pets?report=404')
    expect(await screen.findByText('Lost pet report not found')).toBeTruthy()
    expect(await screen.findByRole('article', { name: 'Pepper' })).toBeTruthy()
    unmount()

    const { router } = renderPage('/lost-pets?report=abc')
    expect(await screen.findByText('Lost pet report not found')).toBeTruthy()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Dismiss' }))
    expect(screen.queryByText('Lost pet report not found')).toBeNull()
    expect(router.state.location.search).toBe('')
  })

  it('shows the dates in the app’s format: last seen and found, on the card and the flyer', async () => {
    serve([lostPet(7, { is_found: true, found_at: '2026-11-24T12:00:00.000Z', last_seen_date: '2026-11-20' })])
    const { unmount } = renderPage('/lost-pets?report=7')
    const card = within((await openedReport()).getByRole('article', { name: 'Biscuit' }))
    expect(card.getByText('Nov 24, 2026')).toBeTruthy()
    expect(card.getByText('Nov 20, 2026')).toBeTruthy()
    expect(card.queryByText(/2026-11/)).toBeNull()
    unmount()

    renderAt('/lost-pets/:id/flyer', '/lost-pets/7/flyer', <FlyerPage />)
    expect(await screen.findByText('Good news: Biscuit was found on Nov 24, 2026. This flyer is no longer needed.')).toBeTruthy()
    expect(screen.getByText('Nov 20, 2026')).toBeTruthy()
    // On paper too: a found pet's flyer does not read MISSING.
    expect(screen.getByText('FOUND')).toBeTruthy()
    expect(screen.queryByText('MISSING')).toBeNull()
    expect(screen.queryByText(/Reward Offered/)).toBeNull()
  })
})

describe('marking found', () => {
  it('asks first; Cancel sends nothing; confirming shows the found state with an Undo', async () => {
    const state = serve([lostPet(7, { user_id: me.id })])
    const user = userEvent.setup()
    renderPage('/lost-pets?report=7')
    const card = within((await openedReport()).getByRole('article', { name: 'Biscuit' }))

    await user.click(card.getByRole('button', { name: 'Mark as found' }))
    let confirm = await screen.findByRole('alertdialog', { name: 'Mark Biscuit as found?' })
    expect(within(confirm).getByText(/Everyone who was alerted about Biscuit gets the good news/)).toBeTruthy()
    expect(within(confirm).getByText(/You can undo this for 24 hours\./)).toBeTruthy()
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(state.patches).toEqual([])
    expect(card.getByText('MISSING')).toBeTruthy()

    await user.click(card.getByRole('button', { name: 'Mark as found' }))
    confirm = await screen.findByRole('alertdialog', { name: 'Mark Biscuit as found?' })
    await user.click(within(confirm).getByRole('button', { name: 'Mark as found' }))
    await waitFor(() => expect(card.getByText('FOUND')).toBeTruthy())
    expect(state.patches).toEqual([{ is_found: true }])
    expect(card.queryByText('Reward Offered')).toBeNull()
    expect(card.getByRole('button', { name: 'Undo' })).toBeTruthy()
    expect((await openedReport()).getByText('Good news: Biscuit has been found.')).toBeTruthy()
    expect(await screen.findByText('Biscuit is marked as found. Welcome home!')).toBeTruthy()
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    // The button that opened the dialog is gone; focus lands on the report.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('article', { name: 'Biscuit' })))
  })

  it('Undo on the report, within the window, reopens it', async () => {
    const state = serve([lostPet(7, { user_id: me.id, is_found: true, found_at: hoursAgo(2) })])
    const user = userEvent.setup()
    renderPage('/lost-pets?report=7')
    const card = within((await openedReport()).getByRole('article', { name: 'Biscuit' }))
    expect(card.getByText('FOUND')).toBeTruthy()
    await user.click(card.getByRole('button', { name: 'Undo' }))
    await waitFor(() => expect(card.getByText('MISSING')).toBeTruthy())
    expect(state.patches).toEqual([{ is_found: false }])
    expect(card.getByRole('button', { name: 'Mark as found' })).toBeTruthy()
    expect(card.getByText('Reward Offered')).toBeTruthy()
    expect(await screen.findByText('Biscuit is back on the list of missing pets.')).toBeTruthy()
  })

  it('the toast’s Undo takes a fresh “found” back', async () => {
    const state = serve([lostPet(7, { user_id: me.id })])
    const user = userEvent.setup()
    renderPage('/lost-pets?report=7')
    const card = within((await openedReport()).getByRole('article', { name: 'Biscuit' }))
    await user.click(card.getByRole('button', { name: 'Mark as found' }))
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Mark as found' }))
    const toast = (await screen.findByText('Biscuit is marked as found. Welcome home!')).closest('[data-sonner-toast]') as HTMLElement
    await user.click(within(toast).getByRole('button', { name: 'Undo' }))
    await waitFor(() => expect(card.getByText('MISSING')).toBeTruthy())
    expect(state.patches).toEqual([{ is_found: true }, { is_found: false }])
  })

  it('offers no Undo once the window has passed, and takes it away when it passes on screen', async () => {
    serve([
      lostPet(7, { user_id: me.id, is_found: true, found_at: hoursAgo(FOUND_UNDO_HOURS + 1) }),
      lostPet(8, { user_id: me.id, pet_name: 'Pepper', is_found: true, found_at: hoursAgo(FOUND_UNDO_HOURS - 0.5) }),
    ])
    const { unmount } = renderPage('/lost-pets?report=7')
    const old = within((await openedReport()).getByRole('article', { name: 'Biscuit' }))
    expect(old.getByText('FOUND')).toBeTruthy()
    expect(old.queryByRole('button', { name: 'Undo' })).toBeNull()
    unmount()

    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    renderPage('/lost-pets?report=8')
    const recent = within((await openedReport()).getByRole('article', { name: 'Pepper' }))
    expect(recent.getByRole('button', { name: 'Undo' })).toBeTruthy()
    vi.advanceTimersByTime(HOUR)
    await waitFor(() => expect(recent.queryByRole('button', { name: 'Undo' })).toBeNull())
    expect(recent.getByText('FOUND')).toBeTruthy()
  })

  it('shows the server’s sentence when it refuses the undo (409)', async () => {
    const refusal = 'Biscuit was marked found more than 24 hours ago; it can no longer be undone.'
    serve([lostPet(7, { user_id: me.id, is_found: true, found_at: hoursAgo(1) })], { undo: () => json({ error: refusal }, 409) })
    const user = userEvent.setup()
    renderPage('/lost-pets?report=7')
    const card = within((await openedReport()).getByRole('article', { name: 'Biscuit' }))
    await user.click(card.getByRole('button', { name: 'Undo' }))
    await waitFor(() => expect(card.getByText(refusal)).toBeTruthy())
    expect(card.queryByRole('button', { name: 'Undo' })).toBeNull()
    expect(card.getByText('FOUND')).toBeTruthy()
  })
})

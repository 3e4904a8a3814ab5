import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Toaster } from 'sonner'
import type { ReportCase } from '@petfolk/contract/reports'
import { renderWithProviders } from '../../test/render.tsx'
import { json, mockFetch } from '../../test/fetch-mock.ts'
import { ReportButton } from './report-button.tsx'
import { ReportsQueuePage } from './reports-page.tsx'

describe('ReportButton', () => {
  it('asks for a reason before sending, then sends the reason and note and thanks the reporter', async () => {
    const sent: unknown[] = []
    mockFetch({
      'GET /api/session': () => json({ user: null }),
      'POST /api/reports': ({ body }) => {
        sent.push(body)
        return json({ message: 'ok' }, 201)
      },
    })
    renderWithProviders(
      <>
        <Toaster />
        <ReportButton kind="sighting" id={12} what="the sighting at the park" />
      </>,
      { path: '/lost/3' },
    )
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Report the sighting at the park' }))
    const dialog = await screen.findByRole('dialog', { name: 'Report to Petfolk staff' })
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }))
    expect(within(dialog).getByText('Choose a reason.')).toBeTruthy()
    expect(sent).toEqual([])
    await user.click(within(dialog).getByRole('radio', { name: 'Scam or phishing' }))
    await user.type(within(dialog).getByLabelText(/Anything staff should know/), 'Asks for card numbers')
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }))
    await waitFor(() => expect(sent).toEqual([{ content_kind: 'sighting', content_id: 12, reason: 'scam', note: 'Asks for card numbers' }]))
    expect(await screen.findByText(/Thank you. Petfolk staff will look at it/)).toBeTruthy()
  })
})

const reportCase: ReportCase = {
  content_kind: 'board_post',
  content_id: 5,
  text: 'Win a prize\nClick here',
  photo_url: null,
  link: '/community',
  hidden: false,
  can_hide: true,
  can_remove_photo: false,
  board_id: 2,
  author: { id: 9, display_name: 'Sly Spammer', handle: 'sly', role: 'member', suspended_until: null, banned_at: null, earlier_reports: [], staff_actions: [] },
  author_label: 'Sly Spammer',
  reports: [{ id: 1, reason: 'spam', note: 'Again', reporter: '@rita', status: 'open', outcome: null, created_at: '2026-11-01T10:00:00.000Z' }],
  first_reported_at: '2026-11-01T10:00:00.000Z',
}

describe('ReportsQueuePage', () => {
  it('shows a case with its content, author and reports, needs a reason, and sends the chosen action', async () => {
    const actions: unknown[] = []
    mockFetch({
      'GET /api/session': () => json({ user: { id: 1, email: 'mod@example.com', name: 'Mo', picture: null, role: 'moderator' } }),
      'GET /api/admin/reports': () => json(actions.length ? [] : [reportCase]),
      'GET /api/admin/boards/locked': () => json([]),
      'POST /api/admin/reports/actions': ({ body }) => {
        actions.push(body)
        return json({ handled: 1, message: 'Hidden: only staff see it now.' })
      },
    })
    renderWithProviders(
      <>
        <Toaster />
        <ReportsQueuePage />
      </>,
      { path: '/admin/reports' },
    )
    const user = userEvent.setup()
    const card = await screen.findByRole('article', { name: 'Board post by @sly' })
    expect(within(card).getByText(/Win a prize/)).toBeTruthy()
    expect(within(card).getByText('No earlier reports.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Lock the board' })).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Hide it' }))
    expect(screen.getByText(/Say why, in a sentence/)).toBeTruthy()
    expect(actions).toEqual([])
    await user.type(screen.getByLabelText('Why'), 'Spam link')
    await user.click(screen.getByRole('button', { name: 'Hide it' }))
    await waitFor(() => expect(actions).toEqual([{ content_kind: 'board_post', content_id: 5, action: 'hide', reason: 'Spam link' }]))
    expect(await screen.findByText('No open reports')).toBeTruthy()
  })
})

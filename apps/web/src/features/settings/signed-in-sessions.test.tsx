import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Toaster } from 'sonner'
import type { AccountSession } from '@petfolk/contract/auth'
import { renderWithProviders } from '../../test/render.tsx'
import { json, mockFetch } from '../../test/fetch-mock.ts'
import { SecurityCard } from './security-card.tsx'

const me = { id: 7, email: 'owner@example.com', name: 'Olive Owner', picture: null }
const noPin = { hasPin: false, locked: false, minutesUntilUnlock: 0, secondsUntilUnlock: 0, attemptsRemaining: 3, disabled: false }

const session = (id: number, label: string | null, current = false): AccountSession => ({
  id,
  label,
  created_at: '2026-05-01T09:30:00.000Z',
  last_seen_at: '2026-05-20T18:00:00.000Z',
  current,
})

function renderCard(initial: AccountSession[], routes: Parameters<typeof mockFetch>[0] = {}) {
  let rows = initial
  mockFetch({
    'GET /api/session': () => json({ user: me }),
    'GET /api/pin/status': () => json(noPin),
    'GET /api/account/sessions': () => json(rows),
    ...routes,
  })
  const setRows = (next: AccountSession[]) => {
    rows = next
  }
  renderWithProviders(
    <>
      <Toaster />
      <SecurityCard />
    </>,
    { path: '/settings' },
  )
  return { user: userEvent.setup(), setRows }
}

const sessionList = () => screen.findByRole('list', { name: "Where you're signed in" })

describe("Settings › Security › Where you're signed in", () => {
  it('lists each session with its browser and device, when it started and was last active, marking this device', async () => {
    renderCard([session(2, 'Safari on iPhone'), session(3, null), session(1, 'Chrome on Mac', true)])
    const items = within(await sessionList()).getAllByRole('listitem')
    expect(items).toHaveLength(3)
    const [here, phone, unknown] = items as [HTMLElement, HTMLElement, HTMLElement]
    expect(within(here).getByText('This device')).toBeTruthy()
    expect(here.textContent).toContain('Chrome on Mac')
    expect(here.textContent).toMatch(/Started May 1, 2026/)
    expect(here.textContent).toContain('Last active now')
    // No way to end the session in use from here: that is Sign out in the menu.
    expect(within(here).queryByRole('button')).toBeNull()
    expect(phone.textContent).toContain('Safari on iPhone')
    expect(phone.textContent).toMatch(/Last active May 20, 2026/)
    expect(within(phone).getByRole('button', { name: /^Sign out Safari on iPhone/ })).toBeTruthy()
    expect(unknown.textContent).toContain('Unknown browser')
    expect(screen.getByRole('button', { name: 'Sign out everywhere else' })).toBeTruthy()
  })

  it('signs out one other session and refreshes the list', async () => {
    const deleted: string[] = []
    const { user, setRows } = renderCard([session(1, 'Chrome on Mac', true), session(2, 'Safari on iPhone')], {
      'DELETE /api/account/sessions/2': ({ url }) => {
        deleted.push(url.pathname)
        setRows([session(1, 'Chrome on Mac', true)])
        return json({ ok: true })
      },
    })
    await user.click(within(await sessionList()).getByRole('button', { name: /^Sign out Safari on iPhone/ }))
    expect(await screen.findByText('Signed out of Safari on iPhone.')).toBeTruthy()
    expect(deleted).toEqual(['/api/account/sessions/2'])
    await waitFor(() => expect(within(screen.getByRole('list', { name: "Where you're signed in" })).getAllByRole('listitem')).toHaveLength(1))
    expect(screen.getByText('You are not signed in anywhere else.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Sign out everywhere else' })).toBeNull()
  })

  it("shows the server's sentence when a session had already ended", async () => {
    const { user } = renderCard([session(1, 'Chrome on Mac', true), session(2, 'Firefox on Linux')], {
      'DELETE /api/account/sessions/2': () => json({ error: 'That session was not found. It may have ended already.' }, 404),
    })
    await user.click(within(await sessionList()).getByRole('button', { name: /^Sign out Firefox on Linux/ }))
    expect(await screen.findByText('That session was not found. It may have ended already.')).toBeTruthy()
  })

  it('asks before signing out everywhere else, and keeps this device', async () => {
    let posted = 0
    const { user, setRows } = renderCard([session(1, 'Chrome on Mac', true), session(2, 'Safari on iPhone'), session(3, 'Edge on Windows')], {
      'POST /api/account/sessions/sign-out-others': () => {
        posted++
        setRows([session(1, 'Chrome on Mac', true)])
        return json({ ended: 2 })
      },
    })
    await sessionList()
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere else' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign out everywhere else?' })
    expect(dialog.textContent).toContain('Your 2 other sessions end at once. You stay signed in on this device.')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(posted).toBe(0)

    await user.click(screen.getByRole('button', { name: 'Sign out everywhere else' }))
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Sign out everywhere else' }))
    expect(await screen.findByText('Signed out of 2 other sessions.')).toBeTruthy()
    expect(posted).toBe(1)
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    await waitFor(() => expect(within(screen.getByRole('list', { name: "Where you're signed in" })).getAllByRole('listitem')).toHaveLength(1))
  })

  it('offers to try again when the list cannot load', async () => {
    let fail = true
    const { user } = renderCard([], {
      'GET /api/account/sessions': () => (fail ? json({ error: 'Resting.' }, 500) : json([session(1, 'Chrome on Mac', true)])),
    })
    expect((await screen.findByRole('alert')).textContent).toContain('HTTP error! status: 500')
    fail = false
    await user.click(screen.getByRole('button', { name: 'Try Again' }))
    expect(within(await sessionList()).getByText('This device')).toBeTruthy()
  })
})

import { describe, expect, it, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { PinStatus } from '@petfolk/contract/pin'
import { PinLoginDialog } from './pin-login-dialog.tsx'
import { renderWithProviders } from '../test/render.tsx'
import { json, mockFetch } from '../test/fetch-mock.ts'

const openStatus: PinStatus = {
  hasPin: true,
  locked: false,
  minutesUntilUnlock: 0,
  secondsUntilUnlock: 0,
  attemptsRemaining: 3,
  disabled: false,
}
const lockedStatus: PinStatus = { ...openStatus, locked: true, minutesUntilUnlock: 15, secondsUntilUnlock: 900, attemptsRemaining: 0 }

const signedOut = () => json({ user: null })

function renderDialog(onSignedIn: () => unknown = () => {}) {
  renderWithProviders(<PinLoginDialog open onOpenChange={() => {}} onSignedIn={onSignedIn} />, { path: '/signin' })
  return userEvent.setup()
}

const digitsEntered = () => screen.getByRole('status').textContent

describe('PinLoginDialog', () => {
  it('asks for 4 digits before verifying', async () => {
    const fetchSpy = mockFetch({ 'GET /api/session': signedOut, 'GET /api/pin/status': () => json(openStatus) })
    const user = renderDialog()
    await screen.findByRole('button', { name: 'Verify PIN' })
    await user.keyboard('12')
    await user.click(screen.getByRole('button', { name: 'Verify PIN' }))
    expect(screen.getByRole('alert').textContent).toBe('Please enter a 4-digit PIN')
    expect(fetchSpy.mock.calls.some(([url]) => String(url).includes('/api/pin/verify'))).toBe(false)
  })

  it('clears the input, shows the server text and warns when fewer than 3 attempts remain, saying the count once', async () => {
    mockFetch({
      'GET /api/session': signedOut,
      'GET /api/pin/status': () => json(openStatus),
      // The server's own 401 text names the count too.
      'POST /api/pin/verify': () => json({ verified: false, error: 'Incorrect PIN. 2 attempt(s) remaining.', attemptsRemaining: 2 }, 401),
    })
    const user = renderDialog()
    await screen.findByRole('button', { name: 'Verify PIN' })
    expect(screen.queryByText(/attempt\(s\) remaining/)).toBeNull()

    await user.keyboard('1111')
    expect(digitsEntered()).toBe('4 of 4 digits entered')
    await user.click(screen.getByRole('button', { name: 'Verify PIN' }))

    // One sentence, announced with the error: the warning is its count, not a second copy of it.
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Incorrect PIN. 2 attempt(s) remaining.'))
    expect(screen.getByText('2 attempt(s) remaining')).toBeTruthy()
    expect(screen.getByRole('dialog').textContent?.match(/attempt\(s\) remaining/g)).toHaveLength(1)
    expect(digitsEntered()).toBe('0 of 4 digits entered')

    // Typing again clears the error; the warning stays on its own.
    await user.keyboard('1')
    expect(screen.getByRole('alert').textContent).toBe('')
    expect(screen.getByText('2 attempt(s) remaining')).toBeTruthy()
    expect(screen.getByRole('dialog').textContent?.match(/attempt\(s\) remaining/g)).toHaveLength(1)
  })

  it('shows the locked view with a countdown on 423 and refreshes the status', async () => {
    let statusCalls = 0
    mockFetch({
      'GET /api/session': signedOut,
      'GET /api/pin/status': () => json(++statusCalls === 1 ? openStatus : lockedStatus),
      'POST /api/pin/verify': () =>
        json(
          {
            verified: false,
            error: 'Too many failed attempts. PIN login is locked for 15 minutes.',
            locked: true,
            minutesUntilUnlock: 15,
            secondsUntilUnlock: 900,
            attemptsRemaining: 0,
          },
          423,
        ),
    })
    const user = renderDialog()
    await screen.findByRole('button', { name: 'Verify PIN' })
    await user.keyboard('9999')
    await user.click(screen.getByRole('button', { name: 'Verify PIN' }))

    expect(await screen.findByRole('heading', { name: 'Account Locked' })).toBeTruthy()
    expect(screen.getByText('Account Temporarily Locked')).toBeTruthy()
    // The countdown says it, and is what is announced; the 423's sentence would say it twice.
    expect(screen.getByRole('alert').textContent).toBe('Too many failed attempts. Try again in 15:00')
    expect(screen.getByRole('dialog').textContent?.match(/Too many failed attempts/g)).toHaveLength(1)
    expect(screen.queryByText('Too many failed attempts. PIN login is locked for 15 minutes.')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Verify PIN' })).toBeNull()
    await waitFor(() => expect(statusCalls).toBe(2))
  })

  it('opens straight into the locked view when the status says locked', async () => {
    mockFetch({ 'GET /api/session': signedOut, 'GET /api/pin/status': () => json({ ...lockedStatus, secondsUntilUnlock: 0, minutesUntilUnlock: 2 }) })
    renderDialog()
    expect(await screen.findByRole('heading', { name: 'Account Locked' })).toBeTruthy()
    expect(screen.getByText(/Try again in/).textContent).toBe('Too many failed attempts. Try again in 2:00')
  })

  it('loads the session, then hands over to onSignedIn, once the PIN is verified', async () => {
    let signedIn = false
    const fetchSpy = mockFetch({
      'GET /api/session': () =>
        signedIn
          ? json({
              user: {
                id: 1,
                email: 'sam@example.com',
                google_sub: 's',
                google_user_data: { name: 'Sam', email: null, picture: null },
                created_at: '2025-01-01T00:00:00.000Z',
                updated_at: '2025-01-01T00:00:00.000Z',
                last_signed_in_at: '2025-01-01T00:00:00.000Z',
                role: 'member',
                display_name: 'Sam',
                needs_name: false,
              },
            })
          : signedOut(),
      'GET /api/pin/status': () => json(openStatus),
      'POST /api/pin/verify': () => {
        signedIn = true
        return json({ verified: true })
      },
    })
    const sessionsSeenAtHandOver: boolean[] = []
    const onSignedIn = vi.fn(() => {
      sessionsSeenAtHandOver.push(signedIn)
    })
    const user = renderDialog(onSignedIn)
    await screen.findByRole('button', { name: 'Verify PIN' })
    await user.keyboard('2468')
    await user.click(screen.getByRole('button', { name: 'Verify PIN' }))
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1))
    expect(sessionsSeenAtHandOver).toEqual([true])
    const sessionAsks = fetchSpy.mock.calls.filter(([url]) => String(url).includes('/api/session'))
    expect(sessionAsks.length).toBeGreaterThanOrEqual(2)
  })

  it('says when no PIN exists and when the status cannot be checked', async () => {
    mockFetch({ 'GET /api/session': signedOut, 'GET /api/pin/status': () => json({ ...openStatus, hasPin: false }) })
    renderDialog()
    expect(await screen.findByText('No PIN found. Please set up a PIN first.')).toBeTruthy()
  })

  it('reports a failed status check', async () => {
    mockFetch({ 'GET /api/session': signedOut, 'GET /api/pin/status': () => json({ error: 'Server unavailable.' }, 503) })
    renderDialog()
    expect(await screen.findByText('Failed to check PIN status')).toBeTruthy()
  })

  it('shows the network error text when verifying cannot reach the server', async () => {
    const routes = mockFetch({ 'GET /api/session': signedOut, 'GET /api/pin/status': () => json(openStatus) })
    const user = renderDialog()
    await screen.findByRole('button', { name: 'Verify PIN' })
    routes.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')))
    await user.keyboard('1234')
    await user.click(screen.getByRole('button', { name: 'Verify PIN' }))
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Network error. Please try again.'))
  })

  it('explains how to reset a PIN without a session and offers Google sign-in', async () => {
    mockFetch({ 'GET /api/session': signedOut, 'GET /api/pin/status': () => json(openStatus) })
    const assign = vi.fn()
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign })
    const user = renderDialog()
    await user.click(await screen.findByRole('button', { name: 'Reset PIN' }))
    expect(screen.getByText(/sign in with Google first\. Then open Settings/)).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeTruthy()
  })
})

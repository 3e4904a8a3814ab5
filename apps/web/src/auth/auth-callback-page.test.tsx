import { afterEach, describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import { AuthCallbackPage } from './auth-callback-page.tsx'
import { renderWithProviders } from '../test/render.tsx'
import { json, mockFetch } from '../test/fetch-mock.ts'
import { testMember } from '../test/members.ts'

const user = testMember({ id: 3, name: 'Ana', email: 'ana@example.com', googleSub: 'sub-3', since: '2025-01-01T00:00:00.000Z' })
const noPin = { hasPin: false, locked: false, minutesUntilUnlock: 0, secondsUntilUnlock: 0, attemptsRemaining: 3, disabled: false }

function visitCallback(search: string) {
  // The exchange reads the provider's answer from the real address bar, as in the browser.
  window.history.replaceState(null, '', `/auth/callback${search}`)
  return renderWithProviders(<AuthCallbackPage />, { path: '/auth/callback', strictMode: true })
}

afterEach(() => window.history.replaceState(null, '', '/'))

describe('AuthCallbackPage', () => {
  it('exchanges the code once (even in StrictMode), welcomes, then offers the optional PIN step', async () => {
    let signedIn = false
    const sessionBodies: unknown[] = []
    mockFetch({
      'GET /api/session': () => json({ user: signedIn ? user : null }),
      'POST /api/sessions': ({ body }) => {
        sessionBodies.push(body)
        signedIn = true
        return json({ ok: true })
      },
      'GET /api/pin/status': () => json(noPin),
    })
    visitCallback('?code=code-1&state=state-1')

    expect(screen.getByRole('heading', { name: 'Signing you in...' })).toBeTruthy()
    expect(await screen.findByRole('heading', { name: 'Welcome to Petfolk!' })).toBeTruthy()
    expect(sessionBodies).toEqual([{ code: 'code-1', state: 'state-1' }])

    expect(await screen.findByRole('heading', { name: 'Almost Done!' }, { timeout: 3000 })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Skip for now' })).toBeTruthy()
  })

  it('forwards iss only when the provider sent it', async () => {
    const sessionBodies: unknown[] = []
    mockFetch({
      'GET /api/session': () => json({ user: user }),
      'POST /api/sessions': ({ body }) => {
        sessionBodies.push(body)
        return json({ ok: true })
      },
      'GET /api/pin/status': () => json({ ...noPin, hasPin: true }),
    })
    visitCallback('?code=code-2&state=state-2&iss=http%3A%2F%2Flocalhost%2Fdev-idp')
    await screen.findByRole('heading', { name: 'Welcome to Petfolk!' })
    expect(sessionBodies).toEqual([{ code: 'code-2', state: 'state-2', iss: 'http://localhost/dev-idp' }])
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard'), { timeout: 3000 })
  })

  it('fails without a code and sends the person back to /signin after 3 s', async () => {
    const fetchSpy = mockFetch({ 'GET /api/session': () => json({ user: null }) })
    visitCallback('?state=only-state')

    expect(await screen.findByRole('heading', { name: 'Sign In Failed' })).toBeTruthy()
    expect(
      screen.getByText('Cannot exchange code for session token: no code provided in the URL search params.'),
    ).toBeTruthy()
    expect(screen.getByText('There was a problem signing you in. Redirecting back to sign in page...')).toBeTruthy()
    expect(fetchSpy.mock.calls.some(([url]) => String(url).includes('/api/sessions'))).toBe(false)
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/signin'), { timeout: 4000 })
  })

  it('shows what the provider said when the person cancelled', async () => {
    mockFetch({ 'GET /api/session': () => json({ user: null }) })
    visitCallback('?error=access_denied&error_description=End-User+aborted+interaction')
    expect(await screen.findByText('End-User aborted interaction')).toBeTruthy()
  })
})

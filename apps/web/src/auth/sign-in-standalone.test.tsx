import { act } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { screen } from '@testing-library/react'
import {
  SIGN_IN_OPTIONS_ELEMENT_ID,
  StandaloneSignIn,
  readSignInOptionsFromPage,
  signInOptionsIsland,
  signInQueryClient,
} from './sign-in-standalone.tsx'
import { json, mockFetch } from '../test/fetch-mock.ts'
import { drivingReactDirectly } from '../test/hydration.ts'

const noPin = { hasPin: false, locked: false, minutesUntilUnlock: 0, secondsUntilUnlock: 0, attemptsRemaining: 3, disabled: false }

drivingReactDirectly()

/** What the build does (scripts/prerender-pages.ts), then what signin-main.tsx does in the browser. */
async function prerenderAndHydrate(provider: 'google' | 'development') {
  const built = signInQueryClient({ provider })
  const markup = renderToString(<StandaloneSignIn queryClient={built} onSignedIn={() => {}} />)
  document.head.innerHTML = signInOptionsIsland({ provider })
  const root = document.createElement('div')
  root.innerHTML = markup
  document.body.append(root)

  const mismatches: unknown[] = []
  await act(async () => {
    hydrateRoot(root, <StandaloneSignIn queryClient={signInQueryClient(readSignInOptionsFromPage())} onSignedIn={() => {}} />, {
      onRecoverableError: (error) => mismatches.push(error),
    })
  })
  return { markup, mismatches }
}

describe('the prerendered sign-in page', () => {
  it('hydrates the markup built for the development provider without a mismatch, notice included', async () => {
    mockFetch({ 'GET /api/pin/status': () => json(noPin) })
    const { markup, mismatches } = await prerenderAndHydrate('development')
    expect(markup).toContain('Development sign-in is active')
    expect(mismatches).toEqual([])
    expect(screen.getByText('Development sign-in is active:')).toBeTruthy()
  })

  it('hydrates the markup built for Google without the notice, and the Google button starts sign-in', async () => {
    const assign = vi.fn()
    vi.stubGlobal('location', { ...window.location, assign })
    const fetchSpy = mockFetch({
      'GET /api/pin/status': () => json(noPin),
      'GET /api/oauth/google/redirect_url': () => json({ redirectUrl: 'https://accounts.example/authorize' }),
    })
    const { markup, mismatches } = await prerenderAndHydrate('google')
    expect(markup).not.toContain('Development sign-in is active')
    expect(mismatches).toEqual([])
    // The page knows the provider and that nobody is signed in: it asks neither.
    expect(fetchSpy.mock.calls.map(([url]) => String(url))).not.toContainEqual(expect.stringContaining('/api/auth/options'))
    expect(fetchSpy.mock.calls.map(([url]) => String(url))).not.toContainEqual(expect.stringContaining('/api/session'))

    const google = screen.getByRole('button', { name: 'Continue with Google' })
    await act(async () => {
      google.click()
      await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://accounts.example/authorize'))
    })
  })

  it('shows Quick Login once the device turns out to have a PIN', async () => {
    mockFetch({ 'GET /api/pin/status': () => json({ ...noPin, hasPin: true }) })
    await prerenderAndHydrate('google')
    expect(await screen.findByRole('button', { name: 'Quick Login with PIN' })).toBeTruthy()
  })

  it('reads no provider from a page without one, or with an unreadable one', () => {
    expect(readSignInOptionsFromPage()).toBeNull()
    document.head.innerHTML = `<script id="${SIGN_IN_OPTIONS_ELEMENT_ID}" type="application/json">{"provider":"facebook"}</script>`
    expect(readSignInOptionsFromPage()).toBeNull()
    document.head.innerHTML = `<script id="${SIGN_IN_OPTIONS_ELEMENT_ID}" type="application/json">{not json</script>`
    expect(readSignInOptionsFromPage()).toBeNull()
  })

  it('escapes `<` in the island so no text can close its element', () => {
    // The provider is one of two fixed words today; the island must stay safe if it ever carries text.
    expect(signInOptionsIsland({ provider: 'google' })).toBe(
      `<script id="${SIGN_IN_OPTIONS_ELEMENT_ID}" type="application/json">{"provider":"google"}</script>`,
    )
  })
})

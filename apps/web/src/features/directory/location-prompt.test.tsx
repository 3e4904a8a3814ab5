import { afterEach, describe, expect, it, vi } from 'vitest'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClientProvider } from '@tanstack/react-query'
import { LOCATION_ERRORS, LOCATION_SUCCESS_CLOSE_MS, LocationPrompt } from './location-prompt.tsx'
import { createTestQueryClient } from '../../test/render.tsx'
import { json, mockFetch } from '../../test/fetch-mock.ts'

type Success = (position: { coords: { latitude: number; longitude: number } }) => void
type Failure = (error: { code: number; message: string }) => void

/** Replaces navigator.geolocation for one test (undefined = a browser without it). */
function stubGeolocation(getCurrentPosition: ((success: Success, failure: Failure) => void) | undefined) {
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: getCurrentPosition ? { getCurrentPosition: vi.fn(getCurrentPosition) } : undefined,
  })
}

const original = Object.getOwnPropertyDescriptor(navigator, 'geolocation')
afterEach(() => {
  if (original) Object.defineProperty(navigator, 'geolocation', original)
  else Reflect.deleteProperty(navigator, 'geolocation')
})

function renderPrompt() {
  const onOpenChange = vi.fn()
  const onLocated = vi.fn()
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <LocationPrompt open onOpenChange={onOpenChange} onLocated={onLocated} />
    </QueryClientProvider>,
  )
  return { onOpenChange, onLocated, user: userEvent.setup() }
}

const allowButton = () => screen.getByRole('button', { name: /Allow Location Access|Requesting/ }) as HTMLButtonElement

describe('LocationPrompt', () => {
  it('starts idle with the Allow button enabled', () => {
    stubGeolocation(() => undefined)
    renderPrompt()
    expect(screen.getByRole('dialog', { name: 'Enable Location' })).toBeTruthy()
    expect(allowButton().disabled).toBe(false)
    expect(screen.queryByText('Location Error')).toBeNull()
  })

  it('disables Allow while the browser is asked (requesting)', async () => {
    stubGeolocation(() => undefined)
    const { user } = renderPrompt()
    await user.click(allowButton())
    expect(allowButton().textContent).toBe('Requesting...')
    expect(allowButton().disabled).toBe(true)
  })

  it.each([
    [1, LOCATION_ERRORS.denied],
    [2, LOCATION_ERRORS.unavailable],
    [3, LOCATION_ERRORS.timeout],
    [99, LOCATION_ERRORS.unknown],
  ])('shows error code %i as "%s" under Location Error, and Allow can be tried again', async (code, text) => {
    stubGeolocation((_success, failure) => failure({ code, message: 'browser text' }))
    const { user, onOpenChange } = renderPrompt()
    await user.click(allowButton())
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByText('Location Error')).toBeTruthy()
    expect(within(alert).getByText(text)).toBeTruthy()
    expect(allowButton().disabled).toBe(false)
    expect(onOpenChange).not.toHaveBeenCalled()
  })

  it('says when the browser has no geolocation', async () => {
    stubGeolocation(undefined)
    const fetchSpy = mockFetch({})
    const { user } = renderPrompt()
    await user.click(allowButton())
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByText('Geolocation is not supported by this browser')).toBeTruthy()
    expect(fetchSpy).not.toHaveBeenCalled()
  })

  it('says Failed to save location when the server does not keep it', async () => {
    stubGeolocation((success) => success({ coords: { latitude: 30.27, longitude: -97.74 } }))
    mockFetch({ 'POST /api/user-location': () => json({ error: 'Something broke.' }, 500) })
    const { user } = renderPrompt()
    await user.click(allowButton())
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByText('Location Error')).toBeTruthy()
    expect(within(alert).getByText('Failed to save location')).toBeTruthy()
  })

  it('saves the position, shows success with Allow disabled, and closes itself after 1.5 s', async () => {
    stubGeolocation((success) => success({ coords: { latitude: 30.27, longitude: -97.74 } }))
    const fetchSpy = mockFetch({ 'POST /api/user-location': ({ body }) => json({ ...(body as object), stored: false }) })
    const { user, onOpenChange, onLocated } = renderPrompt()
    await user.click(allowButton())
    expect(await screen.findByText('Location enabled. Showing businesses near you.')).toBeTruthy()
    const shownAt = Date.now()
    expect(allowButton().disabled).toBe(true)
    expect(fetchSpy).toHaveBeenCalledWith('/api/user-location', expect.objectContaining({ method: 'POST' }))
    expect(JSON.parse(String(fetchSpy.mock.calls[0]?.[1]?.body))).toEqual({ latitude: 30.27, longitude: -97.74 })
    expect(onLocated).toHaveBeenCalledWith({ latitude: 30.27, longitude: -97.74 })
    expect(onOpenChange).not.toHaveBeenCalled()

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false), { timeout: LOCATION_SUCCESS_CLOSE_MS + 1000 })
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(LOCATION_SUCCESS_CLOSE_MS - 100)
  })
})

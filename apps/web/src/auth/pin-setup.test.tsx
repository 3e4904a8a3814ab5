import { describe, expect, it, vi } from 'vitest'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClientProvider } from '@tanstack/react-query'
import { PinSetup } from './pin-setup.tsx'
import { createTestQueryClient } from '../test/render.tsx'
import { json, mockFetch } from '../test/fetch-mock.ts'

function renderSetup(props: Partial<Parameters<typeof PinSetup>[0]> = {}) {
  const onComplete = props.onComplete ?? vi.fn()
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <PinSetup onComplete={onComplete} {...props} />
    </QueryClientProvider>,
  )
  return { onComplete, user: userEvent.setup() }
}

const digitsEntered = () => screen.getByRole('status').textContent
const alertText = () => screen.getByRole('alert').textContent

describe('PinSetup', () => {
  it('needs 4 digits before Continue', async () => {
    const { user } = renderSetup()
    await user.keyboard('12')
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    expect(alertText()).toBe('PIN must be 4 digits')
    expect(screen.getByText('Step 1 of 2')).toBeTruthy()
  })

  it('clears the confirm entry and says so when the PINs do not match', async () => {
    const fetchSpy = mockFetch({})
    const { user } = renderSetup()
    await user.keyboard('1234')
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    expect(screen.getByText('Step 2 of 2')).toBeTruthy()
    expect(digitsEntered()).toBe('0 of 4 digits entered')

    await user.keyboard('4321')
    await user.click(screen.getByRole('button', { name: 'Create PIN' }))
    expect(alertText()).toBe('PINs do not match')
    expect(digitsEntered()).toBe('0 of 4 digits entered')
    expect(screen.getByText('Step 2 of 2')).toBeTruthy()
    expect(fetchSpy).not.toHaveBeenCalled()
  })

  it('asks for 4 digits on the confirm step too, and Back returns to the create step', async () => {
    const { user } = renderSetup()
    await user.keyboard('1234')
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    await user.keyboard('12')
    await user.click(screen.getByRole('button', { name: 'Create PIN' }))
    expect(alertText()).toBe('PIN must be 4 digits')
    await user.click(screen.getByRole('button', { name: 'Back' }))
    expect(screen.getByText('Step 1 of 2')).toBeTruthy()
    expect(digitsEntered()).toBe('4 of 4 digits entered')
  })

  it('creates the PIN, shows success, then completes after 1.5 s', async () => {
    const fetchSpy = mockFetch({ 'POST /api/pin/create': () => json({ success: true, message: 'PIN created' }, 201) })
    const { user, onComplete } = renderSetup()
    await user.keyboard('2468')
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    await user.keyboard('2468')
    await user.click(screen.getByRole('button', { name: 'Create PIN' }))
    expect(await screen.findByText('PIN Created Successfully!')).toBeTruthy()
    expect(fetchSpy.mock.calls[0]?.[1]?.body).toBe(JSON.stringify({ pin: '2468' }))
    expect(onComplete).not.toHaveBeenCalled()
    await waitFor(() => expect(onComplete).toHaveBeenCalledTimes(1), { timeout: 2500 })
  })

  it('returns to the create step with both entries cleared and the server text on failure', async () => {
    mockFetch({ 'POST /api/pin/create': () => json({ error: 'You already have a PIN.' }, 409) })
    const { user } = renderSetup()
    await user.keyboard('1111')
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    await user.keyboard('1111')
    await user.click(screen.getByRole('button', { name: 'Create PIN' }))
    await waitFor(() => expect(alertText()).toBe('You already have a PIN.'))
    expect(screen.getByText('Step 1 of 2')).toBeTruthy()
    expect(digitsEntered()).toBe('0 of 4 digits entered')
  })

  it('says so when the network fails', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))))
    const { user } = renderSetup()
    await user.keyboard('1111')
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    await user.keyboard('1111')
    await user.click(screen.getByRole('button', { name: 'Create PIN' }))
    await waitFor(() => expect(alertText()).toBe('Network error. Please try again.'))
  })

  it('falls back to the fixed text when the server gives no reason', async () => {
    mockFetch({ 'POST /api/pin/create': () => new Response('oops', { status: 502 }) })
    const { user } = renderSetup()
    await user.keyboard('1111')
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    await user.keyboard('1111')
    await user.click(screen.getByRole('button', { name: 'Create PIN' }))
    await waitFor(() => expect(alertText()).toBe('Failed to create PIN'))
  })

  it('offers Skip for now only when skipping is allowed', async () => {
    const onSkip = vi.fn()
    const { user } = renderSetup({ onSkip })
    await user.click(screen.getByRole('button', { name: 'Skip for now' }))
    expect(onSkip).toHaveBeenCalledTimes(1)
  })
})

import { describe, expect, it, vi } from 'vitest'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClientProvider } from '@tanstack/react-query'
import { Toaster } from 'sonner'
import { createTestQueryClient } from '../../test/render.tsx'
import { json, mockFetch } from '../../test/fetch-mock.ts'
import { BLOCKED_TEXT, DeviceAlerts, DISMISSED_TEXT, TURN_OFF_LABEL, TURN_ON_LABEL, UNSUPPORTED_TEXT } from './device-alerts.tsx'
import type { DevicePush, DeviceSubscription, NotificationPermissionState } from './device-push.ts'

const PUBLIC_KEY = 'BJo-EBO74nYfY5ypa-6OpENF0JnwPvBcidPjbPUr2NDlCs7uKiapxYjfATmcblIhb6YIs-XvS9BiCbKuekHutfk'
const ENDPOINT = 'https://push.example.com/send/device-1'
const subscriptionJson = { endpoint: ENDPOINT, expirationTime: null, keys: { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) } }

/** A browser whose permission question is answered with `answer`, and that may already have a subscription. */
function fakeDevice({
  supported = true,
  permission = 'default',
  answer = 'granted',
  subscribed = false,
}: { supported?: boolean; permission?: NotificationPermissionState; answer?: NotificationPermissionState; subscribed?: boolean } = {}) {
  let current = permission
  const unsubscribe = vi.fn(async () => {
    subscription = null
    return true
  })
  const made: DeviceSubscription = { endpoint: ENDPOINT, toJSON: () => subscriptionJson, unsubscribe }
  let subscription: DeviceSubscription | null = subscribed ? made : null
  const device = {
    supported,
    permission: () => current,
    requestPermission: vi.fn(async () => {
      current = answer
      return answer
    }),
    currentSubscription: async () => subscription,
    subscribe: vi.fn(async (_key: string) => {
      subscription = made
      return made
    }),
  } satisfies DevicePush
  return { device, unsubscribe }
}

function renderOptIn(device: DevicePush, routes: Parameters<typeof mockFetch>[0] = {}) {
  const fetchSpy = mockFetch({
    'GET /api/push/public-key': () => json({ publicKey: PUBLIC_KEY }),
    'GET /api/push/subscriptions/current': () => json({ subscribed: false }),
    'POST /api/push/subscriptions': () => json({ subscribed: true }, 201),
    'DELETE /api/push/subscriptions': () => json({ subscribed: false }),
    ...routes,
  })
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <Toaster />
      <DeviceAlerts device={device} />
    </QueryClientProvider>,
  )
  return { fetchSpy, user: userEvent.setup() }
}

const calls = (spy: ReturnType<typeof mockFetch>) =>
  spy.mock.calls.map(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}`)

describe('DeviceAlerts', () => {
  it('asks nothing until the button is pressed, then asks the browser once, subscribes with the server key and saves it', async () => {
    const { device } = fakeDevice()
    const { fetchSpy, user } = renderOptIn(device)
    const button = await screen.findByRole('button', { name: TURN_ON_LABEL })
    expect(screen.getByText('Off')).toBeTruthy()
    expect(device.requestPermission).not.toHaveBeenCalled()
    expect(calls(fetchSpy)).toEqual([])

    await user.click(button)
    expect(await screen.findByRole('button', { name: TURN_OFF_LABEL })).toBeTruthy()
    expect(screen.getByText('On')).toBeTruthy()
    expect(await screen.findByText('Alerts are on for this device.')).toBeTruthy()
    expect(device.requestPermission).toHaveBeenCalledTimes(1)
    expect(device.subscribe).toHaveBeenCalledWith(PUBLIC_KEY)
    expect(calls(fetchSpy)).toEqual(['GET /api/push/public-key', 'POST /api/push/subscriptions'])
    expect(JSON.parse(String(fetchSpy.mock.calls[1]?.[1]?.body))).toEqual(subscriptionJson)
  })

  it('stays off and says how to go on when the browser question is closed unanswered', async () => {
    const { device } = fakeDevice({ answer: 'default' })
    const { fetchSpy, user } = renderOptIn(device)
    await user.click(await screen.findByRole('button', { name: TURN_ON_LABEL }))
    expect((await screen.findByRole('alert')).textContent).toBe(DISMISSED_TEXT)
    expect(screen.getByRole('button', { name: TURN_ON_LABEL })).toBeTruthy()
    expect(device.subscribe).not.toHaveBeenCalled()
    expect(calls(fetchSpy)).toEqual([])
  })

  it('explains how to unblock when the member refuses, and when the browser already blocks notifications', async () => {
    const refused = fakeDevice({ answer: 'denied' })
    const { user } = renderOptIn(refused.device)
    await user.click(await screen.findByRole('button', { name: TURN_ON_LABEL }))
    expect(await screen.findByText(BLOCKED_TEXT)).toBeTruthy()
    expect(screen.queryByRole('button', { name: TURN_ON_LABEL })).toBeNull()
  })

  it('shows a blocked browser without a button', async () => {
    renderOptIn(fakeDevice({ permission: 'denied' }).device)
    expect(await screen.findByText(BLOCKED_TEXT)).toBeTruthy()
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('says when the browser cannot receive pushes at all', async () => {
    const { fetchSpy } = renderOptIn(fakeDevice({ supported: false }).device)
    expect(await screen.findByText(UNSUPPORTED_TEXT)).toBeTruthy()
    expect(screen.queryByRole('button')).toBeNull()
    expect(calls(fetchSpy)).toEqual([])
  })

  it('shows a device the server knows as on, and turns it off on the server first, then in the browser', async () => {
    const { device, unsubscribe } = fakeDevice({ permission: 'granted', subscribed: true })
    const { fetchSpy, user } = renderOptIn(device, { 'GET /api/push/subscriptions/current': () => json({ subscribed: true }) })
    await user.click(await screen.findByRole('button', { name: TURN_OFF_LABEL }))
    expect(await screen.findByRole('button', { name: TURN_ON_LABEL })).toBeTruthy()
    expect(unsubscribe).toHaveBeenCalledTimes(1)
    const requested = calls(fetchSpy)
    expect(requested[0]).toBe(`GET /api/push/subscriptions/current?endpoint=${encodeURIComponent(ENDPOINT)}`)
    expect(requested[1]).toBe(`DELETE /api/push/subscriptions?endpoint=${encodeURIComponent(ENDPOINT)}`)
  })

  it('shows a subscription the server does not have for this member as off', async () => {
    renderOptIn(fakeDevice({ permission: 'granted', subscribed: true }).device)
    expect(await screen.findByRole('button', { name: TURN_ON_LABEL })).toBeTruthy()
  })

  it('keeps alerts off and says why when the server refuses the subscription', async () => {
    const { device } = fakeDevice()
    const { user } = renderOptIn(device, {
      'POST /api/push/subscriptions': () => json({ error: 'Give the push service address as an https URL.' }, 400),
    })
    await user.click(await screen.findByRole('button', { name: TURN_ON_LABEL }))
    expect((await screen.findByRole('alert')).textContent).toBe('Give the push service address as an https URL.')
    await waitFor(() => expect(screen.getByRole('button', { name: TURN_ON_LABEL })).toBeTruthy())
    expect(screen.getByText('Off')).toBeTruthy()
  })
})

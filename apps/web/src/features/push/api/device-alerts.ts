import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { pushEndpoints, pushSubscriptionSchema } from '@petfolk/contract/push'
import { api, ApiError } from '../../../lib/api.ts'
import { browserPush, type DevicePush, type NotificationPermissionState } from '../device-push.ts'
import { deviceAlertsQueryKey } from '../query-keys.ts'

/** Where alerts stand on this device, for this member. */
export type DeviceAlertsStatus = 'unsupported' | 'blocked' | 'off' | 'on'

/** On only when the browser has a subscription, may show notifications, and the server has it for this member. */
export async function fetchDeviceAlerts(device: DevicePush): Promise<DeviceAlertsStatus> {
  if (!device.supported) return 'unsupported'
  if (device.permission() === 'denied') return 'blocked'
  const subscription = await device.currentSubscription()
  if (!subscription || device.permission() !== 'granted') return 'off'
  const { subscribed } = await api.call(pushEndpoints.current, { query: { endpoint: subscription.endpoint } })
  return subscribed ? 'on' : 'off'
}

export function deviceAlertsQueryOptions(device: DevicePush) {
  return queryOptions({ queryKey: deviceAlertsQueryKey, queryFn: () => fetchDeviceAlerts(device) })
}

export function useDeviceAlerts(device: DevicePush) {
  return useQuery(deviceAlertsQueryOptions(device))
}

/** `dismissed`: the browser's question was closed without an answer; asking again is allowed. */
export type TurnOnOutcome = 'on' | 'blocked' | 'dismissed'

/**
 * Turns alerts on once the browser's question (asked by the caller, straight from the button
 * press, which browsers require) is answered: subscribes with the server's key and saves it.
 */
export async function turnOnDeviceAlerts(device: DevicePush, permission: Promise<NotificationPermissionState>): Promise<TurnOnOutcome> {
  const answer = await permission
  if (answer === 'denied') return 'blocked'
  if (answer !== 'granted') return 'dismissed'
  const { publicKey } = await api.call(pushEndpoints.publicKey)
  const subscription = await device.subscribe(publicKey)
  // The browser's JSON is untyped: read it with the schema the server checks it with.
  await api.call(pushEndpoints.subscribe, { body: pushSubscriptionSchema.parse(subscription.toJSON()) })
  return 'on'
}

/** Stops alerts here: the server forgets the device first (so nothing more is sent), then the browser drops it. */
export async function turnOffDeviceAlerts(device: DevicePush): Promise<void> {
  const subscription = await device.currentSubscription()
  if (!subscription) return
  try {
    await api.call(pushEndpoints.unsubscribe, { query: { endpoint: subscription.endpoint } })
  } catch (error) {
    // Not (or no longer) this member's device: nothing to forget on the server.
    if (!(error instanceof ApiError && error.status === 404)) throw error
  }
  await subscription.unsubscribe()
}

/** Longest a sign-out waits for this device's alerts to be turned off. */
const SIGN_OUT_WAIT_MS = 2000

/**
 * Before signing out: the next person on this device must not get this member's alerts (a
 * message's first lines are in them). Best effort, and never holds the sign-out up for long;
 * the member turns alerts on again after signing back in.
 */
export async function turnOffDeviceAlertsOnSignOut(device: DevicePush = browserPush()): Promise<void> {
  if (!device.supported) return
  let timer: ReturnType<typeof setTimeout> | undefined
  const giveUp = new Promise<void>((resolve) => (timer = setTimeout(resolve, SIGN_OUT_WAIT_MS)))
  await Promise.race([turnOffDeviceAlerts(device).catch(() => undefined), giveUp])
  clearTimeout(timer)
}

export function useTurnOnDeviceAlerts(device: DevicePush) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (permission: Promise<NotificationPermissionState>) => turnOnDeviceAlerts(device, permission),
    onSuccess: (outcome) => {
      if (outcome !== 'dismissed') queryClient.setQueryData<DeviceAlertsStatus>(deviceAlertsQueryKey, outcome)
    },
  })
}

export function useTurnOffDeviceAlerts(device: DevicePush) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => turnOffDeviceAlerts(device),
    onSuccess: () => queryClient.setQueryData<DeviceAlertsStatus>(deviceAlertsQueryKey, 'off'),
  })
}

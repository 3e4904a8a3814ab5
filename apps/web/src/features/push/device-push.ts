/**
 * What the opt-in needs from the browser: notification permission, the service worker and its
 * push subscription. One interface, so the opt-in's states can be tested without a browser that
 * has a push service (happy-dom has none), and one browser implementation below.
 */
export type NotificationPermissionState = 'default' | 'granted' | 'denied'

export interface DeviceSubscription {
  endpoint: string
  /** What the server stores: the browser's own JSON (endpoint and keys). */
  toJSON(): unknown
  unsubscribe(): Promise<boolean>
}

export interface DevicePush {
  /** False where the browser has no service worker, Push API or notifications (e.g. iPhone Safari outside an installed app). */
  supported: boolean
  permission(): NotificationPermissionState
  /** Asks the browser's own question; call it straight from the button press. */
  requestPermission(): Promise<NotificationPermissionState>
  /** This browser's subscription for Petfolk, if it has one. */
  currentSubscription(): Promise<DeviceSubscription | null>
  /** Subscribes with the server's public key, replacing a subscription made with another key. */
  subscribe(publicKey: string): Promise<DeviceSubscription>
}

export const SERVICE_WORKER_URL = '/sw.js'
/** How long to wait for a newly installed worker to take over, and for the push service, before giving up. */
const WAIT_MS = 30_000

/** Registers the app's service worker (docs/decisions/022). Safe to call again: the browser keeps one registration. */
export function registerServiceWorker(): Promise<ServiceWorkerRegistration> {
  // The worker script is always asked of the server afresh, so a release reaches devices at once.
  return navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/', updateViaCache: 'none' })
}

function base64urlBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/')
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='))
  return Uint8Array.from(binary, (c) => c.charCodeAt(0))
}

function sameKey(key: ArrayBuffer | null, publicKey: string): boolean {
  if (!key) return false
  const a = new Uint8Array(key)
  const b = base64urlBytes(publicKey)
  return a.length === b.length && a.every((byte, i) => byte === b[i])
}

/** The promise's answer, or a failure with `message` once WAIT_MS have passed without one. */
async function withinWait<T>(promise: Promise<T>, message: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), WAIT_MS)
  })
  try {
    return await Promise.race([promise, timeout])
  } finally {
    clearTimeout(timer)
  }
}

/** The real browser. */
export function browserPush(): DevicePush {
  const supported =
    typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window && window.isSecureContext
  return {
    supported,
    permission: () => (supported ? Notification.permission : 'default'),
    requestPermission: () => Notification.requestPermission(),
    async currentSubscription() {
      if (!supported) return null
      const registration = await navigator.serviceWorker.getRegistration('/')
      return (await registration?.pushManager.getSubscription()) ?? null
    },
    async subscribe(publicKey) {
      await registerServiceWorker()
      const registration = await withinWait(navigator.serviceWorker.ready, 'The app’s service worker did not start.')
      const existing = await registration.pushManager.getSubscription()
      if (existing && sameKey(existing.options.applicationServerKey, publicKey)) return existing
      // Made with a key the server no longer has: pushes to it would be refused.
      if (existing) await existing.unsubscribe()
      // A browser whose push service cannot be reached waits for it without end.
      return withinWait(
        registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: base64urlBytes(publicKey) }),
        'The browser’s push service did not answer.',
      )
    },
  }
}

import { useEffect, useRef, useSyncExternalStore } from 'react'
import { WifiOff } from 'lucide-react'
import { Button } from '../ui/button.tsx'
import { LOGO_CLASSES, LogoMark } from '../ui/logo-mark.tsx'

export const OFFLINE_TITLE = 'You’re offline.'
export const OFFLINE_TEXT =
  'Petfolk shows what this device keeps (your media gallery). Pets, appointments, messages and lost-pet alerts need a connection, and load again when you’re back.'

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange)
  window.addEventListener('offline', onChange)
  return () => {
    window.removeEventListener('online', onChange)
    window.removeEventListener('offline', onChange)
  }
}

/** Whether the browser has a network. Online when drawn ahead of time, so hydration finds the same page. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  )
}

/** A band at the top of every signed-in page while the browser is offline, saying what still works. */
export function OfflineNotice() {
  const online = useOnline()
  if (online) return null
  return (
    <div role="status" className="border-b border-line bg-warning-soft text-warning-fg print:hidden">
      <p className="mx-auto flex max-w-6xl items-start gap-2 px-4 py-2.5 text-sm lg:px-8">
        <WifiOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          <strong className="font-bold">{OFFLINE_TITLE}</strong> {OFFLINE_TEXT}
        </span>
      </p>
    </div>
  )
}

/**
 * What a signed-in page shows when it was opened with no connection at all (the service worker
 * served the app from its cache): who is signed in is the server's to say, so the page waits for
 * the network instead of sending the person to sign in.
 */
export function OfflineStart({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const online = useOnline()
  const wasOnline = useRef(online)
  useEffect(() => {
    // The network is back: ask again at once rather than wait for a press.
    if (online && !wasOnline.current) onRetry()
    wasOnline.current = online
  }, [online, onRetry])
  return (
    <main id="main" className="flex min-h-dvh flex-col items-center justify-center gap-6 px-6 py-12 text-center">
      <span className={LOGO_CLASSES}>
        <LogoMark />
      </span>
      <div role="status" className="flex max-w-md flex-col items-center gap-3">
        <WifiOff aria-hidden="true" className="size-10 text-warning-fg" />
        <h1 className="text-2xl font-extrabold">{OFFLINE_TITLE}</h1>
        <p className="text-fg-muted">
          Petfolk needs a connection to check that it’s you and to load your pets, messages and lost-pet alerts. It carries on by itself when
          you’re back online.
        </p>
      </div>
      <Button variant="secondary" onClick={onRetry} loading={retrying} loadingText="Trying...">
        Try Again
      </Button>
    </main>
  )
}

import './lib/zod-config.ts'
import { startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { createQueryClient } from './lib/query-client.ts'
import { applySavedTheme } from './lib/theme.ts'
import { primeCurrentUserFromPage } from './auth/api/get-current-user.ts'
import { createRouter, routerReady } from './router.tsx'
import { AppRoot } from './app-root.tsx'
import { PRERENDERED_PATH_ATTRIBUTE, replayEarlyClicks } from './prerendered-frame.ts'
import './index.css'

applySavedTheme()

const queryClient = createQueryClient()

primeCurrentUserFromPage(queryClient)
const router = createRouter()

const root = document.getElementById('root')
if (!root) throw new Error('The page has no #root element.')

if (root.getAttribute(PRERENDERED_PATH_ATTRIBUTE) === window.location.pathname) {
  // The server sent this page already drawn (docs/decisions/020): keep its elements and make them
  // live once the route's code is here, instead of drawing everything again. As a transition,
  // hydration yields to the browser every few milliseconds instead of holding it in one long task.
  // Buttons pressed before then are pressed again once it is done.
  const app = <AppRoot queryClient={queryClient} router={router} onLive={replayEarlyClicks} />
  void routerReady(router).then(() => startTransition(() => void hydrateRoot(root, app)))
} else {
  createRoot(root).render(<AppRoot queryClient={queryClient} router={router} />)
}

// The service worker keeps the app for offline use and shows pushes (docs/decisions/022). It is
// fetched a few seconds after the page has loaded, when the browser is idle: its download of the
// app's files must not compete with the first screen becoming interactive.
const SERVICE_WORKER_DELAY_MS = 3000
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () =>
    void import('./features/push/device-push.ts')
      .then(({ registerServiceWorker }) => registerServiceWorker())
      .catch((error: unknown) => console.warn('The service worker could not be registered; Petfolk will not open offline.', error))
  const later = () =>
    setTimeout(() => ('requestIdleCallback' in window ? requestIdleCallback(register, { timeout: 5000 }) : register()), SERVICE_WORKER_DELAY_MS)
  if (document.readyState === 'complete') later()
  else window.addEventListener('load', later, { once: true })
}

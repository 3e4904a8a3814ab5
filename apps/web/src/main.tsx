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

import { renderToString } from 'react-dom/server'
import { createMemoryRouter } from 'react-router'
import type { SignInOptions } from '@petfolk/contract/auth'
import { DISPLAY_NAME_PLACEHOLDER, type User } from '@petfolk/contract/users'
import { LandingPage } from './features/landing/index.ts'
import { StandaloneSignIn, signInOptionsIsland, signInQueryClient } from './auth/sign-in-standalone.tsx'
import { currentUserQueryKey } from './auth/api/get-current-user.ts'
import { createQueryClient } from './lib/query-client.ts'
import { routerReady, routes } from './router.tsx'
import { AppRoot } from './app-root.tsx'

/*
 * The public pages' markup, rendered at build time by scripts/prerender-pages.ts and hydrated by
 * their own entries (landing-main.tsx, signin-main.tsx), and the signed-in pages' first screen,
 * hydrated by the app's entry (main.tsx). See docs/decisions/015, 017 and 020.
 */

export interface PrerenderedPage {
  /** What goes into #root. */
  body: string
  /** Extra elements for <head> (data islands). */
  head?: string
}

export function renderLanding(): PrerenderedPage {
  return { body: renderToString(<LandingPage />) }
}

export function renderSignIn(options: SignInOptions): PrerenderedPage {
  const body = renderToString(<StandaloneSignIn queryClient={signInQueryClient(options)} onSignedIn={() => {}} />)
  return { body, head: signInOptionsIsland(options) }
}

/**
 * Whoever is signed in, as the prerendered pages show them: the placeholder where the name goes
 * (the server writes the real one in), nothing else of theirs. Only the display name is drawn
 * before the page's data arrives.
 */
const SOMEONE: User = {
  id: 0,
  email: DISPLAY_NAME_PLACEHOLDER,
  google_sub: '',
  google_user_data: { name: DISPLAY_NAME_PLACEHOLDER, email: null, picture: null },
  role: 'member',
  display_name: DISPLAY_NAME_PLACEHOLDER,
  needs_name: false,
  created_at: '',
  updated_at: '',
  last_signed_in_at: '',
}

/**
 * A signed-in page as the app first draws it in the browser: the shell and the page with its
 * data still loading. Same tree, same router, same query cache as main.tsx, so the browser
 * hydrates it without drawing anything again.
 */
export async function renderSignedIn(path: string): Promise<PrerenderedPage> {
  const queryClient = createQueryClient()
  queryClient.setQueryData(currentUserQueryKey, SOMEONE)
  const router = createMemoryRouter(routes, { initialEntries: [path] })
  await routerReady(router)
  try {
    return { body: renderToString(<AppRoot queryClient={queryClient} router={router} />) }
  } finally {
    router.dispose()
    queryClient.clear()
  }
}

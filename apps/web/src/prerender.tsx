import { renderToString } from 'react-dom/server'
import type { SignInOptions } from '@petfolk/contract/auth'
import { LandingPage } from './features/landing/landing-page.tsx'
import { StandaloneSignIn, signInOptionsIsland, signInQueryClient } from './auth/sign-in-standalone.tsx'

/*
 * The public pages' markup, rendered at build time by scripts/prerender-pages.ts and hydrated by
 * their own entries (landing-main.tsx, signin-main.tsx). See docs/decisions/015 and 017.
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

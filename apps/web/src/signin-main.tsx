import './lib/zod-config.ts'
import { hydratePrerenderedPage } from './hydrate-prerendered.tsx'
import { StandaloneSignIn, readSignInOptionsFromPage, signInQueryClient } from './auth/sign-in-standalone.tsx'

/*
 * The sign-in page's own entry (signin.html): the page arrives prerendered, and this makes its
 * buttons live with React, the query cache and the API client, but no router and no app shell.
 * See docs/decisions/017-prerendered-sign-in-page.md.
 */
hydratePrerenderedPage(
  <StandaloneSignIn
    queryClient={signInQueryClient(readSignInOptionsFromPage())}
    // A page load, not a navigation: the app proper starts on the dashboard with the new session.
    onSignedIn={() => window.location.replace('/dashboard')}
  />,
)

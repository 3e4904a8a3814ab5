import './lib/zod-config.ts'
import { StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { applySavedTheme } from './lib/theme.ts'
import { StandaloneSignIn, readSignInOptionsFromPage, signInQueryClient } from './auth/sign-in-standalone.tsx'
import './index.css'

/*
 * The sign-in page's own entry (signin.html): the page arrives prerendered, and this makes its
 * buttons live with React, the query cache and the API client, but no router and no app shell.
 * See docs/decisions/017-prerendered-sign-in-page.md.
 */
applySavedTheme()

const root = document.getElementById('root')
if (!root) throw new Error('The page has no #root element.')

hydrateRoot(
  root,
  <StrictMode>
    <StandaloneSignIn
      queryClient={signInQueryClient(readSignInOptionsFromPage())}
      // A page load, not a navigation: the app proper starts on the dashboard with the new session.
      onSignedIn={() => window.location.replace('/dashboard')}
    />
  </StrictMode>,
)

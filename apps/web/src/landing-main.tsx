import { StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { applySavedTheme } from './lib/theme.ts'
import { LandingPage } from './features/landing/landing-page.tsx'
import './index.css'

/*
 * The landing page's own entry (landing.html): the page arrives prerendered, and this only makes
 * the carousel and theme toggle live. No router, query cache or API client: its links are plain
 * links, and the app proper (main.tsx) loads when the visitor follows one.
 * See docs/decisions/015-prerendered-landing-page.md.
 */
applySavedTheme()

const root = document.getElementById('root')
if (!root) throw new Error('The page has no #root element.')

hydrateRoot(
  root,
  <StrictMode>
    <LandingPage />
  </StrictMode>,
)

import { renderToString } from 'react-dom/server'
import { LandingPage } from './landing-page.tsx'

/** The landing page's markup, rendered at build time (scripts/prerender-landing.ts) and hydrated by landing-main.tsx. */
export function renderLanding(): string {
  return renderToString(<LandingPage />)
}

import { hydratePrerenderedPage } from './hydrate-prerendered.tsx'
import { LandingPage } from './features/landing/index.ts'

/*
 * The landing page's own entry (landing.html): the page arrives prerendered, and this only makes
 * the carousel and theme toggle live. No router, query cache or API client: its links are plain
 * links, and the app proper (main.tsx) loads when the visitor follows one.
 * See docs/decisions/015-prerendered-landing-page.md.
 */
hydratePrerenderedPage(<LandingPage />)

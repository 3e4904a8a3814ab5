/** The landing page, for the entries that prerender and hydrate it (landing-main.tsx, prerender.tsx). */
export { LandingPage } from './landing-page.tsx'

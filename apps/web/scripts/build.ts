// Builds the web app that `npm start` serves: Vite's bundles, then the prerendered pages, then
// their compressed copies. Always the production build, whatever NODE_ENV the shell exports:
// with NODE_ENV=development Vite emits React's development bundles, which no browser should be
// sent and which are several times the size the budgets allow. The budgets are checked by
// `npm test` and `npm run bench:web` (scripts/check-budgets.ts), not here, so a member's start
// never fails on them.
import { join } from 'node:path'

// Before Vite and React load: both read it once.
process.env.NODE_ENV = 'production'

const webRoot = join(import.meta.dirname, '..')
const { build } = await import('vite')
await build({ root: webRoot, mode: 'production' })
// Each step is a script that runs when imported, on the default dist folder.
await import('./prerender-pages.ts')
await import('./precompress.ts')

// Renders the landing page to HTML at build time and writes it into the built landing.html, so
// the first visit shows the page before any JavaScript runs (docs/decisions/015).
// Usage: node --import tsx scripts/prerender-landing.ts [distDir]
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build } from 'vite'

const OUTLET = '<!--prerendered-landing-->'
const webRoot = join(import.meta.dirname, '..')
const dist = process.argv[2] ?? join(webRoot, 'dist')
const landingFile = join(dist, 'landing.html')

/**
 * React renders the page's <title> and resource hints ahead of its markup; they belong in <head>
 * (the template has the title already), and #root must hold exactly what hydration will find.
 */
function splitHoisted(html: string): { head: string; body: string } {
  const hoisted = /^(?:<link [^>]*\/?>|<title>[^<]*<\/title>)*/.exec(html)?.[0] ?? ''
  const hints = hoisted.match(/<link [^>]*\/?>/g) ?? []
  return { head: hints.join(''), body: html.slice(hoisted.length) }
}

// A server build of the same sources and config, so image URLs match the browser build's.
// Inside the workspace so the bundle's bare imports (react, react-dom) resolve from node_modules.
mkdirSync(join(webRoot, 'node_modules'), { recursive: true })
const serverOut = mkdtempSync(join(webRoot, 'node_modules', '.petfolk-prerender-'))
try {
  await build({
    root: webRoot,
    logLevel: 'warn',
    build: { ssr: 'src/features/landing/landing-prerender.tsx', outDir: serverOut, emptyOutDir: true, manifest: false, copyPublicDir: false },
  })
  const bundle = readdirSync(serverOut).find((name) => /^landing-prerender\.m?js$/.test(name))
  if (!bundle) throw new Error(`the server build wrote no landing-prerender module in ${serverOut}`)
  const { renderLanding } = (await import(pathToFileURL(join(serverOut, bundle)).href)) as { renderLanding: () => string }

  const template = readFileSync(landingFile, 'utf8')
  if (!template.includes(OUTLET)) throw new Error(`${landingFile} has no ${OUTLET} to fill`)
  const { head, body } = splitHoisted(renderLanding())
  // Functions, not strings: a `$&` or `$'` in the page's text must not act as a replacement pattern.
  writeFileSync(landingFile, template.replace('</head>', () => `${head}</head>`).replace(OUTLET, () => body))
  console.log(`prerendered the landing page into ${landingFile}`)
} finally {
  rmSync(serverOut, { recursive: true, force: true })
}

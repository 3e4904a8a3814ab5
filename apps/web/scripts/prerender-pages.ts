// Renders the public pages to HTML at build time and writes them into the built pages, so a first
// visit shows the page before any JavaScript runs: the landing page (landing.html) and the
// sign-in page, once per sign-in provider (signin.html for Google, signin-development.html for the
// development identity provider; the server sends the one its configuration uses).
// See docs/decisions/015 and 017. Usage: node --import tsx scripts/prerender-pages.ts [distDir]
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build } from 'vite'
import type { PrerenderedPage, renderLanding, renderSignIn } from '../src/prerender.tsx'

const OUTLET = '<!--prerendered-->'
const webRoot = join(import.meta.dirname, '..')
const dist = process.argv[2] ?? join(webRoot, 'dist')

interface Renderers {
  renderLanding: typeof renderLanding
  renderSignIn: typeof renderSignIn
}

/** Which built template each page is rendered into, and the file it is written to. */
const pages = (render: Renderers): { template: string; file: string; page: PrerenderedPage }[] => [
  { template: 'landing.html', file: 'landing.html', page: render.renderLanding() },
  { template: 'signin.html', file: 'signin.html', page: render.renderSignIn({ provider: 'google' }) },
  { template: 'signin.html', file: 'signin-development.html', page: render.renderSignIn({ provider: 'development' }) },
]

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
    build: { ssr: 'src/prerender.tsx', outDir: serverOut, emptyOutDir: true, manifest: false, copyPublicDir: false },
  })
  const bundle = readdirSync(serverOut).find((name) => /^prerender\.m?js$/.test(name))
  if (!bundle) throw new Error(`the server build wrote no prerender module in ${serverOut}`)
  const renderers = (await import(pathToFileURL(join(serverOut, bundle)).href)) as Renderers

  const templates = new Map<string, string>()
  for (const { template, file, page } of pages(renderers)) {
    let html = templates.get(template)
    if (html === undefined) {
      html = readFileSync(join(dist, template), 'utf8')
      templates.set(template, html)
    }
    if (!html.includes(OUTLET)) throw new Error(`${template} has no ${OUTLET} to fill`)
    const { head, body } = splitHoisted(page.body)
    const extraHead = `${head}${page.head ?? ''}`
    // Functions, not strings: a `$&` or `$'` in the page's text must not act as a replacement pattern.
    writeFileSync(join(dist, file), html.replace('</head>', () => `${extraHead}</head>`).replace(OUTLET, () => body))
    console.log(`prerendered ${file}`)
  }
} finally {
  rmSync(serverOut, { recursive: true, force: true })
}

// Renders pages to HTML at build time and writes them into the built pages, so a first visit shows
// the page before any JavaScript runs: the landing page (landing.html), the sign-in page once per
// sign-in provider (signin.html for Google, signin-development.html for the development identity
// provider; the server sends the one its configuration uses), and the signed-in pages' first
// screen (frames/<page>.html, the app's index.html drawn, with a placeholder where the server
// writes the person's name). See docs/decisions/015, 017 and 020.
// Usage: node --import tsx scripts/prerender-pages.ts [distDir]
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build } from 'vite'
import type { PrerenderedPage, renderLanding, renderSignIn, renderSignedIn } from '../src/prerender.tsx'
import { PRERENDERED_PATH_ATTRIBUTE, PRERENDERED_SIGNED_IN_PATHS } from '../src/prerendered-frame.ts'

const OUTLET = '<!--prerendered-->'
/** index.html's loading screen, which a signed-in page's first screen replaces. */
const LOADING_SCREEN = /<div id="root"><!--loading-screen-->[\s\S]*?<!--\/loading-screen--><\/div>/
const webRoot = join(import.meta.dirname, '..')
const dist = process.argv[2] ?? join(webRoot, 'dist')

interface Renderers {
  renderLanding: typeof renderLanding
  renderSignIn: typeof renderSignIn
  renderSignedIn: typeof renderSignedIn
}

interface PageToWrite {
  template: string
  file: string
  page: PrerenderedPage
  /** A signed-in page: drawn into index.html in place of its loading screen, for this path. */
  signedInPath?: string
}

/** Which built template each page is rendered into, and the file it is written to. */
const pages = async (render: Renderers): Promise<PageToWrite[]> => [
  { template: 'landing.html', file: 'landing.html', page: render.renderLanding() },
  { template: 'signin.html', file: 'signin.html', page: render.renderSignIn({ provider: 'google' }) },
  { template: 'signin.html', file: 'signin-development.html', page: render.renderSignIn({ provider: 'development' }) },
  ...(await Promise.all(
    PRERENDERED_SIGNED_IN_PATHS.map(async (path) => ({
      template: 'index.html',
      file: join('frames', `${path.slice(1)}.html`),
      page: await render.renderSignedIn(path),
      signedInPath: path,
    })),
  )),
]

/** The page's text with its prerendered markup in #root, its hints in <head>, its title as the page's. */
function fill(html: string, { page, signedInPath, template }: PageToWrite): string {
  const { head, title, body } = splitHoisted(page.body)
  const extraHead = `${head}${page.head ?? ''}`
  // Functions, not strings: a `$&` or `$'` in the page's text must not act as a replacement pattern.
  const withHead = html.replace('</head>', () => `${extraHead}</head>`)
  if (!signedInPath) {
    if (!html.includes(OUTLET)) throw new Error(`${template} has no ${OUTLET} to fill`)
    return withHead.replace(OUTLET, () => body)
  }
  if (!LOADING_SCREEN.test(html)) throw new Error(`${template} has no loading screen in #root to replace`)
  return scriptsAfterFirstPaint(withHead)
    .replace('</head>', () => `${textFontPreloads(html)}</head>`)
    .replace(/<title>[^<]*<\/title>/, () => title ?? '<title>Petfolk</title>')
    .replace(LOADING_SCREEN, () => `<div id="root" ${PRERENDERED_PATH_ATTRIBUTE}="${signedInPath}">${body}</div>`)
}

/** The id of the inert template holding a prerendered signed-in page's scripts (public/after-first-paint.js). */
const AFTER_FIRST_PAINT_ID = 'after-first-paint'

/**
 * A page that arrives drawn needs its scripts only to become interactive: they wait, inert in a
 * template, until the page has painted, and public/after-first-paint.js then adds them. The
 * stylesheet and the text font have the connection to themselves until the first paint.
 */
function scriptsAfterFirstPaint(html: string): string {
  const scripts = html.match(/<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g) ?? []
  if (!scripts.some((tag) => tag.startsWith('<script'))) throw new Error('the page has no module script to defer')
  let rest = html
  for (const tag of scripts) rest = rest.replace(tag, '')
  const deferred = `<template id="${AFTER_FIRST_PAINT_ID}">${scripts.join('')}</template><script src="/after-first-paint.js" defer></script>`
  return rest.replace('</head>', () => `${deferred}</head>`)
}

/**
 * Preloads for the web font files that draw Latin text (unicode-range U+0000-00FF, which the CSS
 * minifier writes U+??), read from the page's stylesheets. Drawn before the font arrives, the
 * page's text would change size when it does and shift the layout.
 */
function textFontPreloads(html: string): string {
  const stylesheets = [...html.matchAll(/<link rel="stylesheet"[^>]* href="\/([^"]+)"/g)].map((m) => m[1] as string)
  const fonts = stylesheets.flatMap((file) =>
    [...readFileSync(join(dist, file), 'utf8').matchAll(/@font-face\{[^}]*\}/g)]
      .map((m) => m[0])
      .filter((face) => /unicode-range:U\+(0+-0*FF|\?\?)[,;}]/i.test(face))
      .flatMap((face) => [.../url\((\/[^)]+\.woff2)\)/g.exec(face)?.slice(1, 2) ?? []]),
  )
  if (!fonts.length) throw new Error('no web font for Latin text found in the stylesheets')
  return [...new Set(fonts)].map((href) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${href}">`).join('')
}

/**
 * React renders the page's <title> and resource hints ahead of its markup; they belong in <head>
 * (public pages keep the template's title; a signed-in page's replaces it), and #root must hold
 * exactly what hydration will find.
 */
function splitHoisted(html: string): { head: string; title?: string; body: string } {
  const hoisted = /^(?:<link [^>]*\/?>|<title>[^<]*<\/title>)*/.exec(html)?.[0] ?? ''
  const hints = hoisted.match(/<link [^>]*\/?>/g) ?? []
  const title = /<title>[^<]*<\/title>/.exec(hoisted)?.[0]
  return { head: hints.join(''), ...(title ? { title } : {}), body: html.slice(hoisted.length) }
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
  for (const toWrite of await pages(renderers)) {
    let html = templates.get(toWrite.template)
    if (html === undefined) {
      html = readFileSync(join(dist, toWrite.template), 'utf8')
      templates.set(toWrite.template, html)
    }
    mkdirSync(dirname(join(dist, toWrite.file)), { recursive: true })
    writeFileSync(join(dist, toWrite.file), fill(html, toWrite))
    console.log(`prerendered ${toWrite.file}`)
  }
} finally {
  rmSync(serverOut, { recursive: true, force: true })
}

import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib'
import { serveStatic } from '@hono/node-server/serve-static'
import { Hono, type Context } from 'hono'
import type { SignInOptions } from '@petfolk/contract/auth'
import { DISPLAY_NAME_PLACEHOLDER, SESSION_STATE_ELEMENT_ID, displayName, type SessionState, type User } from '@petfolk/contract/users'
import { escapeHtml } from './html.ts'
import { signedInPreloads } from './spa-preloads.ts'

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60

export interface SpaOptions {
  /**
   * The visitor's session, written into every page of the app so it can draw the signed-in
   * screen without first asking GET /api/session (one round trip less before the first screen).
   */
  sessionState?: (c: Context) => Promise<SessionState>
  /** Which sign-in the server offers: /signin is the page prerendered for it (docs/decisions/017). */
  signInProvider?: SignInOptions['provider']
  /**
   * The title and link preview of a page whose content the server knows (a public lost-pet
   * report), or null: social networks and messengers read the HTML, never run the app.
   */
  pageHead?: (c: Context) => Promise<PageHead | null>
}

/** What a shared link unfurls as. */
export interface PageHead {
  title: string
  description: string
  /** The page's own absolute address. */
  url: string
  /** An absolute image address, or null. */
  image: string | null
}

/**
 * The page with its <title> and description replaced and Open Graph and Twitter tags added. The
 * replacements are functions, so `$&` in a pet's name is not read as a replacement pattern.
 */
export function withPageHead(html: string, head: PageHead): string {
  const title = escapeHtml(head.title)
  const description = escapeHtml(head.description)
  const tags = [
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="Petfolk" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${escapeHtml(head.url)}" />`,
    ...(head.image ? [`<meta property="og:image" content="${escapeHtml(head.image)}" />`] : []),
    `<meta name="twitter:card" content="${head.image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    ...(head.image ? [`<meta name="twitter:image" content="${escapeHtml(head.image)}" />`] : []),
  ].join('')
  return html
    .replace(/<meta name="description"[^>]*>/, () => '')
    .replace(/<title>[^<]*<\/title>/, () => '')
    .replace('</head>', () => `<title>${title}</title><meta name="description" content="${description}" />${tags}</head>`)
}

export const SIGN_IN_PATH = '/signin'

/** The built sign-in page for a provider, written by apps/web/scripts/prerender-pages.ts. */
export function signInPageFile(provider: SignInOptions['provider']): string {
  return provider === 'development' ? 'signin-development.html' : 'signin.html'
}

/** A JSON island: data, not script (CSP allows no inline script), with `<` escaped so no text closes it. */
function sessionIsland(state: SessionState): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c')
  return `<script id="${SESSION_STATE_ELEMENT_ID}" type="application/json">${json}</script>`
}

/**
 * The signed-in pages the build drew ahead (dist/frames/<page>.html, written by
 * apps/web/scripts/prerender-pages.ts; docs/decisions/020), by path: `/dashboard` for dashboard.html.
 */
function readFrames(distDir: string): Map<string, string> {
  const dir = join(distDir, 'frames')
  if (!existsSync(dir)) return new Map()
  return new Map(
    readdirSync(dir)
      .filter((name) => name.endsWith('.html'))
      .map((name) => [`/${name.slice(0, -'.html'.length)}`, readFileSync(join(dir, name), 'utf8')]),
  )
}

/**
 * A prerendered signed-in page for this person: their name where the build left its placeholder.
 * None for a name the HTML parser would not read back as written (a carriage return becomes a
 * line feed), nor for a member asked for a name (the dashboard's prompt): hydration would find
 * other content than the app draws.
 */
function frameFor(frame: string, user: User): string | undefined {
  // The build draws no name prompt: a member the app asks for a name gets the app's page instead.
  if (user.needs_name) return undefined
  const name = displayName(user)
  if (/[\r\0]/.test(name)) return undefined
  const html = escapeHtml(name)
  return frame.replaceAll(DISPLAY_NAME_PLACEHOLDER, () => html)
}

/** Brotli quality for pages made per request: near the best ratio for HTML at a fraction of a millisecond. */
const PAGE_BROTLI_QUALITY = 5

/**
 * A page made for this request, compressed when the browser accepts it: the prerendered dashboard
 * is about 35 KB of HTML and 6 KB as brotli, which on a slow connection is most of its first paint.
 */
function sendPage(c: Context, html: string): Response {
  const accepts = c.req.header('accept-encoding') ?? ''
  c.header('Vary', 'Accept-Encoding')
  const headers = { 'Content-Type': 'text/html; charset=UTF-8' }
  if (/\bbr\b/.test(accepts)) {
    const body = brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY } })
    return c.body(new Uint8Array(body), 200, { ...headers, 'Content-Encoding': 'br' })
  }
  if (/\bgzip\b/.test(accepts)) return c.body(new Uint8Array(gzipSync(html)), 200, { ...headers, 'Content-Encoding': 'gzip' })
  return c.body(html, 200, headers)
}

/**
 * Serves the built web app: hashed assets cached for a year, `/` as the prerendered landing page
 * (landing.html, docs/decisions/015), `/signin` as the prerendered sign-in page for visitors
 * (docs/decisions/017), the signed-in pages the build drew ahead to someone signed in
 * (docs/decisions/020), every other path falls back to index.html (history routing). Pages are
 * never cached, so a new release shows at once.
 */
export function spaRoutes(distDir: string, { sessionState, signInProvider = 'google', pageHead }: SpaOptions = {}): Hono {
  const app = new Hono()
  const indexFile = join(distDir, 'index.html')
  const indexHtml = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null
  // A build without the prerendered pages (older builds, tests) shows the app's own routes there.
  const hasLanding = existsSync(join(distDir, 'landing.html'))
  const signInFile = signInPageFile(signInProvider)
  const hasSignIn = existsSync(join(distDir, signInFile))
  const shellPreloads = signedInPreloads(distDir)
  const frames = readFrames(distDir)
  const prerendered = (path: string) =>
    hasLanding && path === '/' ? '/landing.html' : hasSignIn && path === SIGN_IN_PATH ? `/${signInFile}` : path

  if (indexHtml && hasSignIn && sessionState) {
    // The prerendered page is for visitors; someone signed in goes on to their dashboard, as the
    // app's own /signin route does.
    app.get(SIGN_IN_PATH, async (c, next) => {
      if (!(await sessionState(c)).user) return next()
      c.header('Cache-Control', 'private, no-cache')
      return c.redirect('/dashboard', 302)
    })
  }
  if (indexHtml) {
    // Headers are set after serveStatic has built its response, which it returns without calling next.
    app.use('*', async (c, next) => {
      await next()
      if (c.res.status !== 200 || c.res.headers.has('Cache-Control')) return
      // The service worker and manifest name every release's files: an hour-old copy would keep
      // installed apps on the previous release (browsers re-check them; caches between may not).
      const html = c.res.headers.get('Content-Type')?.startsWith('text/html') || c.req.path === '/sw.js' || c.req.path === '/manifest.webmanifest'
      const hashed = c.req.path.startsWith('/assets/')
      c.res.headers.set(
        'Cache-Control',
        html ? 'no-cache' : hashed ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : 'public, max-age=3600',
      )
    })
    // The build writes .br and .gz copies of text assets; they are sent when the browser accepts them.
    app.use(
      '*',
      serveStatic({
        root: distDir,
        precompressed: true,
        rewriteRequestPath: prerendered,
      }),
    )
  }
  app.get('*', async (c) => {
    if (!indexHtml) {
      c.header('Cache-Control', 'no-cache')
      return c.text('The web app has not been built yet. Run `npm run build`, or use `npm start`.', 503)
    }
    const known = pageHead ? await pageHead(c) : null
    const index = known ? withPageHead(indexHtml, known) : indexHtml
    if (!sessionState) {
      c.header('Cache-Control', 'no-cache')
      return c.html(index)
    }
    // The page now carries this person's name: no shared cache may keep it.
    c.header('Cache-Control', 'private, no-cache')
    const state = await sessionState(c)
    const frame = frames.get(c.req.path)
    const framed = frame && state.user ? frameFor(frame, state.user) : undefined
    // A framed page loads its scripts after its first paint (docs/decisions/020), preloads included.
    const head = `${sessionIsland(state)}${state.user && !framed ? shellPreloads : ''}</head>`
    const page = framed ?? index
    // A function, not a string: `$&` or `$'` in someone's name must not act as replacement patterns.
    return sendPage(c, page.replace('</head>', () => head))
  })
  return app
}

import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import { Hono } from 'hono'

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60

/**
 * Serves the built web app: hashed assets cached for a year, `/` as the prerendered landing page
 * (landing.html, docs/decisions/015), every other path falls back to index.html (history
 * routing). Pages are never cached, so a new release shows at once.
 */
export function spaRoutes(distDir: string): Hono {
  const app = new Hono()
  const indexFile = join(distDir, 'index.html')
  const indexHtml = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null
  // A build without the landing page (older builds, tests) shows the app's own landing route at `/`.
  const hasLanding = existsSync(join(distDir, 'landing.html'))

  if (indexHtml) {
    // Headers are set after serveStatic has built its response, which it returns without calling next.
    app.use('*', async (c, next) => {
      await next()
      if (c.res.status !== 200 || c.res.headers.has('Cache-Control')) return
      const html = c.res.headers.get('Content-Type')?.startsWith('text/html')
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
        rewriteRequestPath: (path) => (hasLanding && path === '/' ? '/landing.html' : path),
      }),
    )
  }
  app.get('*', (c) => {
    c.header('Cache-Control', 'no-cache')
    if (!indexHtml) {
      return c.text('The web app has not been built yet. Run `npm run build`, or use `npm start`.', 503)
    }
    return c.html(indexHtml)
  })
  return app
}

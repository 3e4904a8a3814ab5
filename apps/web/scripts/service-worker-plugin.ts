// Fills in the service worker's list of files to keep for offline use (docs/decisions/022). The
// worker itself is written by hand in public/sw.js; this plugin only replaces its BUILD line with
// this build's files and a version derived from them, so each release installs a new worker that
// drops the previous release's cache.
import { createHash } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin, ResolvedConfig } from 'vite'

export const SERVICE_WORKER_FILE = 'sw.js'
const BUILD_LINE = /^const BUILD = \{ version: 'development', precache: \[\] \}$/m

/**
 * What the app needs to open with no network: its page, every script and stylesheet (any route
 * may be the one opened), the pictures the code imports, the Latin text font, and the public
 * files the page and notifications use. The landing and sign-in pages are not kept: offline, the
 * app's own routes draw them.
 */
export function precacheList(bundleFiles: readonly string[]): string[] {
  const assets = bundleFiles.filter(
    (file) => file.startsWith('assets/') && (/\.(js|css|svg|png|webp|avif|jpe?g)$/.test(file) || /latin-wght-normal-[^/]*\.woff2$/.test(file)),
  )
  const publicFiles = ['theme-boot.js', 'favicon.svg', 'manifest.webmanifest', 'icons/icon-192.png', 'icons/badge-96.png']
  return ['index.html', ...publicFiles, ...assets.sort()].map((file) => `/${file}`)
}

export function serviceWorker(): Plugin {
  let config: ResolvedConfig
  return {
    name: 'petfolk-service-worker',
    // The browser build only: the prerender's server build of the same sources has no worker.
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved
    },
    writeBundle(options, bundle) {
      const outDir = options.dir ?? config.build.outDir
      const precache = precacheList(Object.keys(bundle))
      // Hashed names change with their content; index.html and the public files do not, so they count too.
      const hash = createHash('sha256').update(precache.join('\n'))
      for (const file of precache.filter((path) => !path.startsWith('/assets/')).map((path) => path.slice(1))) {
        hash.update(readFileSync(join(outDir, file)))
      }
      const build = { version: hash.digest('hex').slice(0, 16), precache }
      const source = readFileSync(join(config.publicDir, SERVICE_WORKER_FILE), 'utf8')
      if (!BUILD_LINE.test(source)) throw new Error(`public/${SERVICE_WORKER_FILE} has no BUILD line to fill in`)
      writeFileSync(join(outDir, SERVICE_WORKER_FILE), source.replace(BUILD_LINE, () => `const BUILD = ${JSON.stringify(build)}`))
    },
  }
}

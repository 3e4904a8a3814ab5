// Fails the production build when a page loads more JavaScript than its budget.
// Reads Vite's manifest: a page costs its entry chunk plus every chunk reachable through static
// imports from the entry and from the page's own lazy chunk (what the browser fetches to show it).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

interface ManifestChunk {
  file: string
  src?: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
}
type Manifest = Record<string, ManifestChunk>

const KB = 1024
/**
 * Public pages a visitor lands on, and their budget of gzipped JavaScript: the HTML page that
 * serves them and, for pages of the app, the route's own lazy chunk. The landing and sign-in pages
 * are their own prerendered pages (docs/decisions/015 and 017); the issue asks 100 KB for the
 * landing page. Sign-in adds the query cache, API client and zod; the preview page is a route of
 * the app, with the router as well. Their budgets are today's figures plus a margin, so that
 * growth fails the build. The preview's rose from 175 to 180 KB with issue 16: every call now
 * parses its answer with its endpoint's descriptor, whose schemas travel with the page (172.2 →
 * 176.7 KB gzip; decision 031). It rose to 182 KB with issue 29's staff area and safe input:
 * zod is one chunk for every page and holds every zod feature any page uses (24.8 → 26.0 KB), and
 * the router's map names the new pages (179.3 → 180.5 KB gzip, after the staff area's own routes
 * moved into its lazy chunk, routes/staff-routes.tsx, and the shared-icons chunk to icons three pages use).
 */
export const PAGE_BUDGETS: { page: string; html: string; module?: string; budgetKb: number }[] = [
  { page: 'landing (/)', html: 'landing.html', budgetKb: 100 },
  { page: 'sign-in (/signin)', html: 'signin.html', budgetKb: 130 },
  { page: 'preview (/preview)', html: 'index.html', module: 'src/features/preview/preview-page.tsx', budgetKb: 182 },
]

const dist = process.argv[2] ?? join(import.meta.dirname, '..', 'dist')
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest
const gzipSizes = new Map<string, number>()
/** A chunk's gzipped size in KB, compressed once however often it is asked for. */
function gzipKb(key: string): number {
  let size = gzipSizes.get(key)
  if (size === undefined) {
    size = gzipSync(readFileSync(join(dist, manifest[key]?.file ?? ''))).length / KB
    gzipSizes.set(key, size)
  }
  return size
}

function staticClosure(keys: string[]): Set<string> {
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key)) return
    seen.add(key)
    for (const next of manifest[key]?.imports ?? []) visit(next)
  }
  keys.forEach(visit)
  return seen
}

const entry = 'index.html'
if (!manifest[entry]?.isEntry) throw new Error('no entry chunk for index.html in the manifest')

let failed = false
for (const { page, html, module, budgetKb } of PAGE_BUDGETS) {
  if (!manifest[html]?.isEntry) {
    console.error(`budget: ${html} is not an entry of the build`)
    failed = true
    continue
  }
  if (module && !manifest[module]?.isDynamicEntry) {
    console.error(`budget: ${module} is not its own lazy chunk`)
    failed = true
    continue
  }
  const chunks = [...staticClosure(module ? [html, module] : [html])]
  const total = chunks.reduce((sum, key) => sum + gzipKb(key), 0)
  const verdict = total <= budgetKb ? 'ok  ' : 'OVER'
  if (total > budgetKb) failed = true
  console.log(`${verdict} ${page}: ${total.toFixed(1)} KB gzip of JavaScript (budget ${budgetKb} KB)`)
  for (const key of chunks.sort((a, b) => gzipKb(b) - gzipKb(a))) {
    console.log(`       ${gzipKb(key).toFixed(1).padStart(6)} KB  ${manifest[key]?.file}`)
  }
}

// Every signed-in route's page is its own chunk, fetched only when the route is opened.
const routed = Object.entries(manifest).filter(([key, chunk]) => chunk.isDynamicEntry && /^src\/features\/.+-page\.tsx$/.test(key))
const entryClosure = staticClosure([entry])
for (const [key] of routed) {
  if (entryClosure.has(key)) {
    console.error(`budget: ${key} is bundled into the entry instead of loading with its route`)
    failed = true
  }
}
console.log(`${routed.length} feature pages load as their own chunks`)
if (failed) {
  console.error('A JavaScript budget is exceeded (apps/web/scripts/check-budgets.ts).')
  process.exit(1)
}

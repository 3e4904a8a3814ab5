// Lighthouse on the built app: landing, sign-in and dashboard (signed in), on this machine's
// Chromium (CHROME_PATH, default /usr/bin/chromium). Prints performance, accessibility and best
// practices per page against the targets 90 / 95 / 95. Usage: npm run bench:web
// BENCH_WEB_PAGES=dashboard,landing picks pages; BENCH_WEB_DETAILS=1 prints metrics and failing
// audits; BENCH_WEB_REPORTS=<dir> keeps each page's Lighthouse JSON there.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { HttpBrowser } from '../apps/server/src/testing/dev-signin.ts'
import { startProductServer } from './lib/processes.ts'

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const TARGETS = { performance: 90, accessibility: 95, 'best-practices': 95 } as const
type Category = keyof typeof TARGETS

if (!existsSync(CHROME_PATH)) throw new Error(`No Chromium at ${CHROME_PATH}: install Debian's chromium package or set CHROME_PATH`)

const dir = mkdtempSync(join(tmpdir(), 'petfolk-lighthouse-'))
const server = await startProductServer('product', {
  NODE_ENV: 'production',
  ALLOW_DEV_SIGNIN: '1',
  DATABASE_URL: join(dir, 'petfolk.db'),
  DATA_DIR: dir,
  UPLOAD_DIR: join(dir, 'uploads'),
})
const chrome = await chromeLauncher.launch({
  chromePath: CHROME_PATH,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
})
try {
  const browser = new HttpBrowser(server.base)
  await browser.signIn({ email: 'lighthouse@example.com', name: 'Lighthouse Owner' })
  const cookie = browser.jar.header(`${server.base}/dashboard`)
  const pages: Array<{ name: string; url: string; headers: Record<string, string> }> = [
    { name: 'landing', url: `${server.base}/`, headers: {} },
    { name: 'sign-in', url: `${server.base}/signin`, headers: {} },
    { name: 'dashboard', url: `${server.base}/dashboard`, headers: { Cookie: cookie } },
  ]
  console.log(`Lighthouse (mobile profile, simulated throttling) with ${CHROME_PATH}\n`)
  console.log('page'.padEnd(12), 'performance'.padStart(12), 'accessibility'.padStart(14), 'best practices'.padStart(15))
  const missed: string[] = []
  const only = process.env.BENCH_WEB_PAGES?.split(',')
  for (const page of pages.filter(({ name }) => !only || only.includes(name))) {
    const result = await lighthouse(page.url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: Object.keys(TARGETS),
      extraHeaders: page.headers,
    })
    if (!result) throw new Error(`Lighthouse gave no result for ${page.url}`)
    if (result.lhr.runtimeError) throw new Error(`Lighthouse could not measure ${page.url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`)
    const { categories, finalDisplayedUrl } = result.lhr
    if (new URL(finalDisplayedUrl).pathname !== new URL(page.url).pathname) throw new Error(`${page.url} ended at ${finalDisplayedUrl}`)
    const score = (key: Category) => Math.round((categories[key]?.score ?? 0) * 100)
    for (const key of Object.keys(TARGETS) as Category[]) if (score(key) < TARGETS[key]) missed.push(`${page.name} ${key} ${score(key)} < ${TARGETS[key]}`)
    console.log(page.name.padEnd(12), String(score('performance')).padStart(12), String(score('accessibility')).padStart(14), String(score('best-practices')).padStart(15))
    if (process.env.BENCH_WEB_REPORTS) writeFileSync(join(process.env.BENCH_WEB_REPORTS, `${page.name}.json`), JSON.stringify(result.lhr))
    if (process.env.BENCH_WEB_DETAILS) {
      const metric = (id: string) => result.lhr.audits[id]?.displayValue ?? '?'
      console.log(`    FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}, SI ${metric('speed-index')}`)
      for (const audit of Object.values(result.lhr.audits)) {
        if (audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative') console.log(`    ${audit.id}: ${audit.score} ${audit.displayValue ?? ''}`)
      }
    }
  }
  console.log(missed.length === 0 ? '\nMET    every target' : `\nMISSED ${missed.join('; ')}`)
} finally {
  chrome.kill()
  await server.stop()
  rmSync(dir, { recursive: true, force: true })
}

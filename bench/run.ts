// Loads the built server with autocannon and prints requests/s and latency per route.
// Usage: npm run bench   (figures go into bench/README.md by hand, with the date and machine)
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { HttpBrowser } from '../apps/server/src/testing/dev-signin.ts'
import { freePort } from '../apps/server/src/testing/test-server.ts'

const CONNECTIONS = 100
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10)
const root = join(import.meta.dirname, '..')

async function waitForHealth(url: string) {
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return
    } catch {
      // still starting
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error('server did not start')
}

function load(url: string, headers: Record<string, string>, duration: number) {
  return autocannon({ url, connections: CONNECTIONS, duration, headers })
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'petfolk-bench-'))
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', ALLOW_DEV_SIGNIN: '1', PORT: String(port), HOST: '127.0.0.1', APP_URL: base, DATABASE_URL: join(dir, 'petfolk.db'), DATA_DIR: dir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  try {
    await waitForHealth(base)
    const browser = new HttpBrowser(base)
    await browser.signIn({ email: 'bench@example.com', name: 'Bench Owner' })
    const cookie = browser.jar.header(`${base}/api/users/me`)

    const routes: Array<{ name: string; url: string; headers: Record<string, string> }> = [
      { name: 'GET /api/health', url: `${base}/api/health`, headers: {} },
      { name: 'GET /api/users/me (session)', url: `${base}/api/users/me`, headers: { cookie } },
      { name: 'GET /api/demo/photographers', url: `${base}/api/demo/photographers`, headers: {} },
    ]
    console.log(`autocannon: ${CONNECTIONS} connections, ${DURATION_S} s per route after a 2 s warm-up\n`)
    console.log('route'.padEnd(34), 'req/s'.padStart(9), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8), 'errors'.padStart(7), 'non-2xx'.padStart(8))
    for (const route of routes) {
      await load(route.url, route.headers, 2)
      const r = await load(route.url, route.headers, DURATION_S)
      console.log(
        route.name.padEnd(34),
        r.requests.average.toFixed(0).padStart(9),
        String(r.latency.p50).padStart(8),
        String(r.latency.p99).padStart(8),
        String(r.errors + r.timeouts).padStart(7),
        String(r.non2xx).padStart(8),
      )
    }
    const status = readFileSync(`/proc/${server.pid}/status`, 'utf8')
    console.log(`\nserver RSS after the run: ${/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? '?'} kB`)
  } finally {
    server.kill('SIGTERM')
    await new Promise((r) => server.on('exit', r))
    rmSync(dir, { recursive: true, force: true })
  }
}

await main()

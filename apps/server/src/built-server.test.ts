import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HttpBrowser } from './testing/dev-signin.ts'
import { freePort } from './testing/test-server.ts'

const serverRoot = join(import.meta.dirname, '..')

/**
 * What `npm start` runs: the bundle of scripts/build.ts under plain `node`, no TypeScript loader,
 * on the Node.js that runs the tests (CI: Node 24). better-sqlite3 12 aborted this process within
 * seconds on Node 24 (a native assertion when the garbage collector freed a statement: its
 * object wrapper asked for a Node environment that a collection outside JavaScript does not
 * have); better-sqlite3 13 is built on Node-API, which has no such step (decision 042). The
 * server makes and drops prepared statements as it works, so sign-in and a few pages of use,
 * over some seconds, give the collector its chances.
 */
describe('the built server, under plain node', () => {
  const outdir = join(serverRoot, '.built-for-tests', `main-${process.pid}`)
  const dataDir = mkdtempSync(join(tmpdir(), 'petfolk-built-'))

  beforeAll(() => {
    const build = spawnSync(process.execPath, ['--import', 'tsx', join(serverRoot, 'scripts', 'build.ts'), outdir], { encoding: 'utf8' })
    expect(build.status, build.stderr).toBe(0)
  }, 60_000)
  afterAll(() => {
    rmSync(outdir, { recursive: true, force: true })
    rmSync(dataDir, { recursive: true, force: true })
  })

  it(`starts on Node ${process.versions.node}, signs a member in, serves them for a while and stops cleanly`, async () => {
    const port = await freePort()
    const url = `http://127.0.0.1:${port}`
    const child = spawn(process.execPath, [join(outdir, 'main.js')], {
      // NODE_ENV as a user's shell might have it: production must start too (no Google client, loopback only).
      env: { ...process.env, NODE_ENV: 'production', PORT: String(port), APP_URL: url, DATA_DIR: dataDir, DATABASE_URL: join(dataDir, 'petfolk.db'), UPLOAD_DIR: join(dataDir, 'uploads'), WEB_DIST_DIR: join(dataDir, 'no-web-build'), LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (d: Buffer) => (output += d.toString()))
    child.stderr.on('data', (d: Buffer) => (output += d.toString()))
    let exitCode: number | null | undefined
    let exitSignal: NodeJS.Signals | null = null
    const exited = new Promise<void>((resolve) =>
      child.on('exit', (code, signal) => {
        exitCode = code
        exitSignal = signal
        resolve()
      }),
    )
    const alive = () => exitCode === undefined
    try {
      await waitForHealth(url, alive, () => output)
      const browser = new HttpBrowser(url)
      await browser.signIn({ email: 'node24@example.com', name: 'Node Owner' })
      const session = await browser.fetch('/api/session')
      expect(session.status).toBe(200)
      expect(((await session.json()) as { user: { email: string } | null }).user?.email).toBe('node24@example.com')

      const origin = { 'content-type': 'application/json', origin: url }
      for (let i = 0; i < 40 && alive(); i++) {
        const created = await browser.fetch('/api/pets', { method: 'POST', headers: origin, body: JSON.stringify({ name: `Pet ${i}`, species: 'dog', breed: 'Beagle', weight_lbs: 20 }) })
        expect(created.status, await created.clone().text()).toBe(201)
        for (const path of ['/api/pets', '/api/dashboard/reminders', '/api/notifications', '/api/lost-pets', '/api/pet-care-tips', '/api/daily-pet-showcase/today']) {
          const res = await browser.fetch(path)
          expect(res.status, path).toBe(200)
          await res.arrayBuffer()
        }
        await new Promise((r) => setTimeout(r, 100))
      }
      expect(alive(), `the server exited (${exitCode ?? exitSignal}):\n${output}`).toBe(true)
    } finally {
      if (alive()) child.kill('SIGTERM')
      await exited
    }
    expect({ exitCode, exitSignal }, output).toEqual({ exitCode: 0, exitSignal: null })
    expect(output).not.toMatch(/Assertion failed|FATAL ERROR|Segmentation fault/)
  }, 90_000)

  it('loads the optional integrations (S3, Stripe, SMTP, PostgreSQL, the development provider) only when they are used', () => {
    // A static import in the bundle loads a package at start-up; a server on SQLite and disk,
    // without Stripe or SMTP, would hold their code for nothing (decision 054).
    const bundle = readFileSync(join(outdir, 'main.js'), 'utf8')
    const startupImports = [...bundle.matchAll(/^import\s[^;]*?from\s*"([^"]+)"/gm)].map((match) => match[1])
    expect(startupImports).toEqual(expect.arrayContaining(['better-sqlite3', 'kysely', 'hono']))
    for (const lazy of ['@aws-sdk/client-s3', '@aws-sdk/lib-storage', 'stripe', 'nodemailer', 'pg', 'oidc-provider']) {
      expect(startupImports, lazy).not.toContain(lazy)
    }
  })
})

async function waitForHealth(url: string, alive: () => boolean, output: () => string, timeoutMs = 30_000): Promise<void> {
  const until = Date.now() + timeoutMs
  while (Date.now() < until && alive()) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`${alive() ? 'the built server did not become healthy' : 'the built server exited before it became healthy'}:\n${output()}`)
}

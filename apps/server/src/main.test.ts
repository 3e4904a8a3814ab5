import { spawn } from 'node:child_process'
import { request } from 'node:http'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { freePort } from './testing/test-server.ts'

const root = join(import.meta.dirname, '..')

/** A wait, not a speed check: on a CI machine busy with the browser journeys a tsx start took over 20 s. */
async function waitForHealth(url: string, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error('server did not become healthy')
}

/** A PIN check whose body arrives in two parts, so the request is in progress for as long as we like. */
function slowPinRequest(port: number) {
  const body = '{"pin":"1234"}'
  let markSent: () => void = () => {}
  const headersSent = new Promise<void>((resolve) => (markSent = resolve))
  const req = request({
    host: '127.0.0.1',
    port,
    path: '/api/pin/verify',
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': String(body.length) },
  })
  const status = new Promise<number>((resolve, reject) => {
    req.on('response', (res) => {
      res.resume()
      res.on('end', () => resolve(res.statusCode ?? 0))
    })
    req.on('error', reject)
  })
  req.flushHeaders()
  req.write(body.slice(0, 5), () => markSent())
  return { headersSent, status, finish: () => req.end(body.slice(5)) }
}

describe('the server process', () => {
  const dir = mkdtempSync(join(tmpdir(), 'petfolk-main-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('starts on a fresh SQLite file, then on SIGTERM finishes in-flight requests and exits 0', async () => {
    const port = await freePort()
    const url = `http://127.0.0.1:${port}`
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'test', PORT: String(port), HOST: '127.0.0.1', APP_URL: url, DATABASE_URL: join(dir, 'db', 'petfolk.db'), DATA_DIR: dir, LOG_LEVEL: 'silent' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stderr = ''
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()))
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
    await waitForHealth(url)

    // Requests whose headers have arrived but whose bodies are still being sent when the signal lands.
    const inFlight = Array.from({ length: 3 }, () => slowPinRequest(port))
    await Promise.all(inFlight.map((r) => r.headersSent))
    // Give the server time to read the headers even on a busy machine.
    await new Promise((r) => setTimeout(r, 1000))
    child.kill('SIGTERM')
    await new Promise((r) => setTimeout(r, 300))
    for (const r of inFlight) r.finish()
    const statuses = await Promise.all(inFlight.map((r) => r.status))
    expect(statuses).toEqual([401, 401, 401])
    expect(await exited).toBe(0)
    expect(stderr).toBe('')
    await expect(fetch(`${url}/api/health`)).rejects.toThrow()
  }, 90_000)

  it('refuses to start with a readable message when the configuration is wrong', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: root,
      env: { ...process.env, PORT: 'not-a-port', DATA_DIR: dir, LOG_LEVEL: 'silent' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stderr = ''
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()))
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve))
    expect(code).toBe(1)
    expect(stderr).toContain('Invalid configuration')
    expect(stderr).toContain('PORT')
  })
})

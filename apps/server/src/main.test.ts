import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { slowJsonPost, waitForHealth } from './robustness/child-server.ts'
import { freePort } from './testing/test-server.ts'

const root = join(import.meta.dirname, '..')

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
    await waitForHealth(url, exited)

    // PIN checks whose headers have arrived but whose bodies are still being sent when the signal
    // lands (no device cookie, so each is a 401 once whole).
    const inFlight = Array.from({ length: 3 }, () => slowJsonPost(url, '/api/pin/verify', { pin: '1234' }, {}))
    await Promise.all(inFlight.map((r) => r.started))
    // Give the server time to read the headers even on a busy machine.
    await new Promise((r) => setTimeout(r, 1000))
    child.kill('SIGTERM')
    await new Promise((r) => setTimeout(r, 300))
    for (const r of inFlight) r.finish()
    const statuses = await Promise.all(inFlight.map(async (r) => (await r.answer).status))
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

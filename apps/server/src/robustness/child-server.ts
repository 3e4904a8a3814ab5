import { spawn, type ChildProcess } from 'node:child_process'
import { request } from 'node:http'
import { join } from 'node:path'

const serverRoot = join(import.meta.dirname, '..', '..')

export interface ChildServer {
  url: string
  child: ChildProcess
  /** Exit code and signal, once the process has ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
  stderr(): string
}

/**
 * `node --import tsx src/main.ts` as production runs it (see main.test.ts), on loopback.
 * `env` adds to or replaces the test defaults (DATABASE_URL and DATA_DIR are required).
 */
export async function spawnServer(port: number, env: Record<string, string> & { DATABASE_URL: string; DATA_DIR: string }): Promise<ChildServer> {
  const url = `http://127.0.0.1:${port}`
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: url,
      UPLOAD_DIR: join(env.DATA_DIR, 'uploads'),
      WEB_DIST_DIR: join(env.DATA_DIR, 'no-web-build'),
      LOG_LEVEL: 'silent',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()))
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })))
  try {
    await waitForHealth(url, exited)
  } catch (err) {
    child.kill('SIGKILL')
    throw new Error(`${(err as Error).message}: ${stderr}`, { cause: err })
  }
  return { url, child, exited, stderr: () => stderr }
}

/**
 * Until the server at `url` answers its health check, or its process exits. A minute: a child
 * started with tsx on a CI machine that also runs the browser journeys and other test files took
 * more than half of one to answer. It is a wait, not a speed check.
 */
export async function waitForHealth(url: string, exited: Promise<unknown>, timeoutMs = 60_000): Promise<void> {
  let gone = false
  void exited.then(() => (gone = true))
  const until = Date.now() + timeoutMs
  while (Date.now() < until && !gone) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(gone ? 'the server process exited before it became healthy' : 'the server did not become healthy')
}

/**
 * A JSON POST whose body arrives in two parts, so the request is in progress for as long as
 * the test likes (main.test.ts and crash.test.ts). `finish` sends the rest; `answer` is the status and body.
 */
export function slowJsonPost(url: string, path: string, json: unknown, headers: Record<string, string>) {
  const body = Buffer.from(JSON.stringify(json))
  const { hostname, port } = new URL(url)
  let markSent: () => void = () => {}
  const started = new Promise<void>((resolve) => (markSent = resolve))
  const req = request({ host: hostname, port, path, method: 'POST', headers: { ...headers, 'content-type': 'application/json', 'content-length': String(body.length) } })
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on('response', (res) => {
      let text = ''
      res.on('data', (d: Buffer) => (text += d.toString()))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }))
    })
    req.on('error', reject)
  })
  req.flushHeaders()
  req.write(body.subarray(0, 5), () => markSent())
  return { started, answer, finish: () => req.end(body.subarray(5)) }
}

/** A small seeded generator (mulberry32), so the moments of each kill can be replayed from the seed. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

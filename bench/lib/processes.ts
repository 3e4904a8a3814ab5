import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { freePort } from '../../apps/server/src/testing/test-server.ts'

/** Linux's USER_HZ is 100 on every common build: one tick is 10 ms. */
const CLOCK_TICK_MS = 10

export const repoRoot = join(import.meta.dirname, '..', '..')

export interface RunningServer {
  label: string
  base: string
  pid: number
  /** Resident memory of the process now, in MB. */
  rssMb(): number
  /** CPU time the process has used so far (user + system), in ms. */
  cpuMs(): number
  stop(): Promise<void>
}

async function waitForHealth(base: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode} before answering`)
    try {
      if ((await fetch(`${base}/api/health`)).ok) return
    } catch {
      // still starting
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${base} did not answer /api/health`)
}

/**
 * Starts an entry point in its own Node process on a free port and waits for /api/health:
 * a built .js file as it is, TypeScript through tsx.
 */
export async function startNodeServer(label: string, entry: string, env: Record<string, string>, nodeFlags: string[] = []): Promise<RunningServer> {
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const child = spawn(process.execPath, [...nodeFlags, ...(entry.endsWith('.ts') ? ['--import', 'tsx', entry] : [entry])], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', APP_URL: base, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  await waitForHealth(base, child)
  const pid = child.pid as number
  return {
    label,
    base,
    pid,
    rssMb: () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? Number.NaN) / 1024,
    cpuMs: () => {
      // Fields 14 and 15 of /proc/<pid>/stat (after the command name): utime and stime in clock ticks of 10 ms.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
      return (Number(fields[11]) + Number(fields[12])) * CLOCK_TICK_MS
    },
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}

/**
 * The built product exactly as `npm start` serves it: the Node flags and entry point of the
 * root package's `serve` script (`node [flags] apps/server/dist/main.js`).
 */
export function startProductServer(label: string, env: Record<string, string>, extraNodeFlags: string[] = []): Promise<RunningServer> {
  const pkg = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
  const [command, ...args] = (pkg.scripts.serve ?? '').trim().split(/\s+/)
  const entry = args.pop()
  if (command !== 'node' || !entry?.endsWith('.js') || args.some((arg) => !arg.startsWith('--'))) {
    throw new Error(`the serve script should read "node [--flags] <entry>.js", not "${pkg.scripts.serve}"`)
  }
  return startNodeServer(label, entry, env, [...args, ...extraNodeFlags])
}

import { spawn } from 'node:child_process'
import { join } from 'node:path'

export const repoRoot = join(import.meta.dirname, '..', '..', '..', '..')

export interface ScriptResult {
  code: number | null
  stdout: string
  stderr: string
}

/**
 * `node --import tsx apps/server/scripts/<name>.ts …args`, as `npm run <name>` runs it. With `env`,
 * the shell's data variables are left out and `env`'s given instead, so the script opens the
 * test's database and nothing else.
 */
export function runScript(name: string, args: string[], env?: Record<string, string>): Promise<ScriptResult> {
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^(DATABASE_URL|DATA_DIR|UPLOAD_DIR|S3_|SESSION_SECRET|VAPID_)/.test(key)))
  const child = spawn(process.execPath, ['--import', 'tsx', `apps/server/scripts/${name}.ts`, ...args], {
    cwd: repoRoot,
    env: env ? { ...inherited, ...env } : process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()))
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()))
  return new Promise((resolve, reject) => {
    child.on('error', reject)
    child.on('close', (code) => resolve({ code, stdout, stderr }))
  })
}

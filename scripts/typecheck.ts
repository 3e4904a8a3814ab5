// Type-checks every workspace with TypeScript 7, the native compiler (about five times faster than
// TypeScript 6 here). TypeScript 6 stays installed as `typescript` because typescript-eslint parses
// with its JavaScript API, which TypeScript 7 does not have (docs/decisions/042).
import { spawnSync } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

const PROJECTS = ['packages/contract', 'apps/server', 'apps/web', 'e2e', 'bench', 'scripts']

const root = join(import.meta.dirname, '..')
const manifest = createRequire(import.meta.url).resolve('typescript-native/package.json')
const tsc = join(dirname(manifest), 'bin', 'tsc')

let failed = false
for (const project of PROJECTS) {
  const run = spawnSync(process.execPath, [tsc, '-p', project], { cwd: root, stdio: 'inherit' })
  if (run.status !== 0) {
    console.error(`typecheck: ${project} has type errors`)
    failed = true
  }
}
process.exit(failed ? 1 : 0)

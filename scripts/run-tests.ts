// `npm test`: every check Petfolk has, in two chains that run side by side, since neither keeps
// two cores busy on its own (the API tests wait on databases and servers, the browser journeys on
// Chromium): the browser chain builds the app, checks the JavaScript budgets and runs the
// journeys; the code chain type-checks, lints and runs the unit and API tests. Each stage's output
// is printed whole when it ends (interleaved lines of two test runners help no one), and a table of
// stage times closes the run and is kept in test-logs/stage-times.txt for .ci/run (test-results/ is Playwright's, emptied when it starts).
import { spawn } from 'node:child_process'
import { createWriteStream, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { availableParallelism } from 'node:os'

interface Stage {
  name: string
  command: string
  args: string[]
  env?: Record<string, string>
}

const root = join(import.meta.dirname, '..')
const logs = join(root, 'test-logs')
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'

const chains: Stage[][] = [
  [
    { name: 'build', command: npm, args: ['run', 'build'] },
    { name: 'budgets', command: npm, args: ['run', 'check:budgets'] },
    { name: 'browser journeys', command: npm, args: ['run', 'test:journeys'] },
  ],
  [
    { name: 'typecheck', command: npm, args: ['run', 'typecheck'] },
    { name: 'lint', command: npm, args: ['run', 'lint'] },
    // Fewer test files at once while the journeys share the cores (vitest.workers.ts): two on two cores.
    { name: 'unit and API tests', command: npm, args: ['run', 'test:unit'], env: { PETFOLK_TEST_WORKERS: String(Math.max(2, Math.floor(availableParallelism() / 2) + 1)) } },
  ],
]

interface Outcome {
  name: string
  seconds: number
  status: 'passed' | 'failed' | 'skipped'
}

const started = Date.now()
const outcomes: Outcome[] = []
const running = new Map<string, number>()

function runStage(stage: Stage): Promise<boolean> {
  const log = join(logs, `${stage.name.replaceAll(' ', '-')}.log`)
  const out = createWriteStream(log)
  const begun = Date.now()
  running.set(stage.name, begun)
  console.log(`▶ ${stage.name}`)
  return new Promise((resolve) => {
    const child = spawn(stage.command, stage.args, { cwd: root, env: { ...process.env, ...stage.env }, stdio: ['ignore', 'pipe', 'pipe'] })
    child.stdout.pipe(out, { end: false })
    child.stderr.pipe(out, { end: false })
    child.on('close', (code, signal) => {
      out.end(() => {
        running.delete(stage.name)
        const seconds = (Date.now() - begun) / 1000
        const passed = code === 0
        outcomes.push({ name: stage.name, seconds, status: passed ? 'passed' : 'failed' })
        console.log(`\n━━━━ ${stage.name}: ${passed ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`} in ${formatSeconds(seconds)} ━━━━`)
        process.stdout.write(readFileSync(log))
        resolve(passed)
      })
    })
  })
}

async function runChain(chain: Stage[]): Promise<boolean> {
  for (const [index, stage] of chain.entries()) {
    if (!(await runStage(stage))) {
      for (const skipped of chain.slice(index + 1)) outcomes.push({ name: skipped.name, seconds: 0, status: 'skipped' })
      return false
    }
  }
  return true
}

function formatSeconds(seconds: number): string {
  return seconds >= 60 ? `${Math.floor(seconds / 60)}m ${Math.round(seconds % 60)}s` : `${seconds.toFixed(1)}s`
}

rmSync(logs, { recursive: true, force: true })
mkdirSync(logs, { recursive: true })
// A line a minute, so a long quiet stretch in a CI log says what is still going.
const heartbeat = setInterval(() => {
  const now = Date.now()
  const list = [...running].map(([name, since]) => `${name} (${formatSeconds((now - since) / 1000)})`).join(', ')
  if (list) console.log(`… still running: ${list}`)
}, 60_000)

const results = await Promise.all(chains.map(runChain))
clearInterval(heartbeat)

const table = [
  ...outcomes.map((o) => `${formatSeconds(o.seconds).padStart(8)}  ${o.status === 'passed' ? '   ' : o.status === 'failed' ? '✘  ' : '-  '}${o.name}${o.status === 'skipped' ? ' (skipped: an earlier stage failed)' : ''}`),
  `${formatSeconds((Date.now() - started) / 1000).padStart(8)}     npm test in all (the two chains side by side)`,
].join('\n')
writeFileSync(join(logs, 'stage-times.txt'), `${table}\n`)
console.log(`\n━━━━ stage times ━━━━\n${table}`)
const passed = results.every(Boolean)
if (!passed) console.error(`npm test failed: ${outcomes.filter((o) => o.status === 'failed').map((o) => o.name).join(', ')}`)
process.exit(passed ? 0 : 1)

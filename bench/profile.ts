// Where the product's CPU goes per answer, beside the reference's: both servers run under V8's
// sampling profiler (--cpu-prof) while GET /api/pets is loaded on each in turn, and only the
// samples taken inside the measured windows count, so start-up and seeding drop out. Prints, per
// server, the sampled busy time per answer and the functions with the most self time per answer.
// Usage: npm run bench:profile   (BENCH_PROFILE_ROUNDS, default 3; BENCH_PROFILE_SECONDS, default 5;
// BENCH_PROFILE_TOP, default 30; PostgreSQL instead of SQLite with BENCH_PROFILE_DIALECT=postgres
// and a postgres URL in BENCH_DATABASE_URL, DATABASE_URL or TEST_DATABASE_URL)
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createTestDatabase } from '../apps/server/src/testing/test-db.ts'
import { postgresUrl } from './lib/databases.ts'
import { load } from './lib/load.ts'
import { startNodeServer, startProductServer, type RunningServer } from './lib/processes.ts'
import { seedBenchOwner } from './lib/seed-owner.ts'

const ROUNDS = Number(process.env.BENCH_PROFILE_ROUNDS ?? 3)
const SECONDS = Number(process.env.BENCH_PROFILE_SECONDS ?? 5)
const TOP = Number(process.env.BENCH_PROFILE_TOP ?? 30)

interface CpuProfile {
  nodes: Array<{ id: number; callFrame: { functionName: string; url: string; lineNumber: number } }>
  startTime: number
  samples: number[]
  timeDeltas: number[]
}

/** A measured run: from and to on the monotonic clock V8's profiles use (µs), and the answers in it. */
type Window = { from: number; to: number; answers: number }

const monotonicMicros = () => Number(process.hrtime.bigint() / 1000n)

function where(url: string): string {
  return url.replace(/.*\/node_modules\//, '').replace(/.*\/(apps|bench)\//, '$1/')
}

/** Self time per answer of each function, from the samples inside the windows; idle time is left out. */
function selfTimes(profile: CpuProfile, windows: readonly Window[]): { busy: number; rows: Array<[string, number]> } {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]))
  const answers = windows.reduce((sum, w) => sum + w.answers, 0)
  const self = new Map<string, number>()
  let at = profile.startTime
  let busy = 0
  for (let i = 0; i < profile.samples.length; i++) {
    at += profile.timeDeltas[i] ?? 0
    if (!windows.some((w) => at >= w.from && at < w.to)) continue
    const frame = nodes.get(profile.samples[i] ?? -1)?.callFrame
    if (!frame || frame.functionName === '(idle)') continue
    // A sample stands for the time until the next one.
    const spent = profile.timeDeltas[i + 1] ?? 0
    const name = `${frame.functionName || '(anonymous)'} ${where(frame.url)}${frame.url ? `:${frame.lineNumber}` : ''}`
    self.set(name, (self.get(name) ?? 0) + spent)
    busy += spent
  }
  const rows = [...self].map(([name, micros]): [string, number] => [name, micros / answers]).sort((a, b) => b[1] - a[1])
  return { busy: busy / answers, rows }
}

const root = mkdtempSync(join(tmpdir(), 'petfolk-profile-'))
const dialect = process.env.BENCH_PROFILE_DIALECT === 'postgres' ? 'postgres' : 'sqlite'
let databaseUrl = join(root, 'data', 'petfolk.db')
let dispose: () => Promise<void> = async () => undefined
if (dialect === 'postgres') {
  const url = postgresUrl()
  if (!url) throw new Error('BENCH_PROFILE_DIALECT=postgres needs a postgres URL in BENCH_DATABASE_URL, DATABASE_URL or TEST_DATABASE_URL')
  const database = await createTestDatabase('postgres', url)
  const withSchema = new URL(url)
  withSchema.searchParams.set('options', `-c search_path=${database.pgSchema}`)
  databaseUrl = withSchema.toString()
  dispose = () => database.dispose()
}

const profiled = (label: string) => ['--cpu-prof', `--cpu-prof-dir=${root}`, `--cpu-prof-name=${label}.cpuprofile`]
const servers: RunningServer[] = []
try {
  const dataDir = join(root, 'data')
  const product = await startProductServer('product', { NODE_ENV: 'production', ALLOW_DEV_SIGNIN: '1', DATABASE_URL: databaseUrl, DATA_DIR: dataDir, UPLOAD_DIR: join(dataDir, 'uploads') }, profiled('product'))
  servers.push(product)
  const cookie = await seedBenchOwner(product.base)
  const reference = await startNodeServer('reference', 'bench/reference/reference-server.ts', { DATABASE_URL: databaseUrl }, profiled('reference'))
  servers.push(reference)

  const windows = new Map<string, Window[]>([['product', []], ['reference', []]])
  for (let round = 0; round < ROUNDS; round++) {
    for (const server of [product, reference]) {
      await load(`${server.base}/api/pets`, { cookie }, 1)
      const from = monotonicMicros()
      const cpu = server.cpuMs()
      const run = await load(`${server.base}/api/pets`, { cookie }, SECONDS)
      windows.get(server.label)?.push({ from, to: monotonicMicros(), answers: run.requests })
      console.log(`${server.label.padEnd(10)} round ${round + 1}: ${Math.round(run.rps)} req/s, ${Math.round(((server.cpuMs() - cpu) * 1000) / run.requests)} µs of CPU an answer`)
    }
  }
  // A profile is written when its process exits.
  for (const server of servers.splice(0)) await server.stop()

  for (const label of ['product', 'reference']) {
    const profile = JSON.parse(readFileSync(join(root, `${label}.cpuprofile`), 'utf8')) as CpuProfile
    const { busy, rows } = selfTimes(profile, windows.get(label) ?? [])
    console.log(`\n== ${label} (${dialect}): ${busy.toFixed(1)} µs sampled busy an answer; self time an answer:`)
    for (const [name, micros] of rows.slice(0, TOP)) console.log(`${micros.toFixed(1).padStart(8)} µs  ${name}`)
  }
} finally {
  for (const server of servers) await server.stop()
  await dispose()
  rmSync(root, { recursive: true, force: true })
}

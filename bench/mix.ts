// A realistic load: BENCH_MIX_USERS (default 500) signed-in virtual users against TWO replicas of
// the built product (apps/server/dist/main.js as `npm start` runs it, production mode) on ONE
// PostgreSQL schema and ONE S3 bucket (s3rver on the loopback), sharing SESSION_SECRET, APP_URL
// and VAPID keys as real replicas do. Each user loops: pick an action by weight (lists, details,
// posts, messages, a lost-pet report whose alerts fan out to watchers, a photo upload fetched back
// from the other replica), send it to the next replica, think 1–3 s. Prints per route requests,
// throughput, p50/p99 and errors, each process's CPU and whether p99 ≤ 250 ms with no errors.
// Usage: TEST_DATABASE_URL=postgres://… npm run bench:mix
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { RateRule } from '@petfolk/contract/endpoint'
import { RATE_RULES } from '@petfolk/contract/rate-rules'
import { readOrCreateVapidKeys } from '../apps/server/src/features/push/vapid.ts'
import { startTestS3Server, type TestS3Server } from '../apps/server/src/testing/s3-server.ts'
import { createTestDatabase, type TestDatabase } from '../apps/server/src/testing/test-db.ts'
import { postgresUrl } from './lib/databases.ts'
import { Recorder, ReplicaClient, RequestFailed } from './lib/mix-client.ts'
import { backendsCpuBetween, machineCpuMs, postgresCpu, type PostgresCpu } from './lib/mix-cpu.ts'
import { ACTIONS, buildWorld, overrideWeights, pickAction, type VirtualUser, type World } from './lib/mix-world.ts'
import { startProductServer, type RunningServer } from './lib/processes.ts'
import { summarize } from './lib/stats.ts'

const USERS = Number(process.env.BENCH_MIX_USERS ?? 500)
const SECONDS = Number(process.env.BENCH_MIX_SECONDS ?? 60)
const WARMUP_SECONDS = Number(process.env.BENCH_MIX_WARMUP_SECONDS ?? 15)
const [THINK_MIN_MS, THINK_MAX_MS] = (process.env.BENCH_MIX_THINK_MS ?? '1000-3000').split('-').map(Number) as [number, number]
const TARGET_P99_MS = 250

for (const [name, value] of Object.entries({ USERS, SECONDS, WARMUP_SECONDS, THINK_MIN_MS, THINK_MAX_MS })) {
  if (!Number.isFinite(value) || value < 0) throw new Error(`bench:mix: ${name} must be a number ≥ 0 (see bench/README.md), not ${value}`)
}
const thinkMeanMs = (THINK_MIN_MS + THINK_MAX_MS) / 2
overrideWeights(process.env.BENCH_MIX_WEIGHTS ?? '')
const totalWeight = ACTIONS.reduce((sum, a) => sum + a.weight, 0)
// A replica's CPU profile, written when it stops: what a slow mix spends its time on.
const CPU_PROF_DIR = process.env.BENCH_MIX_CPU_PROF

const pgUrl = postgresUrl()
if (!pgUrl) {
  console.error('bench:mix runs two replicas on one PostgreSQL: set BENCH_DATABASE_URL, DATABASE_URL or TEST_DATABASE_URL to a postgres:// URL (for example postgres://postgres@127.0.0.1:5432/test).')
  process.exit(2)
}

const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits })
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const think = () => THINK_MIN_MS + Math.random() * (THINK_MAX_MS - THINK_MIN_MS)

/** Every rate rule the mix spends, with its expected hits per user per action (from the weights). */
function rulesOfMix(): Map<RateRule, number> {
  const perAction = new Map<RateRule, number>()
  for (const action of ACTIONS) {
    for (const { rule, hits } of action.rules) perAction.set(rule, (perAction.get(rule) ?? 0) + (action.weight / totalWeight) * hits)
  }
  return perAction
}

/**
 * All virtual users come from 127.0.0.1, so per-address allowances meant for one household would
 * refuse the crowd: the scale gives them room for every user's share at this pace, twice over.
 * It multiplies per-member allowances too, which is why the mix checks those itself (below).
 */
function rateLimitScale(): number {
  let needed = Math.max(USERS / RATE_RULES.signIn.perIp, USERS / RATE_RULES.session.perIp)
  for (const [rule, perAction] of rulesOfMix()) {
    const actionsPerWindow = (rule.windowSeconds * 1000) / thinkMeanMs
    needed = Math.max(needed, (USERS * actionsPerWindow * perAction) / rule.perIp)
  }
  return Math.max(1, Math.ceil((needed * 2) / 10) * 10)
}

/** Fresh schema, chosen for both replicas through the URL's `options` parameter (as bench/run.ts does). */
async function postgresStore(url: string): Promise<{ database: TestDatabase; databaseUrl: string }> {
  const database = await createTestDatabase('postgres', url)
  const withSchema = new URL(url)
  withSchema.searchParams.set('options', `-c search_path=${database.pgSchema}`)
  return { database, databaseUrl: withSchema.toString() }
}

interface CpuSnapshot {
  replicas: number[]
  postgres: PostgresCpu
  generator: number
  machine: { busy: number; total: number }
}

function cpuSnapshot(servers: RunningServer[]): CpuSnapshot {
  const self = process.cpuUsage()
  return { replicas: servers.map((s) => s.cpuMs()), postgres: postgresCpu(servers.map((s) => s.pid)), generator: (self.user + self.system) / 1000, machine: machineCpuMs() }
}

async function virtualUser(world: World, user: VirtualUser, recorder: Recorder, stopAt: number, cycles: number[]): Promise<void> {
  // Users arrive spread over one think time instead of all in the same millisecond.
  await sleep(Math.random() * THINK_MAX_MS)
  while (performance.now() < stopAt) {
    const action = pickAction()
    for (const { rule, hits } of action.rules) user.ruleHits.set(rule.name, (user.ruleHits.get(rule.name) ?? 0) + hits)
    const startedAt = performance.now()
    try {
      await action.run(world, user)
    } catch (err) {
      // A request that failed is already counted; anything else (a wrong photo) is counted here.
      if (!(err instanceof RequestFailed)) recorder.failure(action.name, startedAt, 'status', (err as Error).message)
    }
    const pause = think()
    cycles.push(performance.now() - startedAt + pause)
    await sleep(pause)
  }
}

async function main(url: string): Promise<void> {
  const root = mkdtempSync(join(tmpdir(), 'petfolk-mix-'))
  const servers: RunningServer[] = []
  const clients: ReplicaClient[] = []
  let store: { database: TestDatabase; databaseUrl: string } | undefined
  let s3: TestS3Server | undefined
  try {
    store = await postgresStore(url)
    s3 = await startTestS3Server('petfolk-mix')
    const vapid = readOrCreateVapidKeys(join(root, 'vapid'))
    if ('problem' in vapid) throw new Error(vapid.problem)
    const scale = rateLimitScale()
    const shared = {
      NODE_ENV: 'production',
      ALLOW_DEV_SIGNIN: '1',
      DATABASE_URL: store.databaseUrl,
      SESSION_SECRET: randomBytes(32).toString('hex'),
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      RATE_LIMIT_SCALE: String(scale),
      // Photos live in the bucket; each replica's own UPLOAD_DIR (below) stays empty.
      ...s3.env,
    }
    // One after the other: the first runs the migrations and fills the catalog on the empty schema.
    // The second replica serves no sign-ins, so its profile is the mix alone.
    const first = await startProductServer('replica 1', { ...shared, DATA_DIR: join(root, 'replica-1'), UPLOAD_DIR: join(root, 'replica-1', 'uploads') })
    servers.push(first)
    const secondEnv = { ...shared, DATA_DIR: join(root, 'replica-2'), UPLOAD_DIR: join(root, 'replica-2', 'uploads'), APP_URL: first.base }
    // The profiled replica runs as the serve script starts it, with --cpu-prof added.
    servers.push(await startProductServer('replica 2', secondEnv, CPU_PROF_DIR ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROF_DIR}`] : []))

    const recorder = new Recorder()
    for (const server of servers) clients.push(new ReplicaClient(server.label, server.base, USERS, recorder))

    console.log('== bench:mix: signed-in traffic against two replicas on one PostgreSQL and one S3 bucket')
    console.log(`users ${USERS}, think time ${THINK_MIN_MS}–${THINK_MAX_MS} ms (uniform), warm-up ${WARMUP_SECONDS} s, measured ${SECONDS} s`)
    console.log(`replicas: ${servers.map((s) => `${s.label} ${s.base} (pid ${s.pid})`).join(', ')}; APP_URL ${first.base} for both; each user alternates replicas`)
    console.log(`PostgreSQL: fresh schema ${store.database.pgSchema}; S3: bucket ${s3.bucket} at ${s3.endpoint} (s3rver in the load generator's process); each replica its own UPLOAD_DIR`)
    console.log(`RATE_LIMIT_SCALE=${scale}: all ${USERS} users come from 127.0.0.1, so each per-address allowance must hold every user's share (×2 for headroom)`)
    console.log(`\nmix (share of actions${process.env.BENCH_MIX_WEIGHTS ? `, BENCH_MIX_WEIGHTS=${process.env.BENCH_MIX_WEIGHTS}` : ''}):`)
    for (const action of ACTIONS) console.log(`  ${fmt((action.weight / totalWeight) * 100, 1).padStart(5)}%  ${action.key.padEnd(21)} ${action.name}`)

    const world = await buildWorld(clients, first.base, USERS, (line) => console.log(line))
    if (recorder.outsideWindowFailures > 0) throw new Error(`set-up failed: ${recorder.firstOutsideWindowFailure}`)
    console.log(`${world.watchers} members watch their own area's ZIP code (${world.areas.length} areas, about ${fmt(world.watchers / world.areas.length)} watchers each)`)

    const begin = performance.now()
    const windowStart = begin + WARMUP_SECONDS * 1000
    const windowEnd = windowStart + SECONDS * 1000
    recorder.open(windowStart, windowEnd)
    const cycles: number[] = []
    const lostBefore = { reports: 0, alerted: 0 }
    let cpuStart: CpuSnapshot | undefined
    const snapshotAtWindow = sleep(WARMUP_SECONDS * 1000).then(() => {
      cpuStart = cpuSnapshot(servers)
      lostBefore.reports = world.lostReports
      lostBefore.alerted = world.watchersAlerted
    })
    let cpuEnd: CpuSnapshot | undefined
    const snapshotAtEnd = sleep((WARMUP_SECONDS + SECONDS) * 1000).then(() => {
      cpuEnd = cpuSnapshot(servers)
    })
    console.log(`\nrunning: ${WARMUP_SECONDS} s warm-up, then ${SECONDS} s measured…`)
    await Promise.all([...world.users.map((user) => virtualUser(world, user, recorder, windowEnd, cycles)), snapshotAtWindow, snapshotAtEnd])
    const ranSeconds = (performance.now() - begin) / 1000
    if (!cpuStart || !cpuEnd) throw new Error('the CPU snapshots did not run')

    // Per route.
    console.log(`\nper route (requests started in the ${SECONDS} s window):`)
    console.log('route'.padEnd(40), 'requests'.padStart(9), 'req/s'.padStart(8), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8), 'max ms'.padStart(8), 'net err'.padStart(8), 'non-2xx'.padStart(8))
    const all: number[] = []
    let networkErrors = 0
    let non2xx = 0
    const firstErrors: string[] = []
    const rows = [...recorder.routes.entries()].sort((a, b) => b[1].timings.length - a[1].timings.length)
    for (const [route, record] of rows) {
      const s = summarize(record.timings)
      all.push(...record.timings)
      networkErrors += record.networkErrors
      non2xx += record.non2xx
      if (record.firstNetworkError) firstErrors.push(`  network error, ${route}: ${record.firstNetworkError}`)
      if (record.firstNon2xx) firstErrors.push(`  non-2xx, ${route}: ${record.firstNon2xx}`)
      console.log(
        route.padEnd(40),
        fmt(s.count).padStart(9),
        fmt(s.count / SECONDS, 1).padStart(8),
        fmt(s.median, 1).padStart(8),
        fmt(s.p99, 1).padStart(8),
        fmt(s.max, 0).padStart(8),
        String(record.networkErrors).padStart(8),
        String(record.non2xx).padStart(8),
      )
    }
    const overall = summarize(all)
    console.log(
      'all routes'.padEnd(40),
      fmt(overall.count).padStart(9),
      fmt(overall.count / SECONDS, 1).padStart(8),
      fmt(overall.median, 1).padStart(8),
      fmt(overall.p99, 1).padStart(8),
      fmt(overall.max, 0).padStart(8),
      String(networkErrors).padStart(8),
      String(non2xx).padStart(8),
    )
    if (firstErrors.length > 0) console.log(`first error of each kind:\n${firstErrors.join('\n')}`)
    // The set-up stopped on its first failure, so these are from the warm-up or the last actions after the window: still errors.
    const outsideErrors = recorder.outsideWindowFailures
    if (outsideErrors > 0) console.log(`outside the window (warm-up, or an action finishing after it): ${outsideErrors} failed, first: ${recorder.firstOutsideWindowFailure}`)
    const measuredReports = world.lostReports - lostBefore.reports
    console.log(`lost-pet reports in the window: ${measuredReports}, alerting ${fmt(world.watchersAlerted - lostBefore.alerted)} watchers in all`)

    // Where the CPU went.
    const windowMs = SECONDS * 1000
    const share = (ms: number) => `${fmt(ms / 1000, 1)} s CPU = ${fmt((ms / windowMs) * 100)}% of one core`
    console.log(`\nCPU in the ${SECONDS} s window (2 cores = 200% at most):`)
    let accounted = 0
    for (const [i, server] of servers.entries()) {
      const ms = (cpuEnd.replicas[i] ?? 0) - (cpuStart.replicas[i] ?? 0)
      accounted += ms
      console.log(`  ${server.label.padEnd(22)} ${share(ms)}, RSS now ${fmt(server.rssMb())} MB`)
    }
    const pgMs = backendsCpuBetween(cpuStart.postgres, cpuEnd.postgres)
    const genMs = cpuEnd.generator - cpuStart.generator
    accounted += pgMs + genMs
    const machineBusy = cpuEnd.machine.busy - cpuStart.machine.busy
    const machineTotal = cpuEnd.machine.total - cpuStart.machine.total
    console.log(`  ${'PostgreSQL backends'.padEnd(22)} ${share(pgMs)} (the ${cpuEnd.postgres.backends.size} connections of the replicas' pools)`)
    console.log(`  ${'load generator+s3rver'.padEnd(22)} ${share(genMs)}`)
    console.log(`  ${'other processes'.padEnd(22)} ${share(Math.max(0, machineBusy - accounted))} (other work on the machine, other PostgreSQL sessions included)`)
    console.log(`  machine busy ${fmt((machineBusy / Math.max(1, machineTotal)) * 100)}% of its cores`)
    console.log(`  replica CPU per request: ${fmt(((cpuEnd.replicas.reduce((a, b) => a + b, 0) - cpuStart.replicas.reduce((a, b) => a + b, 0)) * 1000) / Math.max(1, overall.count))} µs; PostgreSQL's: ${fmt((pgMs * 1000) / Math.max(1, overall.count))} µs`)

    // Per-member allowances: scaled for the crowd's shared address, so checked here from the mix itself.
    const meanCycleMs = cycles.reduce((a, b) => a + b, 0) / Math.max(1, cycles.length)
    console.log(`\nper-member allowances (unscaled, as one member meets them); a user's action + think time averaged ${fmt(meanCycleMs)} ms:`)
    let realistic = true
    for (const [rule, perAction] of rulesOfMix()) {
      const perWindow = ((rule.windowSeconds * 1000) / meanCycleMs) * perAction
      const busy = perWindow + 3 * Math.sqrt(perWindow)
      const busiest = Math.max(0, ...world.users.map((u) => u.ruleHits.get(rule.name) ?? 0))
      const ok = rule.perUser === undefined || busy <= rule.perUser
      realistic &&= ok
      console.log(
        `  ${ok ? 'within ' : 'OVER   '} ${rule.name}: ${fmt(perWindow, 1)} per member per ${rule.windowSeconds / 60} min on average, ${fmt(busy, 1)} for a busy one (+3σ);` +
          ` allowance ${rule.perUser ?? 'none'} per member; busiest user sent ${busiest} in the ${fmt(ranSeconds)} s run`,
      )
    }

    const errors = networkErrors + non2xx + outsideErrors
    const met = overall.p99 <= TARGET_P99_MS && errors === 0
    console.log(
      `\n${met ? 'MET   ' : 'MISSED'} ${USERS} users on two replicas: ${fmt(overall.count / SECONDS, 1)} req/s, p99 ${fmt(overall.p99, 1)} ms (target ≤ ${TARGET_P99_MS} ms),` +
        ` ${errors} errors (target 0: ${networkErrors} network, ${non2xx} non-2xx in the window, ${outsideErrors} outside it)`,
    )
    if (!realistic) console.log('MISSED the mix is not realistic: a member would exceed a per-member allowance (fix the weights)')
  } finally {
    for (const client of clients) client.close()
    for (const server of servers.reverse()) await server.stop()
    await s3?.close()
    await store?.database.dispose()
    rmSync(root, { recursive: true, force: true })
  }
}

await main(pgUrl)

// A/B of server builds: two or more copies of the built server (apps/server/dist copied aside,
// one per variant), against the reference, on one database, alternated in short rounds so the
// machine's drift falls on all of them alike. What `npm run bench` measures once, this measures
// for a change: its CPU per answer beside the other build's.
// Usage: npm run build && cp -r apps/server/dist /tmp/a && (change, build) &&
//        node --import tsx bench/ab.ts /tmp/a/main.js apps/server/dist/main.js
// BENCH_AB_PATH (default /api/pets), BENCH_AB_ROUNDS (default 10), BENCH_AB_SECONDS (default 3); PostgreSQL when
// BENCH_DATABASE_URL, DATABASE_URL or TEST_DATABASE_URL is a postgres:// URL.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createTestDatabase } from '../apps/server/src/testing/test-db.ts'
import { postgresUrl } from './lib/databases.ts'
import { load } from './lib/load.ts'
import { startNodeServer, type RunningServer } from './lib/processes.ts'
import { seedBenchOwner } from './lib/seed-owner.ts'

const entries = process.argv.slice(2)
if (entries.length < 2) throw new Error('Name two or more built servers: node --import tsx bench/ab.ts <a/main.js> <b/main.js>')
const path = process.env.BENCH_AB_PATH ?? '/api/pets'
const rounds = Number(process.env.BENCH_AB_ROUNDS ?? 10)
const seconds = Number(process.env.BENCH_AB_SECONDS ?? 3)

const dir = mkdtempSync(join(tmpdir(), 'petfolk-ab-'))
const pg = postgresUrl()
const schema = pg ? await createTestDatabase('postgres', pg) : null
let databaseUrl = join(dir, 'petfolk.db')
if (pg && schema) {
  const url = new URL(pg)
  url.searchParams.set('options', `-c search_path=${schema.pgSchema}`)
  databaseUrl = url.toString()
}

const env = { NODE_ENV: 'production', ALLOW_DEV_SIGNIN: '1', DATABASE_URL: databaseUrl, DATA_DIR: dir, UPLOAD_DIR: join(dir, 'uploads') }
const servers: RunningServer[] = []
try {
  // The first build migrates and seeds; the others open the same database.
  for (const entry of entries) servers.push(await startNodeServer(entry, entry, env))
  servers.push(await startNodeServer('reference', 'bench/reference/reference-server.ts', { DATABASE_URL: databaseUrl, REFERENCE_DRIVER: 'pg' }))
  const cookie = await seedBenchOwner(servers[0]?.base ?? '')
  for (const server of servers) await load(`${server.base}${path}`, { cookie }, 3)
  const totals = new Map(servers.map((server) => [server, { requests: 0, seconds: 0, cpuMs: 0, errors: 0 }]))
  for (let round = 0; round < rounds; round++) {
    // Every other round in reverse, so no build always follows the same one.
    for (const server of round % 2 === 0 ? servers : [...servers].reverse()) {
      const cpuBefore = server.cpuMs()
      const result = await load(`${server.base}${path}`, { cookie }, seconds)
      const total = totals.get(server)
      if (!total) continue
      total.requests += result.requests
      total.seconds += result.rps > 0 ? result.requests / result.rps : 0
      total.cpuMs += server.cpuMs() - cpuBefore
      total.errors += result.errors + result.non2xx
    }
  }
  const reference = totals.get(servers[servers.length - 1] as RunningServer)
  const rate = (t: { requests: number; seconds: number }) => t.requests / Math.max(t.seconds, 1e-9)
  console.log(`${path} on ${pg ? 'PostgreSQL' : 'SQLite'}, ${rounds} rounds of ${seconds} s, alternated`)
  for (const server of servers) {
    const total = totals.get(server)
    if (!total || !reference) continue
    const cpu = (total.cpuMs * 1000) / Math.max(1, total.requests)
    console.log(`${server.label.padEnd(48)} ${Math.round(rate(total)).toString().padStart(6)} req/s  ${((rate(total) / rate(reference)) * 100).toFixed(0).padStart(4)}% of ref  ${cpu.toFixed(0).padStart(5)} µs CPU/answer  ${total.errors} errors`)
  }
} finally {
  for (const server of servers) await server.stop()
  await schema?.dispose()
}

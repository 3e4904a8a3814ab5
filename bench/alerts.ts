// Lost-pet alerts at city scale: 100,000 members watch ZIP codes around Beverly Hills (90210) and
// 1,000,000 more watch elsewhere (900,000 in other cities, 100,000 nearby whose species or radius
// rule leaves them out). Each of several reports from 90210 goes through the whole API in process
// (routing, session, validation, the daily allowance, the report's transaction with its fan-out);
// the bench prints how long the report took to be acknowledged, how long until every matching
// member's alert could be read, and how many were alerted, checked against the expected set.
// Usage: npm run bench:alerts   (BENCH_ALERTS_SCALE=0.1 for a tenth of the members,
// BENCH_ALERTS_REPORTS=N reports per database, default 7; PostgreSQL too when a postgres URL is set)
import sharp from 'sharp'
import type { DialectName } from '../apps/server/src/db/dialect.ts'
import { runJobs } from '../apps/server/src/testing/run-jobs.ts'
import { addWatchers } from '../apps/server/src/testing/alert-watchers.ts'
import { createTestContext } from '../apps/server/src/testing/test-context.ts'
import { benchDialects, postgresUrl } from './lib/databases.ts'
import { ms, summarize } from './lib/stats.ts'

const SCALE = Number(process.env.BENCH_ALERTS_SCALE ?? 1)
const REPORTS = Math.max(5, Number(process.env.BENCH_ALERTS_REPORTS ?? 7))
const MATCHING = Math.round(100_000 * SCALE)
const FAR = Math.round(900_000 * SCALE)
const NEAR_BUT_NOT_MATCHING = Math.round(100_000 * SCALE)
const TARGET_MS = 1_000

// Within 10 miles of 90210's centroid, and far from it (over 50 miles: outside every radius).
const NEAR_ZIPS = ['90210', '90211', '90212', '90024', '90035', '90048', '90069', '90046', '90025', '90064']
const FAR_ZIPS = ['10001', '60601', '78701', '98101', '33130', '02108', '30303', '80202', '85004', '97201', '55401', '63101', '70112', '84101', '89101', '94102', '92101', '93301', '19103', '48226']

const report = {
  pet_name: 'Juniper', species: 'dog', breed: 'Whippet', color: 'Fawn', last_seen_date: '2026-05-30',
  last_seen_location: 'Roxbury Park, by the tennis courts', last_seen_city: 'Beverly Hills', last_seen_state: 'California', last_seen_zip_code: '90210',
  contact_name: 'Ines R.', contact_phone: '(310) 555-0142', contact_email: 'ines@example.com',
}

async function run(dialect: DialectName) {
  const t = await createTestContext(dialect)
  try {
    const { db } = t.deps
    const seeded = performance.now()
    const matching = await addWatchers(db, { count: MATCHING, label: 'near', zips: NEAR_ZIPS, radius: 25 }, t.clock.now())
    await addWatchers(db, { count: FAR, label: 'far', zips: FAR_ZIPS, radius: 50 }, t.clock.now())
    await addWatchers(db, { count: NEAR_BUT_NOT_MATCHING / 2, label: 'cats', zips: NEAR_ZIPS, radius: 50, species: ['cat', 'bird'] }, t.clock.now())
    // 90401 (Santa Monica) is about 6 miles from 90210: outside a 5-mile radius.
    await addWatchers(db, { count: NEAR_BUT_NOT_MATCHING / 2, label: 'small', zips: ['90401'], radius: 5 }, t.clock.now())
    if (dialect === 'postgres') await sqlAnalyze(t)
    console.log(`[${dialect}] ${(MATCHING + FAR + NEAR_BUT_NOT_MATCHING).toLocaleString('en-US')} watchers loaded in ${((performance.now() - seeded) / 1000).toFixed(1)} s`)

    const acks: number[] = []
    const visible: number[] = []
    const mailed: number[] = []
    const counts: number[] = []
    let wrong = 0
    // A report's photo must be its reporter's own upload: each uploads one first, as the form does,
    // and the report's time includes reading the stored photo's colour signature for matching.
    const picture = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 214, g: 178, b: 120 } } }).jpeg().toBuffer()
    for (let i = 0; i < REPORTS; i++) {
      const reporter = await t.signInAs(`reporter-${i}@example.com`)
      const form = new FormData()
      form.append('file', new File([new Uint8Array(picture)], 'juniper.jpg', { type: 'image/jpeg' }))
      const uploaded = await t.request('/api/uploads', { method: 'POST', cookie: reporter.cookie, body: form })
      if (uploaded.status !== 201) throw new Error(`upload ${i} answered ${uploaded.status}: ${await uploaded.text()}`)
      const { url: photo_url } = (await uploaded.json()) as { url: string }
      const started = performance.now()
      const res = await t.request('/api/lost-pets', { method: 'POST', cookie: reporter.cookie, json: { ...report, photo_url, pet_name: `Juniper ${i}` } })
      const acked = performance.now()
      if (res.status !== 201) throw new Error(`report ${i} answered ${res.status}: ${await res.text()}`)
      const { id, alerted } = (await res.json()) as { id: number; alerted: number }
      // The alerts are readable as soon as the report is acknowledged; count them from a separate query.
      const stored = await db
        .selectFrom('notifications')
        .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min('user_id').as('first'), eb.fn.max('user_id').as('last')])
        .where('lost_pet_id', '=', id)
        .where('kind', '=', 'lost_pet_alert')
        .executeTakeFirstOrThrow()
      const seen = performance.now()
      // The e-mails (and pushes) leave from the report's durable job, which a replica runs at once.
      await runJobs(t.deps, 'deliver')
      mailed.push(performance.now() - started)
      acks.push(acked - started)
      visible.push(seen - started)
      counts.push(Number(stored.n))
      // Exactly the matching members: as many as expected, all inside their id range (ids are unique per member).
      if (alerted !== MATCHING || Number(stored.n) !== MATCHING || Number(stored.first) !== matching.firstId || Number(stored.last) !== matching.lastId) wrong++
    }
    const ack = summarize(acks)
    const seen = summarize(visible)
    const verdict = (p99: number) => (p99 <= TARGET_MS ? 'met' : 'NOT met')
    console.log(`[${dialect}] ${REPORTS} reports, each alerting ${counts.map((n) => n.toLocaleString('en-US')).join(' / ')} members (expected ${MATCHING.toLocaleString('en-US')}; wrong sets: ${wrong})`)
    console.log(`[${dialect}] report acknowledged:   median ${ms(ack.median)} ms, p99 ${ms(ack.p99)} ms, max ${ms(ack.max)} ms  (target p99 ≤ ${TARGET_MS} ms: ${verdict(ack.p99)})`)
    console.log(`[${dialect}] every alert readable: median ${ms(seen.median)} ms, p99 ${ms(seen.p99)} ms, max ${ms(seen.max)} ms after the report was sent  (target p99 ≤ ${TARGET_MS} ms: ${verdict(seen.p99)})`)
    const mail = await db.selectFrom('outbox').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
    const queued = summarize(mailed)
    console.log(`[${dialect}] e-mails queued by the fan-out job: ${Number(mail.n).toLocaleString('en-US')} in all; all of a report's queued median ${ms(queued.median)} ms, p99 ${ms(queued.p99)} ms after it was sent`)
    console.log(`[${dialect}] process RSS at the end: ${(process.memoryUsage().rss / 1e6).toFixed(0)} MB`)
    if (Number(mail.n) !== MATCHING * REPORTS) wrong++
    if (wrong > 0) process.exitCode = 1
  } finally {
    await t.dispose()
  }
}

async function sqlAnalyze(t: Awaited<ReturnType<typeof createTestContext>>) {
  const { sql } = await import('kysely')
  await sql`analyze`.execute(t.deps.db)
}

console.log(`bench:alerts — ${MATCHING.toLocaleString('en-US')} matching watchers, ${(FAR + NEAR_BUT_NOT_MATCHING).toLocaleString('en-US')} that do not match, ${REPORTS} reports per database${postgresUrl() ? '' : ' (SQLite only: no postgres URL set)'}`)
for (const dialect of benchDialects()) await run(dialect)

// Radius search at scale: 100,000 listed businesses, then the directory's own query
// (indexed bounding box, exact haversine, nearest first) from many places at every radius.
// Usage: npm run bench:geo   (PostgreSQL too when BENCH_DATABASE_URL, DATABASE_URL or TEST_DATABASE_URL is a postgres URL)
import { sql } from 'kysely'
import { DEFAULT_PAGE_SIZE } from '@petfolk/contract/pagination'
import { BUSINESS_TYPES, DIRECTORY_RADII } from '@petfolk/contract/directory'
import type { DialectName } from '../apps/server/src/db/dialect.ts'
import { businessesNear } from '../apps/server/src/features/directory/store.ts'
import { benchDialects, freshDatabase, insertInBatches } from './lib/databases.ts'
import { ms, summarize, timeEach } from './lib/stats.ts'
import { METROS, pick, pointAnywhere, pointNear, realisticPoint, seededRandom } from './lib/synthetic.ts'

const BUSINESSES = Number(process.env.BENCH_BUSINESSES ?? 100_000)
const QUERIES_PER_RADIUS = Number(process.env.BENCH_QUERIES ?? 400)

function* businesses(count: number) {
  const random = seededRandom(42)
  const createdAt = new Date('2026-01-01T00:00:00Z').toISOString()
  for (let i = 0; i < count; i++) {
    const { latitude, longitude } = realisticPoint(random)
    yield {
      name: `Business ${i}`,
      description: 'Synthetic listing for the radius benchmark.',
      business_type: pick(random, BUSINESS_TYPES),
      address: `${i} Main Street`,
      city: 'Benchville',
      state: 'TX',
      zip_code: '00000',
      is_verified: 1 as const,
      rating: Math.round(random() * 50) / 10,
      review_count: Math.floor(random() * 300),
      latitude,
      longitude,
      created_at: createdAt,
    }
  }
}

async function measure(dialect: DialectName) {
  const database = await freshDatabase(dialect)
  const { db } = database.handle
  try {
    const loadStarted = performance.now()
    await insertInBatches(businesses(BUSINESSES), dialect === 'sqlite' ? 2_000 : 1_000, (batch) =>
      db.transaction().execute((trx) => trx.insertInto('businesses').values(batch).execute()),
    )
    // PostgreSQL plans from statistics; a freshly loaded table has none until analysed.
    if (dialect === 'postgres') await sql`analyze businesses`.execute(db)
    console.log(`\n${dialect}: ${BUSINESSES.toLocaleString('en-US')} businesses loaded in ${((performance.now() - loadStarted) / 1000).toFixed(1)} s`)
    console.log('radius'.padEnd(10), 'queries'.padStart(8), 'median ms'.padStart(10), 'p99 ms'.padStart(8), 'max ms'.padStart(8), 'avg results'.padStart(12))

    const random = seededRandom(7)
    // Three in four searches start in a city (where results are dense), one in the countryside.
    const centres = Array.from({ length: QUERIES_PER_RADIUS }, () =>
      random() < 0.75 ? pointNear(random, pick(random, METROS), 10) : pointAnywhere(random),
    )
    // Warm-up: caches and prepared plans, as a running server would have them.
    for (const centre of centres.slice(0, 50)) await businessesNear(db, {}, centre, 25, DEFAULT_PAGE_SIZE)

    const all: number[] = []
    for (const radius of DIRECTORY_RADII) {
      let results = 0
      const timings = await timeEach(centres.length, async (i) => {
        results += (await businessesNear(db, {}, centres[i] as (typeof centres)[number], radius, DEFAULT_PAGE_SIZE)).length
      })
      all.push(...timings)
      const s = summarize(timings)
      console.log(`${radius} mi`.padEnd(10), String(s.count).padStart(8), ms(s.median).padStart(10), ms(s.p99).padStart(8), ms(s.max).padStart(8), (results / s.count).toFixed(1).padStart(12))
    }
    const s = summarize(all)
    console.log('all'.padEnd(10), String(s.count).padStart(8), ms(s.median).padStart(10), ms(s.p99).padStart(8), ms(s.max).padStart(8))
  } finally {
    await database.dispose()
  }
}

console.log(`Directory radius search: the product's own query (box prefilter on indexed latitude/longitude, exact haversine, nearest first, first ${DEFAULT_PAGE_SIZE})`)
for (const dialect of benchDialects()) await measure(dialect)

// Scale of data: 100,000 lost-pet reports, 100,000 businesses, 10,000 boards with 200,000 posts
// and a user with 5,000 messages, on SQLite. Then every GET route of the API answers its first
// page (the whole app in process: routing, session check, query, JSON) and the median and p99
// per route are printed against the 20 ms target; list routes must stay bounded.
// Usage: npm run bench:scale    (BENCH_SCALE=0.1 loads a tenth, for a quick look;
// BENCH_SCALE_DIALECT=postgres runs on PostgreSQL instead, in a fresh schema of TEST_DATABASE_URL)
import { MAX_PAGE_SIZE } from '@petfolk/contract/pagination'
import { BUSINESS_TYPES } from '@petfolk/contract/directory'
import { LOST_PET_SPECIES } from '@petfolk/contract/lost-found/reports'
import type { Hono } from 'hono'
import { sql } from 'kysely'
import type { DialectName } from '../apps/server/src/db/dialect.ts'
import { createTestContext, type TestContext } from '../apps/server/src/testing/test-context.ts'
import { insertInBatches } from './lib/databases.ts'
import { ms, summarize, timeEach } from './lib/stats.ts'
import { pick, realisticPoint, seededRandom } from './lib/synthetic.ts'

const SCALE = Number(process.env.BENCH_SCALE ?? 1)
const COUNTS = {
  lostPets: Math.round(100_000 * SCALE),
  businesses: Math.round(100_000 * SCALE),
  boards: Math.round(10_000 * SCALE),
  posts: Math.round(200_000 * SCALE),
  messages: Math.round(5_000 * SCALE),
}
const DIALECT: DialectName = process.env.BENCH_SCALE_DIALECT === 'postgres' ? 'postgres' : 'sqlite'
const TARGET_MS = 20
const RUNS = 60
// SQLite allows 32,766 bound values per statement; the widest table here has 25 columns.
const BATCH = 1_000

async function load(t: TestContext, ownerId: number, others: number[]) {
  const { db } = t.deps
  const random = seededRandom(2026)
  const at = new Date('2026-05-01T10:00:00Z').toISOString()
  const write = <T>(table: 'lost_pets' | 'businesses' | 'message_boards' | 'board_messages' | 'direct_messages', rows: Iterable<T>) =>
    insertInBatches(rows, BATCH, (batch) => db.transaction().execute((trx) => trx.insertInto(table).values(batch as never).execute()))

  await write('lost_pets', (function* () {
    for (let i = 0; i < COUNTS.lostPets; i++) {
      const { latitude, longitude } = realisticPoint(random)
      yield {
        // Four reports in five are "Mixed breed": a search word most rows contain.
        user_id: pick(random, others), pet_name: `Pet ${i}`, species: pick(random, LOST_PET_SPECIES), breed: i % 5 === 4 ? 'Beagle' : 'Mixed breed', sex: null, age_range: null,
        weight_lbs: null, color: 'Brown', distinctive_markings: 'White left paw', photo_url: null, last_seen_date: '2026-04-30',
        last_seen_location: `${i} Elm Street`, last_seen_city: 'Austin', last_seen_state: 'Texas', last_seen_zip_code: String(10000 + (i % 89999)),
        latitude, longitude, contact_name: 'Owner', contact_phone: '555-0100', contact_email: null, reward_offered: null,
        additional_details: null, is_found: random() < 0.2 ? 1 : 0, created_at: at, updated_at: at,
      }
    }
  })())
  await write('businesses', (function* () {
    for (let i = 0; i < COUNTS.businesses; i++) {
      const { latitude, longitude } = realisticPoint(random)
      yield {
        // Likewise four businesses in five describe themselves as "A pet business.".
        name: `Business ${i}`, description: i % 5 === 4 ? 'A family shop.' : 'A pet business.', business_type: pick(random, BUSINESS_TYPES), address: `${i} Main Street`,
        city: 'Austin', state: 'TX', zip_code: '78701', is_verified: random() < 0.9 ? 1 : 0, rating: 4.5, review_count: 10,
        latitude, longitude, created_at: at,
      }
    }
  })())
  await write('message_boards', (function* () {
    for (let i = 0; i < COUNTS.boards; i++) {
      const { latitude, longitude } = realisticPoint(random)
      yield {
        created_by: pick(random, others), name: `Board ${i}`, description: 'Neighbourhood pet owners.', city: 'Austin', state: pick(random, ['Texas', 'California', 'New York', 'Ohio']),
        zip_code: '78701', latitude, longitude, is_active: 1, member_count: 1, created_at: at,
      }
    }
  })())
  const firstBoard = (await db.selectFrom('message_boards').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow()).id
  await write('board_messages', (function* () {
    for (let i = 0; i < COUNTS.posts; i++) {
      // A fifth of all posts sit on the first board: one very busy board, the rest spread out.
      const board = random() < 0.2 ? firstBoard : firstBoard + Math.floor(random() * COUNTS.boards)
      yield { board_id: board, user_id: pick(random, others), username: 'Neighbour', title: `Post ${i}`, content: 'Has anyone seen a grey cat near the park?', is_pinned: i % 500 === 0 ? 1 : 0, reply_count: 0, created_at: at }
    }
  })())
  await write('direct_messages', (function* () {
    for (let i = 0; i < COUNTS.messages; i++) {
      const other = pick(random, others)
      const incoming = i % 2 === 0
      yield { sender_id: incoming ? other : ownerId, receiver_id: incoming ? ownerId : other, subject: `Hello ${i}`, content: 'See you at the dog park on Saturday?', is_read: i % 3 === 0 ? 0 : 1, created_at: at }
    }
  })())
  return { firstBoard }
}

/** Every GET route of the API, with a concrete path for those that take an id. */
function getRoutes(app: Hono, ids: Record<string, number>): string[] {
  const paths = new Set<string>()
  for (const route of app.routes) {
    if (route.method !== 'GET' || !route.path.startsWith('/api/') || route.path.includes('*')) continue
    // Sign-in round trips and sign-out are not lists (and logging out would end the measurement).
    if (/^\/api\/(logout|oauth|idme)\b/.test(route.path)) continue
    let path = route.path
    if (path.startsWith('/api/message-boards/:id')) path = path.replace(':id', String(ids.board))
    else if (path.startsWith('/api/messages/:id')) path = path.replace(':id', String(ids.post))
    else if (path.startsWith('/api/pets/:id') || path.startsWith('/api/pets/:petId')) path = path.replace(/:(pet)?[iI]d/, String(ids.pet))
    else if (path.startsWith('/api/lost-pets/:id')) path = path.replace(':id', String(ids.lostPet))
    if (/:[a-zA-Z]+/.test(path)) continue
    paths.add(path)
  }
  return [...paths].sort()
}

/** Not lists: a whole-account download, timed for information only. */
const DOWNLOADS = new Set(['/api/export'])

/**
 * Searches and filters beyond the first page of each list, timed against the same target. Free
 * text comes rare (one row, "pet 12345"; eleven, "business 1234"), in about 1% of rows that all
 * lie far from the newest ("pet 12": Pet 12, 120…, 12000…), and common (four rows in five).
 */
const EXTRA = [
  '/api/lost-pets?q=pet%2012345',
  '/api/lost-pets?q=pet%2012',
  '/api/lost-pets?q=mixed',
  '/api/businesses?q=business%2012345',
  '/api/businesses?q=business%201234',
  '/api/businesses?q=pet%20business',
  '/api/lost-pets?species=dog',
  '/api/businesses?lat=30.27&lng=-97.74&radius=50',
  '/api/businesses?type=grooming',
  '/api/message-boards?zip_code=78701',
  '/api/message-boards?state=Texas',
]

async function main() {
  const started = performance.now()
  const t = await createTestContext(DIALECT, { RATE_LIMITS: 'off' })
  try {
    const owner = await t.signInAs('scale-owner@example.com', 'Scale Owner')
    const others: number[] = []
    for (let i = 0; i < 50; i++) others.push((await t.signInAs(`neighbour-${i}@example.com`)).user.id)
    const { firstBoard } = await load(t, owner.user.id, others)
    const pet = (await (await t.request('/api/pets', { method: 'POST', cookie: owner.cookie, json: { name: 'Scout', species: 'dog' } })).json()) as { id: number }
    const post = (await t.deps.db.selectFrom('board_messages').select('id').where('board_id', '=', firstBoard).limit(1).executeTakeFirstOrThrow()).id
    const lostPet = (await t.deps.db.selectFrom('lost_pets').select('id').limit(1).executeTakeFirstOrThrow()).id
    // A long-running database has statistics; give the fresh one its own so plans are realistic.
    await sql`analyze`.execute(t.deps.db)
    console.log(`Loaded ${Object.entries(COUNTS).map(([k, v]) => `${v.toLocaleString('en-US')} ${k}`).join(', ')} in ${((performance.now() - started) / 1000).toFixed(1)} s (${DIALECT === 'sqlite' ? 'SQLite' : 'PostgreSQL'})\n`)

    const paths = [...getRoutes(t.app as unknown as Hono, { board: firstBoard, post, pet: pet.id, lostPet }), ...EXTRA]
    console.log('GET route'.padEnd(58), 'status'.padStart(6), 'items'.padStart(6), 'median ms'.padStart(10), 'p99 ms'.padStart(8), '')
    let missed = 0
    let unbounded = 0
    for (const path of paths) {
      const get = () => t.request(path, { cookie: owner.cookie })
      const first = await get()
      const body: unknown = first.headers.get('content-type')?.includes('json') ? await first.json() : null
      const items = Array.isArray(body) ? body.length : null
      if (items !== null && items > MAX_PAGE_SIZE) unbounded += 1
      for (let i = 0; i < 5; i++) await (await get()).arrayBuffer()
      const s = summarize(await timeEach(RUNS, async () => (await get()).arrayBuffer()))
      const download = DOWNLOADS.has(path)
      const over = !download && s.median > TARGET_MS
      if (over) missed += 1
      const note = download ? ' (download, not a list)' : over ? ' OVER' : ''
      console.log(path.padEnd(58), String(first.status).padStart(6), String(items ?? '-').padStart(6), ms(s.median).padStart(10), ms(s.p99).padStart(8), note)
    }
    console.log(`\n${paths.length} routes; ${missed} over ${TARGET_MS} ms median; ${unbounded} answered more than ${MAX_PAGE_SIZE} items`)
  } finally {
    await t.dispose()
  }
}

await main()

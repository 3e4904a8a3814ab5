import { createHash, randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import SQLite from 'better-sqlite3'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ManualClock } from '../../clock.ts'
import { loadCatalog } from '../../features/catalog/load.ts'
import { parseCatalog } from '../../features/catalog/parse.ts'
import { decryptPush, readVapidHeader, startLocalPushService, testDevice, type LocalPushService, type TestDevice } from '../../features/push/local-push-service.ts'
import { createLogger } from '../../logger.ts'
import { createOwnedRows, Member, photoBytes, uploadPhoto, type OwnedRows } from '../../robustness/fixtures.ts'
import { sampleMatchingFoundPet, samplePet } from '../../robustness/samples.ts'
import { startServer, type RunningServer } from '../../server.ts'
import type { LooseJson } from '../../testing/json.ts'
import { runScript } from '../../testing/run-script.ts'
import { testConfig } from '../../testing/test-context.ts'
import { freePort } from '../../testing/test-server.ts'
import { openDatabase, type DbHandle } from '../database.ts'
import { migrateTo, migrateToLatest } from '../migrate.ts'
import { seedDemoContent } from '../seed.ts'
import { copySqliteToPostgres, type CopyResult } from './copy-sqlite-to-postgres.ts'
import { CopyRefusal } from './copy-refusal.ts'
import { foreignKeyOrder } from './foreign-key-order.ts'
import { CellRefusal, converterFor } from './postgres-values.ts'
import { differingCounts, formatRowCounts } from './row-counts.ts'

const PG_URL = process.env.TEST_DATABASE_URL

describe('db:copy pieces that need no database', () => {
  it('the final check marks each table whose counts differ', () => {
    const counts = [
      { table: 'pets', source: 3, target: 3 },
      { table: 'users', source: 2, target: 1 },
    ]
    expect(differingCounts(counts)).toEqual([{ table: 'users', source: 2, target: 1 }])
    expect(formatRowCounts(counts).split('\n')).toEqual(['table  SQLite  PostgreSQL', 'pets        3           3', 'users       2           1  <- differs'])
    expect(differingCounts(counts.slice(0, 1))).toEqual([])
  })

  it('converts SQLite values to what their PostgreSQL column takes, and refuses what does not fit', () => {
    const text = converterFor('text')
    const integer = converterFor('integer')
    const bigint = converterFor('bigint')
    const float = converterFor('double precision')
    if (!text || !integer || !bigint || !float) throw new Error('the migrations’ column types all have converters')
    expect(text('2026-06-01T12:00:00.000Z')).toBe('2026-06-01T12:00:00.000Z')
    expect(text(null)).toBeNull()
    expect(integer(12n)).toBe('12')
    expect(integer(1)).toBe('1')
    expect(bigint(9007199254740993n)).toBe('9007199254740993')
    expect(float(24.5)).toBe(24.5)
    expect(float(0.1 + 0.2)).toBe(0.1 + 0.2)
    expect(float(3n)).toBe('3')
    expect(() => text('a\u0000b')).toThrow(new CellRefusal('contains a NUL character, which PostgreSQL text cannot hold.'))
    expect(() => text(Buffer.from('x'))).toThrow(/holds binary data \(a BLOB\)/)
    expect(() => integer(1.5)).toThrow('holds 1.5, not a whole number, where PostgreSQL expects integer.')
    expect(() => integer(2n ** 31n)).toThrow('holds 2147483648, outside the range of a PostgreSQL integer.')
    expect(() => integer('twelve')).toThrow(/not a whole number/)
    expect(() => float('abc')).toThrow(/not a number/)
    expect(converterFor('jsonb')).toBeUndefined()
  })

  it('orders tables so that every table comes after the tables it refers to', () => {
    const order = foreignKeyOrder(['pets', 'users', 'medical_records', 'care_tips'], [
      { table: 'medical_records', references: 'pets' },
      { table: 'medical_records', references: 'users' },
      { table: 'pets', references: 'users' },
    ])
    expect(order).toEqual(['care_tips', 'users', 'pets', 'medical_records'])
    expect(() => foreignKeyOrder(['a', 'b'], [{ table: 'a', references: 'b' }, { table: 'b', references: 'a' }])).toThrow(CopyRefusal)
  })
})

/** A fresh PostgreSQL schema, and the URL whose search_path selects it: what an operator would give the tool and the server. */
async function freshSchema(base: string) {
  const schema = `copy_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: base })
  await admin.connect()
  await admin.query(`create schema ${schema}`)
  const url = `${base}${base.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`
  return {
    schema,
    url,
    async tables(): Promise<string[]> {
      const rows = await admin.query<{ name: string }>('select tablename as name from pg_tables where schemaname = $1 order by 1', [schema])
      return rows.rows.map((r) => r.name)
    },
    query: <R extends pg.QueryResultRow>(text: string, values: unknown[] = []) => admin.query<R>(text, values),
    async drop() {
      await admin.query(`drop schema if exists ${schema} cascade`)
      await admin.end()
    },
  }
}
type Schema = Awaited<ReturnType<typeof freshSchema>>

/** A SQLite file at this code's latest migration, closed (as a stopped server leaves it). */
async function migratedSqliteFile(fill?: (handle: DbHandle) => Promise<void>): Promise<{ file: string; dir: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'petfolk-copy-'))
  const file = join(dir, 'petfolk.db')
  const handle = openDatabase(file)
  await migrateToLatest(handle)
  await fill?.(handle)
  await handle.close()
  return { file, dir }
}

/** The sentence of the CopyRefusal the copy ended with (a failure of any other kind fails the test). */
async function refusalOf(copying: Promise<unknown>): Promise<string> {
  const error = await copying.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(CopyRefusal)
  return (error as Error).message
}

const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex')

interface Answer {
  status: number
  type: string | null
  body: unknown
}

/** What the member's browser gets for each path: the status, the type and the body (JSON parsed; anything else as base64). */
async function answersFor(member: Member, paths: readonly string[]): Promise<Record<string, Answer>> {
  const answers: Record<string, Answer> = {}
  for (const path of paths) {
    const res = await member.browser.fetch(path)
    const type = res.headers.get('content-type')
    const bytes = Buffer.from(await res.arrayBuffer())
    answers[path] = { status: res.status, type, body: type?.includes('json') ? (JSON.parse(bytes.toString('utf8')) as unknown) : bytes.toString('base64') }
  }
  return answers
}

const CATALOG_TABLES = ['care_tips', 'daily_pet_showcase', 'photographers', 'businesses', 'gift_products', 'vendor_features', 'partner_announcements', 'veteran_stories', 'merchandise_categories', 'merchandise_products']

describe.skipIf(!PG_URL)('db:copy from SQLite to PostgreSQL (needs TEST_DATABASE_URL: it copies into a PostgreSQL schema)', () => {
  const base = PG_URL ?? ''

  describe('a populated instance', () => {
    // Standing still, so that the answers do not move between readings.
    const clock = new ManualClock()
    let root: string
    let sqliteFile: string
    let uploadDir: string
    let port: number
    let baseUrl: string
    let push: LocalPushService
    let target: Schema
    let onSqlite: { running: RunningServer; database: DbHandle } | undefined
    let onPostgres: { running: RunningServer; database: DbHandle } | undefined
    let alice: Member
    let bob: Member
    let carol: Member
    let aliceDevice: TestDevice
    let rows: OwnedRows
    let petWithPhoto: number
    let photoUrl: string
    let deletedPetId: number
    let copy: CopyResult
    let catalogRowsAtStart: Record<string, number>
    let before: { alice: Record<string, Answer>; carol: Record<string, Answer> }
    let after: { alice: Record<string, Answer>; carol: Record<string, Answer> }
    let pushesBefore: number

    /** The real server on `database`, always on the same port (so APP_URL, the cookies and every link stay the same) and UPLOAD_DIR. */
    async function start(database: DbHandle, dataDir: string): Promise<RunningServer> {
      const config = testConfig({ PORT: String(port), HOST: '127.0.0.1', APP_URL: baseUrl, DATA_DIR: dataDir, UPLOAD_DIR: uploadDir })
      return startServer({ config, logger: createLogger('silent'), clock, database })
    }

    const alicePaths = () => [
      '/api/users/me',
      '/api/account/sessions',
      '/api/pin/status',
      '/api/pets?limit=50',
      `/api/pets/${rows.pet}`,
      `/api/pets/${petWithPhoto}`,
      photoUrl,
      `/api/pets/${rows.pet}/medical-records?limit=10`,
      '/api/veterinarians?limit=10',
      '/api/appointments?limit=10',
      '/api/appointments.ics',
      '/api/dashboard/reminders?today=2026-06-01',
      `/api/pets/${rows.pet}/health-record`,
      `/api/pets/${rows.pet}/share-links`,
      `/api/shared/health-records/${rows.shareToken}`,
      '/api/media-backups?limit=10',
      '/api/media-backups/usage',
      `/api/media-backups/${rows.mediaBackup}/file`,
      '/api/message-boards?zip_code=78704&state=Texas&limit=5',
      `/api/message-boards/${rows.board}/messages?limit=5`,
      `/api/messages/${rows.boardPost}/replies?limit=5`,
      '/api/messages?limit=20',
      '/api/messages/unread-count',
      '/api/members?q=bob',
      '/api/users/me/handle',
      '/api/businesses?q=vet&lat=30.26&lng=-97.74&radius=25',
      '/api/lost-pets?limit=5',
      '/api/lost-pets?q=Pepper&limit=5',
      '/api/lost-pets?q=zilker%20park&limit=5',
      `/api/lost-pets/${rows.lostPet}`,
      `/api/lost-pets/${rows.lostPet}/sightings`,
      `/api/lost-pets/${rows.lostPet}/messages`,
      `/api/lost-pets/${rows.lostPet}/matches`,
      '/api/lost-pets/map',
      `/api/public/lost-pets/${rows.lostPet}`,
      `/api/public/lost-pets/${rows.lostPet}/sightings`,
      '/api/found-pets?limit=5',
      '/api/found-pets?q=terrier&limit=5',
      `/api/found-pets/${rows.foundPet}`,
      `/api/found-pets/${rows.foundPet}/matches`,
      '/api/user-alert-preferences',
      '/api/notifications?limit=20',
      '/api/notifications/unread-count',
      '/api/gift-transactions?type=received&limit=5',
      '/api/gift-products?category=toys&species=dog',
      '/api/vendor-features',
      '/api/partner-announcements',
      '/api/pet-care-tips',
      '/api/daily-pet-showcase/today',
      '/api/daily-pet-showcase',
      '/api/pet-photographers?zip_code=78704&radius=25',
      '/api/veteran-service-dog-stories',
      `/api/veteran-service-dog-stories/${rows.story}/comments`,
      '/api/merchandise-categories',
      '/api/merchandise-products?category=1',
      '/api/merchandise-orders',
      '/api/settings',
      '/api/emergency-contacts',
      '/api/export',
      '/api/push/public-key',
      `/api/push/subscriptions/current?endpoint=${encodeURIComponent(aliceDevice.subscription.endpoint)}`,
      '/api/public/stats',
    ]
    const carolPaths = ['/api/users/me', '/api/notifications?limit=20', '/api/user-alert-preferences', '/api/settings', '/api/lost-pets?limit=5', '/api/found-pets?limit=5']

    const answers = async () => ({ alice: await answersFor(alice, alicePaths()), carol: await answersFor(carol, carolPaths) })

    beforeAll(async () => {
      root = mkdtempSync(join(tmpdir(), 'petfolk-move-'))
      sqliteFile = join(root, 'data', 'petfolk.db')
      uploadDir = join(root, 'data', 'uploads')
      port = await freePort()
      baseUrl = `http://127.0.0.1:${port}`
      push = await startLocalPushService()

      // 1. The instance, on SQLite, used through the API as members would.
      const sqlite = openDatabase(sqliteFile)
      onSqlite = { database: sqlite, running: await start(sqlite, join(root, 'data')) }
      // The operator's own catalog, imported as `npm run catalog -- import` does: the copy must keep it.
      const own = parseCatalog(JSON.stringify({ care_tips: [{ title: 'Paws after walks', content: 'Rinse salt off the pads.', tip_category: 'grooming', species: 'dog', breed: null, age_range: null }] }))
      if (!own.ok) throw new Error(own.problems.join('; '))
      await loadCatalog(sqlite.db, own.catalog, clock.now(), 'replace')

      alice = await new Member(baseUrl, 'alice@example.com').signIn()
      bob = await new Member(baseUrl, 'bob@example.com').signIn()
      carol = await new Member(baseUrl, 'carol@example.com').signIn()
      await carol.ok('POST', '/api/user-alert-preferences', { zip_codes: ['78704'], alert_radius: 10, email_alerts: true, species_preferences: [] })
      aliceDevice = testDevice(push.endpoint('alice-phone'))
      await alice.ok('POST', '/api/push/subscriptions', aliceDevice.subscription)
      await carol.ok('POST', '/api/push/subscriptions', testDevice(push.endpoint('carol-phone')).subscription)

      const form = new FormData()
      form.append('file', new File([new Uint8Array(await photoBytes())], 'mochi.png', { type: 'image/png' }))
      const uploaded = await alice.browser.fetch('/api/uploads', { method: 'POST', headers: { origin: alice.origin }, body: form })
      if (uploaded.status !== 201) throw new Error(`upload answered ${uploaded.status}: ${await uploaded.text()}`)
      photoUrl = String(((await uploaded.json()) as LooseJson).url)
      petWithPhoto = (await alice.ok('POST', '/api/pets', { ...samplePet, name: 'Mochi', photo_url: photoUrl })).id as number

      rows = await createOwnedRows(alice, bob)
      await bob.ok('POST', `/api/messages/${rows.boardPost}/replies`, { content: 'See you at the creek!' })
      await alice.ok('POST', '/api/messages', { receiver_id: bob.id, subject: 'Re: Hi', content: 'Thanks, Bob!' })
      await alice.ok('PATCH', `/api/messages/${rows.receivedMessage}/read`)
      // Deleted: AUTOINCREMENT never hands its id out again, and neither may PostgreSQL after the copy.
      deletedPetId = (await alice.ok('POST', '/api/pets', { ...samplePet, name: 'Gone' })).id as number
      await alice.ok('DELETE', `/api/pets/${deletedPetId}`)

      // Let the background work settle (match and fan-out jobs, pushes) so the answers stand still.
      await onSqlite.running.runJobs()
      const settled = Date.now() + 15_000
      for (;;) {
        const due = sqlite.db.selectFrom('push_outbox').select('id').where('sent_at', 'is', null).where('failed_at', 'is', null).where('next_attempt_at', '<=', clock.now().toISOString())
        const waiting = [
          (await sqlite.db.selectFrom('jobs').select('id').execute()).length,
          (await due.execute()).length,
        ]
        if (waiting.every((n) => n === 0)) break
        if (Date.now() > settled) throw new Error(`background work did not settle: ${waiting.join(', ')} jobs and pushes left`)
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      pushesBefore = push.received.length
      // The first reading may mark things seen; the second is what the member sees from then on.
      await answers()
      before = await answers()
      await onSqlite.running.close(1000)
      await sqlite.close()
      onSqlite = undefined

      // 2. The copy, into a new schema.
      target = await freshSchema(base)
      copy = await copySqliteToPostgres({ from: sqliteFile, to: target.url })

      // 3. The app on the copy: the same UPLOAD_DIR, a DATA_DIR of its own (the generated keys travel in server_secrets).
      const database = openDatabase(target.url)
      onPostgres = { database, running: await start(database, join(root, 'new-data')) }
      catalogRowsAtStart = {}
      for (const table of CATALOG_TABLES) catalogRowsAtStart[table] = Number((await target.query<{ n: string }>(`select count(*) as n from ${target.schema}.${table}`)).rows[0]?.n)
      after = await answers()
    }, 180_000)

    afterAll(async () => {
      for (const side of [onSqlite, onPostgres]) {
        if (!side) continue
        await side.running.close(1000)
        await side.database.close()
      }
      await push?.close()
      await target?.drop()
      if (root) rmSync(root, { recursive: true, force: true })
    })

    it('copies every table, keeping each row count, and leaves the SQLite search index behind', () => {
      expect(copy.kept).toBe(true)
      expect(copy.schema).toBe(target.schema)
      expect(differingCounts(copy.counts)).toEqual([])
      const count = Object.fromEntries(copy.counts.map((c) => [c.table, c.source]))
      for (const table of ['users', 'sessions', 'devices', 'pets', 'uploads', 'media_backups', 'lost_pets', 'found_pets', 'pet_matches', 'lost_pet_sightings', 'lost_pet_relay_threads', 'message_boards', 'board_messages', 'board_replies', 'direct_messages', 'notifications', 'push_subscriptions', 'server_secrets', 'care_tips', 'alert_zip_codes']) {
        expect(count[table], table).toBeGreaterThan(0)
      }
      expect(count.users).toBe(3)
      expect(count.care_tips).toBe(1)
      expect(copy.counts.map((c) => c.table)).not.toContain('lost_pets_fts')
      expect(copy.counts.some((c) => c.table.startsWith('kysely_') || c.table.includes('_fts'))).toBe(false)
      // A clean stop folded the log back into the file; the copy only read it.
      expect(existsSync(`${sqliteFile}-wal`) ? readFileSync(`${sqliteFile}-wal`).length : 0).toBe(0)
    })

    it('the app started on the copy answers the member exactly as before, with the same session cookie', () => {
      expect(Object.keys(after.alice)).toEqual(Object.keys(before.alice))
      for (const path of Object.keys(before.alice)) expect(after.alice[path], path).toEqual(before.alice[path])
      for (const path of carolPaths) expect(after.carol[path], path).toEqual(before.carol[path])
      // The answers are real ones, not a row of refusals that happen to agree.
      expect(before.alice['/api/users/me']?.status).toBe(200)
      expect(before.alice[`/api/lost-pets/${rows.lostPet}/matches`]?.body).toHaveLength(1)
      expect(before.alice['/api/pet-care-tips']?.body).toMatchObject([{ title: 'Paws after walks' }])
      // Text search: the FTS5 table on SQLite, the trigram indexes on PostgreSQL, the same report.
      expect(before.alice['/api/lost-pets?q=zilker%20park&limit=5']?.body).toMatchObject([{ id: rows.lostPet }])
      expect(before.alice[photoUrl]).toMatchObject({ status: 200, type: 'image/png' })
      expect((before.carol['/api/notifications?limit=20']?.body as unknown[]).length).toBeGreaterThan(0)
      expect(Object.values(before.alice).filter((a) => a.status !== 200)).toEqual([])
    })

    it('starting on the copy leaves its catalog alone: the loader finds every part of it filled', () => {
      const copied = Object.fromEntries(copy.counts.map((c) => [c.table, c.target]))
      expect(catalogRowsAtStart).toEqual(Object.fromEntries(CATALOG_TABLES.map((t) => [t, copied[t]])))
    })

    it('gives new rows fresh ids, above every id SQLite handed out, and pushes to the copied subscription with the copied keys', async () => {
      const pet = (await alice.ok('POST', '/api/pets', { ...samplePet, name: 'Newcomer' })).id as number
      expect(pet).toBe(deletedPetId + 1)
      const found = (await bob.ok('POST', '/api/found-pets', { ...sampleMatchingFoundPet, photo_url: await uploadPhoto(bob) })).id as number
      const copiedMax = Number((await target.query<{ max: number }>(`select max(id) as max from ${target.schema}.found_pets where id <> $1`, [found])).rows[0]?.max)
      expect(found).toBe(copiedMax + 1)

      // The new report matches Alice's lost pet: she is told on the device she subscribed before the move.
      await onPostgres?.running.runJobs()
      const pushed = () => push.received.slice(pushesBefore).filter((p) => p.path === '/push/alice-phone')
      const deadline = Date.now() + 10_000
      while (pushed().length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100))
      const latest = pushed().at(-1)
      if (!latest) throw new Error('no push reached Alice’s device after the move')
      expect(JSON.parse(decryptPush(aliceDevice, latest.body))).toMatchObject({ title: expect.any(String) as unknown })
      const vapid = readVapidHeader(latest.headers.authorization)
      expect(vapid.signatureValid).toBe(true)
      expect(vapid.publicKey).toBe((before.alice['/api/push/public-key']?.body as LooseJson).publicKey)
    })
  })

  describe('refusals', () => {
    const cleanup: Array<() => Promise<void> | void> = []
    afterAll(async () => {
      for (const step of cleanup.reverse()) await step()
    })
    const schema = async () => {
      const s = await freshSchema(base)
      cleanup.push(() => s.drop())
      return s
    }
    const sqliteFile = async (fill?: (handle: DbHandle) => Promise<void>) => {
      const made = await migratedSqliteFile(fill)
      cleanup.push(() => rmSync(made.dir, { recursive: true, force: true }))
      return made.file
    }

    it('refuses a target that already has Petfolk’s tables, and changes nothing there', async () => {
      const file = await sqliteFile(async (h) => seedDemoContent(h.db, new Date()))
      const used = await schema()
      const earlier = openDatabase(used.url)
      await migrateToLatest(earlier)
      await earlier.db.insertInto('users').values({ email: 'x@example.com', google_sub: 'x', google_user_data: '{}', handle: 'x', created_at: 't', updated_at: 't', last_signed_in_at: 't' }).execute()
      await earlier.close()
      const tablesBefore = await used.tables()

      expect(await refusalOf(copySqliteToPostgres({ from: file, to: used.url }))).toMatch(/^The target schema "copy_\w+" already has Petfolk's tables \(.*\): db:copy only copies into a new, empty database, and changed nothing\.$/)
      expect(await used.tables()).toEqual(tablesBefore)
      expect((await used.query(`select email from ${used.schema}.users`)).rows).toEqual([{ email: 'x@example.com' }])
      expect((await used.query(`select count(*)::int as n from ${used.schema}.care_tips`)).rows).toEqual([{ n: 0 }])

      // One empty table of Petfolk's is enough: the schema is not new.
      const half = await schema()
      await half.query(`create table ${half.schema}.kysely_migration (name text)`)
      expect(await refusalOf(copySqliteToPostgres({ from: file, to: half.url }))).toMatch(/already has Petfolk's tables \(kysely_migration\)/)
      expect(await half.tables()).toEqual(['kysely_migration'])
    })

    it('refuses a SQLite file from a newer version, or behind this one, and writes to neither side', async () => {
      const target = await schema()
      const newer = await sqliteFile()
      const writable = new SQLite(newer)
      writable.prepare('insert into kysely_migration (name, timestamp) values (?, ?)').run('0999_from_a_later_version', new Date().toISOString())
      writable.close()
      const bytes = sha256(newer)
      expect(await refusalOf(copySqliteToPostgres({ from: newer, to: target.url }))).toBe(
        `${newer} was last run by a newer version of Petfolk: its migration 0999_from_a_later_version is unknown to this one. Run db:copy from that version's code (or a later one).`,
      )
      expect(sha256(newer)).toBe(bytes)
      expect(await target.tables()).toEqual([])

      const older = join(mkdtempSync(join(tmpdir(), 'petfolk-copy-')), 'old.db')
      cleanup.push(() => rmSync(join(older, '..'), { recursive: true, force: true }))
      const handle = openDatabase(older)
      await migrateTo(handle, '0022_found_pet_alerts')
      await handle.close()
      expect(await refusalOf(copySqliteToPostgres({ from: older, to: target.url }))).toMatch(/is at 0022_found_pet_alerts, behind this version of Petfolk \(\w+\): start this version on it once \(it migrates at start\), stop it, then copy again\./)
      expect(await target.tables()).toEqual([])

      expect(await refusalOf(copySqliteToPostgres({ from: join(tmpdir(), 'no-such-petfolk.db'), to: target.url }))).toMatch(/^There is no SQLite database at /)
    })

    it('refuses a SQLite file a running server holds open, with or without commits in its log', async () => {
      const target = await schema()
      const file = await sqliteFile()
      const running = openDatabase(file)
      try {
        // Open and idle: the log is empty, but the connection's lock shows.
        await running.ping()
        expect(await refusalOf(copySqliteToPostgres({ from: file, to: target.url }))).toBe(`${file} is open in another process (is the server still running?). Stop it and let it exit, then copy again.`)
        await running.db.insertInto('rate_limits').values({ key: 'k', window_start: 1, hits: 1 }).execute()
        expect(await refusalOf(copySqliteToPostgres({ from: file, to: target.url }))).toMatch(/has commits in its write-ahead log .*: the server is still running, or was stopped without closing the database\./)
      } finally {
        await running.close()
      }
      expect(await target.tables()).toEqual([])
      const copied = await copySqliteToPostgres({ from: file, to: target.url })
      expect(copied.counts.find((c) => c.table === 'rate_limits')).toEqual({ table: 'rate_limits', source: 1, target: 1 })
    })

    it('a value PostgreSQL cannot hold stops the copy halfway and leaves the target as it was, migrations included', async () => {
      const target = await schema()
      const file = await sqliteFile()
      const writable = new SQLite(file)
      writable.prepare(`insert into users (id, email, google_sub, google_user_data, display_name, handle, created_at, updated_at, last_signed_in_at) values (7, 'a@example.com', 's', '{}', 'A', 'a', 't', 't', 't')`).run()
      writable.prepare(`insert into pets (id, user_id, name, species, notes, is_spayed_neutered, created_at, updated_at) values (3, 7, 'Rex', 'dog', ?, 0, 't', 't')`).run('line one\u0000line two')
      writable.close()
      expect(await refusalOf(copySqliteToPostgres({ from: file, to: target.url }))).toBe('pets.notes of the row with id 3 contains a NUL character, which PostgreSQL text cannot hold.')
      expect(await target.tables()).toEqual([])
    })
  })

  describe('the command', () => {
    const run = (args: string[]) => runScript('db-copy', args)
    let file: string
    let dir: string
    let target: Schema
    beforeAll(async () => {
      ;({ file, dir } = await migratedSqliteFile(async (h) => seedDemoContent(h.db, new Date())))
      target = await freshSchema(base)
    })
    afterAll(async () => {
      await target?.drop()
      if (dir) rmSync(dir, { recursive: true, force: true })
    })

    it('answers a missing or wrong argument with a sentence and the usage, exit 2', async () => {
      const noTarget = await run(['--from', file])
      expect(noTarget).toMatchObject({ code: 2, stdout: '' })
      expect(noTarget.stderr).toBe('Say which PostgreSQL database to copy into with --to.\nUsage: npm run db:copy -- --from <SQLite file> --to <postgres:// URL>   (the server on the SQLite file must be stopped)\n')
      const unknown = await run(['--from', file, '--to', target.url, '--force'])
      expect(unknown.code).toBe(2)
      expect(unknown.stderr).toMatch(/^Unknown option '--force'.*\nUsage: /)
      const notPostgres = await run(['--from', file, '--to', 'mysql://db/petfolk'])
      expect(notPostgres.code).toBe(2)
      expect(notPostgres.stderr).toMatch(/^--to must be a postgres:\/\/ \(or postgresql:\/\/\) URL\.\n/)
      expect(await target.tables()).toEqual([])
      // Three runs of the command, each a tsx start of its own: slow on a busy CI machine.
    }, 120_000)

    it('copies, prints a progress line per table and the row counts of both sides, exit 0; a second run is refused, exit 1', async () => {
      const copied = await run(['--from', file, '--to', target.url])
      expect(copied.code, copied.stderr).toBe(0)
      const tips = Number((await target.query<{ n: string }>(`select count(*) as n from ${target.schema}.care_tips`)).rows[0]?.n)
      expect(tips).toBeGreaterThan(0)
      expect(copied.stdout).toMatch(/^table\s+SQLite\s+PostgreSQL$/m)
      expect(copied.stdout).toMatch(new RegExp(`^care_tips\\s+${tips}\\s+${tips}$`, 'm'))
      expect(copied.stdout).not.toMatch(/differs/)
      expect(copied.stdout).toMatch(new RegExp(`Copied \\d+ tables into schema "${target.schema}"; every table has the same number of rows on both sides\\.`))
      expect(copied.stderr).toMatch(new RegExp(`^\\[\\d+/\\d+\\] care_tips: ${tips} of ${tips} rows$`, 'm'))

      const again = await run(['--from', file, '--to', target.url])
      expect(again.code).toBe(1)
      expect(again.stderr).toMatch(/already has Petfolk's tables/)
      expect(again.stderr).not.toMatch(/\n\s+at /)
    }, 120_000)
  })
})

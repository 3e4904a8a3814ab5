import SQLite from 'better-sqlite3'
import { Kysely, SqliteDialect, sql, type CompiledQuery } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { lostPetSchema } from '@petfolk/contract/lost-found/reports'
import { NEXT_CURSOR_HEADER } from '@petfolk/contract/pagination'
import { DELETE_ACCOUNT_CONFIRMATION } from '@petfolk/contract/settings'
import * as textSearchMigration from '../../../db/migrations/0011_text_search.ts'
import type { Database } from '../../../db/schema.ts'
import { containsText, NEXT_ROWS_SCANNED } from '../../../db/text-search.ts'
import { json, type LooseJson } from '../../../testing/json.ts'
import { DIALECTS } from '../../../testing/test-db.ts'
import { MANY_REQUESTS_TIMEOUT_MS, createTestContext, type TestContext } from '../../../testing/test-context.ts'
import { listLostPets } from './store.ts'
import { runJobs } from '../../../testing/run-jobs.ts'
import { composeMail } from '../../../delivery/mail-sender.ts'
import { treatSentPhotosAsOwnUploads } from '../../../testing/own-photos.ts'

export const report = {
  pet_name: 'Pepper',
  species: 'dog',
  breed: 'Terrier mix',
  sex: 'female',
  age_range: 'adult',
  weight_lbs: 18.5,
  color: 'Black and tan',
  distinctive_markings: 'White blaze on chest',
  photo_url: '/uploads/ab/ab5e77a0c4d1f2e3b6a7980c1d2e3f40.jpg',
  last_seen_date: '2026-05-31',
  last_seen_location: 'Zilker Park, near the playground',
  last_seen_city: 'Austin',
  last_seen_state: 'Texas',
  last_seen_zip_code: '78704',
  contact_name: 'Priya S.',
  contact_phone: '555-0188',
  contact_email: 'priya@example.com',
  reward_offered: '$200',
  additional_details: 'Shy, may hide under cars.',
}

for (const dialect of DIALECTS) {
  describe(`lost pets and area alerts [${dialect}]`, () => {
    let t: TestContext
    let reporter: Awaited<ReturnType<TestContext['signInAs']>>
    beforeAll(async () => {
      t = await createTestContext(dialect)
      treatSentPhotosAsOwnUploads(t)
      reporter = await t.signInAs('reporter@example.com', 'Priya S.')
    })
    afterAll(() => t.dispose())

    const watch = async (email: string, prefs: Record<string, unknown>) => {
      const who = await t.signInAs(email)
      const res = await t.request('/api/user-alert-preferences', { method: 'POST', cookie: who.cookie, json: prefs })
      expect(res.status, email).toBe(200)
      return who
    }

    it('delivers alerts to exactly the users whose ZIP, radius and species match', async () => {
      // Report from 78704 (south Austin). 78701 is ~2 mi away, 78664 (Round Rock) ~20 mi, 75201 (Dallas) ~180 mi.
      const cases = {
        near: await watch('near@example.com', { zip_codes: ['78701'], alert_radius: 5, email_alerts: true, species_preferences: [] }),
        nearEmailOff: await watch('quiet@example.com', { zip_codes: ['78701'], alert_radius: 5, email_alerts: false, species_preferences: ['dog'] }),
        tooSmallRadius: await watch('small@example.com', { zip_codes: ['78664'], alert_radius: 10, email_alerts: true, species_preferences: [] }),
        bigRadius: await watch('big@example.com', { zip_codes: ['78664'], alert_radius: 25, email_alerts: true, species_preferences: ['cat', 'dog'] }),
        otherSpecies: await watch('cats@example.com', { zip_codes: ['78701'], alert_radius: 50, email_alerts: true, species_preferences: ['cat'] }),
        farAway: await watch('far@example.com', { zip_codes: ['75201'], alert_radius: 50, email_alerts: true, species_preferences: [] }),
        twoZips: await watch('two@example.com', { zip_codes: ['75201', '78704'], alert_radius: 5, email_alerts: true, species_preferences: ['dog'] }),
      }
      await t.request('/api/user-alert-preferences', { method: 'POST', cookie: reporter.cookie, json: { zip_codes: ['78704'], alert_radius: 50, email_alerts: true, species_preferences: [] } })

      // The owner shows their phone, so the alert e-mails give it (contact-privacy.test.ts covers the other choice).
      const res = await t.request('/api/lost-pets', { method: 'POST', cookie: reporter.cookie, json: { ...report, show_contact_phone: true } })
      expect(res.status).toBe(201)
      const created = await json(res)
      expect(created.alerted).toBe(4)

      const notified = await t.deps.db.selectFrom('notifications').select(['user_id']).where('kind', '=', 'lost_pet_alert').execute()
      const expected = [cases.near, cases.nearEmailOff, cases.bigRadius, cases.twoZips].map((c) => c.user.id).sort((a, b) => a - b)
      expect(notified.map((n) => n.user_id).sort((a, b) => a - b)).toEqual(expected)

      // The e-mails follow from the report's fan-out job, composed from the report when sent.
      expect(await runJobs(t.deps, 'deliver')).toBe(1)
      const mail = await t.deps.db.selectFrom('outbox').select(['to_address', 'subject', 'body_text', 'lost_pet_id', 'sent_at']).execute()
      expect(mail.map((m) => m.to_address).sort()).toEqual(['big@example.com', 'near@example.com', 'two@example.com'])
      expect(mail.every((m) => m.sent_at === null && m.lost_pet_id === created.id)).toBe(true)
      const composed = await composeMail(t.deps.db, mail[0] ?? { subject: null, body_text: null, lost_pet_id: null }, 'http://petfolk.test')
      expect(composed).toMatchObject({ subject: 'Lost dog near you: Pepper', text: expect.stringContaining('555-0188') as unknown })

      const bell = await t.request('/api/notifications', { cookie: cases.near.cookie })
      const [first] = (await json(bell)) as unknown as LooseJson[]
      expect(first).toMatchObject({ kind: 'lost_pet_alert', is_read: false, title: 'Lost dog near you: Pepper', link: `/lost/${created.id}` })
      expect(first?.body).toBe('Pepper (Black and tan Terrier mix) was last seen May 31, 2026 at Zilker Park, near the playground, Austin, Texas 78704.')
      expect((await json(await t.request('/api/notifications/unread-count', { cookie: cases.near.cookie }))).unread).toBe(1)
      expect((await t.request(`/api/notifications/${first?.id}/read`, { method: 'POST', cookie: cases.farAway.cookie })).status).toBe(404)
      expect((await t.request(`/api/notifications/${first?.id}/read`, { method: 'POST', cookie: cases.near.cookie })).status).toBe(200)
      expect((await json(await t.request('/api/notifications/unread-count', { cookie: cases.near.cookie }))).unread).toBe(0)
      expect(await json(await t.request('/api/notifications', { cookie: cases.farAway.cookie }))).toEqual([])
    })

    it('refuses incomplete or malformed reports with 400 and alerts nobody', async () => {
      const before = (await t.deps.db.selectFrom('lost_pets').select('id').execute()).length
      const notes = (await t.deps.db.selectFrom('notifications').select('id').execute()).length
      const { photo_url: _photo, ...withoutPhoto } = report
      for (const body of [
        { ...report, pet_name: ' ' },
        { ...report, species: 'hamster' },
        { ...report, color: '' },
        withoutPhoto,
        { ...report, last_seen_date: 'yesterday' },
        { ...report, last_seen_zip_code: '787' },
        { ...report, last_seen_zip_code: '00000' },
        { ...report, contact_phone: '' },
        { ...report, weight_lbs: -3 },
        { ...report, age_range: 'ancient' },
        { ...report, is_found: true },
      ]) {
        const res = await t.request('/api/lost-pets', { method: 'POST', cookie: reporter.cookie, json: body })
        expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400)
      }
      expect((await t.deps.db.selectFrom('lost_pets').select('id').execute()).length).toBe(before)
      expect((await t.deps.db.selectFrom('notifications').select('id').execute()).length).toBe(notes)
    })

    it('lists open reports with filters; only the reporter can mark one found', async () => {
      const other = await t.signInAs('finder@example.com')
      const cat = await json(await t.request('/api/lost-pets', { method: 'POST', cookie: reporter.cookie, json: { ...report, pet_name: 'Miso', species: 'cat', breed: 'Tabby', last_seen_zip_code: '78701' } }))
      const list = async (query = '') => lostPetSchema.array().parse(await json(await t.request(`/api/lost-pets${query}`, { cookie: other.cookie })))
      expect((await list()).map((r) => r.pet_name)).toEqual(['Miso', 'Pepper'])
      expect((await list('?species=cat')).map((r) => r.pet_name)).toEqual(['Miso'])
      const badSpecies = await t.request('/api/lost-pets?species=hamster', { cookie: other.cookie })
      expect(badSpecies.status).toBe(400)
      expect((await json(badSpecies)).error).toBe('species: Species must be one of: Dog, Cat, Bird, Rabbit, Other.')
      expect((await list('?q=TABBY')).map((r) => r.pet_name)).toEqual(['Miso'])
      expect((await list('?q=zilker')).length).toBe(2)
      expect((await list('?zip=7870')).length).toBe(2)
      expect((await list('?zip=78704')).map((r) => r.pet_name)).toEqual(['Pepper'])
      // Search text is matched literally: % and _ are not wildcards, on SQLite and PostgreSQL alike.
      await t.request('/api/lost-pets', { method: 'POST', cookie: reporter.cookie, json: { ...report, pet_name: 'Kiwi', species: 'bird', breed: null, last_seen_location: 'Gate_7 by the 100% organic market' } })
      expect((await list('?q=_7')).map((r) => r.pet_name)).toEqual(['Kiwi'])
      expect((await list('?q=100%25')).map((r) => r.pet_name)).toEqual(['Kiwi'])
      expect(await list('?q=%25%25%25')).toEqual([])
      const kiwi = (await list('?q=Kiwi'))[0]
      if (kiwi) await t.request(`/api/lost-pets/${kiwi.id}`, { method: 'PATCH', cookie: reporter.cookie, json: { is_found: true } })

      expect((await t.request(`/api/lost-pets/${cat.id}`, { method: 'PATCH', cookie: other.cookie, json: { is_found: true } })).status).toBe(404)
      expect((await t.request(`/api/lost-pets/${cat.id}`, { method: 'PATCH', cookie: reporter.cookie, json: { is_found: 'yes' } })).status).toBe(400)
      const found = await t.request(`/api/lost-pets/${cat.id}`, { method: 'PATCH', cookie: reporter.cookie, json: { is_found: true } })
      expect(found.status).toBe(200)
      expect((await list()).map((r) => r.pet_name)).toEqual(['Pepper'])
    })

    it('keeps alert preferences per user with defaults, and refuses bad ones', async () => {
      const fresh = await t.signInAs('prefs@example.com')
      expect(await json(await t.request('/api/user-alert-preferences', { cookie: fresh.cookie }))).toEqual({ zip_codes: [], alert_radius: 25, email_alerts: true, species_preferences: [] })
      for (const body of [
        { zip_codes: ['7870'], alert_radius: 25, email_alerts: true, species_preferences: [] },
        { zip_codes: ['78701'], alert_radius: 55, email_alerts: true, species_preferences: [] },
        { zip_codes: ['78701'], alert_radius: 12, email_alerts: true, species_preferences: [] },
        { zip_codes: ['78701'], alert_radius: 25, email_alerts: true, species_preferences: ['dragon'] },
        { zip_codes: ['00000'], alert_radius: 25, email_alerts: true, species_preferences: [] },
        { zip_codes: '78701', alert_radius: 25, email_alerts: true, species_preferences: [] },
      ]) {
        expect((await t.request('/api/user-alert-preferences', { method: 'POST', cookie: fresh.cookie, json: body })).status, JSON.stringify(body)).toBe(400)
      }
      const saved = await t.request('/api/user-alert-preferences', { method: 'POST', cookie: fresh.cookie, json: { zip_codes: ['78701', '78701', '98101'], alert_radius: 15, email_alerts: false, species_preferences: ['cat'] } })
      expect(await json(saved)).toEqual({ zip_codes: ['78701', '98101'], alert_radius: 15, email_alerts: false, species_preferences: ['cat'] })
      expect((await json(await t.request('/api/user-alert-preferences', { cookie: fresh.cookie }))).zip_codes).toEqual(['78701', '98101'])
      expect((await json(await t.request('/api/user-alert-preferences', { cookie: reporter.cookie }))).zip_codes).toEqual(['78704'])
    })

    it('needs a session', async () => {
      expect((await t.request('/api/lost-pets')).status).toBe(401)
      expect((await t.request('/api/lost-pets', { method: 'POST', json: report })).status).toBe(401)
      expect((await t.request('/api/user-alert-preferences')).status).toBe(401)
      expect((await t.request('/api/notifications')).status).toBe(401)
    })
  })
}

/** What `q` searches, as the store does. */
const SEARCHED = ['pet_name', 'breed', 'last_seen_location', 'last_seen_city'] as const

/**
 * Search texts whose answers must not change with the index: short ones (no trigram), 3+
 * characters, LIKE's own characters, FTS5 query syntax, case, accents, emoji, letters whose
 * lower case is longer (İ) or differs by position (Σ), ligatures and quotes.
 */
const TRICKY = [
  'pe', 'PEP', 'pepper', 'PEPPER', 'zilker park', 'terrier mix', 'ix', 'a', '   ',
  'ZOË', 'zoë', 'émile', 'ÉMILE', 'emile', 'müller', 'MÜLLER', 'são', 'SÃO PAULO', 'café',
  '%', '%%', '%%%', '100%', '0% o', '_7', 'gate_7', 'gate7', '_', '___',
  '\\', '\\\\', 'c:\\', ':\\pets\\l', 'pets\\', 'a\\%',
  '🐶', '🐶🐶', '🐶🐶🐶', 'park 🐶', '🐶 e', '🐕‍🦺',
  'ipek', 'İpek', 'İSTANBUL', 'istanbul', 'ΟΔΟΣ', 'οδος', 'οδοσ', 'straße', 'STRASSE', 'ﬁdo', 'fido',
  '"q"', '"', '""', '"""', 'quote "q', "o'malley", "'", 'bo or jo', 'OR', 'NEAR', 'near(bo jo)', '*', 'bo*', 'x" OR "y',
  '(', ')', ':', '^bo', '-', 'pet_name:bo', '{pet_name}', 'nothing at all matches this',
]

for (const dialect of DIALECTS) {
  describe(`searching lost pets by text [${dialect}]`, () => {
    let t: TestContext
    let reporter: Awaited<ReturnType<TestContext['signInAs']>>
    beforeAll(async () => {
      // One member posts all the fixtures: more than the daily report allowance, which is tested on its own.
      t = await createTestContext(dialect, { RATE_LIMIT_SCALE: '20' })
      treatSentPhotosAsOwnUploads(t)
      reporter = await t.signInAs('searcher@example.com', 'Sam S.')
      for (const [pet_name, breed, last_seen_location, last_seen_city] of [
        ['Pepper', 'Terrier mix', 'Zilker Park, near the playground', 'Austin'],
        ['Zoë', 'Collie', 'Café Müller, 5th St', 'São Paulo'],
        ['ÉMILE', null, 'Rue de Rivoli', 'PARIS'],
        ['Kiwi', null, 'Gate_7 by the 100% organic market', 'Austin'],
        ['Back\\slash', 'Unknown', 'Shelf C:\\pets\\lost', 'Austin'],
        ['Biscuit 🐶', 'Lab', 'Dog park 🐶🐶 entrance 🐕‍🦺', 'Austin'],
        ['İpek', 'Kangal', 'Moda', 'İstanbul'],
        ['ΟΔΟΣ', 'Greek Harehound', 'οδος Ερμού', 'Athens'],
        ['Straße', 'Dackel', 'Hauptstraße 1', 'Berlin'],
        ['Quote "Q" Dog', 'ﬁdo-ish', "O'Malley's yard", 'Dublin'],
        ['Bo OR Jo', 'NEAR(bo jo)', 'pet_name:bo {pet_name}', 'Austin'],
      ] as const) {
        const res = await t.request('/api/lost-pets', { method: 'POST', cookie: reporter.cookie, json: { ...report, pet_name, breed, last_seen_location, last_seen_city } })
        expect(res.status, pet_name).toBe(201)
      }
    })
    afterAll(() => t.dispose())

    /** Every page of a search, following the cursor, as ids. */
    const search = async (q: string, { limit = 200, extra = '' } = {}) => {
      const ids: number[] = []
      let cursor: string | null = null
      do {
        const res = await t.request(`/api/lost-pets?q=${encodeURIComponent(q)}&limit=${limit}${extra}${cursor ? `&cursor=${cursor}` : ''}`, { cookie: reporter.cookie })
        expect(res.status, q).toBe(200)
        const page = (await json(res)) as unknown as Array<{ id: number }>
        expect(page.length).toBeLessThanOrEqual(limit)
        ids.push(...page.map((r) => r.id))
        cursor = res.headers.get(NEXT_CURSOR_HEADER)
      } while (cursor)
      return ids
    }

    /** The search as it was before the index: every open report scanned with LIKE, newest first. */
    const scanned = async (q: string, species?: string) => {
      const text = q.trim()
      let query = t.deps.db.selectFrom('lost_pets').select('id').where('is_found', '=', 0).orderBy('id', 'desc')
      if (text) query = query.where((eb) => eb.or(SEARCHED.map((column) => containsText(column, text))))
      if (species) query = query.where('species', '=', species)
      return (await query.execute()).map((r) => r.id)
    }

    const names = async (q: string) => {
      const res = await t.request(`/api/lost-pets?q=${encodeURIComponent(q)}`, { cookie: reporter.cookie })
      return ((await json(res)) as unknown as Array<{ pet_name: string }>).map((r) => r.pet_name)
    }

    it('returns what the plain LIKE scan returns, for any text', async () => {
      for (const q of TRICKY) expect(await search(q), JSON.stringify(q)).toEqual(await scanned(q))
      // The API refuses a NUL; FTS5 would stop reading the query there, so the store scans for one.
      if (dialect === 'sqlite') {
        const found = await listLostPets(t.deps.db, { q: 'ab\u0000c' }, { limit: 200, after: null })
        expect(found.map((r) => r.id)).toEqual(await scanned('ab\u0000c'))
      }
      // And the answers are the expected ones, not merely equal.
      expect(await names('pepper')).toEqual(['Pepper'])
      expect(await names('ZOË')).toEqual(['Zoë'])
      expect(await names('MÜLLER')).toEqual(['Zoë'])
      expect(await names('100%')).toEqual(['Kiwi'])
      expect(await names('_7')).toEqual(['Kiwi'])
      expect(await names('%%%')).toEqual([])
      expect(await names(':\\pets\\')).toEqual(['Back\\slash'])
      expect(await names('🐶🐶')).toEqual(['Biscuit 🐶'])
      expect(await names('park 🐶')).toEqual(['Biscuit 🐶'])
      expect(await names('"q"')).toEqual(['Quote "Q" Dog'])
      expect(await names('near(bo')).toEqual(['Bo OR Jo'])
      expect(await names('bo or jo')).toEqual(['Bo OR Jo'])
    })

    it('sees reports as they are added, renamed, marked found and deleted', async () => {
      const added = await json(await t.request('/api/lost-pets', { method: 'POST', cookie: reporter.cookie, json: { ...report, pet_name: 'Quokka', last_seen_location: 'Rottnest ferry' } }))
      expect(await names('quokk')).toEqual(['Quokka'])
      expect(await names('ottnest fer')).toEqual(['Quokka'])

      await t.deps.db.updateTable('lost_pets').set({ pet_name: 'Wombat', last_seen_location: 'Bondi' }).where('id', '=', added.id).execute()
      expect(await names('quokk')).toEqual([])
      expect(await names('rottnest')).toEqual([])
      expect(await names('wombat')).toEqual(['Wombat'])
      expect(await names('bondi')).toEqual(['Wombat'])

      const mark = (found: boolean) => t.request(`/api/lost-pets/${added.id}`, { method: 'PATCH', cookie: reporter.cookie, json: { is_found: found } })
      expect((await mark(true)).status).toBe(200)
      expect(await names('wombat')).toEqual([])
      expect((await mark(false)).status).toBe(200)
      expect(await names('wombat')).toEqual(['Wombat'])

      await t.deps.db.deleteFrom('lost_pets').where('id', '=', added.id).execute()
      expect(await names('wombat')).toEqual([])

      // A closed account takes its reports with it (a cascade, which fires the triggers too).
      const leaving = await t.signInAs('leaving-searcher@example.com')
      await t.request('/api/lost-pets', { method: 'POST', cookie: leaving.cookie, json: { ...report, pet_name: 'Numbat' } })
      expect(await names('numbat')).toEqual(['Numbat'])
      expect((await t.request('/api/account/delete', { method: 'POST', cookie: leaving.cookie, json: { confirm: DELETE_ACCOUNT_CONFIRMATION } })).status).toBe(200)
      expect(await names('numbat')).toEqual([])

      if (dialect === 'sqlite') {
        // The index holds exactly what the table holds (this throws when they differ).
        await sql`insert into lost_pets_fts(lost_pets_fts, rank) values ('integrity-check', 1)`.execute(t.deps.db)
      }
    })

    // About a thousand requests: every page of eleven searches, three ways each.
    it('pages through many matches with the cursor, rare and common words alike, near the newest rows and far from them', async () => {
      // More rows than are read directly before the index is asked (PostgreSQL), so both paths run.
      const total = NEXT_ROWS_SCANNED + 600
      // The first page's edge between the rows read directly and the rest; "Edgehound" lies only around it.
      const edge = total - NEXT_ROWS_SCANNED - 1
      const at = new Date().toISOString()
      const nearEdge = (i: number) => Math.abs(i - edge) <= 10
      const rows = Array.from({ length: total }, (_, i) => ({
        ...report, user_id: reporter.user.id, pet_name: `Bulk ${i}`, species: i % 3 === 0 ? 'cat' : 'dog',
        breed: nearEdge(i) ? 'Edgehound' : i % 5 === 4 ? 'Beagle' : 'Mixed breed',
        last_seen_location: `${i} Elm Street`, latitude: 30.25, longitude: -97.76, is_found: i % 7 === 0 && !nearEdge(i) ? 1 : 0, created_at: at, updated_at: at,
      }))
      for (let i = 0; i < rows.length; i += 500) await t.deps.db.insertInto('lost_pets').values(rows.slice(i, i + 500)).execute()

      // "bulk 12": 111 old rows; "bulk 25": the newest hundred and a few old; "mixed": four in five.
      for (const q of ['bulk 12', 'bulk 25', 'bulk 1234', 'bulk 99999', 'mixed', 'beagle', 'edgehound', 'elm street', 'ulk', 'bu', '7 e']) {
        const expected = await scanned(q)
        expect(await search(q), q).toEqual(expected)
        expect(await search(q, { limit: 50 }), `${q} by 50`).toEqual(expected)
        expect(await search(q, { extra: '&species=cat' }), `${q} cats`).toEqual(await scanned(q, 'cat'))
      }
      expect((await search('mixed', { limit: 7 })).length).toBe((await scanned('mixed')).length)
      expect(await search('bulk 1234')).toHaveLength(1)
      // The tricky texts again, now that a trigram index has rows to narrow on both databases.
      for (const q of TRICKY) expect(await search(q), JSON.stringify(q)).toEqual(await scanned(q))
    }, MANY_REQUESTS_TIMEOUT_MS)

    it('indexes the reports that exist when the migration runs, and can be undone and redone', async () => {
      const db = t.deps.db as unknown as Kysely<unknown>
      await db.transaction().execute((trx) => textSearchMigration.down(trx))
      const added = await json(await t.request('/api/lost-pets', { method: 'POST', cookie: reporter.cookie, json: { ...report, pet_name: 'Platypus' } }))
      expect(added.pet_name).toBe('Platypus')
      await db.transaction().execute((trx) => textSearchMigration.up(trx))
      expect(await names('platypus')).toEqual(['Platypus'])
      expect(await names('atypu')).toEqual(['Platypus'])
      expect(await search('mixed')).toEqual(await scanned('mixed'))
      await t.deps.db.deleteFrom('lost_pets').where('id', '=', added.id).execute()
      if (dialect === 'sqlite') await sql`insert into lost_pets_fts(lost_pets_fts, rank) values ('integrity-check', 1)`.execute(t.deps.db)
    })

    it.runIf(dialect === 'sqlite')('asks the FTS5 trigram index, never scanning the table, for 3 characters or more', async () => {
      const queries: CompiledQuery[] = []
      const file = new SQLite(t.database.url)
      const logged = new Kysely<Database>({ dialect: new SqliteDialect({ database: file }), log: (event) => void queries.push(event.query) })
      try {
        const plan = async (q: string) => {
          queries.length = 0
          await listLostPets(logged, { q }, { limit: 20, after: [1_000_000] })
          const [query] = queries
          if (!query) throw new Error('no query ran')
          const steps = file.prepare(`explain query plan ${query.sql}`).all(...(query.parameters as unknown[])) as Array<{ detail: string }>
          return steps.map((s) => s.detail).join('\n')
        }
        const indexed = await plan('mixed')
        expect(indexed).toMatch(/SCAN f VIRTUAL TABLE INDEX/)
        expect(indexed).not.toMatch(/SCAN lost_pets|TEMP B-TREE/)
        // Two characters have no trigram: the scan, as before.
        expect(await plan('mi')).toMatch(/SEARCH lost_pets USING INDEX lost_pets_open_idx/)
      } finally {
        await logged.destroy()
      }
    })
  })
}

// Matching lost and found reports at scale: 10,000 lost and 10,000 found reports of the same
// 10,000 synthetic pets (bench/matching-data.ts), then the product's own matching
// (apps/server/src/features/lost-pets/matching) asked where each pet's true report ranks, and
// timed for a new report against everything stored.
// Usage: npm run bench:matching   (PostgreSQL too when BENCH_DATABASE_URL, DATABASE_URL or TEST_DATABASE_URL is a postgres URL)
import { loadavg } from 'node:os'
import { sql } from 'kysely'
import type { DialectName } from '../apps/server/src/db/dialect.ts'
import type { Db } from '../apps/server/src/db/database.ts'
import { enqueueMatching, matchJobHandler, pairsFor } from '../apps/server/src/features/lost-found/matching/jobs.ts'
import { runDueJobs } from '../apps/server/src/delivery/jobs.ts'
import { createLogger } from '../apps/server/src/logger.ts'
import { photoSignatureOf } from '../apps/server/src/features/lost-found/matching/photo-signature.ts'
import { benchDialects, freshDatabase, insertInBatches } from './lib/databases.ts'
import { ms } from './lib/stats.ts'
import { seededRandom } from './lib/synthetic.ts'
import { foundReport, lostReport, makePet, petPhoto, type FoundRow, type LostRow, type Pet } from './matching-data.ts'

const PAIRS = Number(process.env.BENCH_MATCHING_PAIRS ?? 10_000)
const NEW_REPORTS = Number(process.env.BENCH_MATCHING_NEW ?? 200)
/** How many pets' rankings are asked, each way (every one of them costs a full match query). */
const SAMPLE = Math.min(PAIRS, Number(process.env.BENCH_MATCHING_SAMPLE ?? 2_000))
const AT = '2026-10-01T00:00:00.000Z'

interface Data {
  pets: Pet[]
  lost: Array<LostRow & { photo_signature: string }>
  found: Array<FoundRow & { photo_signature: string }>
  /** Second reports of the first NEW_REPORTS pets, for timing: half found, half lost. */
  newFound: Array<FoundRow & { photo_signature: string }>
  newLost: Array<LostRow & { photo_signature: string }>
}

/** Signatures through the product's own code path, a few images at a time (sharp works on its thread pool). */
async function signatures(photos: Array<() => Promise<Buffer>>): Promise<string[]> {
  const out: string[] = new Array<string>(photos.length)
  let next = 0
  const worker = async () => {
    while (next < photos.length) {
      const i = next++
      out[i] = JSON.stringify(await photoSignatureOf(await (photos[i] as () => Promise<Buffer>)()))
    }
  }
  await Promise.all(Array.from({ length: 4 }, worker))
  return out
}

async function makeData(): Promise<Data> {
  const started = performance.now()
  const random = seededRandom(17)
  const pets = Array.from({ length: PAIRS }, () => makePet(random))
  const lostRows = pets.map((pet, i) => lostReport(random, pet, i))
  const foundRows = pets.map((pet) => foundReport(random, pet))
  const extra = pets.slice(0, NEW_REPORTS)
  const newFoundRows = extra.slice(0, Math.ceil(NEW_REPORTS / 2)).map((pet) => foundReport(random, pet))
  const newLostRows = extra.slice(Math.ceil(NEW_REPORTS / 2)).map((pet, i) => lostReport(random, pet, PAIRS + i))
  const photoRandom = seededRandom(99)
  const ownerPhotos = await signatures(pets.map((pet) => () => petPhoto(photoRandom, pet, false)))
  const finderPhotos = await signatures([...pets, ...extra].map((pet) => () => petPhoto(photoRandom, pet, true)))
  const data: Data = {
    pets,
    lost: lostRows.map((row, i) => ({ ...row, photo_signature: ownerPhotos[i] as string })),
    found: foundRows.map((row, i) => ({ ...row, photo_signature: finderPhotos[i] as string })),
    newFound: newFoundRows.map((row, i) => ({ ...row, photo_signature: finderPhotos[PAIRS + i] as string })),
    newLost: newLostRows.map((row, i) => ({ ...row, photo_signature: ownerPhotos[Math.ceil(NEW_REPORTS / 2) + i] as string })),
  }
  console.log(`${PAIRS.toLocaleString('en-US')} pets, ${(PAIRS * 2 + NEW_REPORTS).toLocaleString('en-US')} photos and their signatures made in ${((performance.now() - started) / 1000).toFixed(1)} s`)
  return data
}

async function addUser(db: Db, email: string): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({ email, google_sub: `bench|${email}`, google_user_data: '{}', created_at: AT, updated_at: AT, last_signed_in_at: AT })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

function lostValues(row: LostRow & { photo_signature: string }, userId: number) {
  return {
    ...row,
    user_id: userId,
    age_range: null,
    distinctive_markings: null,
    photo_url: null,
    last_seen_location: 'Near home',
    last_seen_city: 'Benchville',
    last_seen_state: 'Texas',
    last_seen_zip_code: '00000',
    contact_name: 'Owner',
    contact_phone: '555-0100',
    contact_email: null,
    reward_offered: null,
    additional_details: null,
    is_found: 0,
    found_at: null,
    created_at: AT,
    updated_at: AT,
  }
}

function foundValues(row: FoundRow & { photo_signature: string }, userId: number, index: number) {
  return {
    ...row,
    user_id: userId,
    weight_lbs: null,
    distinctive_markings: null,
    photo_url: null,
    // The pet's number, so the bench knows which lost report is the true one.
    found_location: `pet ${index}`,
    found_city: 'Benchville',
    found_state: 'Texas',
    found_zip_code: '00000',
    contact_name: 'Finder',
    contact_phone: '555-0101',
    contact_email: null,
    additional_details: null,
    created_at: AT,
    updated_at: AT,
  }
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN
}

const percent = (n: number, of: number) => `${((n / of) * 100).toFixed(1)}%`

async function measure(dialect: DialectName, data: Data) {
  const database = await freshDatabase(dialect)
  const { db } = database.handle
  try {
    const loadStarted = performance.now()
    const owner = await addUser(db, 'owners@bench.test')
    const finder = await addUser(db, 'finders@bench.test')
    const batch = dialect === 'sqlite' ? 1_000 : 500
    await insertInBatches(data.lost.map((row) => lostValues(row, owner)), batch, (rows) => db.insertInto('lost_pets').values(rows).execute())
    await insertInBatches(data.found.map((row, i) => foundValues(row, finder, i)), batch, (rows) => db.insertInto('found_pets').values(rows).execute())
    if (dialect === 'postgres') await sql`analyze`.execute(db)
    const lostIdOf = new Map((await db.selectFrom('lost_pets').select(['id', 'pet_name']).execute()).map((r) => [r.pet_name, r.id]))
    const foundRows = await db.selectFrom('found_pets').select(['id', 'found_location']).execute()
    const foundIdOf = new Map(foundRows.map((r) => [r.found_location, r.id]))
    console.log(`\n${dialect}: ${data.lost.length.toLocaleString('en-US')} lost and ${data.found.length.toLocaleString('en-US')} found reports loaded in ${((performance.now() - loadStarted) / 1000).toFixed(1)} s`)

    // Where the true report ranks among the matches the product keeps (best first, at most 10).
    const rank = async (report: { lostPetId: number } | { foundPetId: number }, trueId: number) => {
      const pairs = await pairsFor(db, report)
      return pairs.findIndex((p) => ('lostPetId' in report ? p.found.id : p.lost.id) === trueId)
    }
    const accuracy = async (label: string) => {
      for (const direction of ['found → lost', 'lost → found'] as const) {
        let first = 0
        let top3 = 0
        let kept = 0
        for (let i = 0; i < SAMPLE; i++) {
          const lostId = lostIdOf.get(`Pet ${i}`) as number
          const foundId = foundIdOf.get(`pet ${i}`) as number
          const at = direction === 'found → lost' ? await rank({ foundPetId: foundId }, lostId) : await rank({ lostPetId: lostId }, foundId)
          if (at === 0) first++
          if (at >= 0 && at < 3) top3++
          if (at >= 0) kept++
        }
        console.log(`${label}${direction}: true match first ${percent(first, SAMPLE)}, in the top 3 ${percent(top3, SAMPLE)}, among the matches kept ${percent(kept, SAMPLE)} (${SAMPLE.toLocaleString('en-US')} pets)`)
      }
    }
    await accuracy('')

    // A new report's whole matching job: candidates, scoring, storing the matches, notices and pushes.
    const events = { publish: () => undefined }
    const timings: number[] = []
    // This process's CPU time per job: unlike wall time, it does not grow when other work shares the cores (PostgreSQL's own work is not in it).
    const cpuTimes: number[] = []
    let candidates = 0
    const newReports: Array<() => Promise<{ lostPetId: number } | { foundPetId: number }>> = [
      ...data.newFound.map((row, i) => async () => {
        const { id } = await db.insertInto('found_pets').values(foundValues(row, finder, i)).returning('id').executeTakeFirstOrThrow()
        return { foundPetId: id }
      }),
      ...data.newLost.map((row) => async () => {
        const { id } = await db.insertInto('lost_pets').values(lostValues(row, owner)).returning('id').executeTakeFirstOrThrow()
        return { lostPetId: id }
      }),
    ]
    const added: Array<{ lostPetId: number } | { foundPetId: number }> = []
    for (const insert of newReports) {
      const report = await insert()
      added.push(report)
      await enqueueMatching(db, report, new Date(AT))
      const started = performance.now()
      const cpuBefore = process.cpuUsage()
      const ran = await runDueJobs(db, dialect, { match: matchJobHandler('http://localhost'), deliver: async () => undefined }, new Date(AT), { logger: createLogger('silent'), publish: events.publish, only: 'match' })
      timings.push(performance.now() - started)
      const cpu = process.cpuUsage(cpuBefore)
      cpuTimes.push((cpu.user + cpu.system) / 1000)
      if (ran !== 1) throw new Error(`expected one match job, ran ${ran}`)
      candidates += Number((await db.selectFrom('pet_matches').select((eb) => eb.fn.countAll().as('n')).where('lost_pet_id' in report ? 'lost_pet_id' : 'found_pet_id', '=', 'lostPetId' in report ? report.lostPetId : report.foundPetId).executeTakeFirstOrThrow()).n)
    }
    const sorted = [...timings].sort((a, b) => a - b)
    console.log(
      `scoring a new report against the stored ones (${timings.length} reports, half lost, half found): p50 ${ms(percentile(sorted, 50))} ms, p95 ${ms(percentile(sorted, 95))} ms, max ${ms(sorted.at(-1) ?? Number.NaN)} ms; ${(candidates / timings.length).toFixed(1)} matches kept per report`,
    )
    const cpuSorted = [...cpuTimes].sort((a, b) => a - b)
    console.log(`  Node CPU time per job: p50 ${ms(percentile(cpuSorted, 50))} ms, p95 ${ms(percentile(cpuSorted, 95))} ms (load average at the end: ${loadavg()[0]?.toFixed(1)})`)
    // The same questions with the finders' photos left out: what the words, places and dates do alone.
    // The rankings are the same on both databases (same rows, same code), so once is enough.
    if (dialect === benchDialects()[0]) {
      // Without the second reports the timing added, so every pet again has one lost and one found report.
      await db.deleteFrom('pet_matches').execute()
      await db.deleteFrom('found_pets').where('id', 'in', added.flatMap((r) => ('foundPetId' in r ? [r.foundPetId] : []))).execute()
      await db.deleteFrom('lost_pets').where('id', 'in', added.flatMap((r) => ('lostPetId' in r ? [r.lostPetId] : []))).execute()
      await db.updateTable('found_pets').set({ photo_signature: null }).execute()
      await accuracy('without photos, ')
    }
  } finally {
    await database.dispose()
  }
}

console.log('Matching lost and found reports: the product\'s scoring (species, distance within the alert radii, days apart, colour words, breed, size, sex, photo colour signature)')
const data = await makeData()
for (const dialect of benchDialects()) await measure(dialect, data)

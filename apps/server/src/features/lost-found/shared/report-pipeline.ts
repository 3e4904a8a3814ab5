import { foundDateProblem } from '@petfolk/contract/lost-found/found'
import { lastSeenDateProblem } from '@petfolk/contract/lost-found/reports'
import { sql, type Expression, type SelectQueryBuilder, type SqlBool } from 'kysely'
import type { AppDeps } from '../../../app-env.ts'
import type { Db } from '../../../db/database.ts'
import type { Database } from '../../../db/schema.ts'
import { containsText, containsTextInAny, searchPage } from '../../../db/text-search.ts'
import { foundReportRef, lostReportRef, type ReportRef } from '../../../delivery/report-ref.ts'
import { zipCentroid, type LatLng } from '../../../geo/geo.ts'
import { ApiError } from '../../../http/errors.ts'
import { alertNeighbours } from '../alerts/watchers.ts'
import { enqueueMatching } from '../matching/jobs.ts'
import { photoSignatureText } from '../matching/photo-signature.ts'
import { requireUsablePhoto } from '../../uploads/ownership.ts'

/**
 * What lost and found reports have in common, written once: the lists' filters and search, the
 * open list, checking a new report's date, place and photo, and filing it, which alerts its
 * neighbours and queues its matching in the same transaction. What differs is stated once per
 * kind, in LOST_REPORTS and FOUND_REPORTS below. Each kind's own columns and row mapping stay in
 * its store (reports/store.ts, found/store.ts), and so does settling a report: marking a pet
 * found tells everyone its alert reached and may be undone for a while, closing a found report
 * is a plain flag.
 */
export interface ReportKind<T extends 'lost_pets' | 'found_pets'> {
  table: T
  /** Where the pet was last seen or found: the ZIP column (and input field), which places the report. */
  zip: keyof Database[T] & string
  /** When it was last seen or found: the date column (and input field). */
  date: keyof Database[T] & string
  /** The flag a report is no longer open by: the pet is home, or the finder closed the report. */
  settled: keyof Database[T] & string
  /** What `q` searches. */
  searched: ReadonlyArray<keyof Database[T] & string>
  /** The FTS5 table of the trigram index over `searched` (migration 0011); none where `q` is the plain scan. */
  fts?: string
  /** The 404's sentence for a report that is not there. */
  notFound: string
  /** The report's date problem, given the newest date a report may carry (the contract's rule). */
  dateProblem(date: string, latest: string): string | null
  /** The neighbours' notice (delivery/templates) and the column delivery's rows name it by. */
  alert: 'lostPetAlert' | 'foundPetAlert'
  ref(id: number): ReportRef
  /** The side matching scores a new report from (matching/jobs.ts). */
  matchedAs(id: number): { lostPetId: number } | { foundPetId: number }
}

export const LOST_REPORTS = {
  table: 'lost_pets',
  zip: 'last_seen_zip_code', date: 'last_seen_date',
  settled: 'is_found',
  searched: ['pet_name', 'breed', 'last_seen_location', 'last_seen_city'],
  fts: 'lost_pets_fts',
  notFound: 'Lost pet report not found',
  dateProblem: lastSeenDateProblem,
  alert: 'lostPetAlert', ref: lostReportRef,
  matchedAs: (id) => ({ lostPetId: id }),
} as const satisfies ReportKind<'lost_pets'>

export const FOUND_REPORTS = {
  table: 'found_pets',
  zip: 'found_zip_code', date: 'found_date',
  settled: 'is_closed',
  searched: ['breed', 'color', 'distinctive_markings', 'found_location', 'found_city'],
  // No `fts`: found reports are far fewer than lost ones and short-lived, so `q` is the plain
  // LIKE scan over the open ones, without a trigram index of its own.
  notFound: 'Found pet report not found',
  dateProblem: foundDateProblem,
  alert: 'foundPetAlert', ref: foundReportRef,
  matchedAs: (id) => ({ foundPetId: id }),
} as const satisfies ReportKind<'found_pets'>

/** The lists' filters, from the query string; the map's too. */
export interface ReportFilter {
  q?: string | undefined
  species?: string | undefined
  zip?: string | undefined
}

/** Open reports only, and none staff hid (features/reports) unless `withHidden`: staff see those too. */
export function whereOpen<T extends 'lost_pets' | 'found_pets', O>(query: SelectQueryBuilder<Database, T, O>, kind: ReportKind<T>, withHidden = false): SelectQueryBuilder<Database, T, O> {
  const open = query.where(sql<SqlBool>`${sql.ref(kind.settled)} = 0`)
  return withHidden ? open : open.where(sql<SqlBool>`${sql.ref('hidden_at')} is null`)
}

/** The species filter: "other" is any species but a dog, a cat or a bird. */
function speciesIs(species: string): Expression<SqlBool> {
  return species === 'other' ? sql<SqlBool>`${sql.ref('species')} not in (${sql.join(['dog', 'cat', 'bird'])})` : sql<SqlBool>`${sql.ref('species')} = ${species}`
}

/** The species and ZIP filters; `q` is searchedPage's (or whereSearched's). */
export function whereFiltered<T extends 'lost_pets' | 'found_pets', O>(query: SelectQueryBuilder<Database, T, O>, kind: ReportKind<T>, filter: ReportFilter): SelectQueryBuilder<Database, T, O> {
  let filtered = query
  if (filter.species) filtered = filtered.where(speciesIs(filter.species))
  if (filter.zip) filtered = filtered.where(containsText(kind.zip, filter.zip))
  return filtered
}

/** All the filters, `q` as the plain scan: for a subquery, where searchedPage's paging does not apply. */
export function whereSearched<T extends 'lost_pets' | 'found_pets', O>(query: SelectQueryBuilder<Database, T, O>, kind: ReportKind<T>, filter: ReportFilter): SelectQueryBuilder<Database, T, O> {
  const filtered = whereFiltered(query, kind, filter)
  return filter.q ? filtered.where(containsTextInAny(kind.searched, filter.q)) : filtered
}

/** One page of `query`'s reports under the filters, newest first, `after` an id of the page before: through the kind's trigram index when it has one. */
export async function searchedPage<T extends 'lost_pets' | 'found_pets', O>(
  db: Db,
  query: SelectQueryBuilder<Database, T, O>,
  kind: ReportKind<T>,
  filter: ReportFilter,
  page: { after: number | undefined; limit: number },
): Promise<O[]> {
  if (kind.fts !== undefined) {
    const index = { table: kind.table, columns: kind.searched, fts: kind.fts }
    return searchPage(db, whereFiltered(query, kind, filter), index, filter.q, { order: 'desc', ...page })
  }
  const id = sql.ref<number>(`${kind.table}.id`)
  const searched = whereSearched(query, kind, filter)
  return (page.after === undefined ? searched : searched.where(sql<SqlBool>`${id} < ${page.after}`)).orderBy(id, 'desc').limit(page.limit).execute()
}

// A reported date is the reporter's calendar date: accept the latest date anywhere on earth (UTC+14).
const EARLIEST_ZONE_AHEAD_MS = 14 * 60 * 60 * 1000

/** The latest calendar date anywhere on earth at `now`: the newest date a report may carry. */
export function latestCalendarDate(now: Date): string {
  return new Date(now.getTime() + EARLIEST_ZONE_AHEAD_MS).toISOString().slice(0, 10)
}

/**
 * Checks what a new report's input cannot check alone, in this order: its date against today, its
 * ZIP code against the ones Petfolk knows, its photo as the reporter's own upload. Answers where
 * the report is (the ZIP's centre) and its photo's colour signature for matching, read from the
 * re-encoded file here, before the report's transaction: reading it must not hold the database.
 */
export async function checkNewReport<D extends string, Z extends string>(
  { db, files }: Pick<AppDeps, 'db' | 'files'>,
  kind: { date: D; zip: Z; dateProblem: (date: string, latest: string) => string | null },
  values: Record<D | Z, string> & { photo_url: string | null },
  userId: number,
  now: Date,
): Promise<{ centre: LatLng; photoSignature: string | null }> {
  const dateProblem = kind.dateProblem(values[kind.date], latestCalendarDate(now))
  if (dateProblem) throw new ApiError(400, `${kind.date}: ${dateProblem}`)
  const zip = values[kind.zip]
  const centre = zipCentroid(zip)
  if (!centre) throw new ApiError(400, `${kind.zip}: We could not find ZIP code ${zip}.`)
  await requireUsablePhoto(db, 'photo_url', values.photo_url, { userId })
  const photoSignature = await photoSignatureText(files, values.photo_url)
  return { centre: { latitude: centre.latitude, longitude: centre.longitude }, photoSignature }
}

/** What every new report's row holds besides the kind's own columns. */
export interface FiledColumns {
  user_id: number
  latitude: number
  longitude: number
  created_at: string
  updated_at: string
}

/**
 * Files a report: stores it and delivers its alerts in one transaction, so once the API has said
 * 201 the neighbours' notices, queued e-mails and pushes and its matching job exist too, even if
 * the process dies next. `beforeInsert` runs first inside the transaction (the daily report
 * allowance), so a refused report leaves nothing behind, not even its count. `insert` writes the
 * kind's row with the columns given and answers the report.
 */
export async function fileReport<R extends { id: number; species: string; user_id: number }>(
  db: Db,
  kind: ReportKind<'lost_pets'> | ReportKind<'found_pets'>,
  filing: { userId: number; centre: LatLng; now: Date; beforeInsert: (trx: Db) => Promise<void> },
  insert: (trx: Db, filed: FiledColumns) => Promise<R>,
): Promise<{ report: R; alerted: number }> {
  const { userId, centre, now, beforeInsert } = filing
  const at = now.toISOString()
  return db.transaction().execute(async (trx) => {
    await beforeInsert(trx)
    const report = await insert(trx, { user_id: userId, latitude: centre.latitude, longitude: centre.longitude, created_at: at, updated_at: at })
    const alerted = await alertNeighbours(trx, kind.alert, kind.ref(report.id), report, centre, now)
    await enqueueMatching(trx, kind.matchedAs(report.id), now)
    return { report, alerted }
  })
}

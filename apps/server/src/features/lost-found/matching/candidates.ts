import { sql } from 'kysely'
import { addDays } from '@petfolk/contract/fields'
import { ALERT_RADIUS } from '@petfolk/contract/lost-found/reports'
import type { Db } from '../../../db/database.ts'
import { boundingBox, withinBoxSql } from '../../../geo/geo.ts'
import { parsePhotoSignature } from './photo-signature.ts'
import { factsOf, FOUND_BEFORE_LOST_DAYS, MAX_DAYS_APART, type MatchFacts } from './score.ts'

/** A report's facts for scoring, with what the notices about a match name. */
export interface LostFacts extends MatchFacts {
  petName: string
  city: string
}
export interface FoundFacts extends MatchFacts {
  city: string
}

const LOST_COLUMNS = [
  'l.id', 'l.user_id', 'l.pet_name', 'l.species', 'l.breed', 'l.sex', 'l.weight_lbs', 'l.color', 'l.distinctive_markings', 'l.last_seen_date',
  'l.last_seen_city', 'l.latitude', 'l.longitude', 'l.photo_signature',
] as const
const FOUND_COLUMNS = [
  'f.id', 'f.user_id', 'f.species', 'f.breed', 'f.sex', 'f.size', 'f.weight_lbs', 'f.color', 'f.distinctive_markings', 'f.found_date',
  'f.found_city', 'f.latitude', 'f.longitude', 'f.photo_signature',
] as const

function lostQuery(db: Db) {
  return db
    .selectFrom('lost_pets as l')
    .leftJoin('alert_preferences as p', 'p.user_id', 'l.user_id')
    .select(LOST_COLUMNS)
    .select('p.alert_radius')
    // What staff hid is neither matched nor a match.
    .where('l.hidden_at', 'is', null)
}

function foundQuery(db: Db) {
  return db
    .selectFrom('found_pets as f')
    .leftJoin('alert_preferences as p', 'p.user_id', 'f.user_id')
    .select(FOUND_COLUMNS)
    .select('p.alert_radius')
    .where('f.hidden_at', 'is', null)
}

type LostRow = Awaited<ReturnType<ReturnType<typeof lostQuery>['executeTakeFirstOrThrow']>>
type FoundRow = Awaited<ReturnType<ReturnType<typeof foundQuery>['executeTakeFirstOrThrow']>>

function lostFacts(row: LostRow): LostFacts {
  return {
    ...factsOf({ ...row, date: row.last_seen_date, radius: row.alert_radius ?? ALERT_RADIUS.default, photo: parsePhotoSignature(row.photo_signature) }),
    petName: row.pet_name,
    city: row.last_seen_city,
  }
}

function foundFacts(row: FoundRow): FoundFacts {
  return {
    ...factsOf({ ...row, date: row.found_date, radius: row.alert_radius ?? ALERT_RADIUS.default, photo: parsePhotoSignature(row.photo_signature) }),
    city: row.found_city,
  }
}

export async function lostFactsOf(db: Db, id: number): Promise<LostFacts | undefined> {
  const row = await lostQuery(db).where('l.id', '=', id).executeTakeFirst()
  return row && lostFacts(row)
}

export async function foundFactsOf(db: Db, id: number): Promise<FoundFacts | undefined> {
  const row = await foundQuery(db).where('f.id', '=', id).executeTakeFirst()
  return row && foundFacts(row)
}

/**
 * The open reports of the other kind that could be the same pet: same species, someone else's,
 * within the box of the largest alert radius anyone may choose (the exact distance and the two
 * radii are checked when scoring), and dated within `window` days of the report's own date. The
 * species and position index (migration 0020) serves it. `side` names the other kind's alias,
 * the column saying it is still open, and its date column.
 */
function openNearby(report: MatchFacts & { position: NonNullable<MatchFacts['position']> }, side: { alias: 'l' | 'f'; open: string; date: string }, window: readonly [number, number]) {
  const ref = (column: string) => sql.ref<number | null>(`${side.alias}.${column}`)
  const box = boundingBox(report.position, ALERT_RADIUS.max)
  return sql<boolean>`${ref('species')} = ${report.species} and ${withinBoxSql(ref('latitude'), ref('longitude'), box)} and ${ref(side.open)} = 0
    and ${ref('user_id')} != ${report.userId} and ${ref(side.date)} >= ${addDays(report.date, window[0])} and ${ref(side.date)} <= ${addDays(report.date, window[1])}`
}

/** Open found reports that could be this lost pet: found from a day before last seen to MAX_DAYS_APART after. */
export async function foundCandidates(db: Db, lost: MatchFacts): Promise<FoundFacts[]> {
  const { position } = lost
  if (!position) return []
  const rows = await foundQuery(db).where(openNearby({ ...lost, position }, { alias: 'f', open: 'is_closed', date: 'found_date' }, [-FOUND_BEFORE_LOST_DAYS, MAX_DAYS_APART])).execute()
  return rows.map(foundFacts)
}

/** Open lost reports that could be this found pet; the mirror of foundCandidates. */
export async function lostCandidates(db: Db, found: MatchFacts): Promise<LostFacts[]> {
  const { position } = found
  if (!position) return []
  const rows = await lostQuery(db).where(openNearby({ ...found, position }, { alias: 'l', open: 'is_found', date: 'last_seen_date' }, [-MAX_DAYS_APART, FOUND_BEFORE_LOST_DAYS])).execute()
  return rows.map(lostFacts)
}

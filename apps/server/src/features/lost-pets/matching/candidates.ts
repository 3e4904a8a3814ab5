import { sql } from 'kysely'
import { ALERT_RADIUS } from '@petfolk/contract/lost-pets'
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

function shiftDate(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + days)
  return d.toISOString().slice(0, 10)
}

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
 * Open found reports that could be this lost pet: same species, someone else's, within the box
 * of the largest alert radius anyone may choose (the exact distance and the two radii are checked
 * when scoring), and found from a day before last seen to MAX_DAYS_APART after. The species and
 * position index (migration 0020) serves it.
 */
export async function foundCandidates(db: Db, lost: MatchFacts): Promise<FoundFacts[]> {
  if (!lost.position) return []
  const box = boundingBox(lost.position, ALERT_RADIUS.max)
  const rows = await foundQuery(db)
    .where('f.species', '=', lost.species)
    .where(withinBoxSql(sql.ref('f.latitude'), sql.ref('f.longitude'), box))
    .where('f.is_closed', '=', 0)
    .where('f.user_id', '!=', lost.userId)
    .where('f.found_date', '>=', shiftDate(lost.date, -FOUND_BEFORE_LOST_DAYS))
    .where('f.found_date', '<=', shiftDate(lost.date, MAX_DAYS_APART))
    .execute()
  return rows.map(foundFacts)
}

/** Open lost reports that could be this found pet; the mirror of foundCandidates. */
export async function lostCandidates(db: Db, found: MatchFacts): Promise<LostFacts[]> {
  if (!found.position) return []
  const box = boundingBox(found.position, ALERT_RADIUS.max)
  const rows = await lostQuery(db)
    .where('l.species', '=', found.species)
    .where(withinBoxSql(sql.ref('l.latitude'), sql.ref('l.longitude'), box))
    .where('l.is_found', '=', 0)
    .where('l.user_id', '!=', found.userId)
    .where('l.last_seen_date', '>=', shiftDate(found.date, -MAX_DAYS_APART))
    .where('l.last_seen_date', '<=', shiftDate(found.date, FOUND_BEFORE_LOST_DAYS))
    .execute()
  return rows.map(lostFacts)
}

import { MAX_MATCHES_PER_REPORT, type FoundPetMatch, type LostPetMatch, type PetMatch, type PetMatchStatus } from '@petfolk/contract/lost-found/matching'
import type { Selectable } from 'kysely'
import type { Db } from '../../../db/database.ts'
import type { PetMatchesTable } from '../../../db/schema.ts'
import { findPublicFoundPet } from '../found/store.ts'
import { findPublicLostPet } from '../sightings/store.ts'

type MatchRow = Selectable<PetMatchesTable>
export type Side = 'owner' | 'finder'

function storedReasons(text: string): string[] {
  const value: unknown = JSON.parse(text)
  if (!Array.isArray(value) || !value.every((r): r is string => typeof r === 'string')) throw new Error(`The stored reasons ${text} are not a list of strings`)
  return value
}

function statusFor(row: MatchRow, side: Side): PetMatchStatus {
  if (row.reunited_at !== null) return 'reunited'
  if (row.confirmed_at !== null) return 'confirmed'
  if ((side === 'owner' ? row.owner_dismissed_at : row.finder_dismissed_at) !== null) return 'dismissed'
  return 'open'
}

export function toPetMatch(row: MatchRow, side: Side): PetMatch {
  return {
    id: row.id,
    lost_pet_id: row.lost_pet_id,
    found_pet_id: row.found_pet_id,
    score: row.score,
    reasons: storedReasons(row.reasons),
    distance_miles: row.distance_miles,
    days_apart: row.days_apart,
    status: statusFor(row, side),
    confirmed_at: row.confirmed_at,
    reunited_at: row.reunited_at,
    created_at: row.created_at,
  }
}

/** Every match on the member's reports, from each side they are on, for the account export; dismissed ones too. */
export async function exportMatchesOf(db: Db, userId: number, limit: number): Promise<Array<PetMatch & { side: Side }>> {
  const [asOwner, asFinder] = await Promise.all([
    db.selectFrom('pet_matches as m').innerJoin('lost_pets as r', 'r.id', 'm.lost_pet_id').selectAll('m').where('r.user_id', '=', userId).orderBy('m.id').limit(limit).execute(),
    db.selectFrom('pet_matches as m').innerJoin('found_pets as r', 'r.id', 'm.found_pet_id').selectAll('m').where('r.user_id', '=', userId).orderBy('m.id').limit(limit).execute(),
  ])
  return [...asOwner.map((row) => ({ ...toPetMatch(row, 'owner'), side: 'owner' as const })), ...asFinder.map((row) => ({ ...toPetMatch(row, 'finder'), side: 'finder' as const }))]
}

/**
 * The owner's matches for their lost report, confirmed first and then best first, without the
 * ones they dismissed; undefined when the report is not theirs.
 */
export async function listLostPetMatches(db: Db, ownerId: number, lostPetId: number): Promise<LostPetMatch[] | undefined> {
  const report = await db.selectFrom('lost_pets').select('id').where('id', '=', lostPetId).where('user_id', '=', ownerId).executeTakeFirst()
  if (!report) return undefined
  const rows = await db
    .selectFrom('pet_matches')
    .selectAll()
    .where('lost_pet_id', '=', lostPetId)
    .where('owner_dismissed_at', 'is', null)
    .orderBy((eb) => eb.case().when('confirmed_at', 'is not', null).then(0).else(1).end())
    .orderBy('score', 'desc')
    .orderBy('id')
    .limit(MAX_MATCHES_PER_REPORT)
    .execute()
  const matches: LostPetMatch[] = []
  for (const row of rows) {
    const found = await findPublicFoundPet(db, row.found_pet_id)
    if (found) matches.push({ ...toPetMatch(row, 'owner'), found_pet: found })
  }
  return matches
}

/** The finder's matches for their found report; the mirror of listLostPetMatches. */
export async function listFoundPetMatches(db: Db, finderId: number, foundPetId: number): Promise<FoundPetMatch[] | undefined> {
  const report = await db.selectFrom('found_pets').select('id').where('id', '=', foundPetId).where('user_id', '=', finderId).executeTakeFirst()
  if (!report) return undefined
  const rows = await db
    .selectFrom('pet_matches')
    .selectAll()
    .where('found_pet_id', '=', foundPetId)
    .where('finder_dismissed_at', 'is', null)
    .orderBy((eb) => eb.case().when('confirmed_at', 'is not', null).then(0).else(1).end())
    .orderBy('score', 'desc')
    .orderBy('id')
    .limit(MAX_MATCHES_PER_REPORT)
    .execute()
  const matches: FoundPetMatch[] = []
  for (const row of rows) {
    const lost = await findPublicLostPet(db, row.lost_pet_id)
    if (lost) matches.push({ ...toPetMatch(row, 'finder'), lost_pet: lost })
  }
  return matches
}

/** A match with its two reports' owners and what confirming needs; undefined when there is no such match. */
export async function findMatchForMember(db: Db, matchId: number, userId: number) {
  const row = await db
    .selectFrom('pet_matches as m')
    .innerJoin('lost_pets as l', 'l.id', 'm.lost_pet_id')
    .innerJoin('found_pets as f', 'f.id', 'm.found_pet_id')
    .selectAll('m')
    .select([
      'l.user_id as owner_id', 'l.pet_name', 'l.species', 'l.last_seen_date', 'l.is_found',
      'f.user_id as finder_id', 'f.found_date', 'f.found_city', 'f.is_closed', 'f.contact_name as finder_name',
    ])
    .where('m.id', '=', matchId)
    .where((eb) => eb.or([eb('l.user_id', '=', userId), eb('f.user_id', '=', userId)]))
    .executeTakeFirst()
  if (!row) return undefined
  const side: Side = row.owner_id === userId ? 'owner' : 'finder'
  return { ...row, side }
}

export async function setDismissed(db: Db, matchId: number, side: Side, now: Date): Promise<MatchRow> {
  const at = now.toISOString()
  return db
    .updateTable('pet_matches')
    .set(side === 'owner' ? { owner_dismissed_at: at, updated_at: at } : { finder_dismissed_at: at, updated_at: at })
    .where('id', '=', matchId)
    .returningAll()
    .executeTakeFirstOrThrow()
}

export async function setConfirmed(db: Db, matchId: number, messageId: number, now: Date): Promise<MatchRow> {
  const at = now.toISOString()
  return db
    .updateTable('pet_matches')
    .set({ confirmed_at: at, message_id: messageId, updated_at: at })
    .where('id', '=', matchId)
    .returningAll()
    .executeTakeFirstOrThrow()
}

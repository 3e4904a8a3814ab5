import type { LostPet } from '@petfolk/contract/lost-found/reports'
import { FOUND_UNDO_HOURS, LOST_PET_SPECIES, type lostPetInputSchema } from '@petfolk/contract/lost-found/reports'
import type { z } from 'zod'
import type { Selectable, SelectQueryBuilder } from 'kysely'
import type { Db } from '../../../db/database.ts'
import type { Database, LostPetsTable } from '../../../db/schema.ts'
import { choiceOf, isSet } from '../../../db/row-values.ts'
import { containsText, containsTextInAny, searchPage, type TextIndex } from '../../../db/text-search.ts'
import type { LatLng } from '../../../geo/geo.ts'
import type { PageRequest } from '../../../http/pagination.ts'
import { ApiError } from '../../../http/errors.ts'
import { deliverAlerts, deliverFoundNotices, withdrawFoundNotices } from '../alerts/watchers.ts'
import { enqueueMatching } from '../matching/jobs.ts'
import { recordReunions, undoReunions } from '../matching/reunions.ts'

const COLUMNS = [
  'id', 'user_id', 'pet_name', 'species', 'breed', 'sex', 'age_range', 'weight_lbs', 'color', 'distinctive_markings', 'photo_url',
  'last_seen_date', 'last_seen_location', 'last_seen_city', 'last_seen_state', 'last_seen_zip_code', 'contact_name', 'contact_phone',
  'contact_email', 'show_contact_phone', 'reward_offered', 'additional_details', 'is_found', 'found_at', 'created_at',
] as const

type Row = Pick<Selectable<LostPetsTable>, (typeof COLUMNS)[number]>

function toLostPet(row: Row): LostPet {
  return {
    id: row.id,
    user_id: row.user_id,
    pet_name: row.pet_name,
    species: choiceOf(LOST_PET_SPECIES, row.species),
    breed: row.breed,
    sex: row.sex,
    age_range: row.age_range,
    weight_lbs: row.weight_lbs,
    color: row.color,
    distinctive_markings: row.distinctive_markings,
    photo_url: row.photo_url,
    last_seen_date: row.last_seen_date,
    last_seen_location: row.last_seen_location,
    last_seen_city: row.last_seen_city,
    last_seen_state: row.last_seen_state,
    last_seen_zip_code: row.last_seen_zip_code,
    contact_name: row.contact_name,
    contact_phone: row.contact_phone,
    contact_email: row.contact_email,
    show_contact_phone: isSet(row.show_contact_phone),
    reward_offered: row.reward_offered,
    additional_details: row.additional_details,
    is_found: isSet(row.is_found),
    found_at: row.found_at,
    created_at: row.created_at,
  }
}

export interface LostPetFilter {
  q?: string | undefined
  species?: string | undefined
  zip?: string | undefined
}

/** What `q` searches; migration 0011 indexes these columns. */
export const LOST_PET_SEARCH: TextIndex<'lost_pets'> = {
  table: 'lost_pets',
  columns: ['pet_name', 'breed', 'last_seen_location', 'last_seen_city'],
  fts: 'lost_pets_fts',
}

/** The list's species and ZIP filters on a query of lost reports; `q` is searchPage's (or whereLostPetSearched's). */
export function whereLostPetFiltered<O>(query: SelectQueryBuilder<Database, 'lost_pets', O>, filter: LostPetFilter): SelectQueryBuilder<Database, 'lost_pets', O> {
  let filtered = query
  if (filter.species) {
    filtered = filter.species === 'other' ? filtered.where('species', 'not in', ['dog', 'cat', 'bird']) : filtered.where('species', '=', filter.species)
  }
  if (filter.zip) filtered = filtered.where(containsText('last_seen_zip_code', filter.zip))
  return filtered
}

/** All the list's filters, `q` as the plain scan: for a subquery, where searchPage's paging does not apply. */
export function whereLostPetSearched<O>(query: SelectQueryBuilder<Database, 'lost_pets', O>, filter: LostPetFilter): SelectQueryBuilder<Database, 'lost_pets', O> {
  const filtered = whereLostPetFiltered(query, filter)
  return filter.q ? filtered.where(containsTextInAny(LOST_PET_SEARCH.columns, filter.q)) : filtered
}

/** Open reports (not found), newest first. */
export async function listLostPets(db: Db, filter: LostPetFilter, page: PageRequest, withHidden = false): Promise<LostPet[]> {
  const query = whereLostPetFiltered(db.selectFrom('lost_pets').select(COLUMNS).where('is_found', '=', 0).$if(!withHidden, (q) => q.where('hidden_at', 'is', null)), filter)
  const afterId = page.after?.[0]
  const rows = await searchPage(db, query, LOST_PET_SEARCH, filter.q, { order: 'desc', after: typeof afterId === 'number' ? afterId : undefined, limit: page.limit + 1 })
  return rows.map(toLostPet)
}

/** One report, or undefined when there is none or staff hid it (features/reports): a hidden report reads as missing, but to staff (`withHidden`). */
export async function findLostPet(db: Db, id: number, withHidden = false): Promise<LostPet | undefined> {
  const row = await db.selectFrom('lost_pets').select(COLUMNS).where('id', '=', id).$if(!withHidden, (q) => q.where('hidden_at', 'is', null)).executeTakeFirst()
  return row && toLostPet(row)
}

/** The validated report, and its photo's colour signature (matching/photo-signature.ts) when there is one. */
type LostPetValues = z.output<typeof lostPetInputSchema> & { photo_signature?: string | null }

/**
 * Stores the report and delivers its alerts in one transaction: once the API has said 201, the
 * matching notifications, queued e-mails and pushes exist too, even if the process dies next.
 * `beforeInsert` runs first inside the transaction (the daily report allowance), so a refused
 * report leaves nothing behind, not even its count.
 */
export async function reportLostPet(
  db: Db,
  userId: number,
  values: LostPetValues,
  centre: LatLng,
  now: Date,
  beforeInsert: (trx: Db) => Promise<void> = async () => {},
): Promise<{ report: LostPet; alerted: number }> {
  const at = now.toISOString()
  return db.transaction().execute(async (trx) => {
    await beforeInsert(trx)
    const row = await trx
      .insertInto('lost_pets')
      .values({ ...values, show_contact_phone: values.show_contact_phone ? 1 : 0, user_id: userId, latitude: centre.latitude, longitude: centre.longitude, is_found: 0, created_at: at, updated_at: at })
      .returning(COLUMNS)
      .executeTakeFirstOrThrow()
    const report = toLostPet(row)
    const alerted = await deliverAlerts(trx, report, centre, now)
    await enqueueMatching(trx, { lostPetId: report.id }, now)
    return { report, alerted }
  })
}

const UNDO_MS = FOUND_UNDO_HOURS * 60 * 60 * 1000

/**
 * Only the reporter can mark their report found, which tells everyone it alerted; they can take
 * it back within FOUND_UNDO_HOURS, which withdraws those notices. Marking it as it already is
 * changes nothing and tells nobody twice. Answers undefined for a report that is not theirs.
 */
export async function setFound(db: Db, userId: number, id: number, found: boolean, now: Date): Promise<{ report: LostPet; changed: boolean } | undefined> {
  return db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom('lost_pets').select(COLUMNS).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst()
    if (!current) return undefined
    if ((current.is_found === 1) === found) return { report: toLostPet(current), changed: false }
    if (!found && current.found_at !== null && now.getTime() - new Date(current.found_at).getTime() > UNDO_MS) {
      throw new ApiError(409, `This report was marked found more than ${FOUND_UNDO_HOURS} hours ago and can no longer be reopened. If your pet is missing again, please post a new report.`)
    }
    const at = now.toISOString()
    const row = await trx
      .updateTable('lost_pets')
      .set({ is_found: found ? 1 : 0, found_at: found ? at : null, updated_at: at })
      .where('id', '=', id)
      .returning(COLUMNS)
      .executeTakeFirstOrThrow()
    const report = toLostPet(row)
    if (found) {
      await deliverFoundNotices(trx, report, now)
      await recordReunions(trx, id, now)
    } else {
      await withdrawFoundNotices(trx, id)
      await undoReunions(trx, id, now)
    }
    return { report, changed: true }
  })
}

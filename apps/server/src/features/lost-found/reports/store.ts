import type { LostPet } from '@petfolk/contract/lost-found/reports'
import { FOUND_UNDO_HOURS, LOST_PET_SPECIES, type lostPetInputSchema } from '@petfolk/contract/lost-found/reports'
import type { z } from 'zod'
import type { Selectable } from 'kysely'
import type { Db } from '../../../db/database.ts'
import type { LostPetsTable } from '../../../db/schema.ts'
import { choiceOf, flag, isSet } from '../../../db/row-values.ts'
import type { LatLng } from '../../../geo/geo.ts'
import type { PageRequest } from '../../../http/pagination.ts'
import { ApiError } from '../../../http/errors.ts'
import { deliverFoundNotices, withdrawFoundNotices } from '../alerts/watchers.ts'
import { recordReunions, undoReunions } from '../matching/reunions.ts'
import { fileReport, LOST_REPORTS, searchedPage, whereOpen, type ReportFilter } from '../shared/report-pipeline.ts'

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

/** Open reports (not found), newest first. */
export async function listLostPets(db: Db, filter: ReportFilter, page: PageRequest, withHidden = false): Promise<LostPet[]> {
  const afterId = page.after?.[0]
  const open = whereOpen(db.selectFrom('lost_pets').select(COLUMNS), LOST_REPORTS, withHidden)
  const rows = await searchedPage(db, open, LOST_REPORTS, filter, { after: typeof afterId === 'number' ? afterId : undefined, limit: page.limit + 1 })
  return rows.map(toLostPet)
}

/** One report, or undefined when there is none or staff hid it (features/reports): a hidden report reads as missing, but to staff (`withHidden`). */
export async function findLostPet(db: Db, id: number, withHidden = false): Promise<LostPet | undefined> {
  const row = await db.selectFrom('lost_pets').select(COLUMNS).where('id', '=', id).$if(!withHidden, (q) => q.where('hidden_at', 'is', null)).executeTakeFirst()
  return row && toLostPet(row)
}

/** The validated report, and its photo's colour signature (matching/photo-signature.ts) when there is one. */
type LostPetValues = z.output<typeof lostPetInputSchema> & { photo_signature?: string | null }

/** Files the report (shared/report-pipeline.ts): stored, its neighbours alerted and its matching queued in one transaction. */
export async function reportLostPet(
  db: Db,
  userId: number,
  values: LostPetValues,
  centre: LatLng,
  now: Date,
  beforeInsert: (trx: Db) => Promise<void> = async () => {},
): Promise<{ report: LostPet; alerted: number }> {
  return fileReport(db, LOST_REPORTS, { userId, centre, now, beforeInsert }, async (trx, filed) =>
    toLostPet(await trx.insertInto('lost_pets').values({ ...values, ...filed, show_contact_phone: flag(values.show_contact_phone), is_found: 0 }).returning(COLUMNS).executeTakeFirstOrThrow()),
  )
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

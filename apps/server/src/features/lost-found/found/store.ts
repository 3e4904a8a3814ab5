import type { FoundPet, PublicFoundPet, foundPetInputSchema } from '@petfolk/contract/lost-found/found'
import { PET_SIZES } from '@petfolk/contract/lost-found/found'
import { LOST_PET_SPECIES } from '@petfolk/contract/lost-found/reports'
import { sql, type Selectable, type SelectQueryBuilder } from 'kysely'
import type { z } from 'zod'
import type { Db } from '../../../db/database.ts'
import type { Database, FoundPetsTable } from '../../../db/schema.ts'
import { choiceOf, isSet } from '../../../db/row-values.ts'
import { containsText, containsTextInAny } from '../../../db/text-search.ts'
import { zipPosition, type LatLng } from '../../../geo/geo.ts'
import type { PageRequest } from '../../../http/pagination.ts'
import { enqueueMatching } from '../matching/jobs.ts'
import { deliverFoundPetAlerts } from '../alerts/watchers.ts'
import type { LostPetFilter } from '../reports/store.ts'
import { shownPhone } from '@petfolk/contract/contact-privacy'

const COLUMNS = [
  'id', 'user_id', 'species', 'breed', 'sex', 'color', 'size', 'weight_lbs', 'distinctive_markings', 'photo_url', 'found_date', 'found_location',
  'found_city', 'found_state', 'found_zip_code', 'has_pet', 'contact_name', 'contact_phone', 'contact_email', 'show_contact_phone',
  'additional_details', 'is_closed', 'closed_at', 'created_at',
] as const

type Row = Pick<Selectable<FoundPetsTable>, (typeof COLUMNS)[number]>

function toFoundPet(row: Row): FoundPet {
  return {
    id: row.id,
    user_id: row.user_id,
    species: choiceOf(LOST_PET_SPECIES, row.species),
    breed: row.breed,
    sex: row.sex,
    color: row.color,
    size: row.size === null ? null : choiceOf(PET_SIZES, row.size),
    weight_lbs: row.weight_lbs,
    distinctive_markings: row.distinctive_markings,
    photo_url: row.photo_url,
    found_date: row.found_date,
    found_location: row.found_location,
    found_city: row.found_city,
    found_state: row.found_state,
    found_zip_code: row.found_zip_code,
    has_pet: isSet(row.has_pet),
    contact_name: row.contact_name,
    contact_phone: row.contact_phone,
    contact_email: row.contact_email,
    show_contact_phone: isSet(row.show_contact_phone),
    additional_details: row.additional_details,
    is_closed: isSet(row.is_closed),
    closed_at: row.closed_at,
    created_at: row.created_at,
  }
}

/**
 * What `q` searches. Found reports are far fewer than lost ones and short-lived, so the search is
 * the plain LIKE scan over the open reports, without a trigram index of its own.
 */
const SEARCHED = ['breed', 'color', 'distinctive_markings', 'found_location', 'found_city'] as const

/** The lost list's filters (species, ZIP, `q`) on a query of found reports. */
export function whereFoundPetFiltered<O>(query: SelectQueryBuilder<Database, 'found_pets', O>, filter: LostPetFilter): SelectQueryBuilder<Database, 'found_pets', O> {
  let filtered = query
  if (filter.species) {
    filtered = filter.species === 'other' ? filtered.where('species', 'not in', ['dog', 'cat', 'bird']) : filtered.where('species', '=', filter.species)
  }
  if (filter.zip) filtered = filtered.where(containsText('found_zip_code', filter.zip))
  if (filter.q) filtered = filtered.where(containsTextInAny(SEARCHED, filter.q))
  return filtered
}

/** Open found reports (not closed), newest first; filtered like the lost list. */
export async function listFoundPets(db: Db, filter: LostPetFilter, page: PageRequest, withHidden = false): Promise<FoundPet[]> {
  let query = whereFoundPetFiltered(db.selectFrom('found_pets').select(COLUMNS).where('is_closed', '=', 0).$if(!withHidden, (q) => q.where('hidden_at', 'is', null)), filter)
  const afterId = page.after?.[0]
  if (typeof afterId === 'number') query = query.where('id', '<', afterId)
  const rows = await query.orderBy('id', 'desc').limit(page.limit + 1).execute()
  return rows.map(toFoundPet)
}

/** One report, or undefined when there is none or staff hid it (features/reports): a hidden report reads as missing, but to staff (`withHidden`). */
export async function findFoundPet(db: Db, id: number, withHidden = false): Promise<FoundPet | undefined> {
  const row = await db.selectFrom('found_pets').select(COLUMNS).where('id', '=', id).$if(!withHidden, (q) => q.where('hidden_at', 'is', null)).executeTakeFirst()
  return row && toFoundPet(row)
}

/** The report as anyone with its link sees it: no finder id or e-mail, the phone only if shown. */
export async function findPublicFoundPet(db: Db, id: number): Promise<PublicFoundPet | undefined> {
  const report = await findFoundPet(db, id)
  if (!report) return undefined
  const { user_id: _finder, contact_email: _email, show_contact_phone, contact_phone, ...shown } = report
  return { ...shown, found_position: zipPosition(report.found_zip_code), contact_phone: shownPhone({ contact_phone, show_contact_phone }) }
}

/** The validated report, and its photo's colour signature (matching/photo-signature.ts) when there is one. */
type FoundPetValues = z.output<typeof foundPetInputSchema> & { photo_signature?: string | null }

/**
 * Stores the report and alerts the neighbourhood in one transaction, as a lost report does
 * (reportLostPet): `beforeInsert` spends the daily allowance first, so a refusal leaves nothing.
 */
export async function reportFoundPet(
  db: Db,
  userId: number,
  values: FoundPetValues,
  centre: LatLng,
  now: Date,
  beforeInsert: (trx: Db) => Promise<void> = async () => {},
): Promise<{ report: FoundPet; alerted: number }> {
  const at = now.toISOString()
  return db.transaction().execute(async (trx) => {
    await beforeInsert(trx)
    const row = await trx
      .insertInto('found_pets')
      .values({
        ...values,
        has_pet: values.has_pet ? 1 : 0,
        show_contact_phone: values.show_contact_phone ? 1 : 0,
        user_id: userId,
        latitude: centre.latitude,
        longitude: centre.longitude,
        is_closed: 0,
        created_at: at,
        updated_at: at,
      })
      .returning(COLUMNS)
      .executeTakeFirstOrThrow()
    const report = toFoundPet(row)
    const alerted = await deliverFoundPetAlerts(trx, report, centre, now)
    await enqueueMatching(trx, { foundPetId: report.id }, now)
    return { report, alerted }
  })
}

/** The finder closes their report (the pet is home or with a shelter) or reopens it; undefined for anyone else's. */
export async function setFoundPetClosed(db: Db, userId: number, id: number, closed: boolean, now: Date): Promise<FoundPet | undefined> {
  const at = now.toISOString()
  const row = await db
    .updateTable('found_pets')
    // Closing what is already closed keeps the first closing time.
    .set({ is_closed: closed ? 1 : 0, closed_at: closed ? sql<string>`coalesce(closed_at, ${at})` : null, updated_at: at })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning(COLUMNS)
    .executeTakeFirst()
  return row && toFoundPet(row)
}

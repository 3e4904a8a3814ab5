import type { FoundPet, PublicFoundPet, foundPetInputSchema } from '@petfolk/contract/lost-found/found'
import { PET_SIZES } from '@petfolk/contract/lost-found/found'
import { LOST_PET_SPECIES } from '@petfolk/contract/lost-found/reports'
import { sql, type Selectable } from 'kysely'
import type { z } from 'zod'
import type { Db } from '../../../db/database.ts'
import type { FoundPetsTable } from '../../../db/schema.ts'
import { choiceOf, flag, isSet } from '../../../db/row-values.ts'
import { zipPosition, type LatLng } from '../../../geo/geo.ts'
import type { PageRequest } from '../../../http/pagination.ts'
import { publicContact } from '../shared/contact-privacy.ts'
import { fileReport, FOUND_REPORTS, searchedPage, whereOpen, type ReportFilter } from '../shared/report-pipeline.ts'

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

/** Open found reports (not closed), newest first; filtered like the lost list. */
export async function listFoundPets(db: Db, filter: ReportFilter, page: PageRequest, withHidden = false): Promise<FoundPet[]> {
  const afterId = page.after?.[0]
  const open = whereOpen(db.selectFrom('found_pets').select(COLUMNS), FOUND_REPORTS, withHidden)
  const rows = await searchedPage(db, open, FOUND_REPORTS, filter, { after: typeof afterId === 'number' ? afterId : undefined, limit: page.limit + 1 })
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
  return { ...publicContact(report), found_position: zipPosition(report.found_zip_code) }
}

/** The validated report, and its photo's colour signature (matching/photo-signature.ts) when there is one. */
type FoundPetValues = z.output<typeof foundPetInputSchema> & { photo_signature?: string | null }

/** Files the report as a lost one is filed (shared/report-pipeline.ts): stored, its neighbours alerted and its matching queued in one transaction. */
export async function reportFoundPet(
  db: Db,
  userId: number,
  values: FoundPetValues,
  centre: LatLng,
  now: Date,
  beforeInsert: (trx: Db) => Promise<void> = async () => {},
): Promise<{ report: FoundPet; alerted: number }> {
  return fileReport(db, FOUND_REPORTS, { userId, centre, now, beforeInsert }, async (trx, filed) =>
    toFoundPet(
      await trx
        .insertInto('found_pets')
        .values({ ...values, ...filed, has_pet: flag(values.has_pet), show_contact_phone: flag(values.show_contact_phone), is_closed: 0 })
        .returning(COLUMNS)
        .executeTakeFirstOrThrow(),
    ),
  )
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

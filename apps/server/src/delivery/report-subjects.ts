import type { Db } from '../db/database.ts'
import { isSet } from '../db/row-values.ts'
import { FOUND_TEXT_COLUMNS, TEXT_COLUMNS, foundReportForTexts, type FoundReportForTexts } from './templates/lost-found.ts'
import type { LostReportSubject } from './templates/index.ts'

/**
 * The reports that composed notices are written from, read when their pushes and e-mails leave.
 * A report staff hid is no subject at all: its notices go nowhere.
 */
export async function lostReportSubject(db: Db, id: number): Promise<(LostReportSubject & { is_found: boolean }) | null> {
  const row = await db.selectFrom('lost_pets').select([...TEXT_COLUMNS, 'show_contact_phone', 'is_found']).where('id', '=', id).where('hidden_at', 'is', null).executeTakeFirst()
  return row ? { ...row, is_found: isSet(row.is_found) } : null
}

export async function foundReportSubject(db: Db, id: number): Promise<(FoundReportForTexts & { is_closed: boolean }) | null> {
  const row = await db.selectFrom('found_pets').select([...FOUND_TEXT_COLUMNS, 'is_closed']).where('id', '=', id).where('hidden_at', 'is', null).executeTakeFirst()
  if (!row) return null
  const { is_closed, ...texts } = row
  return { ...foundReportForTexts(texts), is_closed: isSet(is_closed) }
}

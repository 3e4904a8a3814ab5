import type { Notification } from '@petfolk/contract/notifications'
import type { Db } from '../../db/database.ts'
import { isSet } from '../../db/row-values.ts'
import type { PageRequest } from '../../http/pagination.ts'
import { COMPOSED_FROM_FOUND_REPORT, COMPOSED_FROM_LOST_REPORT, type LostReportSubject } from '../../delivery/templates/index.ts'
import { foundReportForTexts, type FoundReportForTexts } from '../../delivery/templates/lost-found.ts'

/**
 * The member's notifications, newest first. Those about a lost- or found-pet report store no text
 * of their own (a fan-out writes narrow rows): theirs is composed from the report here.
 */
export async function listNotifications(db: Db, userId: number, page: PageRequest): Promise<Notification[]> {
  let query = db
    .selectFrom('notifications as n')
    .leftJoin('lost_pets as r', 'r.id', 'n.lost_pet_id')
    .leftJoin('found_pets as f', 'f.id', 'n.found_pet_id')
    .select(['n.id', 'n.kind', 'n.title', 'n.body', 'n.link', 'n.is_read', 'n.created_at', 'n.lost_pet_id'])
    .select([
      'r.pet_name', 'r.species', 'r.breed', 'r.color', 'r.last_seen_date', 'r.last_seen_location', 'r.last_seen_city', 'r.last_seen_state',
      'r.last_seen_zip_code', 'r.contact_name', 'r.contact_phone', 'r.show_contact_phone',
    ])
    .select([
      'f.id as found_id', 'f.species as found_species', 'f.breed as found_breed', 'f.color as found_color', 'f.found_date', 'f.found_location', 'f.found_city',
      'f.found_state', 'f.found_zip_code', 'f.has_pet as found_has_pet', 'f.contact_name as found_contact_name', 'f.contact_phone as found_contact_phone',
      'f.show_contact_phone as found_show_contact_phone',
    ])
    .where('n.user_id', '=', userId)
    // Notices about a report staff hid are gone with it (countUnread leaves them out too).
    .where('r.hidden_at', 'is', null)
    .where('f.hidden_at', 'is', null)
    .orderBy('n.id', 'desc')
    .limit(page.limit + 1)
  const afterId = page.after?.[0]
  if (typeof afterId === 'number') query = query.where('n.id', '<', afterId)
  const rows = await query.execute()
  return rows.map((row) => {
    const report = reportOf(row)
    const found = foundReportOf(row)
    // Composed from the report its row names, by the template of its kind (delivery/templates).
    const notice = report ? (COMPOSED_FROM_LOST_REPORT[row.kind]?.notice(report) ?? null) : found ? (COMPOSED_FROM_FOUND_REPORT[row.kind]?.notice(found) ?? null) : null
    return {
      id: row.id,
      kind: row.kind,
      title: notice?.title ?? row.title ?? '',
      body: notice?.body ?? row.body ?? '',
      link: notice?.link ?? row.link,
      is_read: isSet(row.is_read),
      created_at: row.created_at,
    }
  })
}

type JoinedReport = { lost_pet_id: number | null } & { [K in Exclude<keyof LostReportSubject, 'id'>]: LostReportSubject[K] | null }

/** The report a notification is about, from its left-joined columns; null when it has none (or it is gone). */
function reportOf(row: JoinedReport): LostReportSubject | null {
  const { lost_pet_id: id, pet_name, species, color, last_seen_date, last_seen_location, last_seen_city, last_seen_state, last_seen_zip_code, contact_name, contact_phone, show_contact_phone } = row
  if (
    id === null || pet_name === null || species === null || color === null || last_seen_date === null || last_seen_location === null ||
    last_seen_city === null || last_seen_state === null || last_seen_zip_code === null || contact_name === null || contact_phone === null || show_contact_phone === null
  ) {
    return null
  }
  return { id, pet_name, species, breed: row.breed, color, last_seen_date, last_seen_location, last_seen_city, last_seen_state, last_seen_zip_code, contact_name, contact_phone, show_contact_phone }
}

type JoinedFoundReport = {
  found_id: number | null
  found_species: string | null
  found_breed: string | null
  found_color: string | null
  found_date: string | null
  found_location: string | null
  found_city: string | null
  found_state: string | null
  found_zip_code: string | null
  found_has_pet: number | null
  found_contact_name: string | null
  found_contact_phone: string | null
  found_show_contact_phone: number | null
}

/** The found report a notification is about, from its left-joined columns; null when it has none (or it is gone). */
function foundReportOf(row: JoinedFoundReport): FoundReportForTexts | null {
  const { found_id: id, found_species: species, found_color: color, found_date, found_location, found_city, found_state, found_zip_code } = row
  const { found_has_pet: has_pet, found_contact_name: contact_name, found_contact_phone: contact_phone, found_show_contact_phone: show_contact_phone } = row
  if (
    id === null || species === null || color === null || found_date === null || found_location === null || found_city === null || found_state === null ||
    found_zip_code === null || has_pet === null || contact_name === null || contact_phone === null || show_contact_phone === null
  ) {
    return null
  }
  return foundReportForTexts({ id, species, breed: row.found_breed, color, found_date, found_location, found_city, found_state, found_zip_code, has_pet, contact_name, contact_phone, show_contact_phone })
}

export async function countUnread(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('notifications as n')
    .leftJoin('lost_pets as r', 'r.id', 'n.lost_pet_id')
    .leftJoin('found_pets as f', 'f.id', 'n.found_pet_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('n.user_id', '=', userId)
    .where('n.is_read', '=', 0)
    .where('r.hidden_at', 'is', null)
    .where('f.hidden_at', 'is', null)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

export async function markRead(db: Db, userId: number, id: number): Promise<boolean> {
  const result = await db.updateTable('notifications').set({ is_read: 1 }).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

/**
 * Account deletion: the member's notifications, and everyone's about the member's lost- and
 * found-pet reports (notifications have no foreign keys; docs/decisions/023). Call it in the
 * deletion's transaction.
 */
export async function forgetNotificationsOf(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('notifications').where('user_id', '=', userId).execute()
  await db
    .deleteFrom('notifications')
    .where('lost_pet_id', 'in', (eb) => eb.selectFrom('lost_pets').select('id').where('user_id', '=', userId))
    .execute()
  await db
    .deleteFrom('notifications')
    .where('found_pet_id', 'in', (eb) => eb.selectFrom('found_pets').select('id').where('user_id', '=', userId))
    .execute()
}

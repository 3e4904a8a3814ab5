import { sql, type RawBuilder } from 'kysely'
import type { HideableKind } from '@petfolk/contract/reports'
import type { Db } from '../../db/database.ts'

/**
 * Where each kind of content staff can hide lives (issue 29): its table and `hidden_at`, who wrote
 * it, and its photo columns. Hide, remove photo, ban and restore all read this one table, so a new
 * kind is one row here (and `hidden_at` on its table).
 */
interface Hideable {
  table: string
  /** The rows a member wrote: a condition on `table`. */
  byAuthor: (memberId: number) => RawBuilder<unknown>
  /** Columns emptied by "remove photo" (none: the kind has no photo). */
  photoColumns: readonly string[]
  /** Hidden with the rest when its author is banned: what others see in public. */
  public: boolean
}

const column = (name: string) => (memberId: number) => sql`${sql.ref(name)} = ${memberId}`

export const HIDEABLE: Readonly<Record<HideableKind, Hideable>> = {
  board_post: { table: 'board_messages', byAuthor: column('user_id'), photoColumns: [], public: true },
  board_reply: { table: 'board_replies', byAuthor: column('user_id'), photoColumns: [], public: true },
  direct_message: { table: 'direct_messages', byAuthor: column('sender_id'), photoColumns: [], public: false },
  // Hiding a gift note blanks the note; the gift itself stays.
  gift_note: { table: 'gift_transactions', byAuthor: column('sender_id'), photoColumns: [], public: false },
  story: { table: 'veteran_stories', byAuthor: column('user_id'), photoColumns: ['dog_photo_url', 'veteran_photo_url'], public: true },
  story_comment: { table: 'story_comments', byAuthor: column('user_id'), photoColumns: [], public: true },
  showcase_entry: { table: 'daily_pet_showcase', byAuthor: column('user_id'), photoColumns: ['pet_photo'], public: true },
  lost_pet: { table: 'lost_pets', byAuthor: column('user_id'), photoColumns: ['photo_url', 'photo_signature'], public: true },
  found_pet: { table: 'found_pets', byAuthor: column('user_id'), photoColumns: ['photo_url', 'photo_signature'], public: true },
  sighting: { table: 'lost_pet_sightings', byAuthor: column('reporter_user_id'), photoColumns: ['photo_url'], public: true },
  // A member writes a relay message only as the lost report's owner.
  relay_message: {
    table: 'lost_pet_relay_messages',
    byAuthor: (memberId) =>
      sql`from_owner = 1 and thread_id in (select lost_pet_relay_threads.id from lost_pet_relay_threads inner join lost_pets on lost_pets.id = lost_pet_relay_threads.lost_pet_id where lost_pets.user_id = ${memberId})`,
    photoColumns: [],
    public: false,
  },
}

export const isHideable = (kind: string): kind is HideableKind => Object.hasOwn(HIDEABLE, kind)

/** Hides one row, keeping the first hiding's time. */
export async function hideRow(db: Db, kind: HideableKind, id: number, at: string): Promise<void> {
  const { table } = HIDEABLE[kind]
  await sql`update ${sql.table(table)} set hidden_at = ${at} where id = ${id} and hidden_at is null`.execute(db)
}

/** Empties the row's photo columns. */
export async function removePhoto(db: Db, kind: HideableKind, id: number): Promise<void> {
  const { table, photoColumns } = HIDEABLE[kind]
  if (photoColumns.length === 0) return
  const sets = sql.join(photoColumns.map((c) => sql`${sql.ref(c)} = null`))
  await sql`update ${sql.table(table)} set ${sets} where id = ${id}`.execute(db)
}

/** A ban hides every public thing the member wrote, of every kind, stamped with the ban's time. */
export async function hideAllBy(db: Db, memberId: number, at: string): Promise<void> {
  for (const { table, byAuthor, public: isPublic } of Object.values(HIDEABLE)) {
    if (!isPublic) continue
    await sql`update ${sql.table(table)} set hidden_at = ${at} where ${byAuthor(memberId)} and hidden_at is null`.execute(db)
  }
}

/** Restore brings back what the ban hid; what staff hid after a report (another time) stays hidden. */
export async function unhideAllBy(db: Db, memberId: number, bannedAt: string): Promise<void> {
  for (const { table, byAuthor, public: isPublic } of Object.values(HIDEABLE)) {
    if (!isPublic) continue
    await sql`update ${sql.table(table)} set hidden_at = null where ${byAuthor(memberId)} and hidden_at = ${bannedAt}`.execute(db)
  }
}

import type { Db } from '../../db/database.ts'
import type { FileStore } from '../../storage/file-store.ts'
import { forgetNotificationsOf } from '../notifications/store.ts'
import { toUserResponse } from '../../auth/users-store.ts'
import type { UserRow } from '../../db/schema.ts'
import { removeBackupFiles } from '../media/store.ts'
import { exportMatchesOf } from '../lost-found/matching/store.ts'
import { exportOwnerThreads } from '../lost-found/relay/store.ts'
import { listBlocked } from '../blocks/store.ts'

export const DELETED_USER = 'Deleted user'
const EXPORT_LIMIT = 100_000

/** Everything the server keeps about the owner, as one JSON document (nobody else's rows). */
export async function exportAccount(db: Db, user: UserRow, now: Date) {
  const mine = <T extends Parameters<Db['selectFrom']>[0]>(table: T, column: string) =>
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    (db.selectFrom(table as any) as any).selectAll().where(column, '=', user.id).limit(EXPORT_LIMIT).execute() as Promise<Array<Record<string, unknown>>>
  const [pets, medical_records, veterinarians, appointments, emergency_contacts, settings, alert_preferences, lost_pet_reports, messages_sent, messages_received, gifts_sent, gifts_received, merchandise_orders, merchandise_order_items, board_posts, board_replies, veteran_stories, story_comments, showcase_entries, notifications, uploads, location, health_record_share_links, media_backups, sightings_reported, found_pet_reports, pet_matches, lost_pet_conversations, blocked_members] =
    await Promise.all([
      mine('pets', 'user_id'),
      mine('medical_records', 'user_id'),
      mine('veterinarians', 'user_id'),
      mine('appointments', 'user_id'),
      mine('emergency_contacts', 'user_id'),
      mine('user_settings', 'user_id'),
      mine('alert_preferences', 'user_id'),
      mine('lost_pets', 'user_id'),
      mine('direct_messages', 'sender_id'),
      mine('direct_messages', 'receiver_id'),
      mine('gift_transactions', 'sender_id'),
      mine('gift_transactions', 'receiver_id'),
      mine('merchandise_orders', 'user_id'),
      mine('merchandise_order_items', 'user_id'),
      mine('board_messages', 'user_id'),
      mine('board_replies', 'user_id'),
      mine('veteran_stories', 'user_id'),
      mine('story_comments', 'user_id'),
      mine('daily_pet_showcase', 'user_id'),
      mine('notifications', 'user_id'),
      mine('uploads', 'user_id'),
      mine('user_locations', 'user_id'),
      // Never the token hashes: they are credentials, not the owner's data.
      db.selectFrom('health_record_shares').select(['id', 'pet_id', 'label', 'created_at', 'expires_at']).where('user_id', '=', user.id).execute(),
      // What the private gallery backup holds; the files themselves come back with Restore.
      db.selectFrom('media_backups').select(['id', 'client_id', 'type', 'title', 'tags', 'pet_id', 'mime_type', 'size', 'created_at']).where('user_id', '=', user.id).execute(),
      mine('lost_pet_sightings', 'reporter_user_id'),
      mine('found_pets', 'user_id'),
      exportMatchesOf(db, user.id, EXPORT_LIMIT),
      exportOwnerThreads(db, user.id, EXPORT_LIMIT),
      listBlocked(db, user.id),
    ])
  // The name copied at scheduling stands in only for a deleted pet, as on every screen.
  const petNames = new Map(pets.map((pet) => [pet['id'], pet['name']]))
  const appointmentsNamed = appointments.map((row) => ({ ...row, pet_name: petNames.get(row['pet_id']) ?? row['pet_name'] }))
  return {
    exported_at: now.toISOString(),
    account: toUserResponse(user),
    pets,
    medical_records,
    veterinarians,
    appointments: appointmentsNamed,
    emergency_contacts,
    settings: settings[0] ?? null,
    alert_preferences: alert_preferences[0] ?? null,
    saved_location: location[0] ?? null,
    lost_pet_reports,
    lost_pet_sightings_reported: sightings_reported,
    found_pet_reports,
    pet_matches,
    lost_pet_conversations,
    messages: { sent: messages_sent, received: messages_received },
    blocked_members,
    gifts: { sent: gifts_sent, received: gifts_received },
    merchandise_orders,
    merchandise_order_items,
    community: { board_posts, board_replies, veteran_stories, story_comments, showcase_entries },
    notifications,
    uploads: uploads.map((u) => ({ ...u, url: `/uploads/${String(u.path)}` })),
    health_record_share_links,
    media_backups: media_backups.map((b) => ({ ...b, file_url: `/api/media-backups/${b.id}/file` })),
  }
}

/**
 * Removes the account and everything that belongs to it. What they shared with others (board
 * posts, replies, comments, stories) stays, credited to 'Deleted user'. Files are removed after
 * the rows, so a crash can leave an orphan file but never a row pointing at nothing.
 */
export async function deleteAccount(db: Db, userId: number, files: FileStore): Promise<void> {
  const uploads = await db.selectFrom('uploads').select('path').where('user_id', '=', userId).execute()
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('board_messages').set({ username: DELETED_USER, user_id: null }).where('user_id', '=', userId).execute()
    await trx.updateTable('board_replies').set({ username: DELETED_USER, user_id: null }).where('user_id', '=', userId).execute()
    await trx.updateTable('story_comments').set({ commenter_name: DELETED_USER, user_id: null }).where('user_id', '=', userId).execute()
    await trx
      .updateTable('veteran_stories')
      .set({ veteran_name: DELETED_USER, contact_email: null, social_media_handle: null, user_id: null })
      .where('user_id', '=', userId)
      .execute()
    // A sighting stays with the report it helps, without the name and phone of whoever gave it.
    await trx.updateTable('lost_pet_sightings').set({ name: null, phone: null, reporter_user_id: null }).where('reporter_user_id', '=', userId).execute()
    await forgetNotificationsOf(trx, userId)
    // Everything else that is theirs goes with the user row (ON DELETE CASCADE / SET NULL).
    await trx.deleteFrom('users').where('id', '=', userId).execute()
  })
  // The store refuses any key that would reach outside it.
  await Promise.all(uploads.map(({ path }) => files.delete(path)))
  // The media backup rows went with the user row; their private files go here.
  await removeBackupFiles(files, userId)
}

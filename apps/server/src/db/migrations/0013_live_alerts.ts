import { sql, type Kysely } from 'kysely'
import { dialectOf, idColumn, type DialectName } from '../dialect.ts'

/**
 * City-scale lost-pet alerts (docs/decisions/023).
 *
 * - Notifications and queued mail about a report carry the report's id instead of their own copy
 *   of its text: a fan-out to 100,000 members writes narrow rows (the text is composed from the
 *   report when read or sent), and a "found" follow-up or the live stream addresses everyone a
 *   report alerted with one indexed query. Notifications lose their foreign keys for the same
 *   reason. Both tables are rebuilt because SQLite cannot drop a NOT NULL constraint in place.
 * - Watched-ZIP rows carry their member's radius and species, so choosing recipients reads one table.
 * - Reports remember when they were marked found (undo for a day).
 * - Durable fan-out jobs (mail and push for a report's alerts), written in the report's transaction.
 * - Web Push: per-device subscriptions and an outbox claimed like the mail outbox.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const dialect = dialectOf(db)

  await db.schema.alterTable('lost_pets').addColumn('found_at', 'text').execute()

  await rebuild(db, dialect, 'notifications', (t) =>
    t
      .addColumn('id', ...idColumn(dialect))
      // No foreign keys here: PostgreSQL checks them row by row, which took 850 ms of a 100,000-member
      // fan-out. Account deletion removes a member's notifications and those about their reports.
      .addColumn('user_id', 'integer', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      // Null when lost_pet_id is set: the text is composed from the report.
      .addColumn('title', 'text')
      .addColumn('body', 'text')
      .addColumn('link', 'text')
      .addColumn('lost_pet_id', 'integer')
      .addColumn('is_read', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (c) => c.notNull()),
    ['id', 'user_id', 'kind', 'title', 'body', 'link', 'is_read', 'created_at'],
  )
  await db.schema.createIndex('notifications_user_idx').on('notifications').columns(['user_id', 'id']).execute()
  await db.schema.createIndex('notifications_lost_pet_idx').on('notifications').columns(['lost_pet_id', 'kind', 'user_id']).execute()

  await rebuild(db, dialect, 'outbox', (t) =>
    t
      .addColumn('id', ...idColumn(dialect))
      .addColumn('to_address', 'text', (c) => c.notNull())
      // Null when lost_pet_id is set: the mail is composed from the report when it is sent.
      .addColumn('subject', 'text')
      .addColumn('body_text', 'text')
      // No foreign key, as on notifications (100,000 rows per report); mail about a report that is
      // gone is not sent (mailer.ts).
      .addColumn('lost_pet_id', 'integer')
      .addColumn('kind', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('sent_at', 'text')
      .addColumn('claimed_at', 'text')
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('last_error', 'text'),
    ['id', 'to_address', 'subject', 'body_text', 'created_at', 'sent_at', 'claimed_at', 'attempts', 'last_error'],
  )
  await db.schema.createIndex('outbox_pending_idx').on('outbox').columns(['sent_at', 'id']).execute()

  await db.schema.alterTable('alert_zip_codes').addColumn('alert_radius', 'integer', (c) => c.notNull().defaultTo(25)).execute()
  await db.schema.alterTable('alert_zip_codes').addColumn('species_preferences', 'text', (c) => c.notNull().defaultTo('[]')).execute()
  await sql`update alert_zip_codes set
    alert_radius = (select p.alert_radius from alert_preferences p where p.user_id = alert_zip_codes.user_id),
    species_preferences = (select p.species_preferences from alert_preferences p where p.user_id = alert_zip_codes.user_id)
    where exists (select 1 from alert_preferences p where p.user_id = alert_zip_codes.user_id)`.execute(db)

  await db.schema
    .createTable('fanout_jobs')
    .addColumn('id', ...idColumn(dialect))
    .addColumn('lost_pet_id', 'integer', (c) => c.notNull().references('lost_pets.id').onDelete('cascade'))
    // Which notifications of the report the job follows up: lost_pet_alert or lost_pet_found.
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .execute()

  await db.schema
    .createTable('push_subscriptions')
    .addColumn('id', ...idColumn(dialect))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // The push service's address for this browser; unique, so re-subscribing a device replaces its row.
    .addColumn('endpoint', 'text', (c) => c.notNull().unique())
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('push_subscriptions_user_idx').on('push_subscriptions').columns(['user_id', 'id']).execute()

  await db.schema
    .createTable('push_outbox')
    .addColumn('id', ...idColumn(dialect))
    .addColumn('subscription_id', 'integer', (c) => c.notNull().references('push_subscriptions.id').onDelete('cascade'))
    // JSON text: { title, body, url, tag }, shown by the service worker.
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    // Not before this time (backoff after a failed try).
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    // A sender claims a row before sending, so two replicas never push the same row.
    .addColumn('claimed_at', 'text')
    .addColumn('last_error', 'text')
    .execute()
  await db.schema.createIndex('push_outbox_due_idx').on('push_outbox').columns(['next_attempt_at', 'id']).execute()
  await db.schema.createIndex('push_outbox_subscription_idx').on('push_outbox').column('subscription_id').execute()
}

export type TableBuilder = ReturnType<Kysely<unknown>['schema']['createTable']>

/** Creates `table` anew with `define`, copies `columns` of every row (ids kept), and replaces the old table. */
export async function rebuild(db: Kysely<unknown>, dialect: DialectName, table: string, define: (t: TableBuilder) => TableBuilder, columns: string[]): Promise<void> {
  const next = `${table}_next`
  await define(db.schema.createTable(next)).execute()
  const list = sql.join(columns.map((c) => sql.ref(c)))
  await sql`insert into ${sql.table(next)} (${list}) select ${list} from ${sql.table(table)}`.execute(db)
  await db.schema.dropTable(table).execute()
  await db.schema.alterTable(next).renameTo(table).execute()
  // PostgreSQL's identity does not move past ids inserted explicitly; SQLite's AUTOINCREMENT does.
  if (dialect === 'postgres') {
    await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.table(table)}), 0) + 1, false)`.execute(db)
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('push_outbox').execute()
  await db.schema.dropTable('push_subscriptions').execute()
  await db.schema.dropTable('fanout_jobs').execute()
  await db.schema.alterTable('alert_zip_codes').dropColumn('species_preferences').execute()
  await db.schema.alterTable('alert_zip_codes').dropColumn('alert_radius').execute()
  await db.schema.alterTable('lost_pets').dropColumn('found_at').execute()
  // The rebuilt notifications and outbox keep their wider shape: a rollback loses no rows.
}

import { sql, type Kysely } from 'kysely'
import { dialectOf, idColumn, type DialectName } from '../dialect.ts'

/**
 * Issue 17, the rest of reaching the owner:
 * - conversations between a report's owner and a visitor, relayed by Petfolk so neither sees the
 *   other's e-mail address; the visitor's links are stored hashed, one per e-mail sent;
 * - sighting photos from visitors without an account: an upload belongs to a member or, with no
 *   member, to the open report it was sent for;
 * - the member's choice of e-mail about sightings of and messages about their reports (on by default).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const dialect = dialectOf(db)
  await db.schema.alterTable('user_settings').addColumn('report_emails', 'integer', (c) => c.notNull().defaultTo(1)).execute()

  await db.schema
    .createTable('lost_pet_relay_threads')
    .addColumn('id', ...idColumn(dialect))
    .addColumn('lost_pet_id', 'integer', (c) => c.notNull().references('lost_pets.id').onDelete('cascade'))
    .addColumn('visitor_name', 'text', (c) => c.notNull())
    .addColumn('visitor_email', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_message_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('lost_pet_relay_threads_report_idx').on('lost_pet_relay_threads').columns(['lost_pet_id', 'last_message_at']).execute()

  await db.schema
    .createTable('lost_pet_relay_messages')
    .addColumn('id', ...idColumn(dialect))
    .addColumn('thread_id', 'integer', (c) => c.notNull().references('lost_pet_relay_threads.id').onDelete('cascade'))
    .addColumn('from_owner', 'integer', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('lost_pet_relay_messages_thread_idx').on('lost_pet_relay_messages').columns(['thread_id', 'id']).execute()

  await db.schema
    .createTable('lost_pet_relay_links')
    .addColumn('id', ...idColumn(dialect))
    .addColumn('thread_id', 'integer', (c) => c.notNull().references('lost_pet_relay_threads.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()

  await rebuildUploads(db, dialect, { memberOptional: true })
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const dialect = dialectOf(db)
  await rebuildUploads(db, dialect, { memberOptional: false })
  for (const table of ['lost_pet_relay_links', 'lost_pet_relay_messages', 'lost_pet_relay_threads']) await db.schema.dropTable(table).execute()
  await db.schema.alterTable('user_settings').dropColumn('report_emails').execute()
}

/**
 * uploads.user_id becomes optional and lost_pet_id names the report of an upload without a member
 * (or back). SQLite cannot drop a NOT NULL, so there the table is copied into a new one.
 */
async function rebuildUploads(db: Kysely<unknown>, dialect: DialectName, { memberOptional }: { memberOptional: boolean }): Promise<void> {
  if (!memberOptional) await sql`delete from uploads where user_id is null`.execute(db)
  if (dialect === 'postgres') {
    if (memberOptional) {
      await sql`alter table uploads alter column user_id drop not null`.execute(db)
      await sql`alter table uploads add column lost_pet_id integer references lost_pets(id) on delete set null`.execute(db)
      await sql`create index uploads_lost_pet_idx on uploads (lost_pet_id)`.execute(db)
    } else {
      await sql`alter table uploads drop column lost_pet_id`.execute(db)
      await sql`alter table uploads alter column user_id set not null`.execute(db)
    }
    return
  }
  const member = memberOptional ? sql`user_id integer references users(id) on delete cascade` : sql`user_id integer not null references users(id) on delete cascade`
  const report = memberOptional ? sql`, lost_pet_id integer references lost_pets(id) on delete set null` : sql``
  await sql`create table uploads_0021 (
      id integer primary key autoincrement,
      ${member}${report},
      path text not null unique,
      content_type text not null,
      bytes integer not null,
      width integer not null,
      height integer not null,
      created_at text not null
    )`.execute(db)
  await sql`insert into uploads_0021 (id, user_id, path, content_type, bytes, width, height, created_at)
    select id, user_id, path, content_type, bytes, width, height, created_at from uploads`.execute(db)
  await sql`drop table uploads`.execute(db)
  await sql`alter table uploads_0021 rename to uploads`.execute(db)
  await sql`create index uploads_user_idx on uploads (user_id)`.execute(db)
  if (memberOptional) await sql`create index uploads_lost_pet_idx on uploads (lost_pet_id)`.execute(db)
}

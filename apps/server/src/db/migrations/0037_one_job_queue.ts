import { sql, type Kysely } from 'kysely'
import { dialectOf, idColumn } from '../dialect.ts'

/**
 * One durable queue for background work (issue 30): the fan-out jobs that expand a notice into
 * e-mails and pushes, and the jobs that score a new report against the other kind, now share one
 * `jobs` table, claimed and retried one way (delivery/claim.ts) with a real backoff
 * (`next_attempt_at`) instead of being tried again every poll. Waiting rows move over as they are.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const dialect = dialectOf(db)
  await db.schema
    .createTable('jobs')
    .addColumn('id', ...idColumn(dialect))
    // What to do: 'deliver' (a notice to its channels) or 'match' (score a new report).
    .addColumn('task', 'text', (c) => c.notNull())
    // For 'deliver': the kind of notice, which names its template.
    .addColumn('notice_kind', 'text')
    // The report the job is about, so deleting it (or its owner's account) takes the job away too.
    .addColumn('lost_pet_id', 'integer', (c) => c.references('lost_pets.id').onDelete('cascade'))
    .addColumn('found_pet_id', 'integer', (c) => c.references('found_pets.id').onDelete('cascade'))
    // JSON with what else the task needs (the recipients of a notice about no report, its subject).
    .addColumn('payload', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('claimed_at', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .execute()
  await db.schema.createIndex('jobs_due_idx').on('jobs').columns(['next_attempt_at', 'id']).execute()
  await db.schema.createIndex('jobs_lost_pet_idx').on('jobs').column('lost_pet_id').execute()
  await db.schema.createIndex('jobs_found_pet_idx').on('jobs').column('found_pet_id').execute()
  await sql`insert into jobs (task, notice_kind, lost_pet_id, found_pet_id, created_at, next_attempt_at, attempts, last_error)
    select 'deliver', kind, lost_pet_id, found_pet_id, created_at, created_at, attempts, last_error from fanout_jobs order by id`.execute(db)
  await sql`insert into jobs (task, lost_pet_id, found_pet_id, created_at, next_attempt_at, attempts, last_error)
    select 'match', lost_pet_id, found_pet_id, created_at, created_at, attempts, last_error from match_jobs order by id`.execute(db)
  await db.schema.dropTable('fanout_jobs').execute()
  await db.schema.dropTable('match_jobs').execute()
  // Every mail row gets its time to be tried, as pushes and jobs have, so one claim serves all three.
  await sql`update outbox set next_attempt_at = created_at where next_attempt_at is null`.execute(db)
  // The claim walks unsent mail in the order it falls due, as it does pushes (push_outbox_due_idx).
  await db.schema
    .createIndex('outbox_due_idx')
    .on('outbox')
    .columns(['next_attempt_at', 'id'])
    .where(sql<boolean>`sent_at is null`)
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const dialect = dialectOf(db)
  await db.schema.dropIndex('outbox_due_idx').execute()
  await db.schema
    .createTable('fanout_jobs')
    .addColumn('id', ...idColumn(dialect))
    .addColumn('lost_pet_id', 'integer', (c) => c.references('lost_pets.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('found_pet_id', 'integer', (c) => c.references('found_pets.id').onDelete('cascade'))
    .execute()
  await db.schema
    .createTable('match_jobs')
    .addColumn('id', ...idColumn(dialect))
    .addColumn('lost_pet_id', 'integer', (c) => c.references('lost_pets.id').onDelete('cascade'))
    .addColumn('found_pet_id', 'integer', (c) => c.references('found_pets.id').onDelete('cascade'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await sql`insert into fanout_jobs (lost_pet_id, found_pet_id, kind, created_at, attempts, last_error)
    select lost_pet_id, found_pet_id, notice_kind, created_at, attempts, last_error from jobs where task = 'deliver' and notice_kind is not null and (lost_pet_id is not null or found_pet_id is not null) order by id`.execute(db)
  await sql`insert into match_jobs (lost_pet_id, found_pet_id, created_at, attempts, last_error)
    select lost_pet_id, found_pet_id, created_at, attempts, last_error from jobs where task = 'match' order by id`.execute(db)
  await db.schema.dropTable('jobs').execute()
}

import { sql, type Kysely } from 'kysely'
import { dialectOf } from '../dialect.ts'

/**
 * Trigram indexes for the free-text searches of lost pets and the directory, which otherwise
 * read every row (`lower(column) like '%text%'` can use no ordinary index). The columns are
 * those the stores search (lost-pets/store.ts, directory/store.ts), written out here so that
 * this migration stays what it was when those lists change.
 */
const SEARCHED = {
  lost_pets: ['pet_name', 'breed', 'last_seen_location', 'last_seen_city'],
  businesses: ['name', 'description', 'city'],
} as const

type Table = keyof typeof SEARCHED

const ftsTable = (table: Table) => `${table}_fts`
const trigramIndex = (table: Table, column: string) => `${table}_${column}_trgm_idx`

export async function up(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === 'sqlite') {
    for (const table of Object.keys(SEARCHED) as Table[]) await createFtsTable(db, table)
    return
  }
  const opclass = await trigramOperatorClass(db)
  // Without pg_trgm the searches keep scanning, as before; they return the same rows either way.
  if (!opclass) return
  for (const [table, columns] of Object.entries(SEARCHED) as Array<[Table, readonly string[]]>) {
    for (const column of columns) {
      // fastupdate off: new rows go straight into the index instead of a pending list that every
      // search reads in full until VACUUM merges it (after a 100,000-row load it made a rare-word
      // search take 20 ms instead of 2, and the planner shun the index). These tables are written
      // far less often than searched.
      await sql`create index ${sql.id(trigramIndex(table, column))} on ${sql.table(table)}
        using gin (lower(${sql.ref(column)}) ${opclass}) with (fastupdate = off)`.execute(db)
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === 'sqlite') {
    for (const table of Object.keys(SEARCHED) as Table[]) {
      for (const event of ['insert', 'update', 'delete']) await sql`drop trigger if exists ${sql.id(`${ftsTable(table)}_${event}`)}`.execute(db)
      await sql`drop table if exists ${sql.table(ftsTable(table))}`.execute(db)
    }
    return
  }
  // The extension stays: other schemas of the database may use it.
  for (const [table, columns] of Object.entries(SEARCHED) as Array<[Table, readonly string[]]>) {
    for (const column of columns) await db.schema.dropIndex(trigramIndex(table, column)).ifExists().execute()
  }
}

/**
 * SQLite: an FTS5 table with the trigram tokenizer, external content (the table itself), so the
 * text is not stored twice and `rebuild` fills the index from the existing rows (and could
 * repair it); `integrity-check` compares the two. Contentless with `contentless_delete` would do
 * as well but needs SQLite 3.43 and cannot rebuild. External content leaves keeping the index in
 * step to us: triggers pass every change on, and a deletion must name the old values exactly as
 * they were indexed, which the triggers' `old` row does. Updates of other columns (a report
 * marked found) leave the index alone.
 */
async function createFtsTable(db: Kysely<unknown>, table: Table) {
  const columns = SEARCHED[table]
  const fts = sql.table(ftsTable(table))
  const names = sql.raw(columns.join(', '))
  const values = (row: 'new' | 'old') => sql.raw(columns.map((column) => `${row}.${column}`).join(', '))
  const trigger = (event: string) => sql.id(`${ftsTable(table)}_${event}`)
  await sql`create virtual table ${fts} using fts5(${names}, content=${sql.lit(table)}, content_rowid='id', tokenize='trigram')`.execute(db)
  await sql`create trigger ${trigger('insert')} after insert on ${sql.table(table)} begin
    insert into ${fts}(rowid, ${names}) values (new.id, ${values('new')});
  end`.execute(db)
  await sql`create trigger ${trigger('delete')} after delete on ${sql.table(table)} begin
    insert into ${fts}(${fts}, rowid, ${names}) values ('delete', old.id, ${values('old')});
  end`.execute(db)
  await sql`create trigger ${trigger('update')} after update of ${sql.raw(['id', ...columns].join(', '))} on ${sql.table(table)} begin
    insert into ${fts}(${fts}, rowid, ${names}) values ('delete', old.id, ${values('old')});
    insert into ${fts}(rowid, ${names}) values (new.id, ${values('new')});
  end`.execute(db)
  await sql`insert into ${fts}(${fts}) values ('rebuild')`.execute(db)
}

/**
 * PostgreSQL: the schema-qualified `gin_trgm_ops`, installing pg_trgm first if the server has it
 * (`pg_available_extensions`) and it is missing; undefined when it cannot be had. pg_trgm goes
 * into `public`, not the current schema: parallel tests (and anyone sharing one database between
 * schemas) drop their schema with CASCADE, which would take the extension, and with it every
 * other schema's trigram indexes. An extension is per database, so migrations of two schemas can
 * try to create it at the same moment; the second then fails (a duplicate key once the first
 * commits). That, a role not allowed to create extensions, or no `public` schema, is not a reason
 * to fail the migration: roll back to before the attempt and look again.
 */
async function trigramOperatorClass(db: Kysely<unknown>) {
  let schema = await pgTrgmSchema(db)
  if (schema === undefined) {
    const available = await sql<{ name: string }>`select name from pg_available_extensions where name = 'pg_trgm'`.execute(db)
    if (available.rows.length === 0) return undefined
    // Migrations run in one transaction; the savepoint keeps it usable after a failed attempt.
    await sql`savepoint create_pg_trgm`.execute(db)
    try {
      await sql`create extension if not exists pg_trgm with schema public`.execute(db)
      await sql`release savepoint create_pg_trgm`.execute(db)
    } catch {
      await sql`rollback to savepoint create_pg_trgm`.execute(db)
    }
    schema = await pgTrgmSchema(db)
  }
  return schema === undefined ? undefined : sql.id(schema, 'gin_trgm_ops')
}

async function pgTrgmSchema(db: Kysely<unknown>): Promise<string | undefined> {
  const installed = await sql<{ schema: string }>`
    select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(db)
  return installed.rows[0]?.schema
}

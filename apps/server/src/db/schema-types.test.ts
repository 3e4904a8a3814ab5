import { readFileSync } from 'node:fs'
import type { Insertable, Kysely, Selectable } from 'kysely'
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest'
import type { MediaType } from '@petfolk/contract/media'
import type { Role } from '@petfolk/contract/roles'
import { migrateToLatest } from './migrate.ts'
import { COLUMN_OVERRIDES } from './schema-overrides.ts'
import { SCHEMA_NOTES } from './schema-notes.ts'
import { GENERATED_FILE, generateSchemaTypes, readSchemaModel, type TableModel } from './schema-generator.ts'
import type { Database } from './schema.ts'
import { createTestDatabase, type TestDatabase } from '../testing/test-db.ts'

/** Each line of a generated file with the table it belongs to, e.g. "users: role: Generated<string>". */
function linesInContext(text: string): string[] {
  let table = ''
  return text.split('\n').map((line) => {
    const opens = /^ {2}(\w+): \{$/.exec(line)
    if (opens?.[1]) table = opens[1]
    return line.startsWith('    ') ? `${table}: ${line.trim()}` : line.trim()
  })
}

/** The lines only one side has, marked - (committed) and + (from the migrations), at most `limit`. */
function lineDifferences(committed: string, fresh: string, limit = 30): string {
  const before = linesInContext(committed)
  const after = linesInContext(fresh)
  const inAfter = new Set(after)
  const inBefore = new Set(before)
  const lines = [...before.filter((l) => !inAfter.has(l)).map((l) => `- ${l}`), ...after.filter((l) => !inBefore.has(l)).map((l) => `+ ${l}`)]
  return lines.length > limit ? [...lines.slice(0, limit), `… and ${lines.length - limit} more`].join('\n') : lines.join('\n')
}

describe('generated schema types', () => {
  let fresh: string
  let model: TableModel[]
  let database: TestDatabase
  beforeAll(async () => {
    fresh = await generateSchemaTypes()
    database = await createTestDatabase('sqlite')
    await migrateToLatest(database.handle)
    model = await readSchemaModel(database.handle.db as unknown as Kysely<unknown>, 'sqlite')
  })
  afterAll(() => database.dispose())

  it('match the migrations (run `npm run db:types` and commit schema.generated.ts when this fails)', () => {
    const committed = readFileSync(GENERATED_FILE, 'utf8')
    if (committed !== fresh) {
      expect.fail(
        `apps/server/src/db/schema.generated.ts differs from what the migrations make. Run \`npm run db:types\` and commit it.\n` +
          `(- committed, + from the migrations)\n${lineDifferences(committed, fresh)}`,
      )
    }
  })

  it('name only real columns in the overrides: choices on text, flags on integers that are never null', () => {
    const problems: string[] = []
    for (const [table, columns] of Object.entries(COLUMN_OVERRIDES)) {
      const found = model.find((t) => t.name === table)
      if (!found) {
        problems.push(`${table}: no such table`)
        continue
      }
      for (const [name, override] of Object.entries(columns)) {
        const column = found.columns.find((c) => c.name === name)
        if (!column) problems.push(`${table}.${name}: no such column`)
        else if (override.kind === 'choice' && column.type !== 'string') problems.push(`${table}.${name}: a choice on a ${column.type} column`)
        else if (override.kind === 'flag' && (column.type !== 'number' || column.nullable)) problems.push(`${table}.${name}: a flag on a ${column.type}${column.nullable ? ' | null' : ''} column`)
      }
    }
    expect(problems, 'schema-overrides.ts').toEqual([])
  })

  it('carry notes only about real tables and columns', () => {
    const problems: string[] = []
    for (const [table, notes] of Object.entries(SCHEMA_NOTES)) {
      const found = model.find((t) => t.name === table)
      if (!found) problems.push(`${table}: no such table`)
      for (const name of Object.keys(notes.columns ?? {})) {
        if (found && !found.columns.some((c) => c.name === name)) problems.push(`${table}.${name}: no such column`)
      }
    }
    expect(problems, 'schema-notes.ts').toEqual([])
  })

  it('narrow choices and flags, keeping defaults and nulls as the database has them', () => {
    expectTypeOf<Selectable<Database['users']>['role']>().toEqualTypeOf<Role>()
    expectTypeOf<Selectable<Database['users']>['needs_name']>().toEqualTypeOf<0 | 1>()
    expectTypeOf<Selectable<Database['media_backups']>['type']>().toEqualTypeOf<MediaType>()
    expectTypeOf<Selectable<Database['users']>['handle']>().toEqualTypeOf<string | null>()
    // A column with a default may be left out of an insert; one without may not.
    expectTypeOf<Insertable<Database['users']>['role']>().toEqualTypeOf<Role | undefined>()
    expectTypeOf<Insertable<Database['users']>['email']>().toEqualTypeOf<string>()
    expect(model.find((t) => t.name === 'users')?.columns.find((c) => c.name === 'role')).toEqual({ name: 'role', type: 'string', nullable: false, generated: true })
  })

  it('leave out SQLite-only full-text tables and see primary keys as never null and only autoincrement ids as generated', () => {
    const names = model.map((t) => t.name)
    expect(names).toContain('lost_pets')
    expect(names.filter((n) => n.includes('_fts'))).toEqual([])
    const column = (table: string, name: string) => model.find((t) => t.name === table)?.columns.find((c) => c.name === name)
    expect(column('users', 'id')).toEqual({ name: 'id', type: 'number', nullable: false, generated: true })
    expect(column('pins', 'user_id')).toEqual({ name: 'user_id', type: 'number', nullable: false, generated: false })
    expect(column('rate_limits', 'key')).toEqual({ name: 'key', type: 'string', nullable: false, generated: false })
  })
})

describe.runIf(process.env.TEST_DATABASE_URL)('the PostgreSQL schema', () => {
  let sqlite: TestDatabase
  let postgres: TestDatabase
  beforeAll(async () => {
    sqlite = await createTestDatabase('sqlite')
    postgres = await createTestDatabase('postgres')
    await migrateToLatest(sqlite.handle)
    await migrateToLatest(postgres.handle)
  })
  afterAll(async () => {
    await sqlite.dispose()
    await postgres.dispose()
  })

  it('gives the same tables and column types as SQLite, from which the types are generated', async () => {
    const fromSqlite = await readSchemaModel(sqlite.handle.db as unknown as Kysely<unknown>, 'sqlite')
    const fromPostgres = await readSchemaModel(postgres.handle.db as unknown as Kysely<unknown>, 'postgres')
    expect(fromPostgres).toEqual(fromSqlite)
  })
})

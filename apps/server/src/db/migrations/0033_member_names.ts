import { randomInt } from 'node:crypto'
import type { Kysely } from 'kysely'
import { dialectOf, idColumn } from '../dialect.ts'

/**
 * Names and handles that never show an e-mail address (issue 29 audit):
 * - users.needs_name: 1 while the member has no profile name of their own; the app asks for one.
 * - Members whose display_name is an e-mail address (the identity provider sent no name) get a
 *   neutral name and handle, "Member 4821" / member4821, when their handle came from that
 *   address's local part; otherwise they keep their handle and get the name that goes with it.
 * - handle_changes: one row per handle change, so changes can be limited per day.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const dialect = dialectOf(db)
  await db.schema.alterTable('users').addColumn('needs_name', 'integer', (col) => col.notNull().defaultTo(0)).execute()

  await db.schema
    .createTable('handle_changes')
    .addColumn('id', ...idColumn(dialect))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('changed_at', 'text', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('handle_changes_by_user').on('handle_changes').columns(['user_id', 'changed_at']).execute()

  const users = db as unknown as Kysely<{ users: { id: number; email: string; display_name: string; handle: string | null; needs_name: number } }>
  const named = await users.selectFrom('users').select(['id', 'email', 'display_name', 'handle']).where('display_name', 'like', '%@%').execute()
  const taken = new Set((await users.selectFrom('users').select('handle').where('handle', 'is not', null).execute()).map((r) => r.handle))
  for (const row of named) {
    const handleFromEmail = row.handle === null || handleCameFromAddress(row.handle, row.email)
    let handle = row.handle
    if (handleFromEmail) {
      let tries = 0
      do handle = `member${String(randomInt(tries < 50 ? 10000 : 1000000)).padStart(4, '0')}`
      while (taken.has(handle) && ++tries < 1000)
      taken.add(handle)
    }
    const digits = /^member(\d+)$/.exec(handle ?? '')?.[1]
    await users
      .updateTable('users')
      .set({ display_name: digits ? `Member ${digits}` : 'Member', handle, needs_name: 1 })
      .where('id', '=', row.id)
      .execute()
  }
}

/** Whether a handle is what sign-in used to suggest from the address: its local part, cleaned, perhaps numbered. */
function handleCameFromAddress(handle: string, email: string): boolean {
  const local = (email.split('@')[0] ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\s.-]+/g, '_')
    .replace(/[^A-Za-z0-9_]/g, '')
    .replace(/_+/g, '_')
    .replace(/^_|_$/g, '')
    .toLowerCase()
    .slice(0, 30)
  if (local.length < 3) return false
  const stem = handle.replace(/\d+$/, '')
  return handle === local || (handle.startsWith(local) && /^\d+$/.test(handle.slice(local.length))) || (stem.length >= Math.min(local.length, 26) && local.startsWith(stem))
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('handle_changes').execute()
  await db.schema.alterTable('users').dropColumn('needs_name').execute()
}

import { sql, type Kysely } from 'kysely'

/**
 * Every member gets a unique handle (issue 14, item 10), so "Bob" in an inbox is one person and a
 * recipient is found without typing an e-mail. Stored in lower case, so the plain unique index is
 * case-insensitive. Existing members get one from their display name (or e-mail local part), with
 * a number on collision, in id order so the oldest member keeps the plain one.
 *
 * The naming rule is copied here rather than imported from the contract: a migration must do the
 * same thing forever, whatever later changes the shared rule.
 */
const MAX = 30
const RESERVED = new Set(['admin', 'administrator', 'petfolk', 'support', 'help', 'helpdesk', 'moderator', 'mod', 'staff', 'team', 'official', 'security', 'system', 'root', 'api', 'settings', 'me', 'everyone', 'null', 'undefined'])

function base(name: string | null, email: string): string {
  const clean = (text: string) =>
    text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[\s.-]+/g, '_').replace(/[^A-Za-z0-9_]/g, '').replace(/_+/g, '_').replace(/^_|_$/g, '').toLowerCase().slice(0, MAX).replace(/_$/, '')
  for (const text of [name ?? '', email.split('@')[0] ?? '']) {
    const b = clean(text)
    if (b.length >= 3) return b
  }
  return 'member'
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('handle', 'text').execute()
  const users = await sql<{ id: number; email: string; display_name: string }>`select id, email, display_name from users order by id`.execute(db)
  const taken = new Set<string>()
  for (const user of users.rows) {
    const b = base(user.display_name === user.email ? null : user.display_name, user.email)
    let handle = b
    for (let n = 2; taken.has(handle) || RESERVED.has(handle); n += 1) handle = `${b.slice(0, MAX - String(n).length)}${n}`
    taken.add(handle)
    await sql`update users set handle = ${handle} where id = ${user.id}`.execute(db)
  }
  await db.schema.createIndex('users_handle_unique').unique().on('users').column('handle').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('users_handle_unique').execute()
  await db.schema.alterTable('users').dropColumn('handle').execute()
}

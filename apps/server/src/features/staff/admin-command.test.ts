import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { recordSignIn } from '../../auth/sign-in.ts'
import { openDatabase, type DbHandle } from '../../db/database.ts'
import { migrateToLatest } from '../../db/migrate.ts'
import { runScript } from '../../testing/run-script.ts'

/** `npm run admin`: the way a community names its first staff, on the database the server uses. */
describe('npm run admin', () => {
  let dir: string
  let handle: DbHandle
  let env: Record<string, string>
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'petfolk-admin-'))
    const file = join(dir, 'petfolk.db')
    env = { DATABASE_URL: file, DATA_DIR: dir, LOG_LEVEL: 'silent' }
    handle = openDatabase(file)
    await migrateToLatest(handle)
    await recordSignIn(handle.db, { sub: 'cli-1', email: 'Rosa@Example.com', name: 'Rosa Rescue', picture: null }, new Date())
  })
  afterAll(async () => {
    await handle.close()
    rmSync(dir, { recursive: true, force: true })
  })

  const roleOf = async () => (await handle.db.selectFrom('users').select('role').where('email', '=', 'Rosa@Example.com').executeTakeFirstOrThrow()).role

  it('grants a role by e-mail (any case) and by @handle, revokes it, and writes each change to the audit log', async () => {
    const granted = await runScript('admin', ['grant', 'rosa@example.com', 'admin'], env)
    expect(granted, granted.stderr).toMatchObject({ code: 0, stdout: '@rosa_rescue is now an admin.\n' })
    expect(await roleOf()).toBe('admin')

    const listed = await runScript('admin', ['list'], env)
    expect(listed.stdout).toBe('admin     @rosa_rescue Rosa@Example.com\n')

    const again = await runScript('admin', ['grant', '@rosa_rescue', 'admin'], env)
    expect(again.stdout).toBe('@rosa_rescue is already an admin; nothing changed.\n')

    // The command line may demote the last admin: it is how a community recovers from a mistake.
    const revoked = await runScript('admin', ['revoke', '@rosa_rescue'], env)
    expect(revoked).toMatchObject({ code: 0, stdout: '@rosa_rescue is now a member.\n' })
    expect(await roleOf()).toBe('member')

    const log = await handle.db.selectFrom('audit_log').select(['actor_label', 'action', 'reason', 'details']).orderBy('id').execute()
    expect(log).toEqual([
      { actor_label: 'command line', action: 'role.change', reason: 'Granted admin from the command line.', details: JSON.stringify({ from: 'member', to: 'admin' }) },
      { actor_label: 'command line', action: 'role.change', reason: 'Revoked from the command line.', details: JSON.stringify({ from: 'admin', to: 'member' }) },
    ])
  }, 60_000)

  it('says how to use it, and who has not signed in yet, without changing anything', async () => {
    const usage = await runScript('admin', ['grant', 'rosa@example.com', 'owner'], env)
    expect(usage.code).toBe(2)
    expect(usage.stderr).toContain('npm run admin -- grant <e-mail or @handle> <moderator|admin>')
    const unknown = await runScript('admin', ['grant', 'nobody@example.com', 'moderator'], env)
    expect(unknown.code).toBe(1)
    expect(unknown.stderr).toBe('No member nobody@example.com has signed in to this Petfolk yet. They sign in once, then you grant the role.\n')
    expect(await handle.db.selectFrom('audit_log').select('id').execute()).toHaveLength(2)
  }, 60_000)
})

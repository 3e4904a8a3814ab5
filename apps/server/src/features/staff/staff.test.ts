import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADMINS_ONLY, STAFF_ONLY, type AuditEntry, type StaffMember, type StaffOverview } from '@petfolk/contract/staff'
import { json } from '../../testing/json.ts'
import { DIALECTS } from '../../testing/test-db.ts'
import { createTestContext, type TestContext } from '../../testing/test-context.ts'
import { changeRole, findMemberByAddress, LAST_ADMIN } from './roles.ts'

type SignedIn = Awaited<ReturnType<TestContext['signInAs']>>

for (const dialect of DIALECTS) {
  describe(`the staff area's roles, overview, members and audit log [${dialect}]`, () => {
    let t: TestContext
    let admin: SignedIn
    let member: SignedIn
    let other: SignedIn
    beforeAll(async () => {
      t = await createTestContext(dialect, { ADMIN_EMAILS: 'Boss@Example.com, second-admin@example.com' })
      admin = await t.signInAs('boss@example.com', 'Bea Boss')
      member = await t.signInAs('mia@example.com', 'Mia Member')
      other = await t.signInAs('ollie@example.com', 'Ollie Other')
    })
    afterAll(() => t.dispose())

    const roleOf = async (id: number) => (await t.deps.db.selectFrom('users').select('role').where('id', '=', id).executeTakeFirstOrThrow()).role
    const auditRows = () => t.deps.db.selectFrom('audit_log').selectAll().orderBy('id').execute()
    const setRole = (cookie: string, id: number, body: unknown) => t.request(`/api/admin/members/${id}/role`, { method: 'PUT', cookie, json: body })

    it('makes a member whose address is in ADMIN_EMAILS (any case) an admin at sign-in, once, with an audit entry', async () => {
      expect(admin.user.role).toBe('admin')
      expect(member.user.role).toBe('member')
      const me = await json(await t.request('/api/users/me', { cookie: admin.cookie }))
      expect(me.role).toBe('admin')
      // A second sign-in changes nothing and writes nothing more.
      await t.signInAs('boss@example.com', 'Bea Boss')
      const entries = (await auditRows()).filter((e) => e.target_id === admin.user.id)
      expect(entries).toHaveLength(1)
      expect(entries[0]).toMatchObject({ actor_id: null, actor_label: 'ADMIN_EMAILS', action: 'role.change', target_kind: 'member', reason: 'Listed in ADMIN_EMAILS.' })
      expect(JSON.parse(entries[0]?.details ?? '{}')).toEqual({ from: 'member', to: 'admin' })
    })

    it('refuses every staff endpoint to visitors (401) and members (403, with a sentence), and changes nothing', async () => {
      const before = await auditRows()
      const calls: Array<[string, string, unknown, string]> = [
        ['GET', '/api/admin/overview', undefined, STAFF_ONLY],
        ['GET', '/api/admin/members', undefined, STAFF_ONLY],
        ['GET', `/api/admin/members/${member.user.id}`, undefined, STAFF_ONLY],
        ['PUT', `/api/admin/members/${member.user.id}/role`, { role: 'admin', reason: 'Promoting myself.' }, ADMINS_ONLY],
        ['GET', '/api/admin/audit-log', undefined, ADMINS_ONLY],
      ]
      for (const [method, path, body, sentence] of calls) {
        const visitor = await t.request(path, { method, json: body })
        expect(visitor.status, `${method} ${path} without a session`).toBe(401)
        const refused = await t.request(path, { method, cookie: member.cookie, json: body })
        expect(refused.status, `${method} ${path} as a member`).toBe(403)
        expect(await json(refused)).toEqual({ error: sentence })
      }
      expect(await roleOf(member.user.id)).toBe('member')
      expect(await auditRows()).toEqual(before)
    })

    it('lets an admin make a member a moderator, who then reaches staff endpoints but not admin ones; the audit log says who, what and why', async () => {
      const res = await setRole(admin.cookie, member.user.id, { role: 'moderator', reason: 'Runs the Austin boards.' })
      expect(res.status).toBe(200)
      const changed = (await json(res)) as StaffMember
      expect(changed).toMatchObject({ id: member.user.id, role: 'moderator', email: 'mia@example.com', handle: 'mia_member' })
      expect(await roleOf(member.user.id)).toBe('moderator')

      // The session is read from the database on every request, so the new role applies at once.
      expect((await t.request('/api/admin/overview', { cookie: member.cookie })).status).toBe(200)
      const auditAsModerator = await t.request('/api/admin/audit-log', { cookie: member.cookie })
      expect(auditAsModerator.status).toBe(403)
      expect((await setRole(member.cookie, other.user.id, { role: 'moderator', reason: 'Friend.' })).status).toBe(403)

      const log = (await json(await t.request('/api/admin/audit-log?action=role.change', { cookie: admin.cookie }))) as AuditEntry[]
      expect(log[0]).toMatchObject({
        actor_id: admin.user.id,
        actor_label: '@bea_boss',
        action: 'role.change',
        target_kind: 'member',
        target_id: member.user.id,
        target_label: '@mia_member',
        reason: 'Runs the Austin boards.',
        details: { from: 'member', to: 'moderator' },
      })
    })

    it('refuses a role change without a reason, to an unknown role, to the same role, for a missing member, and for the last admin (409), changing nothing', async () => {
      const before = await auditRows()
      const noReason = await setRole(admin.cookie, other.user.id, { role: 'moderator', reason: '  ' })
      expect(noReason.status).toBe(400)
      expect((await json(noReason)).error).toBe('reason: Say why, in a sentence.')
      const badRole = await setRole(admin.cookie, other.user.id, { role: 'owner', reason: 'Because.' })
      expect(badRole.status).toBe(400)
      expect((await json(badRole)).error).toBe('role: Choose member, moderator or admin.')
      const same = await setRole(admin.cookie, other.user.id, { role: 'member', reason: 'Because.' })
      expect(same.status).toBe(409)
      expect(await json(same)).toEqual({ error: 'That member already has that role.' })
      const missing = await setRole(admin.cookie, 99999, { role: 'moderator', reason: 'Because.' })
      expect(missing.status).toBe(404)
      const lastAdmin = await setRole(admin.cookie, admin.user.id, { role: 'member', reason: 'Stepping down.' })
      expect(lastAdmin.status).toBe(409)
      expect(await json(lastAdmin)).toEqual({ error: LAST_ADMIN })
      expect(await roleOf(admin.user.id)).toBe('admin')
      expect(await roleOf(other.user.id)).toBe('member')
      expect(await auditRows()).toEqual(before)
    })

    it('finds members by name, handle prefix or e-mail for staff, newest first, a page at a time, and by role', async () => {
      const byEmail = (await json(await t.request('/api/admin/members?q=OLLIE%40example', { cookie: admin.cookie }))) as StaffMember[]
      expect(byEmail.map((m) => m.id)).toEqual([other.user.id])
      const byHandle = (await json(await t.request('/api/admin/members?q=%40mia_', { cookie: admin.cookie }))) as StaffMember[]
      expect(byHandle.map((m) => m.id)).toEqual([member.user.id])
      const byName = (await json(await t.request('/api/admin/members?q=boss', { cookie: admin.cookie }))) as StaffMember[]
      expect(byName.map((m) => m.id)).toEqual([admin.user.id])
      const staff = (await json(await t.request('/api/admin/members?role=staff', { cookie: admin.cookie }))) as StaffMember[]
      expect(staff.map((m) => [m.id, m.role])).toEqual([
        [member.user.id, 'moderator'],
        [admin.user.id, 'admin'],
      ])

      const first = await t.request('/api/admin/members?limit=2', { cookie: admin.cookie })
      const firstPage = (await json(first)) as StaffMember[]
      const cursor = first.headers.get('x-next-cursor')
      expect(cursor).toBeTruthy()
      const second = (await json(await t.request(`/api/admin/members?limit=2&cursor=${cursor}`, { cookie: admin.cookie }))) as StaffMember[]
      const ids = [...firstPage, ...second].map((m) => m.id)
      expect(ids).toEqual([...ids].sort((a, b) => b - a))
      expect(ids).toContain(other.user.id)
      expect(ids).toContain(admin.user.id)

      const one = await t.request(`/api/admin/members/${other.user.id}`, { cookie: member.cookie })
      expect(((await json(one)) as StaffMember).email).toBe('ollie@example.com')
      expect((await t.request('/api/admin/members/99999', { cookie: admin.cookie })).status).toBe(404)
    })

    it('counts members, open lost and found reports, reunions and deliveries for the overview', async () => {
      const db = t.deps.db
      const now = t.clock.now().toISOString()
      const before = (await json(await t.request('/api/admin/overview', { cookie: admin.cookie }))) as StaffOverview
      await db.insertInto('outbox').values([
        { to_address: 'a@example.com', subject: 's', body_text: 'b', created_at: now, sent_at: now, attempts: 1 },
        { to_address: 'b@example.com', subject: 's', body_text: 'b', created_at: now, sent_at: null, attempts: 5, last_error: 'refused' },
      ]).execute()
      // Pushes: one delivered an hour ago, one given up on, one waiting, and one sent two days ago (not counted).
      const subscription = await db
        .insertInto('push_subscriptions')
        .values({ user_id: other.user.id, endpoint: 'https://push.example.com/overview', p256dh: 'k', auth: 'a', user_agent: null, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow()
      const hoursAgo = (hours: number) => new Date(t.clock.now().getTime() - hours * 60 * 60_000).toISOString()
      const push = { subscription_id: subscription.id, payload: '{}', created_at: now, next_attempt_at: now, attempts: 1 }
      await db.insertInto('push_outbox').values([
        { ...push, sent_at: hoursAgo(1) },
        { ...push, attempts: 5, failed_at: hoursAgo(2), last_error: 'push service answered 500' },
        { ...push, attempts: 0 },
        { ...push, created_at: hoursAgo(49), sent_at: hoursAgo(48) },
      ]).execute()
      const after = (await json(await t.request('/api/admin/overview', { cookie: admin.cookie }))) as StaffOverview
      expect(after.last_24_hours.pushes_sent).toBe(before.last_24_hours.pushes_sent + 1)
      expect(after.last_24_hours.pushes_failed).toBe(before.last_24_hours.pushes_failed + 1)
      expect(after.last_24_hours.pushes_waiting).toBe(before.last_24_hours.pushes_waiting + 1)
      expect(after.members.all).toBeGreaterThanOrEqual(3)
      expect(after.members.active_this_week).toBeGreaterThanOrEqual(3)
      expect(after.last_24_hours.emails_sent).toBe(before.last_24_hours.emails_sent + 1)
      expect(after.last_24_hours.emails_failed).toBe(before.last_24_hours.emails_failed + 1)
      const users = await db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
      expect(after.members.all).toBe(Number(users.n))
    })

    it('lets the command line name a member by e-mail or @handle and demote even the last admin, with the entry saying so', async () => {
      expect((await findMemberByAddress(t.deps.db, 'OLLIE@example.com'))?.id).toBe(other.user.id)
      expect((await findMemberByAddress(t.deps.db, '@ollie_other'))?.id).toBe(other.user.id)
      expect(await findMemberByAddress(t.deps.db, 'nobody@example.com')).toBeNull()
      const result = await changeRole(t.deps.db, { memberId: admin.user.id, role: 'member', actor: { label: 'command line' }, reason: 'Handing over.', at: t.clock.now(), keepAnAdmin: false })
      expect(result.changed).toBe(true)
      const log = (await json(await t.request('/api/admin/audit-log', { cookie: admin.cookie })))
      // Bea is no longer an admin: the log is closed to her at once.
      expect(log).toEqual({ error: ADMINS_ONLY })
      const last = (await auditRows()).at(-1)
      expect(last).toMatchObject({ actor_id: null, actor_label: 'command line', target_id: admin.user.id, reason: 'Handing over.' })
    })
  })
}

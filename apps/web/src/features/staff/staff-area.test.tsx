import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClientProvider } from '@tanstack/react-query'
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router'
import type { AuditEntry, Role, StaffMember } from '@petfolk/contract/staff'
import type { MemberHistory } from '@petfolk/contract/staff-member-history'
import { AuthProvider } from '../../auth/auth-provider.tsx'
import { STAFF_TABS } from '../../shell/staff-tabs.ts'
import { createTestQueryClient } from '../../test/render.tsx'
import { json, mockFetch, pageOf } from '../../test/fetch-mock.ts'
import { SEARCH_DEBOUNCE_MS } from '../../lib/use-debounced-value.ts'
import { testMember } from '../../test/members.ts'
import { AuditLogPage } from './audit-log-page.tsx'
import { StaffMemberPage } from './member-page.tsx'
import { StaffMembersPage } from './members-page.tsx'
import { StaffLayout } from './staff-layout.tsx'

const staffRoutes: RouteObject[] = [
  {
    path: '/admin',
    element: <StaffLayout tabs={STAFF_TABS} />,
    children: [
      { index: true, element: <p>Overview</p> },
      { path: 'members', element: <StaffMembersPage /> },
      { path: 'members/:id', element: <StaffMemberPage /> },
      { path: 'audit-log', element: <AuditLogPage /> },
    ],
  },
]

/** The staff area as router.tsx mounts it, for someone with this role, at `path`. */
function renderStaffArea(path: string) {
  const queryClient = createTestQueryClient()
  const router = createMemoryRouter(staffRoutes, { initialEntries: [path] })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>{children}</AuthProvider>
    </QueryClientProvider>
  )
  return { router, ...render(<RouterProvider router={router} />, { wrapper }) }
}

const signedIn = (role: Role) => testMember({ id: 1, name: 'Alice Walker', email: 'alice@example.com', googleSub: 'dev|alice', role })

function staffMember(id: number, overrides: Partial<StaffMember> = {}): StaffMember {
  return {
    id,
    display_name: `Member ${id}`,
    handle: `member_${id}`,
    email: `member${id}@example.com`,
    role: 'member',
    created_at: '2026-03-14T09:30:00.000Z',
    last_signed_in_at: '2026-11-20T18:05:00.000Z',
    suspended_until: null,
    banned_at: null,
    ...overrides,
  }
}

/** The server's 409 for the last admin (features/staff/roles.ts). */
const LAST_ADMIN = 'Petfolk needs at least one admin: make someone else an admin first.'

/** A member's history with nothing in it (GET /api/admin/members/:id/history). */
const noHistory: MemberHistory = { content: [], reports: [], staff_actions: [] }

const bea = staffMember(7, { display_name: 'Bea Rivera', handle: 'bea_r', email: 'bea@example.com' })
const cal = staffMember(8, { display_name: 'Cal Moss', handle: 'cal', email: 'cal@example.com', role: 'moderator' })

describe('the staff area, Members', () => {
  it('lists members newest first with their e-mail and a staff badge, searches by text, filters by role and loads more', async () => {
    const many = [cal, bea, ...Array.from({ length: 30 }, (_, n) => staffMember(100 - n))]
    const spy = mockFetch({
      'GET /api/session': () => json({ user: signedIn('moderator') }),
      'GET /api/admin/members': ({ url }) => {
        const q = url.searchParams.get('q')
        const role = url.searchParams.get('role')
        const rows = many.filter((m) => (!q || m.email.includes(q) || m.display_name.toLowerCase().includes(q)) && (!role || (role === 'staff' ? m.role !== 'member' : m.role === role)))
        return pageOf(rows, url, 20)
      },
    })
    // The search waits SEARCH_DEBOUNCE_MS after the last key: the test moves the clock past it
    // instead of sleeping, and then waits for the answer the server gave, not for time to pass.
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
      const settleSearch = () => act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS))
      const shown = (text: string) => waitFor(() => expect(screen.getByRole('status').textContent).toBe(text))
      renderStaffArea('/admin/members')

      const calRow = await screen.findByRole('link', { name: /Cal Moss/ })
      expect(within(calRow).getByText('Moderator')).toBeTruthy()
      expect(within(calRow).getByText('cal@example.com')).toBeTruthy()
      expect(calRow.getAttribute('href')).toBe('/admin/members/8')
      // A plain member gets no badge.
      expect(within(screen.getByRole('link', { name: /Bea Rivera/ })).queryByText('Member')).toBeNull()
      expect(screen.getByRole('status').textContent).toBe('20 members so far')

      await user.click(screen.getByRole('button', { name: 'Load more' }))
      await shown('32 members')
      expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()

      await user.type(screen.getByLabelText('Search'), 'bea@')
      await settleSearch()
      await shown('1 member')
      expect(screen.queryByRole('link', { name: /Cal Moss/ })).toBeNull()
      expect(screen.getByRole('link', { name: /Bea Rivera/ })).toBeTruthy()
      const calls = () => spy.mock.calls.map(([input]) => new URL(String(input), 'http://localhost')).filter((url) => url.pathname === '/api/admin/members')
      expect(calls().at(-1)?.searchParams.get('q')).toBe('bea@')
      // Not once per key.
      expect(calls().filter((url) => url.searchParams.has('q'))).toHaveLength(1)

      await user.clear(screen.getByLabelText('Search'))
      await settleSearch()
      // The whole list again, both pages, from the cache.
      await shown('32 members')
      await user.selectOptions(screen.getByLabelText('Role'), 'Staff (moderators and admins)')
      await shown('1 member')
      expect(screen.getByRole('link', { name: /Cal Moss/ })).toBeTruthy()
      expect(screen.queryByRole('link', { name: /Bea Rivera/ })).toBeNull()
      expect(Object.fromEntries(calls().at(-1)?.searchParams ?? [])).toEqual({ role: 'staff' })

      await user.type(screen.getByLabelText('Search'), 'nobody')
      await settleSearch()
      expect(await screen.findByText('No members found')).toBeTruthy()
    } finally {
      vi.useRealTimers()
    }
  })

  it('shows one member: e-mail, handle, role, joined and last sign-in; a moderator cannot change the role', async () => {
    mockFetch({
      'GET /api/session': () => json({ user: signedIn('moderator') }),
      'GET /api/admin/members/7': () => json(bea),
      'GET /api/admin/members/7/history': () => json(noHistory),
    })
    renderStaffArea('/admin/members/7')
    expect(await screen.findByRole('heading', { name: 'Bea Rivera', level: 2 })).toBeTruthy()
    const facts = Object.fromEntries(
      screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    )
    expect(facts).toMatchObject({ 'E-mail': 'bea@example.com', Handle: '@bea_r', Role: 'Member', Joined: 'Mar 14, 2026' })
    expect(facts['Last signed in']).toMatch(/^Nov 20, 2026, \d+:\d\d [AP]M$/)
    expect(screen.getByRole('link', { name: 'All members' }).getAttribute('href')).toBe('/admin/members')
    expect(screen.queryByRole('heading', { name: 'Change role' })).toBeNull()
    // Staff suspend, ban and restore a member from here too.
    expect(screen.getByRole('button', { name: /^Suspend/ })).toBeTruthy()
    expect(screen.getByRole('button', { name: /^Ban/ })).toBeTruthy()
    // Moderators have no Audit log tab.
    const tabs = within(screen.getByRole('navigation', { name: 'Staff sections' })).getAllByRole('link')
    expect(tabs.map((tab) => tab.textContent)).toEqual(STAFF_TABS.filter((tab) => !tab.adminOnly).map((tab) => tab.label))
    expect(tabs.map((tab) => tab.textContent)).not.toContain('Audit log')
  })

  it("shows the member's recent content with what staff hid, the reports about them and staff actions", async () => {
    const history: MemberHistory = {
      content: [
        { kind: 'board_reply', id: 31, text: 'Still on offer', hidden: false, link: '/community', created_at: '2026-11-21T10:00:00.000Z' },
        { kind: 'board_post', id: 30, text: 'Win a prize · Click here now', hidden: true, link: '/community', created_at: '2026-11-20T10:00:00.000Z' },
      ],
      reports: [
        { id: 5, content_kind: 'board_post', content_id: 30, reason: 'spam', note: 'An ad.', reporter: '@rita', status: 'actioned', outcome: 'hide', created_at: '2026-11-20T11:00:00.000Z' },
      ],
      staff_actions: [
        { id: 9, actor_id: 8, actor_label: '@cal', action: 'report.hide', target_kind: 'board_post', target_id: 30, target_label: 'Board post #30', reason: 'Advertising.', details: {}, created_at: '2026-11-20T12:00:00.000Z' },
      ],
    }
    mockFetch({
      'GET /api/session': () => json({ user: signedIn('moderator') }),
      'GET /api/admin/members/7': () => json(bea),
      'GET /api/admin/members/7/history': () => json(history),
    })
    renderStaffArea('/admin/members/7')
    const content = await screen.findByRole('list', { name: 'Recent content' })
    const items = within(content).getAllByRole('listitem')
    expect(items.map((item) => item.querySelector('span')?.textContent)).toEqual(['Board reply', 'Board post'])
    expect(within(items[1] as HTMLElement).getByText('Hidden by staff')).toBeTruthy()
    expect(within(items[0] as HTMLElement).queryByText('Hidden by staff')).toBeNull()
    expect(within(items[1] as HTMLElement).getByText('Win a prize · Click here now')).toBeTruthy()
    const reports = within(screen.getByRole('list', { name: 'Reports about them' })).getAllByRole('listitem')
    expect(reports.map((item) => item.textContent)).toEqual([expect.stringMatching(/^Spam: board post #30Acted on.*Reported by @rita“An ad\.”$/)])
    const actions = within(screen.getByRole('list', { name: 'Staff actions' })).getAllByRole('listitem')
    expect(actions).toHaveLength(1)
    expect(actions[0]?.textContent).toContain('@cal')
    expect(actions[0]?.textContent).toContain('Why: Advertising.')
  })

  it('says when a member has no content, reports or staff actions', async () => {
    mockFetch({
      'GET /api/session': () => json({ user: signedIn('moderator') }),
      'GET /api/admin/members/7': () => json(bea),
      'GET /api/admin/members/7/history': () => json(noHistory),
    })
    renderStaffArea('/admin/members/7')
    expect(await screen.findByText('Nothing posted yet.')).toBeTruthy()
    expect(screen.getByText('No reports.')).toBeTruthy()
    expect(screen.getByText('No staff actions.')).toBeTruthy()
  })

  it('says so for a member that does not exist, or an address that is no id', async () => {
    mockFetch({
      'GET /api/session': () => json({ user: signedIn('admin') }),
      'GET /api/admin/members/404': () => json({ error: 'That member was not found.' }, 404),
    })
    renderStaffArea('/admin/members/404')
    expect(await screen.findByRole('heading', { name: 'Member not found' })).toBeTruthy()
  })
})

describe('the staff area, Change role (admins)', () => {
  it('needs a new role and a reason before it asks; then changes it, says so and shows the new role', async () => {
    const puts: unknown[] = []
    let current = bea
    const spy = mockFetch({
      'GET /api/session': () => json({ user: signedIn('admin') }),
      'GET /api/admin/members/7': () => json(current),
      'GET /api/admin/members/7/history': () => json(noHistory),
      'PUT /api/admin/members/7/role': ({ body }) => {
        puts.push(body)
        current = { ...current, role: (body as { role: Role }).role }
        return json(current)
      },
    })
    const user = userEvent.setup()
    renderStaffArea('/admin/members/7')
    const form = within((await screen.findByRole('heading', { name: 'Change role' })).closest('div') as HTMLElement)
    await user.click(form.getByRole('button', { name: 'Change role' }))
    expect(form.getByText('Choose the new role.')).toBeTruthy()
    expect(form.getByText('Say why, in a sentence.')).toBeTruthy()
    expect(form.getByLabelText(/^New role/).getAttribute('aria-invalid')).toBe('true')

    expect(spy.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false)

    await user.selectOptions(form.getByLabelText(/^New role/), 'Moderator')
    // A field's message goes once it is changed.
    expect(form.queryByText('Choose the new role.')).toBeNull()
    expect(form.getByText('Say why, in a sentence.')).toBeTruthy()
    await user.type(form.getByLabelText(/^Reason/), '  Runs the Austin walkers board.  ')
    await user.click(form.getByRole('button', { name: 'Change role' }))
    expect((await screen.findByRole('status')).textContent).toBe('@bea_r is now a moderator.')
    expect(puts).toEqual([{ role: 'moderator', reason: 'Runs the Austin walkers board.' }])
    const role = screen.getAllByRole('term').find((term) => term.textContent === 'Role')
    expect(role?.nextElementSibling?.textContent).toBe('Moderator')
    // The form is empty again, ready for the next change.
    expect((form.getByLabelText(/^Reason/) as HTMLTextAreaElement).value).toBe('')
  })

  it("shows the server's 409 sentence (the last admin) and changes nothing on screen", async () => {
    const boss = staffMember(1, { display_name: 'Alice Walker', handle: 'alice', email: 'alice@example.com', role: 'admin' })
    mockFetch({
      'GET /api/session': () => json({ user: signedIn('admin') }),
      'GET /api/admin/members/1': () => json(boss),
      'GET /api/admin/members/1/history': () => json(noHistory),
      'PUT /api/admin/members/1/role': () => json({ error: LAST_ADMIN }, 409),
    })
    const user = userEvent.setup()
    renderStaffArea('/admin/members/1')
    await screen.findByRole('heading', { name: 'Change role' })
    await user.selectOptions(screen.getByLabelText(/^New role/), 'Member')
    await user.type(screen.getByLabelText(/^Reason/), 'Stepping down.')
    await user.click(screen.getByRole('button', { name: 'Change role' }))
    expect((await screen.findByRole('alert')).textContent).toBe(LAST_ADMIN)
    const role = screen.getAllByRole('term').find((term) => term.textContent === 'Role')
    expect(role?.nextElementSibling?.textContent).toBe('Admin')
  })
})

describe('the staff area, Audit log', () => {
  const entry = (id: number, overrides: Partial<AuditEntry> = {}): AuditEntry => ({
    id,
    actor_id: 1,
    actor_label: '@alice',
    action: 'role.change',
    target_kind: 'member',
    target_id: 7,
    target_label: '@bea_r',
    reason: 'Runs the Austin walkers board.',
    details: { from: 'member', to: 'moderator' },
    created_at: '2026-11-27T15:00:00.000Z',
    ...overrides,
  })

  it('says who did what, when and why, newest first; filters by action and kind; loads more', async () => {
    const rows = [
      entry(40),
      entry(39, { action: 'review.approve', target_kind: 'review', target_label: 'Review #12', reason: null, details: {} }),
      ...Array.from({ length: 25 }, (_, n) => entry(38 - n, { actor_label: 'command line', target_label: `@m${n}`, details: { from: 'admin', to: 'member' } })),
    ]
    const spy = mockFetch({
      'GET /api/session': () => json({ user: signedIn('admin') }),
      'GET /api/admin/audit-log': ({ url }) => {
        const action = url.searchParams.get('action')
        const kind = url.searchParams.get('target_kind')
        return pageOf(rows.filter((row) => (!action || row.action === action) && (!kind || row.target_kind === kind)), url, 20)
      },
    })
    const user = userEvent.setup()
    renderStaffArea('/admin/audit-log')
    const list = await screen.findByRole('list', { name: 'Audit entries' })
    const items = within(list).getAllByRole('listitem')
    expect(items).toHaveLength(20)
    expect(items[0]?.textContent).toMatch(/^@alice made @bea_r a moderator \(was member\)Nov 27, 2026, .+Why: Runs the Austin walkers board\.$/)
    expect(items[1]?.textContent).toMatch(/^@alice review\.approve · Review #12Nov 27, 2026/)
    expect(items[2]?.textContent).toMatch(/^command line made @m0 a member \(was admin\)/)

    await user.click(screen.getByRole('button', { name: 'Load more' }))
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(27))

    // Actions and kinds seen in the log are offered alongside the known ones.
    await user.selectOptions(screen.getByLabelText('About'), 'review')
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Audit entries' })).getAllByRole('listitem')).toHaveLength(1))
    const asked = spy.mock.calls.map(([input]) => new URL(String(input), 'http://localhost')).filter((url) => url.pathname === '/api/admin/audit-log')
    expect(asked.at(-1)?.searchParams.get('target_kind')).toBe('review')

    await user.selectOptions(screen.getByLabelText('Action'), 'Role changes')
    expect(await screen.findByText('No entries match these filters.')).toBeTruthy()
  })

  it('tells a moderator it is for admins, without asking the server', async () => {
    const spy = mockFetch({ 'GET /api/session': () => json({ user: signedIn('moderator') }) })
    renderStaffArea('/admin/audit-log')
    expect(await screen.findByRole('heading', { name: 'Admins only' })).toBeTruthy()
    expect(spy.mock.calls.some(([input]) => String(input).includes('/api/admin/audit-log'))).toBe(false)
  })

  it('tells a plain member the whole area is for staff', async () => {
    mockFetch({ 'GET /api/session': () => json({ user: signedIn('member') }) })
    renderStaffArea('/admin/members')
    expect(await screen.findByRole('heading', { name: 'Staff only' })).toBeTruthy()
    expect(screen.queryByRole('navigation', { name: 'Staff sections' })).toBeNull()
  })
})

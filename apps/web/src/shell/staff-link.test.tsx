import { act, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { createMemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { DISPLAY_NAME_PLACEHOLDER, type User } from '@petfolk/contract/users'
import type { Role } from '@petfolk/contract/staff'
import { renderSignedIn } from '../prerender.tsx'
import { AppRoot } from '../app-root.tsx'
import { routerReady, routes } from '../router.tsx'
import { createQueryClient } from '../lib/query-client.ts'
import { currentUserQueryKey } from '../auth/api/get-current-user.ts'
import { json, mockFetch } from '../test/fetch-mock.ts'
import { drivingReactDirectly } from '../test/hydration.ts'
import { testMember } from '../test/members.ts'

drivingReactDirectly()

const dashboardMocks = {
  'GET /api/pets': () => json([]),
  'GET /api/appointments': () => json([]),
  'GET /api/dashboard/reminders': () => json([]),
  'GET /api/messages/unread-count': () => json({ count: 0 }),
  'GET /api/notifications/unread-count': () => json({ count: 0 }),
}

/** The prerendered dashboard (drawn for a generic member), hydrated as main.tsx does for someone with this role. */
async function hydrateDashboardAs(role: Role) {
  mockFetch(dashboardMocks)
  const { body } = await renderSignedIn('/dashboard')
  const root = document.createElement('div')
  root.innerHTML = body.replace(/^<title>[^<]*<\/title>/, '').replaceAll(DISPLAY_NAME_PLACEHOLDER, 'Ada Lovelace')
  document.body.append(root)
  const person: User = testMember({ id: 7, name: 'Ada Lovelace', email: 'ada@example.com', googleSub: 'sub-ada', role })
  const queryClient = createQueryClient()
  queryClient.setQueryData(currentUserQueryKey, person)
  const router = createMemoryRouter(routes, { initialEntries: ['/dashboard'] })
  await routerReady(router)
  const mismatches: unknown[] = []
  await act(async () => {
    startTransition(() => {
      hydrateRoot(root, <AppRoot queryClient={queryClient} router={router} />, { onRecoverableError: (error) => mismatches.push(error) })
    })
  })
  await screen.findByText('You have not added a pet yet.')
  return { body, mismatches, dispose: () => router.dispose() }
}

describe('the Staff link', () => {
  it('is not in the prerendered page; a moderator gets it after hydration, without a mismatch, after the 16 items', async () => {
    const { body, mismatches, dispose } = await hydrateDashboardAs('moderator')
    expect(body).not.toContain('href="/admin"')
    expect(mismatches).toEqual([])
    const staff = await screen.findByRole('navigation', { name: 'Staff' })
    expect(within(staff).getByRole('link', { name: 'Staff' }).getAttribute('href')).toBe('/admin')
    // The members' navigation keeps its 16 items.
    expect(within(screen.getByRole('navigation', { name: 'Main navigation' })).getAllByRole('link')).toHaveLength(16)
    dispose()
  })

  it('is never shown to a plain member', async () => {
    const { mismatches, dispose } = await hydrateDashboardAs('member')
    expect(mismatches).toEqual([])
    expect(screen.queryByRole('navigation', { name: 'Staff' })).toBeNull()
    expect(screen.queryByRole('link', { name: 'Staff' })).toBeNull()
    dispose()
  })
})

import { act, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { createMemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { DISPLAY_NAME_PLACEHOLDER, type User } from '@petfolk/contract/users'
import { renderSignedIn } from './prerender.tsx'
import { AppRoot } from './app-root.tsx'
import { routerReady, routes } from './router.tsx'
import { createQueryClient } from './lib/query-client.ts'
import { currentUserQueryKey } from './auth/api/get-current-user.ts'
import { json, mockFetch } from './test/fetch-mock.ts'
import { drivingReactDirectly } from './test/hydration.ts'
import { testMember } from './test/members.ts'

drivingReactDirectly()

const ada: User = testMember({ id: 7, name: 'Ada Lovelace', email: 'ada@example.com', googleSub: 'sub-ada' })

describe('the prerendered dashboard', () => {
  it('is the shell and the greeting with the name left for the server, the lists still loading', async () => {
    const { body } = await renderSignedIn('/dashboard')
    expect(body).toContain(`Welcome back, <!-- -->${DISPLAY_NAME_PLACEHOLDER}<!-- -->!`)
    expect(body).toContain('aria-label="Main navigation"')
    expect(body).toContain('<title>Dashboard · Petfolk</title>')
    // Nothing of anyone's data: only the placeholder stands for the person.
    expect(body).not.toContain('You have not added a pet yet.')
  })

  it('hydrates, with the server’s name written in, without a mismatch and keeping its elements', async () => {
    mockFetch({
      'GET /api/pets': () => json([]),
      'GET /api/appointments': () => json([]),
      'GET /api/dashboard/reminders': () => json([]),
      'GET /api/messages/unread-count': () => json({ count: 0 }),
      'GET /api/notifications/unread-count': () => json({ count: 0 }),
    })
    // What the build writes, then what the server sends (the name, here with nothing to escape).
    const { body } = await renderSignedIn('/dashboard')
    const root = document.createElement('div')
    root.innerHTML = body.replace(/^<title>[^<]*<\/title>/, '').replaceAll(DISPLAY_NAME_PLACEHOLDER, 'Ada Lovelace')
    document.body.append(root)
    const drawnHeading = root.querySelector('h1')

    // What main.tsx does with such a page.
    const queryClient = createQueryClient()
    queryClient.setQueryData(currentUserQueryKey, ada)
    const router = createMemoryRouter(routes, { initialEntries: ['/dashboard'] })
    await routerReady(router)
    const mismatches: unknown[] = []
    await act(async () => {
      startTransition(() => {
        hydrateRoot(root, <AppRoot queryClient={queryClient} router={router} />, {
          onRecoverableError: (error) => mismatches.push(error),
        })
      })
    })

    expect(await screen.findByText('You have not added a pet yet.')).toBeTruthy()
    expect(mismatches).toEqual([])
    expect(root.querySelector('h1')).toBe(drawnHeading)
    expect(drawnHeading?.textContent).toBe('Welcome back, Ada Lovelace!')
    router.dispose()
  })
})

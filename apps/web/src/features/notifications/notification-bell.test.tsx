import { describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { NotificationBell } from './notification-bell.tsx'
import { renderWithProviders } from '../../test/render.tsx'
import { json, mockFetch } from '../../test/fetch-mock.ts'
import { me } from '../../test/members.ts'

describe('NotificationBell', () => {
  it('shows the unread count, lists notifications, and a click marks one read and opens its link', async () => {
    const state = { unread: 1, read: [] as string[] }
    const spy = mockFetch({
      'GET /api/session': () => json({ user: me }),
      'GET /api/notifications/unread-count': () => json({ unread: state.unread }),
      'GET /api/notifications': () =>
        json([
          {
            id: 7,
            kind: 'lost_pet_alert',
            title: 'Lost dog near you: Biscuit',
            body: 'Biscuit was last seen at Zilker Park.',
            link: '/lost-pets?report=12',
            is_read: state.unread === 0,
            created_at: '2026-11-20T10:00:00.000Z',
          },
        ]),
    })
    const routed = spy.getMockImplementation()
    spy.mockImplementation(async (input, init) => {
      const path = new URL(String(input), 'http://localhost').pathname
      if (path === '/api/notifications/7/read') {
        state.read.push(path)
        state.unread = 0
        return json({ ok: true })
      }
      return routed ? routed(input, init) : json({}, 599)
    })
    const user = userEvent.setup()
    const { router } = renderWithProviders(<NotificationBell />, { path: '/dashboard' })

    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' })
    await user.click(bell)
    const item = await screen.findByRole('button', { name: /Lost dog near you: Biscuit/ })
    await user.click(item)
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/lost-pets?report=12'))
    expect(state.read).toEqual(['/api/notifications/7/read'])
  })
})

import { act, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { FakeEventSource } from '../features/events/fake-event-source.ts'
import { useUnreadMessageCount } from '../features/messages/api/get-unread-count.ts'
import { useUnreadNotificationCount } from '../features/notifications/api/get-unread-count.ts'
import { json, mockFetch } from '../test/fetch-mock.ts'
import { renderWithProviders } from '../test/render.tsx'
import { useLiveUpdates } from './live-updates.ts'
import { me } from '../test/members.ts'

/** The shell's two counters, with the live stream the shell opens beside them. */
function Counters() {
  useLiveUpdates()
  const notifications = useUnreadNotificationCount()
  const messages = useUnreadMessageCount()
  return (
    <p>
      bell {notifications.data ?? '-'}, messages {messages.data ?? '-'}
    </p>
  )
}

describe('live updates in the shell', () => {
  beforeEach(() => {
    FakeEventSource.instances = []
    vi.stubGlobal('EventSource', FakeEventSource)
  })

  it('refreshes the bell and the messages badge as soon as the stream announces a change, each only for its own topic', async () => {
    const server = { notifications: 0, messages: 0, session: me as typeof me | null }
    const spy = mockFetch({
      'GET /api/session': () => json({ user: server.session }),
      'GET /api/notifications/unread-count': () => json({ unread: server.notifications }),
      'GET /api/messages/unread-count': () => json({ unread: server.messages }),
      'GET /api/events/status': () => json({ error: 'Please sign in to continue.' }, 401),
    })
    renderWithProviders(<Counters />)
    await screen.findByText('bell 0, messages 0')
    const stream = FakeEventSource.latest()
    act(() => stream.emit('ready', '0-0'))

    server.notifications = 2
    server.messages = 5
    act(() => stream.emit('notifications', '9-0'))
    await screen.findByText('bell 2, messages 0')
    act(() => stream.emit('messages', '9-4'))
    await screen.findByText('bell 2, messages 5')

    // Signed out elsewhere: the stream is refused, and the shell re-reads the session.
    const sessionReads = spy.mock.calls.filter(([url]) => String(url).endsWith('/api/session')).length
    server.session = null
    act(() => stream.fail(FakeEventSource.CLOSED))
    await waitFor(() => expect(spy.mock.calls.filter(([url]) => String(url).endsWith('/api/session')).length).toBe(sessionReads + 1))
    expect(FakeEventSource.instances).toHaveLength(1)
  })
})

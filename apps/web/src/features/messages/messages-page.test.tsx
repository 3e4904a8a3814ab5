import { describe, expect, it } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { DirectMessage } from '@petfolk/contract/messages'
import { MessagesPage } from './messages-page.tsx'
import { renderWithProviders } from '../../test/render.tsx'
import { json, mockFetch, pageOf } from '../../test/fetch-mock.ts'
import { me } from '../../test/members.ts'

const LONG = 'Hi Alice! '.repeat(15) // 150 characters

function message(id: number, overrides: Partial<DirectMessage> = {}): DirectMessage {
  return {
    id,
    sender_id: 2,
    receiver_id: 1,
    sender_name: 'Bob Rivera',
    receiver_name: 'Alice Walker',
    sender_handle: 'bob_rivera',
    receiver_handle: 'alice',
    subject: null,
    content: 'Hello',
    is_read: true,
    created_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  }
}

function setup(messages: DirectMessage[]) {
  const state = { messages: [...messages], sent: [] as unknown[], marked: [] as number[], searches: [] as string[] }
  const members = [
    { id: 2, display_name: 'Bob Rivera', handle: 'bob_rivera', role: 'moderator' },
    { id: 3, display_name: 'Bonnie Gone', handle: 'bonnie', role: 'member' },
  ]
  const spy = mockFetch({
    'GET /api/session': () => json({ user: me }),
    'GET /api/messages': () => json(state.messages),
    'GET /api/members': ({ url }) => {
      const q = (url.searchParams.get('q') ?? '').toLowerCase()
      state.searches.push(q)
      return json(members.filter((m) => m.display_name.toLowerCase().includes(q) || m.handle.startsWith(q.replace(/^@/, ''))))
    },
    'POST /api/messages': ({ body }) => {
      if ((body as { receiver_id?: number }).receiver_id === 3) {
        return json({ error: 'No member was found for that recipient. Search by name or @handle and pick them from the list.' }, 400)
      }
      state.sent.push(body)
      return json(message(99, { sender_id: 1, receiver_id: 2, sender_name: 'Alice Walker', receiver_name: 'Bob Rivera' }), 201)
    },
  })
  const routed = spy.getMockImplementation()
  spy.mockImplementation(async (input, init) => {
    const match = /^\/api\/messages\/(\d+)\/read$/.exec(new URL(String(input), 'http://localhost').pathname)
    if (match && init?.method === 'PATCH') {
      const id = Number(match[1])
      state.marked.push(id)
      state.messages = state.messages.map((m) => (m.id === id ? { ...m, is_read: true } : m))
      return json(state.messages.find((m) => m.id === id))
    }
    return routed ? routed(input, init) : json({}, 599)
  })
  return state
}

describe('MessagesPage', () => {
  it('marks only unread received messages New, highlights them, and cuts excerpts at 100 characters', async () => {
    setup([
      message(3, { content: LONG, is_read: false, subject: 'Saturday walk' }),
      // Sent by me and not read yet by Bob: not new for me.
      message(2, { sender_id: 1, receiver_id: 2, sender_name: 'Alice Walker', receiver_name: 'Bob Rivera', sender_handle: 'alice', receiver_handle: 'bob_rivera', is_read: false, content: 'Short one' }),
      message(1, { content: 'Already read' }),
    ])
    renderWithProviders(<MessagesPage />, { path: '/messages' })
    const items = await screen.findAllByRole('listitem')
    expect(items).toHaveLength(3)
    const [fresh, sent, read] = items.map((item) => within(item))
    expect(fresh?.getByText('New')).toBeTruthy()
    expect(fresh?.getByText(`${LONG.slice(0, 100)}...`)).toBeTruthy()
    expect(fresh?.getByText('From Bob Rivera @bob_rivera')).toBeTruthy()
    expect(items[0]?.querySelector('a')?.className).toContain('bg-brand-soft')
    expect(sent?.queryByText('New')).toBeNull()
    expect(sent?.getByText('To Bob Rivera @bob_rivera')).toBeTruthy()
    expect(sent?.getByText('(No subject)')).toBeTruthy()
    expect(sent?.getByText('Short one')).toBeTruthy()
    expect(read?.queryByText('New')).toBeNull()
    expect(items[2]?.querySelector('a')?.className).not.toContain('bg-brand-soft')
  })

  it('marks an unread received message read when opened, and Reply fills in the sender and "Re: Your message"', async () => {
    const state = setup([message(3, { content: LONG, is_read: false })])
    const user = userEvent.setup()
    renderWithProviders(<MessagesPage />, { path: '/messages' })
    await user.click(await screen.findByRole('link', { name: /From Bob Rivera/ }))

    expect(await screen.findByRole('heading', { name: '(No subject)' })).toBeTruthy()
    expect(screen.getByText(LONG.trim())).toBeTruthy()
    await waitFor(() => expect(state.marked).toEqual([3]))
    expect(screen.getByRole('link', { name: 'Back to Messages' })).toBeTruthy()

    await user.click(screen.getByRole('button', { name: 'Reply' }))
    const compose = await screen.findByRole('dialog', { name: 'Compose Message' })
    expect(within(compose).getByText('Bob Rivera')).toBeTruthy()
    expect((within(compose).getByLabelText('Subject') as HTMLInputElement).value).toBe('Re: Your message')
    await user.type(within(compose).getByLabelText(/Message/), '  See you there!  ')
    await user.click(within(compose).getByRole('button', { name: 'Send Message' }))
    await waitFor(() => expect(state.sent).toEqual([{ receiver_id: 2, subject: 'Re: Your message', content: 'See you there!' }]))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Compose Message' })).toBeNull())
  })

  it('keeps a subject that already starts with "Re: " and adds it to others', async () => {
    setup([message(5, { subject: 'Re: Saturday walk' }), message(4, { subject: 'Saturday walk' })])
    const user = userEvent.setup()
    renderWithProviders(<MessagesPage />, { path: '/messages' })

    await user.click(await screen.findByRole('link', { name: /Re: Saturday walk/ }))
    await user.click(await screen.findByRole('button', { name: 'Reply' }))
    let compose = await screen.findByRole('dialog', { name: 'Compose Message' })
    expect((within(compose).getByLabelText('Subject') as HTMLInputElement).value).toBe('Re: Saturday walk')
    await user.click(within(compose).getByRole('button', { name: 'Cancel' }))

    await user.click(screen.getByRole('link', { name: 'Back to Messages' }))
    const links = await screen.findAllByRole('link', { name: /Saturday walk/ })
    const plain = links.find((link) => !link.textContent?.includes('Re: '))
    if (!plain) throw new Error('no plain message')
    await user.click(plain)
    await user.click(await screen.findByRole('button', { name: 'Reply' }))
    compose = await screen.findByRole('dialog', { name: 'Compose Message' })
    expect((within(compose).getByLabelText('Subject') as HTMLInputElement).value).toBe('Re: Saturday walk')
  })

  it('picks the recipient from a search-as-you-type list with the keyboard, sends by id, and shows the server’s sentence', async () => {
    const state = setup([])
    const user = userEvent.setup()
    renderWithProviders(<MessagesPage />, { path: '/messages' })
    await user.click((await screen.findAllByRole('button', { name: 'Compose Message' }))[0] as HTMLElement)
    const compose = await screen.findByRole('dialog', { name: 'Compose Message' })
    const send = within(compose).getByRole('button', { name: 'Send Message' }) as HTMLButtonElement
    const to = within(compose).getByRole('combobox', { name: /^To/ })
    expect(to.getAttribute('aria-autocomplete')).toBe('list')
    await user.type(within(compose).getByLabelText(/Message/), 'Hi Bob')
    // Typed text alone is no recipient.
    await user.type(to, 'bo')
    expect(send.disabled).toBe(true)
    const listbox = await within(compose).findByRole('listbox', { name: 'Members' })
    expect(await within(listbox).findByRole('option', { name: 'Bonnie Gone @bonnie' })).toBeTruthy()
    expect(to.getAttribute('aria-expanded')).toBe('true')
    await user.keyboard('{ArrowDown}')
    expect(within(listbox).getByRole('option', { name: 'Bonnie Gone @bonnie' }).getAttribute('aria-selected')).toBe('true')
    await user.keyboard('{Enter}')
    expect((to as HTMLInputElement).value).toBe('Bonnie Gone @bonnie')
    expect(send.disabled).toBe(false)
    await user.click(send)
    expect(await within(compose).findByText(/No member was found for that recipient/)).toBeTruthy()

    await user.clear(to)
    await user.type(to, '@bob')
    await within(listbox).findByRole('option', { name: 'Bob Rivera @bob_rivera Moderator' })
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(1))
    await user.keyboard('{Enter}')
    await user.click(send)
    await waitFor(() => expect(state.sent).toEqual([{ receiver_id: 2, subject: null, content: 'Hi Bob' }]))
    // Never asked with fewer than 2 characters, and not once per key.
    expect(state.searches.every((q) => q.length >= 2)).toBe(true)
    expect(state.searches).not.toContain('@b')
  })

  it('loads older messages with the cursor, appends them, counts unread on the server, and hides Load more at the end', async () => {
    // 60 messages, newest first: the server sends 50, then the last 10 after the cursor.
    const all = Array.from({ length: 60 }, (_, index) => message(60 - index, { subject: `Note ${60 - index}`, is_read: index !== 55 }))
    const spy = mockFetch({
      'GET /api/session': () => json({ user: me }),
      'GET /api/messages': ({ url }) => pageOf(all, url),
      // The only unread message is on the second page: the header counts it from the start.
      'GET /api/messages/unread-count': () => json({ unread: 1 }),
    })
    const user = userEvent.setup()
    renderWithProviders(<MessagesPage />, { path: '/messages' })
    const list = await screen.findByRole('list')
    expect(within(list).getAllByRole('listitem')).toHaveLength(50)
    expect(await screen.findByText(/You have/)).toBeTruthy()
    expect(screen.queryByText('Note 5')).toBeNull()

    await user.click(screen.getByRole('button', { name: 'Load more' }))
    expect(await screen.findByText('Note 5')).toBeTruthy()
    const items = within(list).getAllByRole('listitem')
    expect(items).toHaveLength(60)
    expect(within(items[0] as HTMLElement).getByText('Note 60')).toBeTruthy()
    expect(within(items[59] as HTMLElement).getByText('Note 1')).toBeTruthy()
    expect(within(items[55] as HTMLElement).getByText('New')).toBeTruthy()
    expect(screen.queryByRole('button', { name: /Load more|Loading/ })).toBeNull()

    const cursors = spy.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === '/api/messages')
      .map((url) => url.searchParams.get('cursor'))
    expect(cursors).toEqual([null, '50'])
  })

  it('opens a message beyond the first page from its address by loading further pages', async () => {
    const all = Array.from({ length: 60 }, (_, index) => message(60 - index, { subject: `Note ${60 - index}` }))
    mockFetch({
      'GET /api/session': () => json({ user: me }),
      'GET /api/messages': ({ url }) => pageOf(all, url),
    })
    const { router } = renderWithProviders(<MessagesPage />, { path: '/messages' })
    await screen.findByText('Note 60')
    await act(() => router.navigate('/messages?message=3'))
    expect(await screen.findByRole('heading', { level: 1, name: 'Note 3' })).toBeTruthy()
  })
})

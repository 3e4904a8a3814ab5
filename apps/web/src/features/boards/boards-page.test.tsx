import { describe, expect, it } from 'vitest'
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Board, BoardPost } from '@petfolk/contract/boards'
import { BoardsPage } from './boards-page.tsx'
import { renderWithProviders } from '../../test/render.tsx'
import { json, mockFetch, pageOf } from '../../test/fetch-mock.ts'
import { me } from '../../test/members.ts'

function board(id: number, overrides: Partial<Board> = {}): Board {
  return {
    id,
    name: `Board ${id}`,
    description: `About board ${id}`,
    city: 'Austin',
    state: 'Texas',
    zip_code: '78704',
    is_active: true,
    member_count: 3,
    created_at: '2026-01-01T00:00:00.000Z',
    is_moderator: false,
    ...overrides,
  }
}

/** The board list answers by query: a ZIP search gets the nearby boards with their distances. */
function mockBoards() {
  // The signed-in member created both, so they see the switches.
  const all = [board(1, { is_moderator: true }), board(2, { name: 'Seattle Pups', state: 'Washington', city: 'Seattle', zip_code: '98101', is_active: false, is_moderator: true })]
  const near = [board(1, { distance: 2.4, is_moderator: true })]
  const spy = mockFetch({
    'GET /api/session': () => json({ user: me }),
    'GET /api/message-boards': () => json(all),
    'GET /api/message-boards/states': () => json(['Texas', 'Washington']),
  })
  // mockFetch routes by path only; answer ZIP searches from the query string.
  const routed = spy.getMockImplementation()
  spy.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost')
    if (url.pathname === '/api/message-boards' && url.searchParams.has('zip_code')) return json(near)
    return routed ? routed(input, init) : json({}, 599)
  })
  return spy
}

function boardRequests(spy: ReturnType<typeof mockBoards>): URLSearchParams[] {
  return spy.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/message-boards')
    .map((url) => url.searchParams)
}

describe('BoardsPage', () => {
  it('enables the ZIP search only at exactly 5 characters, and searches with the button or Enter', async () => {
    const spy = mockBoards()
    const user = userEvent.setup()
    renderWithProviders(<BoardsPage />, { path: '/community' })
    expect(await screen.findByRole('heading', { name: 'Pet Community Boards' })).toBeTruthy()
    await screen.findByRole('heading', { name: 'Board 1' })

    const zip = screen.getByLabelText('ZIP code')
    const search = screen.getByRole('button', { name: 'Search' })
    expect((search as HTMLButtonElement).disabled).toBe(true)

    await user.type(zip, '7870')
    expect((search as HTMLButtonElement).disabled).toBe(true)
    await user.keyboard('{Enter}')
    expect(boardRequests(spy).some((params) => params.has('zip_code'))).toBe(false)
    expect(screen.queryByText(/Showing boards near ZIP code/)).toBeNull()

    // Only digits are taken, and never more than 5.
    await user.type(zip, 'a19')
    expect((zip as HTMLInputElement).value).toBe('78701')
    expect((search as HTMLButtonElement).disabled).toBe(false)

    await user.keyboard('{Enter}')
    const banner = await screen.findByText(/Showing boards near ZIP code/)
    expect(banner.textContent).toBe('Showing boards near ZIP code 78701')
    expect(boardRequests(spy).at(-1)?.get('zip_code')).toBe('78701')
    // The distance shows on cards during a ZIP search.
    const card = await screen.findByRole('article', { name: 'Board 1' })
    await waitFor(() => expect(within(card).getByText(/mi away/).textContent).toBe('2.4 mi away'))
    expect(screen.queryByRole('article', { name: 'Seattle Pups' })).toBeNull()

    await user.click(screen.getByRole('button', { name: 'Clear Filters' }))
    await screen.findByRole('article', { name: 'Seattle Pups' })
    expect(screen.queryByText(/Showing boards near ZIP code/)).toBeNull()
    expect((zip as HTMLInputElement).value).toBe('')
  })

  it('searches with the Search button too', async () => {
    const spy = mockBoards()
    const user = userEvent.setup()
    renderWithProviders(<BoardsPage />, { path: '/community' })
    await screen.findByRole('heading', { name: 'Board 1' })
    await user.type(screen.getByLabelText('ZIP code'), '78701')
    await user.click(screen.getByRole('button', { name: 'Search' }))
    await screen.findByText(/Showing boards near ZIP code/)
    expect(boardRequests(spy).at(-1)?.get('zip_code')).toBe('78701')
  })

  it('offers the states of the loaded boards plus All States, and disables View Board on an inactive board', async () => {
    mockBoards()
    renderWithProviders(<BoardsPage />, { path: '/community' })
    await screen.findByRole('heading', { name: 'Board 1' })
    const options = within(screen.getByLabelText('State')).getAllByRole('option').map((option) => option.textContent)
    expect(options).toEqual(['All States', 'Texas', 'Washington'])

    const inactive = screen.getByRole('article', { name: 'Seattle Pups' })
    expect(within(inactive).getByText('Inactive')).toBeTruthy()
    expect((within(inactive).getByRole('button', { name: /View Board/ }) as HTMLButtonElement).disabled).toBe(true)
    expect(within(inactive).getByRole('switch').getAttribute('aria-checked')).toBe('false')
    const active = screen.getByRole('article', { name: 'Board 1' })
    expect((within(active).getByRole('button', { name: /View Board/ }) as HTMLButtonElement).disabled).toBe(false)
  })

  it('toggles a board by sending the opposite state', async () => {
    const spy = mockBoards()
    const routed = spy.getMockImplementation()
    const bodies: unknown[] = []
    spy.mockImplementation(async (input, init) => {
      const url = new URL(String(input), 'http://localhost')
      if (url.pathname === '/api/message-boards/1/toggle') {
        bodies.push(JSON.parse(String(init?.body)))
        return json(board(1, { is_active: false, is_moderator: true }))
      }
      return routed ? routed(input, init) : json({}, 599)
    })
    const user = userEvent.setup()
    renderWithProviders(<BoardsPage />, { path: '/community' })
    const card = await screen.findByRole('article', { name: 'Board 1' })
    await user.click(within(card).getByRole('switch'))
    expect(bodies).toEqual([{ is_active: false }])
  })

  it('loads a board’s older posts with the cursor, appends them, and hides Load more at the end', async () => {
    const post = (id: number): BoardPost => ({
      id,
      board_id: 1,
      title: `Post ${id}`,
      content: `Content ${id}`,
      username: 'Bob Rivera',
      author_handle: null,
      author_role: null,
      author_id: null,
      created_at: '2026-01-02T00:00:00.000Z',
      is_pinned: id === 70,
      reply_count: 0,
      is_removed: false,
    })
    const posts = Array.from({ length: 70 }, (_, index) => post(70 - index))
    const spy = mockFetch({
      'GET /api/session': () => json({ user: me }),
      'GET /api/message-boards': () => json([board(1)]),
      'GET /api/message-boards/1/messages': ({ url }) => pageOf(posts, url),
    })
    const user = userEvent.setup()
    const { router } = renderWithProviders(<BoardsPage />, { path: '/community' })
    await screen.findByRole('article', { name: 'Board 1' })
    await act(() => router.navigate('/community?board=1'))
    expect(await screen.findByRole('heading', { level: 1, name: 'Board 1' })).toBeTruthy()
    const section = screen.getByRole('region', { name: 'Posts' })
    await within(section).findByText('Post 70')
    expect(within(section).getAllByRole('listitem')).toHaveLength(50)

    await user.click(within(section).getByRole('button', { name: 'Load more' }))
    expect(await within(section).findByText('Post 1')).toBeTruthy()
    const titles = within(section)
      .getAllByRole('listitem')
      .map((item) => within(item).getByText(/^Post \d+$/).textContent)
    expect(titles).toEqual(posts.map((p) => p.title))
    expect(within(section).queryByRole('button', { name: /Load more|Loading/ })).toBeNull()

    const cursors = spy.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === '/api/message-boards/1/messages')
      .map((url) => url.searchParams.get('cursor'))
    expect(cursors).toEqual([null, '50'])
  })

  it('keeps offering every state that has boards after one is chosen, not only the chosen one', async () => {
    const texas = board(1)
    const oregon = board(2, { name: 'Portland Paws', city: 'Portland', state: 'Oregon', zip_code: '97201' })
    const spy = mockFetch({
      'GET /api/session': () => json({ user: me }),
      // As the server answers: a state filter narrows the list to that state's boards.
      'GET /api/message-boards': ({ url }) => json([texas, oregon].filter((b) => !url.searchParams.get('state') || b.state === url.searchParams.get('state'))),
      'GET /api/message-boards/states': () => json(['Oregon', 'Texas', 'Washington']),
    })
    const user = userEvent.setup()
    renderWithProviders(<BoardsPage />, { path: '/community' })
    await screen.findByRole('heading', { name: 'Board 1' })
    const options = () => within(screen.getByLabelText('State')).getAllByRole('option').map((o) => o.textContent)
    await waitFor(() => expect(options()).toEqual(['All States', 'Oregon', 'Texas', 'Washington']))

    await user.selectOptions(screen.getByLabelText('State'), 'Texas')
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Portland Paws' })).toBeNull())
    expect(options()).toEqual(['All States', 'Oregon', 'Texas', 'Washington'])
    await user.selectOptions(screen.getByLabelText('State'), 'Oregon')
    expect(await screen.findByRole('heading', { name: 'Portland Paws' })).toBeTruthy()
    expect(spy.mock.calls.filter(([input]) => String(input).includes('/api/message-boards/states'))).toHaveLength(1)
  })
})

describe('board moderation', () => {
  const post = (id: number, overrides: Partial<BoardPost> = {}): BoardPost => ({
    id,
    board_id: 1,
    title: `Post ${id}`,
    content: `Content ${id}`,
    username: 'Bob Rivera',
    author_handle: 'bob_rivera',
    author_role: 'member',
    author_id: 2,
    created_at: '2026-01-02T00:00:00.000Z',
    is_pinned: false,
    reply_count: 1,
    is_removed: false,
    ...overrides,
  })
  const removed = post(7, { title: '', content: '', is_removed: true })

  /** A board with a pinned post, a plain one and a removed one; records what was sent. */
  function mockBoard(isModerator: boolean, overrides: Partial<Board> = {}) {
    const sent: Array<{ method: string; path: string; body: unknown }> = []
    const posts = [post(9, { is_pinned: true }), post(8, { author_role: 'moderator' }), removed]
    const spy = mockFetch({
      'GET /api/session': () => json({ user: me }),
      'GET /api/message-boards': () => json([board(1, { is_moderator: isModerator, ...overrides })]),
      'GET /api/message-boards/1/messages': () => json(posts),
      'POST /api/board-messages/8/pin': ({ method, url, body }) => {
        sent.push({ method, path: url.pathname, body })
        return json({ ...post(8), is_pinned: true })
      },
      'DELETE /api/board-messages/8': ({ method, url, body }) => {
        sent.push({ method, path: url.pathname, body })
        return json({ ...post(8), title: '', content: '', is_removed: true })
      },
    })
    return { spy, sent }
  }

  async function openBoard() {
    const { router } = renderWithProviders(<BoardsPage />, { path: '/community' })
    await screen.findByRole('article', { name: 'Board 1' })
    await act(() => router.navigate('/community?board=1'))
    await screen.findByRole('heading', { level: 1, name: 'Board 1' })
    const section = screen.getByRole('region', { name: 'Posts' })
    await within(section).findByText('Post 9')
    return section
  }

  it('shows another member no switch, no Pin and no Remove, and the removed post’s notice', async () => {
    mockBoard(false)
    renderWithProviders(<BoardsPage />, { path: '/community' })
    const card = await screen.findByRole('article', { name: 'Board 1' })
    expect(within(card).queryByRole('switch')).toBeNull()
    expect(within(card).getByText('Active')).toBeTruthy()
    cleanup()

    const section = await openBoard()
    expect(within(section).queryByRole('button', { name: /^(Pin|Unpin|Remove)$/ })).toBeNull()
    expect(within(section).getByText("Removed by the board's moderator")).toBeTruthy()
    // Petfolk staff are badged beside their handle; other members are not.
    const byStaff = within(section).getByText('Post 8').closest('li') as HTMLElement
    expect(within(byStaff).getByText('Moderator')).toBeTruthy()
    const byMember = within(section).getByText('Post 9').closest('li') as HTMLElement
    expect(within(byMember).queryByText('Moderator')).toBeNull()
  })

  it("links each post's author to their profile and offers Report on others' posts, never on one's own or a removed one", async () => {
    const { spy } = mockBoard(false)
    const routed = spy.getMockImplementation()
    const reports: unknown[] = []
    spy.mockImplementation(async (input, init) => {
      const url = new URL(String(input), 'http://localhost')
      if (url.pathname === '/api/message-boards/1/messages') return json([post(9), post(6, { title: 'Mine', author_id: me.id, author_handle: 'alice' }), removed])
      if (url.pathname === '/api/reports') {
        reports.push(JSON.parse(String(init?.body)))
        return json({ message: 'ok' }, 201)
      }
      return routed ? routed(input, init) : json({}, 599)
    })
    const user = userEvent.setup()
    const section = await openBoard()
    const [others, mine, gone] = within(section).getAllByRole('listitem') as [HTMLElement, HTMLElement, HTMLElement]
    expect(within(others).getByRole('link', { name: 'Bob Rivera @bob_rivera' }).getAttribute('href')).toBe('/members/bob_rivera')
    expect(within(mine).queryByRole('button', { name: /^Report/ })).toBeNull()
    expect(within(gone).queryByRole('button', { name: /^Report/ })).toBeNull()

    await user.click(within(others).getByRole('button', { name: 'Report the post “Post 9”' }))
    const dialog = await screen.findByRole('dialog', { name: 'Report to Petfolk staff' })
    await user.click(within(dialog).getByRole('radio', { name: 'Spam' }))
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }))
    await waitFor(() => expect(reports).toEqual([{ content_kind: 'board_post', content_id: 9, reason: 'spam' }]))
  })

  it('tells another member that only the moderator can switch an inactive board back on', async () => {
    mockBoard(false, { is_active: false })
    const { router } = renderWithProviders(<BoardsPage />, { path: '/community' })
    await screen.findByRole('article', { name: 'Board 1' })
    await act(() => router.navigate('/community?board=1'))
    expect(await screen.findByText('This board is inactive. Only its moderator can switch it back on.')).toBeTruthy()
  })

  it('gives the moderator the switch, Pin/Unpin and Remove (after confirming), never on a removed post', async () => {
    const { sent } = mockBoard(true)
    const user = userEvent.setup()
    const section = await openBoard()
    const items = within(section).getAllByRole('listitem')
    expect(items).toHaveLength(3)
    const [pinned, plain, gone] = items as [HTMLElement, HTMLElement, HTMLElement]
    expect(within(pinned).getByRole('button', { name: 'Unpin' })).toBeTruthy()
    expect(within(plain).getByRole('button', { name: 'Pin' })).toBeTruthy()
    expect(within(gone).getByText("Removed by the board's moderator")).toBeTruthy()
    expect(within(gone).queryByRole('button', { name: /^(Pin|Unpin|Remove)$/ })).toBeNull()
    // The moderation buttons sit outside the button that opens the discussion.
    expect(within(plain).getByRole('button', { name: /^Post 8/ }).querySelector('button')).toBeNull()

    await user.click(within(plain).getByRole('button', { name: 'Pin' }))
    await waitFor(() => expect(sent).toEqual([{ method: 'POST', path: '/api/board-messages/8/pin', body: { is_pinned: true } }]))

    await user.click(within(plain).getByRole('button', { name: 'Remove' }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove this post?' })
    expect(confirm.textContent).toContain('“Post 8” by Bob Rivera will read “Removed by the board\'s moderator” for everyone.')
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(sent).toHaveLength(1)

    await user.click(within(plain).getByRole('button', { name: 'Remove' }))
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove Post' }))
    await waitFor(() => expect(sent.at(-1)).toEqual({ method: 'DELETE', path: '/api/board-messages/8', body: undefined }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
  })

  it('opens a removed post without its words and with replies closed', async () => {
    mockFetch({
      'GET /api/session': () => json({ user: me }),
      'GET /api/message-boards': () => json([board(1)]),
      'GET /api/message-boards/1/messages': () => json([post(9), removed]),
      'GET /api/messages/7/replies': () => json([{ id: 1, username: 'Maya', author_id: null, author_handle: null, content: 'Please keep it friendly.', created_at: '2026-01-03T00:00:00.000Z' }]),
    })
    const user = userEvent.setup()
    const section = await openBoard()
    await user.click(within(section).getByRole('button', { name: /Removed by the board's moderator/ }))
    const discussion = await screen.findByRole('dialog', { name: "Removed by the board's moderator" })
    expect(await within(discussion).findByText('Please keep it friendly.')).toBeTruthy()
    expect(within(discussion).getByText('This post was removed, so replies are closed.')).toBeTruthy()
    expect(within(discussion).queryByLabelText('Your reply')).toBeNull()
  })
})

import { afterEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { BlockedMember } from '@petfolk/contract/blocks'
import { renderWithProviders } from '../../test/render.tsx'
import { json, mockFetch } from '../../test/fetch-mock.ts'
import { me } from '../../test/members.ts'
import { BlockedContent } from './blocked-content.tsx'
import { BlockedMembersCard } from './blocked-members-card.tsx'

const ben: BlockedMember = { user_id: 5, display_name: 'Ben Hale', handle: 'ben_hale', created_at: '2026-11-20T10:00:00.000Z' }

afterEach(() => vi.unstubAllGlobals())

describe('blocks', () => {
  it("collapses a blocked member's post behind Show, and leaves everyone else's alone", async () => {
    mockFetch({ 'GET /api/session': () => json({ user: me }), 'GET /api/blocks': () => json([ben]) })
    renderWithProviders(
      <>
        <BlockedContent authorId={5}>
          <p>Blocked words</p>
        </BlockedContent>
        <BlockedContent authorId={6} kind="Reply">
          <p>Friendly words</p>
        </BlockedContent>
      </>,
    )
    expect(await screen.findByText('Post from a member you blocked')).toBeTruthy()
    expect(screen.queryByText('Blocked words')).toBeNull()
    expect(screen.getByText('Friendly words')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Show' }))
    expect(screen.getByText('Blocked words')).toBeTruthy()
  })

  it('lists blocked members in Settings and unblocks one', async () => {
    let blocked = [ben]
    const deleted: string[] = []
    mockFetch({
      'GET /api/session': () => json({ user: me }),
      'GET /api/blocks': () => json(blocked),
      'DELETE /api/blocks/5': ({ url }) => {
        deleted.push(url.pathname)
        blocked = []
        return new Response(null, { status: 204 })
      },
    })
    renderWithProviders(<BlockedMembersCard />)
    const card = await screen.findByRole('region', { name: 'Blocked Members' })
    await userEvent.click(await within(card).findByRole('button', { name: 'Unblock Ben Hale @ben_hale' }))
    await waitFor(() => expect(deleted).toEqual(['/api/blocks/5']))
    expect(await within(card).findByText('You have not blocked anyone.')).toBeTruthy()
  })
})

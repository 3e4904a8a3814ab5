import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { MemberProfile } from '@petfolk/contract/members'
import type { BlockedMember } from '@petfolk/contract/blocks'
import { renderWithProviders } from '../../test/render.tsx'
import { json, mockFetch } from '../../test/fetch-mock.ts'
import { me } from '../../test/members.ts'
import { MemberProfilePage } from './member-profile-page.tsx'

const ben: MemberProfile = {
  id: 5,
  handle: 'ben_hale',
  display_name: 'Ben Hale',
  role: 'moderator',
  member_since: '2026-03-14',
  pet_count: 2,
  is_you: false,
  you_blocked: false,
}

function renderProfile(handle: string) {
  return renderWithProviders(<MemberProfilePage />, { path: `/members/${handle}`, route: '/members/:handle' })
}

describe('MemberProfilePage', () => {
  it("shows another member's name, handle, staff badge, join day and pets, reports the profile and blocks them", async () => {
    let profile = ben
    let blocks: BlockedMember[] = []
    const reports: unknown[] = []
    const blocked: unknown[] = []
    mockFetch({
      'GET /api/session': () => json({ user: me }),
      'GET /api/members/ben_hale': () => json(profile),
      'GET /api/blocks': () => json(blocks),
      'POST /api/reports': ({ body }) => {
        reports.push(body)
        return json({ message: 'ok' }, 201)
      },
      'POST /api/blocks': ({ body }) => {
        blocked.push(body)
        blocks = [{ user_id: 5, display_name: 'Ben Hale', handle: 'ben_hale', created_at: '2026-11-20T10:00:00.000Z' }]
        profile = { ...ben, you_blocked: true }
        return json(blocks[0], 201)
      },
    })
    const user = userEvent.setup()
    renderProfile('ben_hale')
    const heading = await screen.findByRole('heading', { level: 1, name: 'Ben Hale' })
    const card = heading.closest('section') as HTMLElement
    expect(within(card).getByText('@ben_hale')).toBeTruthy()
    expect(within(card).getByText('Moderator')).toBeTruthy()
    expect(within(card).getByText('Mar 14, 2026')).toBeTruthy()
    expect(within(card).getByText('2 pets')).toBeTruthy()

    await user.click(within(card).getByRole('button', { name: 'Report Ben Hale @ben_hale’s profile' }))
    const dialog = await screen.findByRole('dialog', { name: 'Report to Petfolk staff' })
    await user.click(within(dialog).getByRole('radio', { name: 'Scam or phishing' }))
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }))
    await waitFor(() => expect(reports).toEqual([{ content_kind: 'member', content_id: 5, reason: 'scam' }]))

    await user.click(within(card).getByRole('button', { name: 'Block Ben Hale @ben_hale' }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Block Ben Hale @ben_hale?' })
    await user.click(within(confirm).getByRole('button', { name: 'Block' }))
    await waitFor(() => expect(blocked).toEqual([{ user_id: 5 }]))
    expect(await within(card).findByText(/You have blocked this member/)).toBeTruthy()
    expect(await within(card).findByRole('button', { name: 'Unblock Ben Hale @ben_hale' })).toBeTruthy()
  })

  it('offers neither Report nor Block on the member’s own profile', async () => {
    mockFetch({
      'GET /api/session': () => json({ user: me }),
      'GET /api/members/alice': () => json({ ...ben, id: me.id, handle: 'alice', display_name: 'Alice Walker', role: 'member', is_you: true }),
      'GET /api/blocks': () => json([]),
    })
    renderProfile('alice')
    expect(await screen.findByRole('heading', { level: 1, name: 'Alice Walker' })).toBeTruthy()
    expect(screen.getByText('This is how other members see you.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: /^(Report|Block)/ })).toBeNull()
  })

  it("says the server's sentence for an unknown handle", async () => {
    mockFetch({
      'GET /api/session': () => json({ user: me }),
      'GET /api/members/nobody': () => json({ error: 'No member has that handle.' }, 404),
    })
    renderProfile('nobody')
    expect(await screen.findByRole('heading', { name: 'Member not found' , level: 3 })).toBeTruthy()
    expect(screen.getByText('No member has that handle.')).toBeTruthy()
  })
})

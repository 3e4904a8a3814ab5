import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Toaster } from 'sonner'
import type { LockedBoard } from '@petfolk/contract/reports'
import { renderWithProviders } from '../../test/render.tsx'
import { json, mockFetch } from '../../test/fetch-mock.ts'
import { LockedBoardsCard } from './locked-boards.tsx'

const board: LockedBoard = { id: 4, name: 'Zilker dog walkers', city: 'Austin', state: 'Texas', locked_at: '2026-11-01T10:00:00.000Z', reason: 'Spam wave.' }
const moderator = () => json({ user: { id: 1, email: 'mod@example.com', name: 'Mo', picture: null, role: 'moderator' } })

describe('LockedBoardsCard', () => {
  it('lists locked boards with why they were locked, needs a reason, unlocks and refreshes the list', async () => {
    const unlocked: unknown[] = []
    mockFetch({
      'GET /api/session': moderator,
      'GET /api/admin/boards/locked': () => json(unlocked.length ? [] : [board]),
      'POST /api/admin/boards/4/unlock': ({ body }) => {
        unlocked.push(body)
        return json({ message: 'Zilker dog walkers is unlocked: members post and reply there again.' })
      },
    })
    renderWithProviders(
      <>
        <Toaster />
        <LockedBoardsCard />
      </>,
      { path: '/admin/reports' },
    )
    const list = await screen.findByRole('list', { name: 'Locked boards' })
    expect(within(list).getByText('Zilker dog walkers')).toBeTruthy()
    expect(within(list).getByText(/Austin, Texas\. Locked .*: Spam wave\./)).toBeTruthy()

    const user = userEvent.setup()
    await user.click(within(list).getByRole('button', { name: 'Unlock' }))
    expect(screen.getByText('Say why, in a sentence: it goes to the audit log.')).toBeTruthy()
    expect(unlocked).toEqual([])

    await user.type(screen.getByLabelText('Why unlock Zilker dog walkers'), 'The spam stopped.')
    await user.click(within(list).getByRole('button', { name: 'Unlock' }))
    await waitFor(() => expect(unlocked).toEqual([{ reason: 'The spam stopped.' }]))
    expect(await screen.findByText('Zilker dog walkers is unlocked: members post and reply there again.')).toBeTruthy()
    expect(await screen.findByText('No boards are locked.')).toBeTruthy()
  })

  it("shows the server's sentence when unlocking fails", async () => {
    mockFetch({
      'GET /api/session': moderator,
      'GET /api/admin/boards/locked': () => json([board]),
      'POST /api/admin/boards/4/unlock': () => json({ error: 'That board is not locked.' }, 409),
    })
    renderWithProviders(<LockedBoardsCard />, { path: '/admin/reports' })
    await typeReasonAndUnlock()
    expect(await screen.findByText('That board is not locked.')).toBeTruthy()
  })
})

async function typeReasonAndUnlock() {
  const user = userEvent.setup()
  await user.type(await screen.findByLabelText('Why unlock Zilker dog walkers'), 'Calm again.')
  await user.click(screen.getByRole('button', { name: 'Unlock' }))
}

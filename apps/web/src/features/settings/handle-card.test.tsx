import { describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Toaster } from 'sonner'
import { renderWithProviders } from '../../test/render.tsx'
import { json, mockFetch } from '../../test/fetch-mock.ts'
import { HandleCard } from './handle-card.tsx'

const me = { id: 7, email: 'owner@example.com', name: 'Olive Owner', picture: null }

function renderCard() {
  const saved: unknown[] = []
  mockFetch({
    'GET /api/session': () => json({ user: me }),
    'GET /api/users/me/handle': () => json({ handle: 'olive_owner' }),
    'PATCH /api/users/me/handle': ({ body }) => {
      const { handle } = body as { handle: string }
      saved.push(handle)
      return handle === 'taken_one' ? json({ error: 'That handle is taken.' }, 409) : json({ handle })
    },
  })
  renderWithProviders(
    <>
      <Toaster />
      <HandleCard />
    </>,
    { path: '/settings' },
  )
  return { user: userEvent.setup(), saved }
}

describe('HandleCard', () => {
  it('shows the current handle, refuses a malformed or reserved one before sending, says when one is taken, and saves in lower case', async () => {
    const { user, saved } = renderCard()
    const input = (await screen.findByDisplayValue('olive_owner')) as HTMLInputElement
    expect(screen.getByRole('region', { name: 'Your handle' })).toBeTruthy()
    const save = screen.getByRole('button', { name: 'Save handle' }) as HTMLButtonElement
    expect(save.disabled).toBe(true)

    await user.clear(input)
    await user.type(input, 'no spaces')
    await user.click(save)
    expect(await screen.findByText('A handle has 3 to 30 letters, digits or underscores.')).toBeTruthy()
    expect(input.getAttribute('aria-invalid')).toBe('true')

    await user.clear(input)
    await user.type(input, 'Admin')
    await user.click(save)
    expect(await screen.findByText('That handle is reserved. Choose another.')).toBeTruthy()
    expect(saved).toEqual([])

    await user.clear(input)
    await user.type(input, 'taken_one')
    await user.click(save)
    expect(await screen.findByText('That handle is taken.')).toBeTruthy()

    await user.clear(input)
    await user.type(input, '@Olive_Walks')
    await user.click(save)
    await waitFor(() => expect(saved).toEqual(['taken_one', 'olive_walks']))
    expect(await screen.findByText('Your handle is now @olive_walks.')).toBeTruthy()
  })
})

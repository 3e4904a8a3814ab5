import { describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Toaster } from 'sonner'
import { renderWithProviders } from '../../test/render.tsx'
import { json, mockFetch } from '../../test/fetch-mock.ts'
import { testMember } from '../../test/members.ts'
import { NamePrompt } from './display-name-card.tsx'

function renderPrompt() {
  let member = { ...testMember({ id: 7, name: 'Member 4821', email: 'jo.smith@gmail.com', googleSub: 'sub-7' }), google_user_data: { name: null, email: 'jo.smith@gmail.com', picture: null }, needs_name: true }
  const saved: unknown[] = []
  mockFetch({
    'GET /api/session': () => json({ user: member }),
    'PATCH /api/users/me/display-name': ({ body }) => {
      const { display_name } = body as { display_name: string }
      saved.push(display_name)
      if (display_name === 'Sneaky Team') return json({ error: 'display_name: That name would pass for Petfolk or its staff. Choose another.' }, 400)
      member = { ...member, display_name, needs_name: false }
      return json({ display_name, needs_name: false })
    },
  })
  renderWithProviders(
    <>
      <Toaster />
      <NamePrompt />
    </>,
    { path: '/dashboard' },
  )
  return { user: userEvent.setup(), saved }
}

describe('NamePrompt', () => {
  it('asks a member without a name for one, refuses an e-mail or a staff look-alike before sending, shows the server\'s sentence, and goes once a name is saved', async () => {
    const { user, saved } = renderPrompt()
    const region = await screen.findByRole('region', { name: 'Choose the name other members see' })
    expect(region.textContent).toContain('Until you do, you are shown as Member 4821.')
    const input = screen.getByRole('textbox', { name: /Your name/ })
    const save = screen.getByRole('button', { name: 'Save name' })

    await user.type(input, 'jo.smith@gmail.com')
    await user.click(save)
    expect(await screen.findByText('A name cannot be an e-mail address. Choose the name other members should see.')).toBeTruthy()
    expect(input.getAttribute('aria-invalid')).toBe('true')

    await user.clear(input)
    await user.type(input, 'Petfolk Security Team')
    await user.click(save)
    expect(await screen.findByText('That name would pass for Petfolk or its staff. Choose another.')).toBeTruthy()
    expect(saved).toEqual([])

    await user.clear(input)
    await user.type(input, 'Sneaky Team')
    await user.click(save)
    expect(await screen.findByText('That name would pass for Petfolk or its staff. Choose another.')).toBeTruthy()

    await user.clear(input)
    await user.type(input, '  Jo Smith ')
    await user.click(save)
    await waitFor(() => expect(saved).toEqual(['Sneaky Team', 'Jo Smith']))
    expect(await screen.findByText('Members now see you as Jo Smith.')).toBeTruthy()
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Choose the name other members see' })).toBeNull())
  })
})

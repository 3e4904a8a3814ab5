import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Toaster } from 'sonner'
import type { PersonalizedCareTip, ShowcaseEntry } from '@petfolk/contract/demo'
import { renderWithProviders } from '../../test/render.tsx'
import { json, mockFetch } from '../../test/fetch-mock.ts'
import { PetCarePage } from './pet-care-page.tsx'
import { NO_PETS_TEXT } from './showcase-form.tsx'

const signedOut = () => json({ user: null })

function entry(id: number, overrides: Partial<ShowcaseEntry & { voted: boolean; mine: boolean }> = {}) {
  return {
    id,
    pet_name: `Pet ${id}`,
    breed: 'Corgi',
    species: 'dog',
    story: `Story ${id}`,
    pet_photo: null,
    vote_count: 10 - id,
    showcase_date: '2026-03-14',
    voted: false,
    mine: false,
    ...overrides,
  }
}

const tips: PersonalizedCareTip[] = [
  { id: 1, title: 'Brush daily', content: 'Teeth matter.', tip_category: 'health', species: 'dog', breed: 'Corgi', age_range: 'adult', reason: 'For adult Corgis' },
  { id: 2, title: 'Fresh water', content: 'Always.', tip_category: 'nutrition', species: 'general', breed: null, age_range: null, reason: null },
]

describe('PetCarePage', () => {
  it('shows Pet of the Day, tips with chips and why each was chosen, the first 6 recent entries', { timeout: 20_000 }, async () => {
    mockFetch({
      'GET /api/session': signedOut,
      'GET /api/pet-care-tips': () => json(tips),
      'GET /api/daily-pet-showcase/today': () => json(entry(1, { vote_count: 9 })),
      'GET /api/daily-pet-showcase': () => json([entry(1, { vote_count: 9 }), ...[2, 3, 4, 5, 6, 7].map((id) => entry(id))]),
    })
    renderWithProviders(<PetCarePage pets={{ items: [], isPending: false, error: null }} />, { path: '/pet-care' })
    const hero = await screen.findByRole('region', { name: 'Pet of the Day' })
    expect(await within(hero).findByRole('heading', { name: 'Pet 1' })).toBeTruthy()

    const tipList = screen.getByRole('region', { name: 'Personalized Care Tips' })
    const health = (await within(tipList).findByRole('heading', { name: 'Brush daily' })).closest('li') as HTMLElement
    expect(within(health).getByText('🩺')).toBeTruthy()
    expect(within(health).getByText('For adult Corgis')).toBeTruthy()
    expect(within(within(health).getByRole('list', { name: 'Applies to' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'dog',
      'Corgi',
      'adult',
    ])
    const general = within(tipList).getByRole('heading', { name: 'Fresh water' }).closest('li') as HTMLElement
    expect(within(general).queryByRole('list')).toBeNull()
    expect(within(general).queryByText(/Chosen for you/)).toBeNull()

    const recent = screen.getByRole('region', { name: 'Recent Pet Showcase' })
    expect(await within(recent).findAllByRole('heading', { level: 3 })).toHaveLength(6)
    expect(within(recent).queryByText('Pet 7')).toBeNull()

    expect(screen.getByText(NO_PETS_TEXT)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Add Your First Pet' }).getAttribute('href')).toBe('/pets/new')
  })

  it("offers Report on other members' showcase entries and Pet of the Day, never on the member's own", { timeout: 20_000 }, async () => {
    const user = userEvent.setup()
    const reports: unknown[] = []
    mockFetch({
      'GET /api/session': signedOut,
      'GET /api/pet-care-tips': () => json([]),
      'GET /api/daily-pet-showcase/today': () => json(entry(1, { vote_count: 9 })),
      'GET /api/daily-pet-showcase': () => json([entry(1, { vote_count: 9 }), entry(2, { mine: true })]),
      'POST /api/reports': ({ body }) => {
        reports.push(body)
        return json({ message: 'ok' }, 201)
      },
    })
    renderWithProviders(<PetCarePage pets={{ items: [], isPending: false, error: null }} />, { path: '/pet-care' })
    const hero = await screen.findByRole('region', { name: 'Pet of the Day' })
    expect(await within(hero).findByRole('button', { name: 'Report Pet 1’s showcase entry' })).toBeTruthy()
    const recent = screen.getByRole('region', { name: 'Recent Pet Showcase' })
    const own = (await within(recent).findByRole('heading', { name: 'Pet 2' })).closest('li') as HTMLElement
    expect(within(own).queryByRole('button', { name: /^Report/ })).toBeNull()
    const other = within(recent).getByRole('heading', { name: 'Pet 1' }).closest('li') as HTMLElement
    await user.click(within(other).getByRole('button', { name: 'Report Pet 1’s showcase entry' }))
    const dialog = await screen.findByRole('dialog', { name: 'Report to Petfolk staff' })
    await user.click(within(dialog).getByRole('radio', { name: 'Inappropriate picture' }))
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }))
    await waitFor(() => expect(reports).toEqual([{ content_kind: 'showcase_entry', content_id: 1, reason: 'inappropriate_picture' }]))
  })

  it('shows my vote as pressed with its count after a reload, and a second tap takes it back', { timeout: 20_000 }, async () => {
    const user = userEvent.setup()
    let voted = false
    let loads = 0
    const calls: string[] = []
    const count = () => 9 + (voted ? 1 : 0)
    mockFetch({
      'GET /api/session': signedOut,
      'GET /api/pet-care-tips': () => json([]),
      'GET /api/daily-pet-showcase/today': () => json(entry(1, { vote_count: count(), voted })),
      'GET /api/daily-pet-showcase': () => {
        loads += 1
        return json([entry(1, { vote_count: count(), voted }), entry(2)])
      },
      'POST /api/daily-pet-showcase/1/vote': () => {
        calls.push('POST')
        if (voted) return json({ error: 'You have already voted for this pet.' }, 409)
        voted = true
        return json({ vote_count: count(), voted: true })
      },
      'DELETE /api/daily-pet-showcase/1/vote': () => {
        calls.push('DELETE')
        if (!voted) return json({ error: 'You have not voted for this pet.' }, 409)
        voted = false
        return json({ vote_count: count(), voted: false })
      },
    })
    renderWithProviders(
      <>
        <Toaster />
        <PetCarePage pets={{ items: [], isPending: false, error: null }} />
      </>,
      { path: '/pet-care' },
    )
    const hero = await screen.findByRole('region', { name: 'Pet of the Day' })
    const recent = screen.getByRole('region', { name: 'Recent Pet Showcase' })
    const heroVote = await within(hero).findByRole('button', { name: 'Vote for Pet 1: 9 votes' })
    expect(heroVote.getAttribute('aria-pressed')).toBe('false')

    const loadsBefore = loads
    await user.click(heroVote)
    await waitFor(() => expect(within(hero).getByRole('button', { name: 'Vote for Pet 1: 10 votes' }).getAttribute('aria-pressed')).toBe('true'))
    expect(loads).toBeGreaterThan(loadsBefore)
    // The recent list shows the same vote, pressed, from the server's answer.
    const card = (await within(recent).findByRole('button', { name: 'Vote for Pet 1: 10 votes' })) as HTMLButtonElement
    expect(card.getAttribute('aria-pressed')).toBe('true')
    expect(within(recent).getByRole('button', { name: 'Vote for Pet 2: 8 votes' }).getAttribute('aria-pressed')).toBe('false')

    await user.click(card)
    await waitFor(() => expect(within(hero).getByRole('button', { name: 'Vote for Pet 1: 9 votes' }).getAttribute('aria-pressed')).toBe('false'))
    expect(await screen.findByText('Your vote for Pet 1 is taken back.')).toBeTruthy()
    expect(calls).toEqual(['POST', 'DELETE'])
    expect(screen.queryByText('You have already voted for this pet.')).toBeNull()
  })

  it('submits only with a pet chosen, then resets the form and reloads', { timeout: 20_000 }, async () => {
    const user = userEvent.setup()
    const posted: unknown[] = []
    let loads = 0
    mockFetch({
      'GET /api/session': signedOut,
      'GET /api/pet-care-tips': () => json([]),
      'GET /api/daily-pet-showcase/today': () => json(null),
      'GET /api/daily-pet-showcase': () => {
        loads += 1
        return json([])
      },
      'POST /api/daily-pet-showcase': ({ body }) => {
        posted.push(body)
        return posted.length === 1 ? json(entry(9, { pet_name: 'Biscuit' }), 201) : json({ error: 'Biscuit is already in today\'s showcase.' }, 409)
      },
    })
    renderWithProviders(<PetCarePage pets={{ items: [{ id: 5, name: 'Biscuit', species: 'dog' }], isPending: false, error: null }} />, {
      path: '/pet-care',
    })
    expect(await screen.findByText(/No pet has been entered today yet/)).toBeTruthy()
    expect(await screen.findByText('No showcase entries yet')).toBeTruthy()
    const submit = screen.getByRole('button', { name: 'Submit for Showcase' }) as HTMLButtonElement
    expect(submit.disabled).toBe(true)
    const select = screen.getByRole('combobox', { name: 'Pet' }) as HTMLSelectElement
    expect(select.options[0]?.textContent).toBe('Choose a pet...')
    await user.selectOptions(select, 'Biscuit')
    await user.type(screen.getByRole('textbox', { name: 'Story' }), 'Loves the beach.')
    expect(submit.disabled).toBe(false)
    const loadsBefore = loads
    await user.click(submit)
    await waitFor(() => expect(select.value).toBe(''))
    expect((screen.getByRole('textbox', { name: 'Story' }) as HTMLTextAreaElement).value).toBe('')
    expect(posted).toEqual([{ pet_id: 5, story: 'Loves the beach.' }])
    await waitFor(() => expect(loads).toBeGreaterThan(loadsBefore))

    await user.selectOptions(select, 'Biscuit')
    await user.click(submit)
    expect(await screen.findByText('Biscuit is already in today\'s showcase.')).toBeTruthy()
    expect(select.value).toBe('5')
  })
})

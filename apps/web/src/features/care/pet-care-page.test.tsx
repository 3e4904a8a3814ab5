import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Toaster } from 'sonner'
import type { CareTip, ShowcaseEntry } from '@petfolk/contract/demo'
import { renderWithProviders } from '../../test/render.tsx'
import { json, mockFetch } from '../../test/fetch-mock.ts'
import { PetCarePage } from './pet-care-page.tsx'
import { NO_PETS_TEXT } from './showcase-form.tsx'

const signedOut = () => json({ user: null })

function entry(id: number, overrides: Partial<ShowcaseEntry & { voted: boolean }> = {}) {
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
    ...overrides,
  }
}

const tips: CareTip[] = [
  { id: 1, title: 'Brush daily', content: 'Teeth matter.', tip_category: 'health', species: 'dog', breed: 'Corgi', age_range: 'adult' },
  { id: 2, title: 'Fresh water', content: 'Always.', tip_category: 'nutrition', species: 'general', breed: null, age_range: null },
]

describe('PetCarePage', () => {
  it('shows Pet of the Day, tips with chips, the first 6 recent entries, and reloads after votes (a second is refused)', { timeout: 20_000 }, async () => {
    const user = userEvent.setup()
    let votes = 0
    let voted = false
    let loads = 0
    mockFetch({
      'GET /api/session': signedOut,
      'GET /api/pet-care-tips': () => json(tips),
      'GET /api/daily-pet-showcase/today': () => json({ ...entry(1, { vote_count: 9 + votes }), voted: undefined }),
      'GET /api/daily-pet-showcase': () => {
        loads += 1
        return json([entry(1, { vote_count: 9 + votes, voted }), ...[2, 3, 4, 5, 6, 7].map((id) => entry(id))])
      },
      'POST /api/daily-pet-showcase/1/vote': () => {
        if (voted) return json({ error: 'You have already voted for this pet.' }, 409)
        voted = true
        votes += 1
        return json({ vote_count: 10 })
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
    expect(await within(hero).findByRole('heading', { name: 'Pet 1' })).toBeTruthy()
    const heroVote = within(hero).getByRole('button', { name: /9 votes/ })

    const tipList = screen.getByRole('region', { name: 'Personalized Care Tips' })
    const health = (await within(tipList).findByRole('heading', { name: 'Brush daily' })).closest('li') as HTMLElement
    expect(within(health).getByText('🩺')).toBeTruthy()
    expect(within(within(health).getByRole('list', { name: 'Applies to' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'dog',
      'Corgi',
      'adult',
    ])
    const general = within(tipList).getByRole('heading', { name: 'Fresh water' }).closest('li') as HTMLElement
    expect(within(general).queryByRole('list')).toBeNull()

    const recent = screen.getByRole('region', { name: 'Recent Pet Showcase' })
    expect(await within(recent).findAllByRole('heading', { level: 3 })).toHaveLength(6)
    expect(within(recent).queryByText('Pet 7')).toBeNull()

    const loadsBefore = loads
    await user.click(heroVote)
    expect(await within(hero).findByRole('button', { name: /You voted for Pet 1: 10 votes/ })).toBeTruthy()
    expect(loads).toBeGreaterThan(loadsBefore)
    await user.click(within(hero).getByRole('button', { name: /10 votes/ }))
    expect(await screen.findByText('You have already voted for this pet.')).toBeTruthy()

    expect(screen.getByText(NO_PETS_TEXT)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Add Your First Pet' }).getAttribute('href')).toBe('/pets/new')
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

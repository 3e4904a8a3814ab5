import { afterEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { toast as sonner, Toaster } from 'sonner'
import type { PublicFoundPet } from '@petfolk/contract/lost-found/found'
import type { FoundPetMatch, LostPetMatch, PetMatch } from '@petfolk/contract/lost-found/matching'
import { FoundPetMatchesPage, LostPetMatchesPage } from './matches-page.tsx'
import { lostPet, me, publicLostPet, renderAt } from '../shared/test-helpers.tsx'
import { json, mockFetch } from '../../../test/fetch-mock.ts'

function foundPet(id: number, overrides: Partial<PublicFoundPet> = {}): PublicFoundPet {
  return {
    id,
    species: 'dog',
    breed: 'Beagle mix',
    sex: 'male',
    color: 'Tan, white',
    size: 'medium',
    weight_lbs: null,
    distinctive_markings: null,
    photo_url: null,
    found_date: '2026-11-22',
    found_location: 'Butler Trail',
    found_city: 'Austin',
    found_state: 'Texas',
    found_zip_code: '78704',
    has_pet: true,
    contact_name: 'Ana',
    contact_phone: null,
    additional_details: null,
    is_closed: false,
    closed_at: null,
    created_at: '2026-11-22T09:00:00.000Z',
    found_position: null,
    ...overrides,
  }
}

function match(id: number, overrides: Partial<PetMatch> = {}): PetMatch {
  return {
    id,
    lost_pet_id: 7,
    found_pet_id: 30,
    score: 0.82,
    reasons: ['same colour', '1.2 mi apart', '2 days apart'],
    distance_miles: 1.2,
    days_apart: 2,
    status: 'open',
    confirmed_at: null,
    reunited_at: null,
    created_at: '2026-11-22T09:01:00.000Z',
    ...overrides,
  }
}

afterEach(() => {
  sonner.dismiss()
  vi.unstubAllGlobals()
})

describe("the owner's possible matches", () => {
  function serve(matches: LostPetMatch[]) {
    const state = { matches, confirmed: [] as number[], dismissed: [] as number[] }
    mockFetch({
      'GET /api/session': () => json({ user: me }),
      'GET /api/lost-pets/7': () => json(lostPet(7, { user_id: me.id })),
      'GET /api/lost-pets/7/matches': () => json(state.matches.filter((m) => !state.dismissed.includes(m.id))),
      'POST /api/pet-matches/5/confirm': () => {
        state.confirmed.push(5)
        state.matches = state.matches.map((m) => (m.id === 5 ? { ...m, status: 'confirmed', confirmed_at: '2026-11-23T10:00:00.000Z' } : m))
        return json({ ...match(5, { status: 'confirmed', confirmed_at: '2026-11-23T10:00:00.000Z' }), message_id: 77 })
      },
      'POST /api/pet-matches/6/dismiss': () => {
        state.dismissed.push(6)
        return json(match(6, { status: 'dismissed' }))
      },
    })
    return state
  }

  it('lists the found pets best first with how alike they are and why, and confirming sends the finder a message', async () => {
    const state = serve([
      { ...match(5), found_pet: foundPet(30) },
      { ...match(6, { score: 0.41, reasons: ['9.8 mi apart'] }), found_pet: foundPet(31, { has_pet: false, breed: null }) },
    ])
    renderAt('/lost-pets/:id/matches', '/lost-pets/7/matches', (
      <>
        <LostPetMatchesPage />
        <Toaster />
      </>
    ))
    expect(await screen.findByRole('heading', { level: 1, name: 'Possible matches for Biscuit' })).toBeTruthy()
    const [best, weaker] = await screen.findAllByRole('article')
    const first = within(best as HTMLElement)
    expect(first.getByRole('link', { name: 'Found dog' }).getAttribute('href')).toBe('/found/30')
    expect(first.getByText('Strong match · 82%')).toBeTruthy()
    expect(first.getByRole('meter', { name: 'How alike the reports are' }).getAttribute('aria-valuenow')).toBe('82')
    expect(within(first.getByRole('list', { name: 'Why it may be a match' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'same colour',
      '1.2 mi apart',
      '2 days apart',
    ])
    expect(first.getByText('The finder has this pet.')).toBeTruthy()
    expect(within(weaker as HTMLElement).getByText('Weak match · 41%')).toBeTruthy()
    expect(within(weaker as HTMLElement).getByText('The finder saw this pet loose.')).toBeTruthy()

    await userEvent.click(within(weaker as HTMLElement).getByRole('button', { name: 'Not my pet' }))
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1))
    expect(state.dismissed).toEqual([6])

    await userEvent.click(first.getByRole('button', { name: 'This is my pet' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Is this your pet?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'This is my pet' }))
    expect(await screen.findByText('We sent the finder a message. Continue the conversation in Messages.')).toBeTruthy()
    expect(state.confirmed).toEqual([5])
    expect(await screen.findByText('You said this is your pet')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Open Messages' }).getAttribute('href')).toBe('/messages')
  })

  it('says so when there is no match yet', async () => {
    serve([])
    renderAt('/lost-pets/:id/matches', '/lost-pets/7/matches', <LostPetMatchesPage />)
    expect(await screen.findByRole('heading', { level: 2, name: 'No possible matches yet' })).toBeTruthy()
  })
})

describe("the finder's possible owners", () => {
  it('lists the lost pets with their public pages and lets the finder dismiss one', async () => {
    let dismissed = false
    mockFetch({
      'GET /api/session': () => json({ user: me }),
      'GET /api/found-pets/30': () => json({ ...foundPet(30), user_id: me.id, contact_email: null, show_contact_phone: false, contact_phone: '555-0100' }),
      'GET /api/found-pets/30/matches': () => json(dismissed ? [] : ([{ ...match(5), lost_pet: publicLostPet(7) }] satisfies FoundPetMatch[])),
      'POST /api/pet-matches/5/dismiss': () => {
        dismissed = true
        return json(match(5, { status: 'dismissed' }))
      },
    })
    renderAt('/found-pets/:id/matches', '/found-pets/30/matches', <FoundPetMatchesPage />)
    expect(await screen.findByRole('heading', { level: 1, name: 'Possible owners of the dog you found' })).toBeTruthy()
    const card = within(await screen.findByRole('article'))
    expect(card.getByRole('link', { name: 'Biscuit' }).getAttribute('href')).toBe('/lost/7')
    expect(card.getByText('Zilker Park playground, Austin, Texas 78704')).toBeTruthy()
    expect(card.queryByRole('button', { name: 'This is my pet' })).toBeNull()
    await userEvent.click(card.getByRole('button', { name: 'Not this pet' }))
    expect(await screen.findByRole('heading', { level: 2, name: 'No possible owners yet' })).toBeTruthy()
  })
})

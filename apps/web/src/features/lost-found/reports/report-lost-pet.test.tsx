import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { localToday } from '@petfolk/contract/fields'
import type { Pet } from '@petfolk/contract/pets'
import { LostPetsPage } from '../lost-pets-page.tsx'
import { REPORT_FAILED } from './report-lost-pet-form.tsx'
import { lostPet, me, renderAt } from '../shared/test-helpers.tsx'
import { json, mockFetch } from '../../../test/fetch-mock.ts'

const preferences = { zip_codes: ['78704', '78701'], alert_radius: 25, email_alerts: true, species_preferences: [] }

const hammy: Pet = {
  id: 5,
  name: 'Hammy',
  species: 'hamster',
  breed: 'Syrian',
  sex: 'female',
  date_of_birth: null,
  weight_lbs: 0.3,
  color: 'Golden',
  microchip_id: null,
  photo_url: '/uploads/4a/4a6d2c0e8f1b3a5c7e9d0f2b4c6e8a01.jpg',
  notes: 'Notch in the left ear',
  is_spayed_neutered: false,
  owner_name: 'Alice W.',
  owner_phone: '555-0100',
  owner_email: 'alice.w@example.com',
  owner_address: null,
  emergency_contact_name: null,
  emergency_contact_phone: null,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
}

function setup({ reportAnswer }: { reportAnswer?: () => Response } = {}) {
  const posted: unknown[] = []
  mockFetch({
    'GET /api/session': () => json({ user: me }),
    'GET /api/lost-pets': () => json([]),
    'GET /api/user-alert-preferences': () => json(preferences),
    'GET /api/pets/5': () => json(hammy),
    'GET /api/lost-pets/42': () => json(lostPet(42, { user_id: 1 })),
    'POST /api/lost-pets': ({ body }) => {
      posted.push(body)
      return reportAnswer ? reportAnswer() : json({ ...lostPet(42, { user_id: 1 }), alerted: 2 }, 201)
    },
  })
  return posted
}

const dialog = () => screen.getByRole('dialog', { name: 'Report Lost Pet' })
const field = (label: RegExp) => within(dialog()).getByLabelText(label) as HTMLInputElement
const DAY = 24 * 60 * 60 * 1000
const daysFromToday = (days: number) => localToday(new Date(Date.now() + days * DAY))
/** The sentence shown under a field (tied to it by aria-describedby). */
const errorUnder = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .filter(Boolean)
    .join(' ')

/** Opens the form filled in from Hammy, completes what the pet cannot tell, and leaves it unsent. */
async function fillFromPet(user: ReturnType<typeof userEvent.setup>) {
  renderAt('/lost-pets', '/lost-pets?petId=5', <LostPetsPage />)
  await screen.findByRole('dialog', { name: 'Report Lost Pet' })
  await waitFor(() => expect(field(/^Pet Name/).value).toBe('Hammy'))
  await user.type(field(/^Last Seen Location/), 'Back yard')
  await user.type(field(/^City/), 'Austin')
  await user.selectOptions(within(dialog()).getByLabelText(/^State/), 'Texas')
}

async function setDate(user: ReturnType<typeof userEvent.setup>, date: string) {
  await user.clear(field(/^Last Seen Date/))
  await user.type(field(/^Last Seen Date/), date)
}

describe('Report Lost Pet', () => {
  it('prefills the ZIP from the first saved alert ZIP and refuses to send with required fields empty', async () => {
    const posted = setup()
    const user = userEvent.setup()
    renderAt('/lost-pets', '/lost-pets', <LostPetsPage />)
    expect(await screen.findByText('No lost pets in this area')).toBeTruthy()
    expect(screen.getByText('Check back later or expand your search area')).toBeTruthy()

    await user.click(screen.getByRole('button', { name: 'Report Lost Pet' }))
    await screen.findByRole('dialog', { name: 'Report Lost Pet' })
    await waitFor(() => expect(field(/^ZIP Code/).value).toBe('78704'))
    expect(within(dialog()).getByText('Pet Photo')).toBeTruthy()
    const photo = field(/^Pet Photo/)
    expect(photo.type).toBe('file')
    expect(photo.accept).toContain('image/jpeg')
    expect(photo.accept).toContain('image/png')
    expect(photo.accept).toContain('.jpg')
    const weight = field(/^Weight/)
    expect([weight.min, weight.step]).toEqual(['0', '0.1'])

    await user.click(within(dialog()).getByRole('button', { name: 'Post Lost Pet Alert' }))
    for (const text of [
      'Pet name is required.',
      'Species is required.',
      'Color is required.',
      'A photo of the pet is required.',
      'Last seen location is required.',
      'City is required.',
      'State is required.',
      'Contact phone is required.',
    ]) {
      expect(await within(dialog()).findByText(text)).toBeTruthy()
    }
    // Filled in already: today's date, the ZIP and the reporter's name; optional fields never complain.
    expect(within(dialog()).queryByText('Last seen date is required.')).toBeNull()
    expect(within(dialog()).queryByText('ZIP code is required.')).toBeNull()
    expect(within(dialog()).queryByText('Contact name is required.')).toBeNull()
    expect(field(/^Contact Name/).value).toBe('Alice Walker')
    expect(field(/^Contact Email/).value).toBe('alice@example.com')
    expect(posted).toEqual([])
  })

  it('opened from a pet (?petId=) fills the form in from it and posts the report', async () => {
    const posted = setup()
    const user = userEvent.setup()
    const { router } = renderAt('/lost-pets', '/lost-pets?petId=5', <LostPetsPage />)
    await screen.findByRole('dialog', { name: 'Report Lost Pet' })
    await waitFor(() => expect(field(/^Pet Name/).value).toBe('Hammy'))
    // A hamster is not on the lost-pet list: it becomes 'other'.
    expect((within(dialog()).getByLabelText(/^Species/) as HTMLSelectElement).value).toBe('other')
    expect(field(/^Breed/).value).toBe('Syrian')
    expect((within(dialog()).getByLabelText(/^Sex/) as HTMLSelectElement).value).toBe('female')
    expect(field(/^Weight/).value).toBe('0.3')
    expect(field(/^Color/).value).toBe('Golden')
    expect((within(dialog()).getByLabelText(/^Distinctive Markings/) as HTMLTextAreaElement).value).toBe('Notch in the left ear')
    expect(within(dialog()).getByRole('img', { name: 'Photo of Hammy' }).getAttribute('src')).toBe('/uploads/4a/4a6d2c0e8f1b3a5c7e9d0f2b4c6e8a01.jpg')
    expect(field(/^Contact Name/).value).toBe('Alice W.')
    expect(field(/^Contact Phone/).value).toBe('555-0100')
    expect(field(/^Contact Email/).value).toBe('alice.w@example.com')
    expect(field(/^ZIP Code/).value).toBe('78704')

    await user.clear(field(/^Last Seen Date/))
    await user.type(field(/^Last Seen Date/), '2026-11-21')
    await user.type(field(/^Last Seen Location/), 'Back yard')
    await user.type(field(/^City/), 'Austin')
    await user.selectOptions(within(dialog()).getByLabelText(/^State/), 'Texas')
    const showPhone = within(dialog()).getByRole('checkbox', { name: 'Show my phone number on the public page' }) as HTMLInputElement
    // The phone stays off the public page unless the owner asks.
    expect(showPhone.checked).toBe(false)
    await user.click(showPhone)
    await user.click(within(dialog()).getByRole('button', { name: 'Post Lost Pet Alert' }))

    await waitFor(() => expect(posted).toHaveLength(1))
    expect(posted[0]).toEqual({
      pet_name: 'Hammy',
      species: 'other',
      breed: 'Syrian',
      sex: 'female',
      age_range: null,
      weight_lbs: 0.3,
      color: 'Golden',
      distinctive_markings: 'Notch in the left ear',
      photo_url: '/uploads/4a/4a6d2c0e8f1b3a5c7e9d0f2b4c6e8a01.jpg',
      last_seen_date: '2026-11-21',
      last_seen_location: 'Back yard',
      last_seen_city: 'Austin',
      last_seen_state: 'Texas',
      last_seen_zip_code: '78704',
      contact_name: 'Alice W.',
      contact_phone: '555-0100',
      contact_email: 'alice.w@example.com',
      show_contact_phone: true,
      reward_offered: null,
      additional_details: null,
    })
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Report Lost Pet' })).toBeNull())
    // The new report is highlighted and the pet parameter is gone.
    expect(router.state.location.search).toBe('?report=42')
  })

  it('shows the failure text and keeps what was typed when posting fails', async () => {
    const posted = setup({ reportAnswer: () => json({ error: 'Something broke.' }, 500) })
    const user = userEvent.setup()
    await fillFromPet(user)
    await user.click(within(dialog()).getByRole('button', { name: 'Post Lost Pet Alert' }))
    expect(await within(dialog()).findByText(REPORT_FAILED)).toBeTruthy()
    expect(posted).toHaveLength(1)
    expect(field(/^Last Seen Location/).value).toBe('Back yard')
  })

  it('refuses, before sending, a future or year-old date, a phone without 7 to 15 digits and a bad e-mail, each under its field', async () => {
    const posted = setup()
    const user = userEvent.setup()
    await fillFromPet(user)
    const date = field(/^Last Seen Date/)
    expect(date.max).toBe(localToday())
    expect(date.min).toBe(daysFromToday(-365))

    await setDate(user, daysFromToday(1))
    await user.clear(field(/^Contact Phone/))
    await user.type(field(/^Contact Phone/), 'abc')
    await user.clear(field(/^Contact Email/))
    await user.type(field(/^Contact Email/), 'alice at example')
    await user.click(within(dialog()).getByRole('button', { name: 'Post Lost Pet Alert' }))
    await waitFor(() => expect(errorUnder(field(/^Last Seen Date/))).toBe('Last seen date cannot be in the future.'))
    expect(errorUnder(field(/^Contact Phone/))).toBe('Contact phone must have 7 to 15 digits.')
    expect(errorUnder(field(/^Contact Email/))).toBe('Contact e-mail must be an e-mail address.')

    await setDate(user, daysFromToday(-400))
    await user.clear(field(/^Contact Phone/))
    await user.type(field(/^Contact Phone/), '555 01')
    await user.click(within(dialog()).getByRole('button', { name: 'Post Lost Pet Alert' }))
    await waitFor(() => expect(errorUnder(field(/^Last Seen Date/))).toBe('Last seen date cannot be more than a year ago.'))
    expect(errorUnder(field(/^Contact Phone/))).toBe('Contact phone must have 7 to 15 digits.')
    expect(posted).toEqual([])

    // Put right, it goes: the date a year back to the day, a phone written the usual way, no e-mail.
    await setDate(user, daysFromToday(-365))
    await user.clear(field(/^Contact Phone/))
    await user.type(field(/^Contact Phone/), '+1 (555) 010-2030')
    await user.clear(field(/^Contact Email/))
    await user.click(within(dialog()).getByRole('button', { name: 'Post Lost Pet Alert' }))
    await waitFor(() => expect(posted).toHaveLength(1))
    expect(posted[0]).toMatchObject({ last_seen_date: daysFromToday(-365), contact_phone: '+1 (555) 010-2030', contact_email: null })
  })

  it('shows a 400’s sentence under the field it names, a 429’s own sentence, and keeps what was typed', async () => {
    // The server names the field before its sentence; the date is checked against its own calendar.
    let answer = json({ error: 'last_seen_date: Last seen date cannot be in the future.' }, 400)
    const posted = setup({ reportAnswer: () => answer })
    const user = userEvent.setup()
    await fillFromPet(user)
    await user.click(within(dialog()).getByRole('button', { name: 'Post Lost Pet Alert' }))
    await waitFor(() => expect(errorUnder(field(/^Last Seen Date/))).toBe('Last seen date cannot be in the future.'))
    expect(within(dialog()).getByRole('alert').textContent).toBe('Last seen date cannot be in the future.')
    await waitFor(() => expect(document.activeElement).toBe(field(/^Last Seen Date/)))

    const limit = 'You can post at most 5 lost-pet reports a day. Please wait 3 hours and try again.'
    answer = json({ error: limit }, 429)
    await user.click(within(dialog()).getByRole('button', { name: 'Post Lost Pet Alert' }))
    await waitFor(() => expect(within(dialog()).getByRole('alert').textContent).toBe(limit))
    expect(posted).toHaveLength(2)
    expect(field(/^Pet Name/).value).toBe('Hammy')
    expect(field(/^Last Seen Location/).value).toBe('Back yard')
    expect(field(/^City/).value).toBe('Austin')
  })
})

import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { PET_TEXT_MAX } from '@petfolk/contract/pets'
import { AddPetPage } from './add-pet-page.tsx'
import { pet, petInput } from './pet-fixture.ts'
import { renderWithProviders } from '../../test/render.tsx'
import { json, mockFetch } from '../../test/fetch-mock.ts'

const signedOut = () => json({ user: null })

function renderAddPet() {
  const view = renderWithProviders(<AddPetPage />, { path: '/pets/new' })
  // applyAccept off: the page must refuse a wrong file itself, whatever the picker allowed.
  return { ...view, user: userEvent.setup({ applyAccept: false }) }
}

const field = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement
const saveButton = () => screen.getByRole('button', { name: 'Save Pet' }) as HTMLButtonElement
const draft = () => JSON.parse(localStorage.getItem('addPetForm') ?? 'null') as Record<string, unknown> | null

describe('AddPetPage', () => {
  it('keeps Save disabled until a name (not just spaces) and a species are given', async () => {
    mockFetch({ 'GET /api/session': signedOut })
    const { user } = renderAddPet()
    expect(saveButton().disabled).toBe(true)
    await user.type(field('Pet Name'), '   ')
    await user.selectOptions(field('Species'), 'cat')
    expect(saveButton().disabled).toBe(true)
    await user.type(field('Pet Name'), 'Mittens')
    expect(saveButton().disabled).toBe(false)
    await user.selectOptions(field('Species'), '')
    expect(saveButton().disabled).toBe(true)
  })

  it('offers the spec’s species and sex lists, weight min 0 step 0.1, e-mail and phone input types', () => {
    mockFetch({ 'GET /api/session': signedOut })
    renderAddPet()
    const options = (label: string) => within(field(label)).getAllByRole('option').map((o) => (o as HTMLOptionElement).value)
    expect(options('Species')).toEqual(['', 'dog', 'cat', 'bird', 'rabbit', 'hamster', 'fish', 'reptile', 'other'])
    expect(options('Sex')).toEqual(['', 'male', 'female', 'unknown'])
    expect(field('Weight (lbs)').min).toBe('0')
    expect(field('Weight (lbs)').step).toBe('0.1')
    expect(field('Owner Email').type).toBe('email')
    expect(field('Owner Phone').type).toBe('tel')
    expect((screen.getByLabelText('Spayed / Neutered') as HTMLInputElement).checked).toBe(false)
  })

  it('stops each text field at the length the server takes, so a long name is never refused after Save', async () => {
    mockFetch({ 'GET /api/session': signedOut })
    const { user } = renderAddPet()
    await user.click(field('Pet Name'))
    await user.paste('x'.repeat(PET_TEXT_MAX.name + 5))
    expect(field('Pet Name').value).toHaveLength(PET_TEXT_MAX.name)
    const limits = Object.fromEntries(
      [...document.querySelectorAll('form input:not([type=checkbox]):not([type=file]):not([type=date]):not([type=number]), form textarea')].map((el) => [
        (el as HTMLInputElement).name,
        (el as HTMLInputElement).maxLength,
      ]),
    )
    expect(limits).toEqual(PET_TEXT_MAX)
    // Owner e-mail is checked before it is sent, in the contract's words.
    await user.type(field('Owner Email'), 'not-an-email')
    await user.selectOptions(field('Species'), 'dog')
    await user.click(saveButton())
    expect(await screen.findByText('Owner e-mail must be an e-mail address.')).toBeTruthy()
  })

  it('keeps the draft under addPetForm while typing and restores it on the next visit', async () => {
    mockFetch({ 'GET /api/session': signedOut })
    const first = renderAddPet()
    await first.user.type(field('Pet Name'), 'Biscuit')
    await first.user.selectOptions(field('Species'), 'dog')
    await first.user.type(field('Weight (lbs)'), '24.5')
    await first.user.click(screen.getByLabelText('Spayed / Neutered'))
    expect(draft()).toMatchObject({ name: 'Biscuit', species: 'dog', weight_lbs: '24.5', is_spayed_neutered: true })
    first.unmount()

    renderAddPet()
    expect(field('Pet Name').value).toBe('Biscuit')
    expect(field('Weight (lbs)').value).toBe('24.5')
    expect((screen.getByLabelText('Spayed / Neutered') as HTMLInputElement).checked).toBe(true)
    // Selects are restored too (e2e/pets.spec.ts checks Species after a reload in Chromium); happy-dom
    // reports no selected option on a fresh <select>, which react-hook-form reads as a user edit.
  })

  it('sends trimmed values with empty optionals as null, clears the draft and replaces history with the refresh flag', async () => {
    let body: unknown
    mockFetch({
      'GET /api/session': signedOut,
      'POST /api/pets': (request) => {
        body = request.body
        return json(pet(7, { name: 'Biscuit' }), 201)
      },
    })
    const { user, router } = renderAddPet()
    await user.type(field('Pet Name'), '  Biscuit ')
    await user.selectOptions(field('Species'), 'dog')
    await user.type(field('Breed'), ' Beagle  ')
    await user.type(field('Weight (lbs)'), '24.5')
    await user.click(saveButton())

    expect(await screen.findByTestId('location')).toBeTruthy()
    expect(router.state.location.pathname).toBe('/pets')
    expect(router.state.historyAction).toBe('REPLACE')
    expect(router.state.location.state).toEqual({ refresh: true })
    expect(body).toEqual(petInput({ name: 'Biscuit', breed: 'Beagle', weight_lbs: 24.5 }))
    expect(localStorage.getItem('addPetForm')).toBeNull()
  })

  it('keeps everything typed and shows the failure text when the save fails', async () => {
    mockFetch({
      'GET /api/session': signedOut,
      'POST /api/pets': () =>
        json({ error: 'owner_email: Owner e-mail must be at most 254 characters.', issues: [{ path: ['owner_email'], message: 'Owner e-mail must be at most 254 characters.' }] }, 400),
    })
    const { user } = renderAddPet()
    await user.type(field('Pet Name'), 'Biscuit')
    await user.selectOptions(field('Species'), 'dog')
    await user.click(saveButton())

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to save pet: owner_email: Owner e-mail must be at most 254 characters. Please check all fields and try again.',
    )
    expect(screen.getByText('Owner e-mail must be at most 254 characters.')).toBeTruthy()
    expect(field('Pet Name').value).toBe('Biscuit')
    expect(draft()).toMatchObject({ name: 'Biscuit', species: 'dog' })
    expect(screen.queryByTestId('location')).toBeNull()
  })

  it('shows the network text in the failure message when the server cannot be reached', async () => {
    mockFetch({ 'GET /api/session': signedOut, 'POST /api/pets': () => Promise.reject(new TypeError('Failed to fetch')) })
    const { user } = renderAddPet()
    await user.type(field('Pet Name'), 'Biscuit')
    await user.selectOptions(field('Species'), 'dog')
    await user.click(saveButton())
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to save pet: Network error. Please try again. Please check all fields and try again.',
    )
  })

  it('Cancel clears the draft and goes to My Pets', async () => {
    mockFetch({ 'GET /api/session': signedOut })
    const { user, router } = renderAddPet()
    await user.type(field('Pet Name'), 'Biscuit')
    expect(draft()).not.toBeNull()
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    await screen.findByTestId('location')
    expect(router.state.location.pathname).toBe('/pets')
    expect(localStorage.getItem('addPetForm')).toBeNull()
  })

  it('Report Lost Pet asks first, then clears the draft and goes to Lost Pets', async () => {
    mockFetch({ 'GET /api/session': signedOut })
    const { user, router } = renderAddPet()
    await user.type(field('Pet Name'), 'Biscuit')
    await user.click(screen.getByRole('button', { name: 'Report Lost Pet' }))
    const confirm = screen.getByRole('alertdialog', { name: 'Report a lost pet?' })
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }))
    expect(router.state.location.pathname).toBe('/pets/new')
    expect(draft()).not.toBeNull()

    await user.click(screen.getByRole('button', { name: 'Report Lost Pet' }))
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Report Lost Pet' }))
    await screen.findByTestId('location')
    expect(router.state.location.pathname).toBe('/lost-pets')
    expect(localStorage.getItem('addPetForm')).toBeNull()
  })

  describe('photo', () => {
    it('refuses a file that is not an image, without uploading', async () => {
      const fetchSpy = mockFetch({ 'GET /api/session': signedOut })
      const { user } = renderAddPet()
      await user.upload(screen.getByLabelText('Choose Photo'), new File(['hello'], 'notes.txt', { type: 'text/plain' }))
      expect((await screen.findByRole('alert')).textContent).toBe('Please select an image file')
      expect(fetchSpy.mock.calls.some(([url]) => String(url).includes('/api/uploads'))).toBe(false)
    })

    it('refuses an image over 5 MB, without uploading', async () => {
      const fetchSpy = mockFetch({ 'GET /api/session': signedOut })
      const { user } = renderAddPet()
      const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' })
      await user.upload(screen.getByLabelText('Choose Photo'), big)
      expect((await screen.findByRole('alert')).textContent).toBe('File size must be less than 5MB')
      expect(fetchSpy.mock.calls.some(([url]) => String(url).includes('/api/uploads'))).toBe(false)
    })

    it('offers only JPEG and PNG in the file picker', () => {
      mockFetch({ 'GET /api/session': signedOut })
      renderAddPet()
      expect(screen.getByLabelText('Choose Photo').getAttribute('accept')).toBe('image/jpeg,image/png')
    })
  })
})

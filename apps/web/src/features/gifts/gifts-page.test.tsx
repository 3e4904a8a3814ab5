import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { GiftProduct, GiftTransaction } from '@petfolk/contract/gifts'
import { renderWithProviders } from '../../test/render.tsx'
import { json, mockFetch } from '../../test/fetch-mock.ts'
import { GiftsPage } from './gifts-page.tsx'
import { giftTotal, parseGiftQuantity, QUANTITY_ERROR } from './gift-labels.ts'
import { NO_PET, RECIPIENT_REQUIRED } from './send-gift-dialog.tsx'

const signedOut = () => json({ user: null })

function product(id: number, overrides: Partial<GiftProduct> = {}): GiftProduct {
  return {
    id,
    name: `Gift ${id}`,
    description: 'A lovely thing.',
    category: 'toys',
    species: 'dog',
    image_url: `/demo/gifts/${id}.svg`,
    vendor_name: 'Happy Tails Co.',
    vendor_logo: null,
    price: 19.99,
    ...overrides,
  }
}

function sentGift(overrides: Partial<GiftTransaction> = {}): GiftTransaction {
  return {
    id: 7,
    product_id: 1,
    product_name: 'Gift 1',
    product_image: null,
    quantity: 3,
    total_amount: 59.97,
    sender_id: 1,
    receiver_id: 2,
    sender_name: 'Ana',
    receiver_name: 'Ben',
    sender_handle: 'ana',
    receiver_handle: 'ben_h',
    pet_name: null,
    vendor_name: 'Happy Tails Co.',
    gift_message: 'Happy birthday!',
    created_at: '2026-03-14T10:00:00.000Z',
    ...overrides,
  }
}

describe('gift totals and quantity', () => {
  it('is price times quantity in whole cents, and only for whole quantities of at least 1', () => {
    expect(giftTotal(19.99, '3')).toBe(59.97)
    expect(giftTotal(0.1, '3')).toBe(0.3)
    expect(giftTotal(19.99, '1')).toBe(19.99)
    for (const bad of ['0', '-1', '1.5', '', 'two', '100']) {
      expect(parseGiftQuantity(bad)).toBeNull()
      expect(giftTotal(19.99, bad)).toBeNull()
    }
  })
})

describe('GiftsPage', () => {
  it('opens Send Gift from a product, shows the live total, refuses a bad quantity, sends, closes and starts empty next time', { timeout: 20_000 }, async () => {
    const user = userEvent.setup()
    const sent: unknown[] = []
    let gifts: GiftTransaction[] = []
    mockFetch({
      'GET /api/session': signedOut,
      'GET /api/gift-products': () => json([product(1), product(2, { name: 'Cozy Bed', price: 45 })]),
      'GET /api/gift-transactions': () => json(gifts),
      'GET /api/members': () => json([{ id: 2, display_name: 'Ben', handle: 'ben_h', role: 'member' }]),
      'GET /api/gift-recipients/2/pets': () => json([]),
      'POST /api/gift-transactions': ({ body }) => {
        sent.push(body)
        gifts = [sentGift()]
        return json(sentGift(), 201)
      },
    })
    renderWithProviders(<GiftsPage />, { path: '/gifts' })

    await user.click(await screen.findByRole('button', { name: /Send Gift.*Gift 1/ }))
    const dialog = await screen.findByRole('dialog', { name: 'Send Gift' })
    const quantity = within(dialog).getByRole('spinbutton', { name: /Quantity/ })
    expect((quantity as HTMLInputElement).value).toBe('1')
    expect(within(dialog).getByText('$19.99', { selector: '.text-xl' })).toBeTruthy()

    await user.clear(quantity)
    await user.type(quantity, '3')
    expect(within(dialog).getByText('$59.97')).toBeTruthy()

    // No recipient picked: refused before anything is sent.
    const recipient = within(dialog).getByRole('combobox', { name: /^Recipient\b(?!’s)/ })
    await user.type(recipient, 'be')
    await user.click(within(dialog).getByRole('button', { name: 'Send Gift' }))
    expect(within(dialog).getByText(RECIPIENT_REQUIRED)).toBeTruthy()
    expect(sent).toEqual([])
    await user.click(recipient)
    await user.click(await within(dialog).findByRole('option', { name: 'Ben @ben_h' }))
    expect((recipient as HTMLInputElement).value).toBe('Ben @ben_h')

    // Quantity 0 is refused before anything is sent.
    await user.clear(quantity)
    await user.type(quantity, '0')
    await user.click(within(dialog).getByRole('button', { name: 'Send Gift' }))
    expect(within(dialog).getByText(QUANTITY_ERROR)).toBeTruthy()
    expect(sent).toEqual([])

    await user.clear(quantity)
    await user.type(quantity, '3')
    await user.type(within(dialog).getByRole('textbox', { name: 'Gift Message' }), 'Happy birthday!')
    await user.click(within(dialog).getByRole('button', { name: 'Send Gift' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(sent).toEqual([{ product_id: 1, receiver_id: 2, recipient_pet_id: null, quantity: 3, gift_message: 'Happy birthday!' }])

    // Choosing a product again opens an empty form.
    await user.click(screen.getByRole('button', { name: /Send Gift.*Cozy Bed/ }))
    const again = await screen.findByRole('dialog', { name: 'Send Gift' })
    expect((within(again).getByRole('combobox', { name: /^Recipient\b(?!’s)/ }) as HTMLInputElement).value).toBe('')
    expect((within(again).getByRole('spinbutton', { name: /Quantity/ }) as HTMLInputElement).value).toBe('1')
    expect(within(again).getByText('$45.00', { selector: '.text-xl' })).toBeTruthy()
    await user.click(within(again).getByRole('button', { name: 'Cancel' }))

    // The sent gift is listed under Sent Gifts.
    await user.click(screen.getByRole('tab', { name: 'Sent Gifts' }))
    const list = await screen.findByRole('list', { name: 'Gifts you sent' })
    expect(within(list).getByRole('link', { name: 'Ben @ben_h' }).getAttribute('href')).toBe('/members/ben_h')
    expect(within(list).getByRole('link', { name: 'Ben @ben_h' }).closest('p')?.textContent).toBe('To Ben @ben_h')
    expect(within(list).getByText('$59.97')).toBeTruthy()
    // One's own note is not offered for reporting.
    expect(within(list).queryByRole('button', { name: /^Report/ })).toBeNull()
  })

  it('links the sender of a received gift to their profile and offers Report on their note', async () => {
    const user = userEvent.setup()
    const reports: unknown[] = []
    mockFetch({
      'GET /api/session': signedOut,
      'GET /api/gift-products': () => json([]),
      'GET /api/gift-transactions': ({ url }) => json(url.searchParams.get('type') === 'received' ? [sentGift({ id: 31 })] : []),
      'POST /api/reports': ({ body }) => {
        reports.push(body)
        return json({ message: 'ok' }, 201)
      },
    })
    renderWithProviders(<GiftsPage />, { path: '/gifts' })
    await user.click(await screen.findByRole('tab', { name: 'Received Gifts' }))
    const list = await screen.findByRole('list', { name: 'Gifts you received' })
    expect(within(list).getByRole('link', { name: 'Ana @ana' }).getAttribute('href')).toBe('/members/ana')
    await user.click(within(list).getByRole('button', { name: 'Report the note from Ana @ana' }))
    const dialog = await screen.findByRole('dialog', { name: 'Report to Petfolk staff' })
    await user.click(within(dialog).getByRole('radio', { name: 'Harassment' }))
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }))
    await waitFor(() => expect(reports).toEqual([{ content_kind: 'gift_note', content_id: 31, reason: 'harassment' }]))
  })

  it("offers the recipient's pets by name, or No pet, and sends the chosen pet's id", { timeout: 20_000 }, async () => {
    const user = userEvent.setup()
    const sent: unknown[] = []
    const petLists: string[] = []
    mockFetch({
      'GET /api/session': signedOut,
      'GET /api/gift-products': () => json([product(1)]),
      'GET /api/gift-transactions': () => json([]),
      'GET /api/members': () => json([{ id: 2, display_name: 'Ben', handle: 'ben_h', role: 'member' }, { id: 3, display_name: 'Cleo', handle: 'cleo', role: 'member' }]),
      'GET /api/gift-recipients/2/pets': () => {
        petLists.push('Ben')
        return json([{ id: 11, name: 'Biscuit' }, { id: 12, name: 'Noodle' }])
      },
      'GET /api/gift-recipients/3/pets': () => {
        petLists.push('Cleo')
        return json([])
      },
      'POST /api/gift-transactions': ({ body }) => {
        sent.push(body)
        return json(sentGift({ pet_name: 'Noodle' }), 201)
      },
    })
    renderWithProviders(<GiftsPage />, { path: '/gifts' })
    await user.click(await screen.findByRole('button', { name: /Send Gift.*Gift 1/ }))
    const dialog = await screen.findByRole('dialog', { name: 'Send Gift' })
    // Nobody asks for a pet's internal number.
    expect(within(dialog).queryByText(/Pet ID/)).toBeNull()
    const pet = within(dialog).getByRole('combobox', { name: /Recipient’s Pet/ }) as HTMLSelectElement
    expect(pet.disabled).toBe(true)
    expect(petLists).toEqual([])

    const recipient = within(dialog).getByRole('combobox', { name: /^Recipient\b(?!’s)/ })
    await user.type(recipient, 'cl')
    await user.click(await within(dialog).findByRole('option', { name: 'Cleo @cleo' }))
    expect(await within(dialog).findByText('Cleo has no pets listed yet.')).toBeTruthy()
    expect([...pet.options].map((o) => o.textContent)).toEqual([NO_PET])

    await user.clear(recipient)
    await user.type(recipient, 'be')
    await user.click(await within(dialog).findByRole('option', { name: 'Ben @ben_h' }))
    await waitFor(() => expect([...pet.options].map((o) => o.textContent)).toEqual([NO_PET, 'Biscuit', 'Noodle']))
    expect(pet.disabled).toBe(false)
    expect(pet.value).toBe('')
    await user.selectOptions(pet, 'Noodle')
    await user.click(within(dialog).getByRole('button', { name: 'Send Gift' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(sent).toEqual([{ product_id: 1, receiver_id: 2, recipient_pet_id: 12, quantity: 1, gift_message: null }])
  })

  it('shows the empty states of the sent and received lists', async () => {
    const user = userEvent.setup()
    mockFetch({
      'GET /api/session': signedOut,
      'GET /api/gift-products': () => json([]),
      'GET /api/gift-transactions': () => json([]),
    })
    renderWithProviders(<GiftsPage />, { path: '/gifts' })
    expect(await screen.findByText('No gifts found')).toBeTruthy()
    await user.click(screen.getByRole('tab', { name: 'Received Gifts' }))
    expect(await screen.findByText('No gifts received yet')).toBeTruthy()
  })
})

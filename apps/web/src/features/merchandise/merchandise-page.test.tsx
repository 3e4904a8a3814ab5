import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { MerchandiseOrder, MerchandiseProduct } from '@petfolk/contract/merchandise'
import { renderWithProviders } from '../../test/render.tsx'
import { json, mockFetch } from '../../test/fetch-mock.ts'
import { MerchandisePage } from './merchandise-page.tsx'
import { addToCart, cartTotal, plainItem, type CartItem } from './cart.ts'

const signedOut = () => json({ user: null })

function product(id: number, overrides: Partial<MerchandiseProduct> = {}): MerchandiseProduct {
  return {
    id,
    category_id: 1,
    name: `Product ${id}`,
    description: `About product ${id}.`,
    image_url: `/demo/merch/${id}.svg`,
    product_type: 'apparel',
    base_price: 24.99,
    is_customizable: false,
    material_info: '100% cotton',
    available_sizes: '[]',
    available_colors: '[]',
    ...overrides,
  }
}

const TEE = product(1, { name: 'Paw Tee', is_customizable: true, available_sizes: '["S","M","L"]', available_colors: '["Black","Sand"]' })
const MUG = product(2, { name: 'Pet Mug', product_type: 'drinkware', base_price: 16.5, is_customizable: true })
const PRINT = product(3, { name: 'Poster', product_type: 'print', base_price: 30, category_id: 2 })
const pets = [{ id: 11, name: 'Biscuit', photo_url: '/uploads/b1/b15c0117a2e94d38c6f0a7b5e3d1c9f2.jpg' }]

function order(id: number, overrides: Partial<MerchandiseOrder> = {}): MerchandiseOrder {
  return {
    id,
    status: 'pending_payment',
    items: [
      { product_id: 1, product_name: 'Paw Tee', pet_id: 11, custom_text: 'Biscuit', selected_size: 'M', selected_color: 'Sand', quantity: 2, unit_price: 24.99, total_price: 49.98 },
    ],
    total_price: 49.98,
    shipping_address: '1 Main St, Austin TX 78701',
    customer_name: 'Ana',
    customer_email: 'ana@example.com',
    created_at: '2026-03-10T12:00:00.000Z',
    paid_at: null,
    shipped_at: null,
    cancelled_at: null,
    tracking_note: null,
    ...overrides,
  }
}

describe('cart arithmetic', () => {
  it('adds lines, merges identical ones, and totals base price times quantity', () => {
    let items: CartItem[] = []
    items = addToCart(items, plainItem(TEE), 'a')
    items = addToCart(items, { ...plainItem(MUG), quantity: 3 }, 'b')
    items = addToCart(items, plainItem(TEE), 'c')
    expect(items.map((item) => [item.id, item.quantity])).toEqual([
      ['a', 2],
      ['b', 3],
    ])
    expect(cartTotal(items)).toBe(99.48)
    expect(cartTotal([])).toBe(0)
  })
})

describe('MerchandisePage', () => {
  function routes(orders: () => MerchandiseOrder[], posted: { path: string; body: unknown }[]) {
    return {
      'GET /api/session': signedOut,
      'GET /api/merchandise-categories': () => json([{ id: 1, name: 'Apparel' }, { id: 2, name: 'Prints' }]),
      'GET /api/merchandise-products': () => json([TEE, MUG, PRINT]),
      'GET /api/merchandise-orders': () => json(orders()),
      'POST /api/custom-merchandise-orders': ({ body }: { body: unknown }) => {
        posted.push({ path: 'custom', body })
        return json(order(50).items[0])
      },
      'POST /api/merchandise-orders/checkout': ({ body }: { body: unknown }) => {
        posted.push({ path: 'checkout', body })
        return json({ ...order(51), payment_url: '/merchandise/orders/51/pay' }, 201)
      },
    }
  }

  it('adds to the cart, keeps it on the device across a remount, removes and totals', { timeout: 20_000 }, async () => {
    const user = userEvent.setup()
    mockFetch(routes(() => [], []))
    const first = renderWithProviders(<MerchandisePage pets={pets} />, { path: '/merchandise' })

    const card = (await screen.findByRole('heading', { name: 'Poster' })).closest('li') as HTMLElement
    expect(within(card).getByText('Print')).toBeTruthy()
    expect(within(card).queryByText('Customizable')).toBeNull()
    expect(within(card).getByText('$30.00')).toBeTruthy()
    expect(within(card).getByText('4.8')).toBeTruthy()
    expect(within(card).queryByRole('button', { name: /Customize/ })).toBeNull()
    await user.click(within(card).getByRole('button', { name: /Add to Cart/ }))
    const mugCard = screen.getByRole('heading', { name: 'Pet Mug' }).closest('li') as HTMLElement
    expect(within(mugCard).getByText('Customizable')).toBeTruthy()
    await user.click(within(mugCard).getByRole('button', { name: /Add to Cart/ }))
    await user.click(within(mugCard).getByRole('button', { name: /Add to Cart/ }))
    expect(screen.getByRole('tab', { name: 'Cart (2)' })).toBeTruthy()

    first.unmount()
    renderWithProviders(<MerchandisePage pets={pets} />, { path: '/merchandise' })
    await user.click(screen.getByRole('tab', { name: 'Cart (2)' }))
    const summary = screen.getByRole('complementary', { name: 'Order summary' })
    expect(within(summary).getByText('$63.00')).toBeTruthy()
    expect(screen.getByText('$33.00')).toBeTruthy()

    await user.click(screen.getByRole('button', { name: /Remove.*Poster/ }))
    expect(screen.getByRole('tab', { name: 'Cart (1)' })).toBeTruthy()
    expect(within(summary).getByText('$33.00')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: /Remove.*Pet Mug/ }))
    expect(screen.getByText('Your cart is empty')).toBeTruthy()
    expect(screen.getByText('Add some items to get started')).toBeTruthy()
    expect(localStorage.getItem('merchandiseCart')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Browse Products' }))
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Browse Products' }).getAttribute('aria-selected')).toBe('true'))
  })

  it('offers Size and Color only when the product has them, has the server check the customisation, then checks out to the order page', { timeout: 20_000 }, async () => {
    const user = userEvent.setup()
    const posted: { path: string; body: unknown }[] = []
    mockFetch(routes(() => [], posted))
    renderWithProviders(<MerchandisePage pets={pets} />, { path: '/merchandise' })

    await user.click(await screen.findByRole('button', { name: /Customize.*Pet Mug/ }))
    let dialog = await screen.findByRole('dialog', { name: 'Customize Pet Mug' })
    expect(within(dialog).queryByRole('combobox', { name: 'Size' })).toBeNull()
    expect(within(dialog).queryByRole('combobox', { name: 'Color' })).toBeNull()
    expect(within(dialog).getByRole('combobox', { name: 'Pet' })).toBeTruthy()
    await user.click(within(dialog).getByRole('button', { name: 'Close' }))

    await user.click(screen.getByRole('button', { name: /Customize.*Paw Tee/ }))
    dialog = await screen.findByRole('dialog', { name: 'Customize Paw Tee' })
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Size' }), 'M')
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Color' }), 'Sand')
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Pet' }), 'Biscuit')
    await user.type(within(dialog).getByRole('textbox', { name: 'Custom Text' }), 'Biscuit')
    const quantity = within(dialog).getByRole('spinbutton', { name: /Quantity/ })
    expect((quantity as HTMLInputElement).min).toBe('1')
    await user.clear(quantity)
    await user.type(quantity, '2')
    expect(within(dialog).getByText('$49.98')).toBeTruthy()
    await user.click(within(dialog).getByRole('button', { name: 'Add to Cart' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(posted).toEqual([
      {
        path: 'custom',
        body: {
          product_id: 1,
          pet_id: 11,
          custom_text: 'Biscuit',
          selected_size: 'M',
          selected_color: 'Sand',
          quantity: 2,
          pet_photo_url: '/uploads/b1/b15c0117a2e94d38c6f0a7b5e3d1c9f2.jpg',
        },
      },
    ])

    await user.click(screen.getByRole('tab', { name: 'Cart (1)' }))
    const line = screen.getByRole('heading', { name: 'Paw Tee' }).closest('li') as HTMLElement
    expect(within(line).getByText('M')).toBeTruthy()
    expect(within(line).getByText('Sand')).toBeTruthy()
    expect(within(line).getByText('“Biscuit”')).toBeTruthy()
    expect(within(line).getByText('Biscuit')).toBeTruthy()
    expect(within(line).getByText('$49.98')).toBeTruthy()

    await user.click(screen.getByRole('button', { name: 'Checkout' }))
    const checkout = await screen.findByRole('dialog', { name: 'Checkout' })
    await user.click(within(checkout).getByRole('button', { name: 'Place Order' }))
    expect(within(checkout).getByText('Enter a shipping address.')).toBeTruthy()
    await user.type(within(checkout).getByRole('textbox', { name: 'Shipping Address' }), '1 Main St, Austin TX 78701')
    await user.click(within(checkout).getByRole('button', { name: 'Place Order' }))
    await waitFor(() => expect(posted).toHaveLength(2))
    expect(posted[1]).toEqual({
      path: 'checkout',
      body: {
        items: [
          {
            product_id: 1,
            quantity: 2,
            selected_size: 'M',
            selected_color: 'Sand',
            custom_text: 'Biscuit',
            pet_id: 11,
            pet_photo_url: '/uploads/b1/b15c0117a2e94d38c6f0a7b5e3d1c9f2.jpg',
          },
        ],
        shipping_address: '1 Main St, Austin TX 78701',
      },
    })
    // The member is sent to pay (here the development payment page the server named); the cart is empty.
    expect((await screen.findByTestId('location')).textContent).toBe('/merchandise/orders/51/pay')
    expect(JSON.parse(localStorage.getItem('merchandiseCart') ?? '[]')).toEqual([])
  })

  it('offers only customizable products under Custom Orders, and no orders there', async () => {
    const user = userEvent.setup()
    mockFetch(routes(() => [order(51)], []))
    renderWithProviders(<MerchandisePage pets={pets} />, { path: '/merchandise' })
    await user.click(await screen.findByRole('tab', { name: 'Custom Orders' }))
    const customizable = await screen.findByRole('region', { name: 'Customizable Products' })
    expect(await within(customizable).findAllByRole('button', { name: /Customize Now/ })).toHaveLength(2)
    expect(within(customizable).queryByText('Poster')).toBeNull()
    expect(screen.queryByRole('list', { name: 'Your orders' })).toBeNull()
    expect(screen.getByRole('link', { name: 'Your Orders' }).getAttribute('href')).toBe('/merchandise/orders')
  })

  it('shows 6 skeletons while loading and the empty category state', async () => {
    mockFetch({
      'GET /api/session': signedOut,
      'GET /api/merchandise-categories': () => json([]),
      'GET /api/merchandise-products': () => new Promise<Response>(() => {}),
    })
    renderWithProviders(<MerchandisePage pets={[]} />, { path: '/merchandise' })
    expect((await screen.findByRole('status', { name: 'Loading products' })).children).toHaveLength(6)
  })

  it('shows No products found for an empty category', async () => {
    mockFetch({
      'GET /api/session': signedOut,
      'GET /api/merchandise-categories': () => json([]),
      'GET /api/merchandise-products': () => json([]),
    })
    renderWithProviders(<MerchandisePage pets={[]} />, { path: '/merchandise' })
    expect(await screen.findByText('No products found')).toBeTruthy()
    expect(screen.getByText('Try selecting a different category')).toBeTruthy()
  })
})

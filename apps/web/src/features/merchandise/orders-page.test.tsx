import { describe, expect, it } from 'vitest'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { QueryClientProvider } from '@tanstack/react-query'
import type { MerchandiseOrder } from '@petfolk/contract/merchandise'
import { createTestQueryClient, renderWithProviders } from '../../test/render.tsx'
import { json, mockFetch } from '../../test/fetch-mock.ts'
import { OrdersPage } from './orders-page.tsx'

const pets = [{ id: 11, name: 'Biscuit', photo_url: null }]

const PLACED: MerchandiseOrder = {
  id: 7,
  status: 'pending_payment',
  items: [
    { product_id: 1, product_name: 'Paw Tee', pet_id: 11, custom_text: 'Queen Biscuit', selected_size: 'M', selected_color: 'Sand', quantity: 2, unit_price: 24.99, total_price: 49.98 },
    { product_id: 3, product_name: 'Poster', pet_id: null, custom_text: null, selected_size: null, selected_color: null, quantity: 1, unit_price: 30, total_price: 30 },
  ],
  total_price: 79.98,
  shipping_address: '12 Willow Lane, Austin, TX 78701',
  customer_name: 'Ana',
  customer_email: 'ana@example.com',
  created_at: '2026-03-10T12:00:00.000Z',
  paid_at: null,
  shipped_at: null,
  cancelled_at: null,
  tracking_note: null,
}

describe('OrdersPage', () => {
  it('shows each order with its status, items and their customisation, and the total', async () => {
    mockFetch({ 'GET /api/session': () => json({ user: null }), 'GET /api/merchandise-orders': () => json([PLACED]) })
    renderWithProviders(<OrdersPage pets={pets} />, { path: '/merchandise/orders' })
    expect(screen.getByRole('heading', { level: 1, name: 'Your Orders' })).toBeTruthy()
    const card = await screen.findByRole('article', { name: 'Order #7' })
    expect(within(card).getByText('Waiting for payment')).toBeTruthy()
    const items = within(card).getByRole('list', { name: 'Items in order #7' })
    const tee = within(items).getByRole('heading', { name: 'Paw Tee' }).closest('li') as HTMLElement
    for (const text of ['M', 'Sand', '“Queen Biscuit”', 'Biscuit', '2', '$49.98']) expect(within(tee).getByText(text)).toBeTruthy()
    const poster = within(items).getByRole('heading', { name: 'Poster' }).closest('li') as HTMLElement
    expect(within(poster).getByText('$30.00')).toBeTruthy()
    expect(within(card).getByText('$79.98')).toBeTruthy()
    expect(within(card).getByText('12 Willow Lane, Austin, TX 78701')).toBeTruthy()
    // No confirmation unless the member has just placed an order.
    expect(screen.queryByText(/placed\./)).toBeNull()
  })

  it('confirms the order just placed at checkout', async () => {
    mockFetch({ 'GET /api/session': () => json({ user: null }), 'GET /api/merchandise-orders': () => json([PLACED]) })
    const router = createMemoryRouter([{ path: '/merchandise/orders', element: <OrdersPage pets={pets} /> }], {
      initialEntries: [{ pathname: '/merchandise/orders', state: { placed: 7 } }],
    })
    render(
      <QueryClientProvider client={createTestQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    )
    const confirmation = screen.getAllByRole('status').find((element) => element.textContent?.includes('Order #7 placed.'))
    expect(confirmation?.textContent).toContain('waiting for payment')
    expect(await screen.findByRole('article', { name: 'Order #7' })).toBeTruthy()
  })

  it('says there are no orders yet, and links back to the products', async () => {
    mockFetch({ 'GET /api/session': () => json({ user: null }), 'GET /api/merchandise-orders': () => json([]) })
    renderWithProviders(<OrdersPage pets={pets} />, { path: '/merchandise/orders' })
    expect(await screen.findByRole('heading', { name: 'No orders yet' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Browse Products' }).getAttribute('href')).toBe('/merchandise')
  })
})

describe('OrdersPage: paying, shipping and cancelling', () => {
  it('shows a shipped order with its tracking note and no way to cancel it', async () => {
    const shipped = { ...PLACED, id: 8, status: 'shipped' as const, paid_at: '2026-03-10T13:00:00.000Z', shipped_at: '2026-03-11T09:00:00.000Z', tracking_note: 'UPS 1Z999AA1' }
    mockFetch({ 'GET /api/session': () => json({ user: null }), 'GET /api/merchandise-orders': () => json([shipped]) })
    renderWithProviders(<OrdersPage pets={pets} />, { path: '/merchandise/orders' })
    const card = await screen.findByRole('article', { name: 'Order #8' })
    expect(within(card).getByText('Shipped')).toBeTruthy()
    expect(within(card).getByText(/Tracking: UPS 1Z999AA1/)).toBeTruthy()
    expect(within(card).queryByRole('button', { name: /Cancel order/ })).toBeNull()
    expect(within(card).queryByRole('button', { name: /Pay for order/ })).toBeNull()
  })

  it('cancels an order after asking, and shows the server’s sentence when it refuses', async () => {
    const user = userEvent.setup()
    let current: MerchandiseOrder = PLACED
    const cancels: number[] = []
    mockFetch({
      'GET /api/session': () => json({ user: null }),
      'GET /api/merchandise-orders': () => json([current]),
      'POST /api/merchandise-orders/7/cancel': () => {
        cancels.push(7)
        current = { ...PLACED, status: 'cancelled', cancelled_at: '2026-03-10T14:00:00.000Z' }
        return json(current)
      },
    })
    renderWithProviders(<OrdersPage pets={pets} />, { path: '/merchandise/orders' })
    const card = await screen.findByRole('article', { name: 'Order #7' })
    await user.click(within(card).getByRole('button', { name: 'Cancel order #7' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel order #7?' })
    await user.click(within(dialog).getByRole('button', { name: 'Keep order' }))
    expect(cancels).toEqual([])
    await user.click(within(card).getByRole('button', { name: 'Cancel order #7' }))
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel order' }))
    await waitFor(() => expect(within(card).getByText('Cancelled')).toBeTruthy())
    expect(cancels).toEqual([7])
    expect(within(card).queryByRole('button', { name: /Cancel order/ })).toBeNull()
  })

  it('shows the refusal when the order shipped meanwhile', async () => {
    const user = userEvent.setup()
    mockFetch({
      'GET /api/session': () => json({ user: null }),
      'GET /api/merchandise-orders': () => json([{ ...PLACED, status: 'paid', paid_at: '2026-03-10T13:00:00.000Z' }]),
      'POST /api/merchandise-orders/7/cancel': () => json({ error: 'That order has already shipped, so it can no longer be cancelled.' }, 409),
    })
    renderWithProviders(<OrdersPage pets={pets} />, { path: '/merchandise/orders' })
    const card = await screen.findByRole('article', { name: 'Order #7' })
    expect(within(card).getByText('Paid')).toBeTruthy()
    expect(within(card).queryByRole('button', { name: /Pay for order/ })).toBeNull()
    await user.click(within(card).getByRole('button', { name: 'Cancel order #7' }))
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel order' }))
    expect((await within(card).findByRole('alert')).textContent).toBe('That order has already shipped, so it can no longer be cancelled.')
  })

  it('sends the member to pay for an order waiting for payment', async () => {
    const user = userEvent.setup()
    mockFetch({
      'GET /api/session': () => json({ user: null }),
      'GET /api/merchandise-orders': () => json([PLACED]),
      'POST /api/merchandise-orders/7/payment': () => json({ payment_url: '/merchandise/orders/7/pay' }),
    })
    renderWithProviders(<OrdersPage pets={pets} />, { path: '/merchandise/orders' })
    const card = await screen.findByRole('article', { name: 'Order #7' })
    await user.click(within(card).getByRole('button', { name: 'Pay for order #7' }))
    expect((await screen.findByTestId('location')).textContent).toBe('/merchandise/orders/7/pay')
  })

  it('thanks the member who comes back from Stripe Checkout, and asks again until the payment is recorded', async () => {
    let asked = 0
    mockFetch({
      'GET /api/session': () => json({ user: null }),
      // Stripe's webhook lands after the first look.
      'GET /api/merchandise-orders': () => json([++asked === 1 ? PLACED : { ...PLACED, status: 'paid', paid_at: '2026-03-10T12:05:00.000Z' }]),
    })
    const router = createMemoryRouter([{ path: '/merchandise/orders', element: <OrdersPage pets={pets} /> }], { initialEntries: ['/merchandise/orders?paid=7'] })
    render(
      <QueryClientProvider client={createTestQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    )
    expect(screen.getAllByRole('status').some((element) => element.textContent?.includes('Thanks for paying for order #7.'))).toBe(true)
    const card = await screen.findByRole('article', { name: 'Order #7' })
    expect(within(card).getByText('Waiting for payment')).toBeTruthy()
    expect(await within(card).findByText('Paid', {}, { timeout: 5000 })).toBeTruthy()
    expect(asked).toBe(2)
  })
})

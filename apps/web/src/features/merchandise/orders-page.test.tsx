import { describe, expect, it } from 'vitest'
import { render, screen, within } from '@testing-library/react'
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
}

describe('OrdersPage', () => {
  it('shows each order with its status, items and their customisation, and the total', async () => {
    mockFetch({ 'GET /api/session': () => json({ user: null }), 'GET /api/merchandise-orders': () => json([PLACED]) })
    renderWithProviders(<OrdersPage pets={pets} />, { path: '/merchandise/orders' })
    expect(screen.getByRole('heading', { level: 1, name: 'Your Orders' })).toBeTruthy()
    const card = await screen.findByRole('article', { name: 'Order #7' })
    expect(within(card).getByText('Pending payment')).toBeTruthy()
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

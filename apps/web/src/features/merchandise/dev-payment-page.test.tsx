import { describe, expect, it } from 'vitest'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClientProvider } from '@tanstack/react-query'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router'
import type { MerchandiseOrder } from '@petfolk/contract/merchandise'
import { createTestQueryClient } from '../../test/render.tsx'
import { json, mockFetch } from '../../test/fetch-mock.ts'
import { DEV_PAYMENT_TITLE, DevPaymentPage } from './dev-payment-page.tsx'

const ORDER: MerchandiseOrder = {
  id: 9,
  status: 'pending_payment',
  items: [{ product_id: 3, product_name: 'Poster', pet_id: null, custom_text: null, selected_size: null, selected_color: null, quantity: 1, unit_price: 30, total_price: 30 }],
  total_price: 30,
  shipping_address: '1 Main St',
  customer_name: 'Ana',
  customer_email: 'ana@example.com',
  created_at: '2026-03-10T12:00:00.000Z',
  paid_at: null,
  shipped_at: null,
  cancelled_at: null,
  tracking_note: null,
}

function Location() {
  return <p data-testid="location">{useLocation().pathname}</p>
}

/** The page at /merchandise/orders/9/pay, with a probe that shows where it sends the member. */
function renderPayPage() {
  const router = createMemoryRouter(
    [
      { path: '/merchandise/orders/:id/pay', element: <DevPaymentPage /> },
      { path: '*', element: <Location /> },
    ],
    { initialEntries: ['/merchandise/orders/9/pay'] },
  )
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
}

describe('DevPaymentPage', () => {
  it('says plainly that no money moves, and Pay marks the order paid and returns to the orders', async () => {
    const user = userEvent.setup()
    const paid: number[] = []
    mockFetch({
      'GET /api/session': () => json({ user: null }),
      'GET /api/merchandise-orders/payment-options': () => json({ provider: 'development' }),
      'GET /api/merchandise-orders': () => json([ORDER]),
      'POST /api/merchandise-orders/9/development-payment': () => {
        paid.push(9)
        return json({ ...ORDER, status: 'paid', paid_at: '2026-03-10T12:05:00.000Z' })
      },
    })
    renderPayPage()
    expect(screen.getByRole('heading', { level: 1, name: DEV_PAYMENT_TITLE })).toBeTruthy()
    expect(screen.getByRole('note').textContent).toContain('no money moves')
    await user.click(await screen.findByRole('button', { name: 'Pay $30.00' }))
    expect((await screen.findByTestId('location')).textContent).toBe('/merchandise/orders')
    expect(paid).toEqual([9])
  })

  it('offers nothing to pay where the server takes payments through Stripe', async () => {
    mockFetch({
      'GET /api/session': () => json({ user: null }),
      'GET /api/merchandise-orders/payment-options': () => json({ provider: 'stripe' }),
      'GET /api/merchandise-orders': () => json([ORDER]),
    })
    renderPayPage()
    expect(await screen.findByRole('heading', { name: 'No development payments here' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull()
  })

  it('shows the server’s sentence when the payment is refused', async () => {
    const user = userEvent.setup()
    mockFetch({
      'GET /api/session': () => json({ user: null }),
      'GET /api/merchandise-orders/payment-options': () => json({ provider: 'development' }),
      'GET /api/merchandise-orders': () => json([ORDER]),
      'POST /api/merchandise-orders/9/development-payment': () => json({ error: 'That order is cancelled, so it cannot be paid.' }, 409),
    })
    renderPayPage()
    await user.click(await screen.findByRole('button', { name: 'Pay $30.00' }))
    expect((await screen.findByRole('alert')).textContent).toBe('That order is cancelled, so it cannot be paid.')
  })
})

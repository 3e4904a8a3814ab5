import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { MerchandiseOrder } from '@petfolk/contract/merchandise'
import { renderWithProviders } from '../../test/render.tsx'
import { json, mockFetch, pageOf } from '../../test/fetch-mock.ts'
import { StaffOrdersPage, TRACKING_NOTE_NEEDED } from './staff-orders-page.tsx'

function order(id: number, overrides: Partial<MerchandiseOrder> = {}): MerchandiseOrder {
  return {
    id,
    status: 'paid',
    items: [{ product_id: 1, product_name: 'Paw Tee', pet_id: null, custom_text: 'Biscuit', selected_size: 'M', selected_color: 'Sand', quantity: 2, unit_price: 24.99, total_price: 49.98 }],
    total_price: 49.98,
    shipping_address: '1 Main St, Austin TX 78701',
    customer_name: 'Ana Buyer',
    customer_email: 'ana@example.com',
    created_at: '2026-03-10T12:00:00.000Z',
    paid_at: '2026-03-10T12:05:00.000Z',
    shipped_at: null,
    cancelled_at: null,
    tracking_note: null,
    ...overrides,
  }
}

describe('StaffOrdersPage', () => {
  it('lists paid orders first, ships one with a tracking note (required), and lists orders by status', async () => {
    const user = userEvent.setup()
    let orders = [order(5), order(4, { status: 'pending_payment', paid_at: null })]
    const changes: unknown[] = []
    mockFetch({
      'GET /api/session': () => json({ user: null }),
      'GET /api/admin/orders': ({ url }) => pageOf(orders.filter((o) => o.status === url.searchParams.get('status')), url),
      'PUT /api/admin/orders/5/status': ({ body }) => {
        changes.push(body)
        orders = orders.map((o) => (o.id === 5 ? { ...o, status: 'shipped', tracking_note: 'UPS 1Z9' } : o))
        return json(orders[0])
      },
    })
    renderWithProviders(<StaffOrdersPage />, { path: '/admin/orders' })
    const card = await screen.findByRole('article', { name: 'Order #5' })
    expect(within(card).getByText(/Ana Buyer · ana@example.com/)).toBeTruthy()
    expect(within(card).getByText('2 × Paw Tee (M, Sand, “Biscuit”)')).toBeTruthy()
    expect(screen.queryByRole('article', { name: 'Order #4' })).toBeNull()

    await user.click(within(card).getByRole('button', { name: 'Mark order #5 shipped' }))
    const dialog = await screen.findByRole('dialog', { name: 'Ship order #5' })
    await user.click(within(dialog).getByRole('button', { name: 'Mark shipped' }))
    expect(within(dialog).getByText(TRACKING_NOTE_NEEDED)).toBeTruthy()
    expect(changes).toEqual([])
    await user.type(within(dialog).getByRole('textbox', { name: /Tracking note/ }), '  UPS 1Z9 ')
    await user.click(within(dialog).getByRole('button', { name: 'Mark shipped' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(changes).toEqual([{ status: 'shipped', tracking_note: 'UPS 1Z9' }])
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Order #5' })).toBeNull())

    await user.click(screen.getByRole('tab', { name: 'Shipped' }))
    const shipped = await screen.findByRole('article', { name: 'Order #5' })
    expect(within(shipped).getByText('UPS 1Z9')).toBeTruthy()
    expect(within(shipped).queryByRole('button')).toBeNull()

    await user.click(screen.getByRole('tab', { name: 'Waiting for payment' }))
    const waiting = await screen.findByRole('article', { name: 'Order #4' })
    expect(within(waiting).getByRole('button', { name: 'Mark order #4 paid' })).toBeTruthy()
  })

  it('cancels after asking, and shows the server’s 409 sentence', async () => {
    const user = userEvent.setup()
    mockFetch({
      'GET /api/session': () => json({ user: null }),
      'GET /api/admin/orders': ({ url }) => pageOf([order(6)], url),
      'PUT /api/admin/orders/6/status': () => json({ error: 'That order has already shipped, so it can no longer be cancelled.' }, 409),
    })
    renderWithProviders(<StaffOrdersPage />, { path: '/admin/orders' })
    const card = await screen.findByRole('article', { name: 'Order #6' })
    await user.click(within(card).getByRole('button', { name: 'Cancel order #6' }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Cancel order #6?' })
    expect(confirm.textContent).toContain('refunded')
    await user.click(within(confirm).getByRole('button', { name: 'Cancel order' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect((await within(card).findByRole('alert')).textContent).toBe('That order has already shipped, so it can no longer be cancelled.')
  })
})

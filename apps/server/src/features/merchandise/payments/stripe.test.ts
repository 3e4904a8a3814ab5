import { describe, expect, it } from 'vitest'
import type { MerchandiseOrder } from '@petfolk/contract/merchandise'
import { stripeProvider } from './stripe.ts'

const order: MerchandiseOrder = {
  id: 42,
  status: 'pending_payment',
  items: [
    { product_id: 1, product_name: 'Paw Print Mug', pet_id: null, custom_text: null, selected_size: null, selected_color: null, quantity: 2, unit_price: 14.99, total_price: 29.98 },
  ],
  total_price: 29.98,
  shipping_address: '1 Main St',
  customer_name: 'Bea Buyer',
  customer_email: 'bea@example.com',
  created_at: '2026-06-01T00:00:00.000Z',
  paid_at: null,
  shipped_at: null,
  cancelled_at: null,
  tracking_note: null,
}

describe('Stripe Checkout through the official client (its HTTP answered in the test, no network)', () => {
  it('creates a Checkout Session for the order, priced in cents, and sends the member to its URL', async () => {
    const requests: Array<{ url: string; method: string; body: string; auth: string | null }> = []
    const fakeFetch = (async (input: string | URL | Request, init?: RequestInit) => {
      requests.push({ url: String(input), method: init?.method ?? 'GET', body: String(init?.body ?? ''), auth: new Headers(init?.headers).get('authorization') })
      return new Response(JSON.stringify({ id: 'cs_test_42', object: 'checkout.session', url: 'https://checkout.stripe.com/c/pay/cs_test_42' }), {
        status: 200,
        headers: { 'content-type': 'application/json', 'request-id': 'req_1' },
      })
    }) as typeof fetch
    const provider = await stripeProvider({ secretKey: 'sk_test_offline', webhookSecret: 'whsec_x' }, { fetch: fakeFetch })
    expect(await provider.startPayment(order, 'https://petfolk.example')).toEqual({ url: 'https://checkout.stripe.com/c/pay/cs_test_42', reference: 'cs_test_42' })
    expect(requests).toHaveLength(1)
    const [request] = requests
    expect(request?.method).toBe('POST')
    expect(request?.url).toBe('https://api.stripe.com/v1/checkout/sessions')
    expect(request?.auth).toBe('Bearer sk_test_offline')
    const form = new URLSearchParams(request?.body)
    expect(form.get('mode')).toBe('payment')
    expect(form.get('client_reference_id')).toBe('42')
    expect(form.get('metadata[order_id]')).toBe('42')
    expect(form.get('line_items[0][quantity]')).toBe('2')
    expect(form.get('line_items[0][price_data][unit_amount]')).toBe('1499')
    expect(form.get('line_items[0][price_data][currency]')).toBe('usd')
    expect(form.get('success_url')).toBe('https://petfolk.example/merchandise/orders?paid=42')
  })
})

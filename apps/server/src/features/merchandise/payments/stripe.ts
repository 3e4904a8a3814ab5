import type Stripe from 'stripe'
import type { MerchandiseOrder } from '@petfolk/contract/merchandise'
import { WebhookRefused, type PaymentEvent, type PaymentProvider } from './provider.ts'

export interface StripeClientOptions {
  /** Tests hand the client a fetch that answers for Stripe, so nothing reaches the network. */
  fetch?: typeof fetch
}

/** The events that mean a Checkout Session's money has arrived. */
const PAID_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded'])

/** Stripe Checkout through the official client: one Session per payment attempt, confirmed by its signed webhook. */
export async function stripeProvider(keys: { secretKey: string; webhookSecret: string }, options: StripeClientOptions = {}): Promise<PaymentProvider> {
  // Loaded when the shop first takes a payment, not at start-up: a server without Stripe keys
  // never needs its 6 MB of code (decision 054). Named by package, so the bundle keeps it lazy.
  const { default: Stripe } = await import('stripe')
  const stripe = new Stripe(keys.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(options.fetch ? { httpClient: Stripe.createFetchHttpClient(options.fetch) } : {}),
  })
  return {
    kind: 'stripe',
    async startPayment(order: MerchandiseOrder, appUrl: string) {
      const session = await stripe.checkout.sessions.create({
        mode: 'payment',
        client_reference_id: String(order.id),
        customer_email: order.customer_email,
        metadata: { order_id: String(order.id) },
        line_items: order.items.map((item) => ({
          quantity: item.quantity,
          price_data: { currency: 'usd', unit_amount: Math.round(item.unit_price * 100), product_data: { name: item.product_name } },
        })),
        success_url: `${appUrl}/merchandise/orders?paid=${order.id}`,
        cancel_url: `${appUrl}/merchandise/orders`,
      })
      if (!session.url) throw new Error(`Stripe gave Checkout Session ${session.id} no URL`)
      return { url: session.url, reference: session.id }
    },
    readWebhook(payload: string, signature: string | undefined): PaymentEvent {
      if (!signature) throw new WebhookRefused('The Stripe-Signature header is missing.')
      let event: Stripe.Event
      try {
        event = stripe.webhooks.constructEvent(payload, signature, keys.webhookSecret)
      } catch {
        throw new WebhookRefused('The Stripe signature does not match this payload.')
      }
      if (!PAID_EVENTS.has(event.type)) return { kind: 'ignored', type: event.type }
      const session = event.data.object as Stripe.Checkout.Session
      const orderId = Number(session.metadata?.['order_id'] ?? session.client_reference_id)
      if (session.payment_status !== 'paid' || !Number.isSafeInteger(orderId) || orderId < 1) return { kind: 'ignored', type: event.type }
      return { kind: 'paid', orderId, reference: session.id, amountCents: session.amount_total ?? null, currency: session.currency ?? null }
    },
  }
}

import type { MerchandiseOrder } from '@petfolk/contract/merchandise'

/** What a webhook said: this order's payment went through (named by its reference), or nothing to act on. */
export type PaymentEvent =
  /** `amountCents` and `currency` are what the provider says it took (null when it did not say). */
  | { kind: 'paid'; orderId: number; reference: string; amountCents: number | null; currency: string | null }
  | { kind: 'ignored'; type: string }

/**
 * The one way the shop takes payments. Stripe Checkout when STRIPE_SECRET_KEY is set; otherwise
 * the development payment page, where the member presses Pay and no money moves.
 */
export interface PaymentProvider {
  readonly kind: 'stripe' | 'development'
  /** Where to send the member to pay for the order, and the provider's reference for that payment (null: none). */
  startPayment(order: MerchandiseOrder, appUrl: string): Promise<{ url: string; reference: string | null }>
  /** Checks a webhook's signature and reads it; throws WebhookRefused when it is not genuine. */
  readWebhook(payload: string, signature: string | undefined): PaymentEvent
}

export class WebhookRefused extends Error {}

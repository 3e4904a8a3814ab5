import { WebhookRefused, type PaymentProvider } from './provider.ts'

/** The development payment page: an app page that says plainly no money moves. */
export const developmentPayments: PaymentProvider = {
  kind: 'development',
  startPayment: (order) => Promise.resolve({ url: `/merchandise/orders/${order.id}/pay`, reference: null }),
  readWebhook: () => {
    throw new WebhookRefused('This server takes no Stripe payments: STRIPE_SECRET_KEY is not set.')
  },
}

import type { Config } from '../../../config.ts'
import { developmentPayments } from './development.ts'
import type { PaymentProvider } from './provider.ts'
import { stripeProvider, type StripeClientOptions } from './stripe.ts'

export { WebhookRefused, type PaymentEvent, type PaymentProvider } from './provider.ts'

const providers = new WeakMap<Config, Promise<PaymentProvider>>()

/** The provider the configuration chooses, made once per configuration (a Stripe client holds its own HTTP agent). */
export function paymentProviderFor(config: Config, options: StripeClientOptions = {}): Promise<PaymentProvider> {
  let provider = providers.get(config)
  if (!provider) {
    provider = config.stripe ? stripeProvider(config.stripe, options) : Promise.resolve(developmentPayments)
    providers.set(config, provider)
  }
  return provider
}

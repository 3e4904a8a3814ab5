import { describe, expect, it } from 'vitest'
import { ConfigError } from '../../../config.ts'
import { testConfig } from '../../../testing/test-context.ts'
import { paymentProviderFor } from './index.ts'

describe('payment configuration (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET)', () => {
  it('takes payments on the development payment page when neither is set', async () => {
    const config = testConfig()
    expect(config.stripe).toBeNull()
    expect((await paymentProviderFor(config)).kind).toBe('development')
  })

  it('takes them through Stripe when both are set', async () => {
    const config = testConfig({ STRIPE_SECRET_KEY: 'sk_test_abc123', STRIPE_WEBHOOK_SECRET: 'whsec_abc123' })
    expect(config.stripe).toEqual({ secretKey: 'sk_test_abc123', webhookSecret: 'whsec_abc123' })
    expect((await paymentProviderFor(config)).kind).toBe('stripe')
  })

  it('refuses to start with one without the other, or with something that is not a Stripe key', () => {
    expect(() => testConfig({ STRIPE_SECRET_KEY: 'sk_test_abc123' })).toThrow(/STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together/)
    expect(() => testConfig({ STRIPE_WEBHOOK_SECRET: 'whsec_abc123' })).toThrow(ConfigError)
    expect(() => testConfig({ STRIPE_SECRET_KEY: 'pk_test_abc123', STRIPE_WEBHOOK_SECRET: 'whsec_abc123' })).toThrow(/STRIPE_SECRET_KEY must be a Stripe secret key/)
    expect(() => testConfig({ STRIPE_SECRET_KEY: 'sk_test_abc123', STRIPE_WEBHOOK_SECRET: 'abc' })).toThrow(/STRIPE_WEBHOOK_SECRET must be/)
  })
})

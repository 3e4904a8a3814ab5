import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { ORDER_ALREADY_CANCELLED, ORDER_ALREADY_SHIPPED, ORDER_NOT_PAID, checkoutAnswerSchema, merchandiseOrderSchema } from '@petfolk/contract/merchandise'
import { STAFF_ONLY } from '@petfolk/contract/staff'
import { json } from '../../testing/json.ts'
import { DIALECTS } from '../../testing/test-db.ts'
import { createTestContext, type TestContext } from '../../testing/test-context.ts'
import { DEV_PAYMENTS_OFF } from './routes.ts'
import { createOrder, findProduct } from './store.ts'

type SignedIn = Awaited<ReturnType<TestContext['signInAs']>>

const ADDRESS = '1 Main St, Austin TX 78704'
const WEBHOOK_SECRET = 'whsec_testsecret0123456789'

for (const dialect of DIALECTS) {
  describe(`merchandise orders: payment, shipping and cancelling [${dialect}]`, () => {
    let t: TestContext
    let buyer: SignedIn
    let other: SignedIn
    let boss: SignedIn
    beforeAll(async () => {
      t = await createTestContext(dialect, { ADMIN_EMAILS: 'boss@example.com' })
      buyer = await t.signInAs('buyer@example.com', 'Bea Buyer')
      other = await t.signInAs('other@example.com', 'Otto Other')
      boss = await t.signInAs('boss@example.com', 'Bo Boss')
    })
    afterAll(() => t.dispose())

    const checkout = async () => {
      const res = await t.request('/api/merchandise-orders/checkout', { method: 'POST', cookie: buyer.cookie, json: { items: [{ product_id: 1, quantity: 2 }], shipping_address: ADDRESS } })
      expect(res.status).toBe(201)
      return checkoutAnswerSchema.parse(await json(res))
    }
    const post = (path: string, cookie: string) => t.request(path, { method: 'POST', cookie })
    const setStatus = (cookie: string, id: number, body: unknown) => t.request(`/api/admin/orders/${id}/status`, { method: 'PUT', cookie, json: body })
    const statusOf = async (id: number) => (await t.deps.db.selectFrom('merchandise_orders').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status
    const noticesOf = (userId: number) => t.deps.db.selectFrom('notifications').selectAll().where('user_id', '=', userId).where('kind', '=', 'order_status').orderBy('id').execute()
    const mailsTo = (address: string) => t.deps.db.selectFrom('outbox').selectAll().where('to_address', '=', address).orderBy('id').execute()
    const audits = (orderId: number) => t.deps.db.selectFrom('audit_log').selectAll().where('target_kind', '=', 'order').where('target_id', '=', orderId).orderBy('id').execute()

    it('sends the member to the development payment page at checkout, and Pay there makes the order paid and tells them', async () => {
      expect(await json(await t.request('/api/merchandise-orders/payment-options', { cookie: buyer.cookie }))).toEqual({ provider: 'development' })
      const order = await checkout()
      expect(order).toMatchObject({ status: 'pending_payment', payment_url: `/merchandise/orders/${order.id}/pay`, paid_at: null, tracking_note: null })
      expect(await json(await post(`/api/merchandise-orders/${order.id}/payment`, buyer.cookie))).toEqual({ payment_url: `/merchandise/orders/${order.id}/pay` })

      // Someone else's order is not there for them.
      expect((await post(`/api/merchandise-orders/${order.id}/development-payment`, other.cookie)).status).toBe(404)
      expect((await post(`/api/merchandise-orders/${order.id}/payment`, other.cookie)).status).toBe(404)
      expect(await statusOf(order.id)).toBe('pending_payment')

      const paid = await post(`/api/merchandise-orders/${order.id}/development-payment`, buyer.cookie)
      expect(paid.status).toBe(200)
      expect(merchandiseOrderSchema.parse(await json(paid))).toMatchObject({ id: order.id, status: 'paid', paid_at: t.clock.now().toISOString() })
      const again = await post(`/api/merchandise-orders/${order.id}/development-payment`, buyer.cookie)
      expect(again.status).toBe(409)
      expect((await post(`/api/merchandise-orders/${order.id}/payment`, buyer.cookie)).status).toBe(409)

      const notices = await noticesOf(buyer.user.id)
      expect(notices).toHaveLength(1)
      expect(notices[0]).toMatchObject({ title: `Payment received for order #${order.id}`, link: '/merchandise/orders' })
      const mails = await mailsTo('buyer@example.com')
      expect(mails.map((m) => m.subject)).toEqual([`Petfolk: payment received for order #${order.id}`])
      // A member's pay-it-yourself is not a staff action.
      expect(await audits(order.id)).toEqual([])
    })

    it('refuses the staff order routes to members (403) and visitors (401), changing nothing', async () => {
      const order = await checkout()
      for (const res of [await t.request('/api/admin/orders', { cookie: buyer.cookie }), await setStatus(buyer.cookie, order.id, { status: 'paid' })]) {
        expect(res.status).toBe(403)
        expect((await json(res)).error).toBe(STAFF_ONLY)
      }
      expect((await t.request('/api/admin/orders')).status).toBe(401)
      expect(await statusOf(order.id)).toBe('pending_payment')
      expect(await audits(order.id)).toEqual([])
    })

    it('lets staff list orders by status a page at a time, and mark one paid, then shipped with a tracking note, each audited and told', async () => {
      const order = await checkout()
      const pending = await json(await t.request('/api/admin/orders?status=pending_payment', { cookie: boss.cookie }))
      expect(pending.map((o: { id: number }) => o.id)).toContain(order.id)
      expect(pending.every((o: { status: string }) => o.status === 'pending_payment')).toBe(true)
      const firstPage = await t.request('/api/admin/orders?limit=1', { cookie: boss.cookie })
      expect(await json(firstPage)).toHaveLength(1)
      const cursor = firstPage.headers.get('X-Next-Cursor')
      expect(cursor).toBeTruthy()
      const secondPage = await json(await t.request(`/api/admin/orders?limit=1&cursor=${encodeURIComponent(cursor ?? '')}`, { cookie: boss.cookie }))
      expect(secondPage).toHaveLength(1)
      expect(secondPage[0].id).toBeLessThan(order.id)
      expect((await t.request('/api/admin/orders?status=lost', { cookie: boss.cookie })).status).toBe(400)

      // Shipping needs a paid order and a note.
      const early = await setStatus(boss.cookie, order.id, { status: 'shipped', tracking_note: 'UPS 1Z999' })
      expect(early.status).toBe(409)
      expect((await json(early)).error).toBe(ORDER_NOT_PAID)
      expect((await setStatus(boss.cookie, order.id, { status: 'pending_payment' })).status).toBe(400)

      const before = (await mailsTo('buyer@example.com')).length
      expect((await json(await setStatus(boss.cookie, order.id, { status: 'paid' }))).status).toBe('paid')
      expect((await setStatus(boss.cookie, order.id, { status: 'paid' })).status).toBe(409)
      expect((await setStatus(boss.cookie, order.id, { status: 'shipped' })).status).toBe(400)
      expect((await setStatus(boss.cookie, order.id, { status: 'shipped', tracking_note: '   ' })).status).toBe(400)
      const shipped = await setStatus(boss.cookie, order.id, { status: 'shipped', tracking_note: '  USPS 9400 1000 0000 0000 0000 00 ' })
      expect(shipped.status).toBe(200)
      expect(await json(shipped)).toMatchObject({ status: 'shipped', tracking_note: 'USPS 9400 1000 0000 0000 0000 00' })

      const entries = await audits(order.id)
      expect(entries.map((e) => e.action)).toEqual(['order.paid', 'order.shipped'])
      expect(entries[1]).toMatchObject({ actor_id: boss.user.id, target_label: `Order #${order.id}` })
      expect(JSON.parse(entries[1]?.details ?? '{}')).toEqual({ from: 'paid', to: 'shipped', tracking_note: 'USPS 9400 1000 0000 0000 0000 00' })

      const mails = (await mailsTo('buyer@example.com')).slice(before)
      expect(mails.map((m) => m.subject)).toEqual([`Petfolk: payment received for order #${order.id}`, `Petfolk: order #${order.id} has shipped`])
      expect(mails[1]?.body_text).toContain('Tracking: USPS 9400 1000 0000 0000 0000 00')
      const notices = await noticesOf(buyer.user.id)
      expect(notices.at(-1)).toMatchObject({ title: `Your order #${order.id} has shipped` })

      const mine = await json(await t.request('/api/merchandise-orders', { cookie: buyer.cookie }))
      expect(mine.find((o: { id: number }) => o.id === order.id)).toMatchObject({ status: 'shipped', tracking_note: 'USPS 9400 1000 0000 0000 0000 00' })

      // Shipped is final: neither the member nor staff can cancel it, and no audit entry is written for a refusal.
      const late = await post(`/api/merchandise-orders/${order.id}/cancel`, buyer.cookie)
      expect(late.status).toBe(409)
      expect((await json(late)).error).toBe(ORDER_ALREADY_SHIPPED)
      expect((await setStatus(boss.cookie, order.id, { status: 'cancelled' })).status).toBe(409)
      expect((await audits(order.id)).length).toBe(2)
      expect(await statusOf(order.id)).toBe('shipped')
    })

    it("lets a member cancel their own order that has not shipped, never another member's", async () => {
      const order = await checkout()
      expect((await post(`/api/merchandise-orders/${order.id}/cancel`, other.cookie)).status).toBe(404)
      expect((await post('/api/merchandise-orders/99999/cancel', buyer.cookie)).status).toBe(404)
      const cancelled = await post(`/api/merchandise-orders/${order.id}/cancel`, buyer.cookie)
      expect(cancelled.status).toBe(200)
      expect(await json(cancelled)).toMatchObject({ status: 'cancelled', cancelled_at: t.clock.now().toISOString() })
      const again = await post(`/api/merchandise-orders/${order.id}/cancel`, buyer.cookie)
      expect(again.status).toBe(409)
      expect((await json(again)).error).toBe(ORDER_ALREADY_CANCELLED)
      expect((await post(`/api/merchandise-orders/${order.id}/development-payment`, buyer.cookie)).status).toBe(409)
      expect((await setStatus(boss.cookie, order.id, { status: 'paid' })).status).toBe(409)
      expect((await noticesOf(buyer.user.id)).at(-1)).toMatchObject({ title: `Order #${order.id} was cancelled`, body: `You cancelled order #${order.id}.` })
    })

    it('lets staff cancel a paid order, with an audit entry, and tells the member the payment will be refunded', async () => {
      const order = await checkout()
      await post(`/api/merchandise-orders/${order.id}/development-payment`, buyer.cookie)
      const res = await setStatus(boss.cookie, order.id, { status: 'cancelled' })
      expect(res.status).toBe(200)
      expect((await audits(order.id)).map((e) => e.action)).toEqual(['order.cancelled'])
      expect((await noticesOf(buyer.user.id)).at(-1)?.body).toBe(`Petfolk cancelled order #${order.id}. Your payment will be refunded.`)
      expect((await setStatus(boss.cookie, order.id, { status: 'shipped', tracking_note: 'UPS' })).status).toBe(409)
      expect((await setStatus(boss.cookie, 99999, { status: 'cancelled' })).status).toBe(404)
    })

    it('refuses a Stripe webhook when Stripe is not configured', async () => {
      const res = await t.request('/api/payments/stripe/webhook', { method: 'POST', body: '{}', headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=abc' } })
      expect(res.status).toBe(400)
    })
  })

  describe(`merchandise orders paid through Stripe [${dialect}]`, () => {
    let t: TestContext
    let buyer: SignedIn
    const stripe = new Stripe('sk_test_offline')
    beforeAll(async () => {
      t = await createTestContext(dialect, { STRIPE_SECRET_KEY: 'sk_test_offline', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET })
      buyer = await t.signInAs('stripe-buyer@example.com', 'Sam Stripe')
    })
    afterAll(() => t.dispose())

    /** An order waiting for payment, made without a Checkout Session (that would reach Stripe). */
    const pendingOrder = async () => {
      const product = await findProduct(t.deps.db, 1)
      if (!product) throw new Error('no product 1')
      const line = { product, quantity: 1, pet_id: null, customization_details: null, custom_text: null, selected_size: null, selected_color: null, pet_photo_url: null }
      return t.deps.db.transaction().execute((trx) => createOrder(trx, { id: buyer.user.id, name: 'Sam Stripe', email: 'stripe-buyer@example.com' }, [line], ADDRESS, t.clock.now()))
    }
    /** A completed Checkout Session's event; it took the order's total in dollars unless told otherwise. */
    const completed = (order: { id: number; total_price: number }, session: { payment_status?: string; amount_total?: number | null; currency?: string } = {}) =>
      JSON.stringify({
        id: `evt_${order.id}`,
        object: 'event',
        type: 'checkout.session.completed',
        data: {
          object: {
            id: `cs_test_${order.id}`,
            object: 'checkout.session',
            payment_status: 'paid',
            amount_total: Math.round(order.total_price * 100),
            currency: 'usd',
            client_reference_id: String(order.id),
            metadata: { order_id: String(order.id) },
            ...session,
          },
        },
      })
    const send = (payload: string, signature: string | null) =>
      t.request('/api/payments/stripe/webhook', { method: 'POST', body: payload, headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) } })
    const statusOf = async (id: number) => (await t.deps.db.selectFrom('merchandise_orders').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status
    const notices = () => t.deps.db.selectFrom('notifications').selectAll().where('user_id', '=', buyer.user.id).execute()

    it('marks the order paid on a correctly signed checkout.session.completed, once, however often Stripe sends it', async () => {
      expect(await json(await t.request('/api/merchandise-orders/payment-options', { cookie: buyer.cookie }))).toEqual({ provider: 'stripe' })
      const order = await pendingOrder()
      const payload = completed(order)
      const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET })
      for (const _delivery of [1, 2, 3]) {
        const res = await send(payload, signature)
        expect(res.status).toBe(200)
        expect(await json(res)).toEqual({ received: true })
      }
      expect(await statusOf(order.id)).toBe('paid')
      expect(await notices()).toHaveLength(1)
    })

    it('refuses a webhook whose signature is missing, wrong or made with another secret, changing nothing', async () => {
      const order = await pendingOrder()
      const payload = completed(order)
      const forged = stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someoneelse' })
      const tampered = stripe.webhooks.generateTestHeaderString({ payload: completed({ ...order, id: order.id + 1 }), secret: WEBHOOK_SECRET })
      for (const signature of [null, 'garbage', forged, tampered]) {
        const res = await send(payload, signature)
        expect(res.status).toBe(400)
        expect(typeof (await json(res)).error).toBe('string')
      }
      expect(await statusOf(order.id)).toBe('pending_payment')
    })

    it('ignores events that are not a completed payment, and an unpaid session', async () => {
      const order = await pendingOrder()
      const unpaid = completed(order, { payment_status: 'unpaid' })
      expect((await send(unpaid, stripe.webhooks.generateTestHeaderString({ payload: unpaid, secret: WEBHOOK_SECRET }))).status).toBe(200)
      const other = JSON.stringify({ id: 'evt_other', object: 'event', type: 'customer.created', data: { object: { id: 'cus_1', object: 'customer' } } })
      expect((await send(other, stripe.webhooks.generateTestHeaderString({ payload: other, secret: WEBHOOK_SECRET }))).status).toBe(200)
      expect(await statusOf(order.id)).toBe('pending_payment')
    })

    it('leaves the order unpaid, answering 200 and logging a warning, when the session took another amount or currency', async () => {
      const order = await pendingOrder()
      const cents = Math.round(order.total_price * 100)
      expect(cents).toBeGreaterThan(1)
      const warn = vi.spyOn(t.deps.logger, 'warn')
      try {
        for (const session of [{ amount_total: cents - 1 }, { amount_total: cents + 100 }, { amount_total: null }, { currency: 'eur' }, { currency: 'USD', amount_total: cents * 100 }]) {
          const payload = completed(order, session)
          const res = await send(payload, stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }))
          expect(res.status, JSON.stringify(session)).toBe(200)
          expect(await json(res)).toEqual({ received: true })
          expect(await statusOf(order.id), JSON.stringify(session)).toBe('pending_payment')
        }
        expect(warn.mock.calls.filter(([, message]) => message === 'a Stripe payment does not match its order; the order stays unpaid')).toHaveLength(5)
      } finally {
        warn.mockRestore()
      }
      // The right amount in dollars still pays it.
      const payload = completed(order)
      expect((await send(payload, stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }))).status).toBe(200)
      expect(await statusOf(order.id)).toBe('paid')
    })

    it('acknowledges a payment for an order cancelled meanwhile, and leaves it cancelled', async () => {
      const order = await pendingOrder()
      expect((await t.request(`/api/merchandise-orders/${order.id}/cancel`, { method: 'POST', cookie: buyer.cookie })).status).toBe(200)
      const payload = completed(order)
      expect((await send(payload, stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }))).status).toBe(200)
      expect(await statusOf(order.id)).toBe('cancelled')
    })

    it('has no development payment page when Stripe is configured', async () => {
      const order = await pendingOrder()
      const res = await t.request(`/api/merchandise-orders/${order.id}/development-payment`, { method: 'POST', cookie: buyer.cookie })
      expect(res.status).toBe(404)
      expect((await json(res)).error).toBe(DEV_PAYMENTS_OFF)
      expect(await statusOf(order.id)).toBe('pending_payment')
    })
  })
}

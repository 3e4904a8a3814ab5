import { merchandiseEndpoints, paymentEndpoints, staffOrderEndpoints, type MerchandiseOrder } from '@petfolk/contract/merchandise'
import type { AppDeps } from '../../app-env.ts'
import type { SessionUser } from '../../auth/session-store.ts'
import { created, endpointRouter, ok } from '../../http/endpoint-router.ts'
import { ApiError, notFound } from '../../http/errors.ts'
import { sendPage } from '../../http/pagination.ts'
import { findPet } from '../pets/store.ts'
import { findStaffMember } from '../staff/members-store.ts'
import { changeOrderStatus, type OrderChange, type OrderChanger, type OrderTarget } from './order-status.ts'
import { paymentProviderFor, WebhookRefused } from './payments/index.ts'
import {
  createOrder,
  findOrder,
  findProduct,
  orderTotalCents,
  listCategories,
  listOrders,
  listProducts,
  listStaffOrders,
  orderItem,
  productOptions,
  setPaymentReference,
  type OrderLine,
} from './store.ts'
import { requireUsablePhoto } from '../uploads/ownership.ts'

const MAX_ORDERS = 200

type LineInput = {
  product_id: number
  quantity: number
  pet_id?: number | null | undefined
  selected_size: string | null
  selected_color: string | null
  custom_text: string | null
  customization_details?: string | null
  pet_photo_url?: string | null
}

/** A cart line checked against the catalog and the member's pets, priced from the catalog. */
async function orderLine(db: AppDeps['db'], user: SessionUser, input: LineInput, where: string): Promise<OrderLine> {
  const product = await findProduct(db, input.product_id)
  if (!product) throw new ApiError(400, `${where}product_id: That product is not in the catalog.`)
  const { sizes, colors } = productOptions(product)
  if (input.selected_size && !sizes.includes(input.selected_size)) throw new ApiError(400, `${where}selected_size: ${product.name} does not come in size ${input.selected_size}.`)
  if (input.selected_color && !colors.includes(input.selected_color)) throw new ApiError(400, `${where}selected_color: ${product.name} does not come in ${input.selected_color}.`)
  if ((input.custom_text || input.customization_details) && !product.is_customizable) throw new ApiError(400, `${where}custom_text: ${product.name} cannot be customised.`)
  if (input.pet_id && !(await findPet(db, user.id, input.pet_id))) throw new ApiError(400, `${where}pet_id: Choose one of your own pets.`)
  await requireUsablePhoto(db, `${where}pet_photo_url`, input.pet_photo_url, { userId: user.id }, { label: 'Pet photo' })
  return {
    product,
    quantity: input.quantity,
    pet_id: input.pet_id ?? null,
    customization_details: input.customization_details ?? null,
    custom_text: input.custom_text,
    selected_size: input.selected_size,
    selected_color: input.selected_color,
    pet_photo_url: input.pet_photo_url ?? null,
  }
}

/** The merchandise catalog's categories. */
export function merchandiseCategoryRoutes(deps: AppDeps) {
  return endpointRouter(deps).on(merchandiseEndpoints.categories, async () => ok(await listCategories(deps.db)))
}

/** The merchandise catalog's products. */
export function merchandiseProductRoutes(deps: AppDeps) {
  return endpointRouter(deps).on(merchandiseEndpoints.products, async ({ query }) => ok(await listProducts(deps.db, query.category)))
}

/**
 * Checks a customisation and prices it before it goes into the cart. It stores nothing: the
 * customisation travels with its cart line and becomes part of an order at checkout.
 */
export function customMerchandiseOrderRoutes(deps: AppDeps) {
  return endpointRouter(deps).on(merchandiseEndpoints.checkCustomization, async ({ user, body }) =>
    ok(orderItem(await orderLine(deps.db, user, body, ''))),
  )
}

const ORDER_NOT_FOUND = 'That order was not found.'
const PAYMENTS_DOWN = 'Payments are not answering right now. Your order is saved: try paying again from your orders in a few minutes.'
export const DEV_PAYMENTS_OFF = 'This server takes payments through Stripe, so there is no development payment page.'
/** Stripe's events are small; anything this big is not one. */
const WEBHOOK_BODY_LIMIT = 512 * 1024

/** The change's answer, or the refusal: 404 for an order that is not there (or not the member's), 409 with a sentence. */
function changed(result: OrderChange): MerchandiseOrder {
  if (result.changed) return result.order
  if (result.why === 'conflict') throw new ApiError(409, result.message)
  throw notFound(ORDER_NOT_FOUND)
}

/** Order history, checkout and payment, and cancelling. Prices always come from the catalog. */
export function merchandiseOrderRoutes(deps: AppDeps) {
  const { db, clock, config, logger } = deps
  const payments = () => paymentProviderFor(config)

  /** Sends the member to pay: a Stripe Checkout Session, or the development payment page. */
  async function paymentUrl(order: MerchandiseOrder): Promise<string> {
    let started: { url: string; reference: string | null }
    try {
      started = await (await payments()).startPayment(order, config.appUrl)
    } catch (error) {
      logger.error({ err: error, orderId: order.id }, 'payment could not be started')
      throw new ApiError(503, PAYMENTS_DOWN)
    }
    if (started.reference) await setPaymentReference(db, order.id, started.reference)
    return started.url
  }

  async function myOrder(user: SessionUser, id: number): Promise<MerchandiseOrder> {
    const order = await findOrder(db, id)
    const mine = order && (await db.selectFrom('merchandise_orders').select('id').where('id', '=', id).where('user_id', '=', user.id).executeTakeFirst())
    if (!order || !mine) throw notFound(ORDER_NOT_FOUND)
    return order
  }

  const change = async (orderId: number, to: OrderTarget, by: OrderChanger) => changed(await changeOrderStatus(db, { orderId, to, by, at: clock.now(), appUrl: config.appUrl }))

  return endpointRouter(deps)
    .on(merchandiseEndpoints.orders, async ({ user }) => ok(await listOrders(db, user.id, MAX_ORDERS)))
    .on(merchandiseEndpoints.checkout, async ({ user, body: input }) => {
      // Places the whole cart as one order waiting for payment, then says where to pay for it.
      const lines: OrderLine[] = []
      for (const [index, item] of input.items.entries()) lines.push(await orderLine(db, user, item, `items.${index}.`))
      const customer = { id: user.id, name: user.display_name, email: user.email }
      const order = await db.transaction().execute((trx) => createOrder(trx, customer, lines, input.shipping_address, clock.now()))
      return created({ ...order, payment_url: await paymentUrl(order) })
    })
    .on(merchandiseEndpoints.paymentOptions, async () => ok({ provider: (await payments()).kind }))
    .on(merchandiseEndpoints.startPayment, async ({ user, params }) => {
      const order = await myOrder(user, params.id)
      if (order.status !== 'pending_payment') throw new ApiError(409, order.status === 'cancelled' ? 'That order is cancelled, so it cannot be paid.' : 'That order is already paid.')
      return ok({ payment_url: await paymentUrl(order) })
    })
    .on(merchandiseEndpoints.devPayment, async ({ user, params }) => {
      if ((await payments()).kind !== 'development') throw notFound(DEV_PAYMENTS_OFF)
      return ok(await change(params.id, 'paid', { kind: 'member', userId: user.id }))
    })
    .on(merchandiseEndpoints.cancel, async ({ user, params }) => ok(await change(params.id, 'cancelled', { kind: 'member', userId: user.id })))
}

/**
 * Stripe's webhook: the signature (STRIPE_WEBHOOK_SECRET) is checked on the raw body before
 * anything is read from it. A completed Checkout marks its order paid once, when it took the
 * order's total in US dollars; Stripe's retries of the same event change nothing.
 */
export function paymentWebhookRoutes(deps: AppDeps) {
  const { db, clock, config, logger } = deps
  return endpointRouter(deps).on(paymentEndpoints.stripeWebhook, async (_input, c) => {
    const length = Number(c.req.header('content-length') ?? 0)
    if (length > WEBHOOK_BODY_LIMIT) throw new ApiError(413, 'The request body is too large.')
    const payload = await c.req.text()
    if (payload.length > WEBHOOK_BODY_LIMIT) throw new ApiError(413, 'The request body is too large.')
    let event
    try {
      event = (await paymentProviderFor(config)).readWebhook(payload, c.req.header('stripe-signature'))
    } catch (error) {
      if (error instanceof WebhookRefused) throw new ApiError(400, error.message)
      throw error
    }
    if (event.kind === 'ignored') return ok({ received: true })
    // The money must be the order's: a session for another amount or currency does not pay it.
    const order = await findOrder(db, event.orderId)
    if (order && (event.currency !== 'usd' || event.amountCents !== orderTotalCents(order))) {
      // Acknowledged, or Stripe would send it again; the order stays unpaid for the operator to look into.
      logger.warn(
        { orderId: order.id, reference: event.reference, amountCents: event.amountCents, currency: event.currency, orderTotalCents: orderTotalCents(order) },
        'a Stripe payment does not match its order; the order stays unpaid',
      )
      return ok({ received: true })
    }
    const result = await changeOrderStatus(db, { orderId: event.orderId, to: 'paid', by: { kind: 'payment' }, at: clock.now(), appUrl: config.appUrl })
    if (!result.changed && result.why !== 'already') {
      // Acknowledged all the same: Stripe would only send it again. The operator refunds by hand.
      logger.warn({ orderId: event.orderId, reference: event.reference, why: result.why }, 'a Stripe payment arrived for an order that cannot be paid')
    }
    return ok({ received: true })
  })
}

/** Staff's orders: by status, and marked paid, shipped (with a tracking note) or cancelled, each audited. */
export function staffOrderRoutes(deps: AppDeps) {
  const { db, clock, config } = deps
  return endpointRouter(deps)
    .on(staffOrderEndpoints.list, async ({ query, page }, c) => {
      c.header('Cache-Control', 'no-store')
      return ok(sendPage(c, await listStaffOrders(db, query.status, page), page, (order) => [order.id]))
    })
    .on(staffOrderEndpoints.changeStatus, async ({ user, params, body }) => {
      const actor = (await findStaffMember(db, user.id)) ?? { id: user.id, handle: null, display_name: user.display_name }
      const trackingNote = body.status === 'shipped' ? body.tracking_note : null
      const result = await changeOrderStatus(db, { orderId: params.id, to: body.status, by: { kind: 'staff', actor }, trackingNote, at: clock.now(), appUrl: config.appUrl })
      return ok(changed(result))
    })
}

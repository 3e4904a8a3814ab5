import { merchandiseEndpoints } from '@petfolk/contract/merchandise'
import type { AppDeps } from '../../app-env.ts'
import type { SessionUser } from '../../auth/session-store.ts'
import { created, endpointRouter, ok } from '../../http/endpoint-router.ts'
import { ApiError } from '../../http/errors.ts'
import { findPet } from '../pets/store.ts'
import { requireUsablePhoto } from '../uploads/ownership.ts'
import { createOrder, findProduct, listCategories, listOrders, listProducts, orderItem, productOptions, type OrderLine } from './store.ts'

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
  return endpointRouter(deps, '/api/merchandise-categories').on(merchandiseEndpoints.categories, async () => ok(await listCategories(deps.db)))
}

/** The merchandise catalog's products. */
export function merchandiseProductRoutes(deps: AppDeps) {
  return endpointRouter(deps, '/api/merchandise-products').on(merchandiseEndpoints.products, async ({ query }) => ok(await listProducts(deps.db, query.category)))
}

/**
 * Checks a customisation and prices it before it goes into the cart. It stores nothing: the
 * customisation travels with its cart line and becomes part of an order at checkout.
 */
export function customMerchandiseOrderRoutes(deps: AppDeps) {
  return endpointRouter(deps, '/api/custom-merchandise-orders').on(merchandiseEndpoints.checkCustomization, async ({ user, body }) =>
    ok(orderItem(await orderLine(deps.db, user, body, ''))),
  )
}

/** Order history and checkout. Prices always come from the catalog. */
export function merchandiseOrderRoutes(deps: AppDeps) {
  const { db, clock } = deps
  return endpointRouter(deps, '/api/merchandise-orders')
    .on(merchandiseEndpoints.orders, async ({ user }) => ok(await listOrders(db, user.id, MAX_ORDERS)))
    .on(merchandiseEndpoints.checkout, async ({ user, body: input }) => {
      // Places the whole cart as one order waiting for payment (no payment provider in this release).
      const lines: OrderLine[] = []
      for (const [index, item] of input.items.entries()) lines.push(await orderLine(db, user, item, `items.${index}.`))
      const customer = { id: user.id, name: user.display_name, email: user.email }
      const order = await db.transaction().execute((trx) => createOrder(trx, customer, lines, input.shipping_address, clock.now()))
      return created(order)
    })
}

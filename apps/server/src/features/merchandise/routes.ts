import type { Context } from 'hono'
import { Hono } from 'hono'
import { z } from 'zod'
import { MAX_ID } from '@petfolk/contract/fields'
import { checkoutInputSchema, customOrderInputSchema } from '@petfolk/contract/merchandise'
import type { AppDeps, AppEnv } from '../../app-env.ts'
import { currentUser } from '../../auth/session-middleware.ts'
import { ApiError } from '../../http/errors.ts'
import { readJson, readQuery } from '../../http/validate.ts'
import { findPet } from '../pets/store.ts'
import { createOrder, findProduct, listCategories, listOrders, listProducts, orderItem, productOptions, type OrderLine } from './store.ts'

const productQuery = z.object({ category: z.coerce.number().int().positive('category must be a category id.').max(MAX_ID, 'category must be a category id.').optional() })
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

/** Mounted at /api: merchandise catalog, customisations, checkout and order history. Prices always come from the catalog. */
export function merchandiseRoutes({ db, clock }: AppDeps) {
  const app = new Hono<AppEnv>()

  async function orderLine(c: Context<AppEnv>, input: LineInput, where: string): Promise<OrderLine> {
    const user = currentUser(c)
    const product = await findProduct(db, input.product_id)
    if (!product) throw new ApiError(400, `${where}product_id: That product is not in the catalog.`)
    const { sizes, colors } = productOptions(product)
    if (input.selected_size && !sizes.includes(input.selected_size)) throw new ApiError(400, `${where}selected_size: ${product.name} does not come in size ${input.selected_size}.`)
    if (input.selected_color && !colors.includes(input.selected_color)) throw new ApiError(400, `${where}selected_color: ${product.name} does not come in ${input.selected_color}.`)
    if ((input.custom_text || input.customization_details) && !product.is_customizable) throw new ApiError(400, `${where}custom_text: ${product.name} cannot be customised.`)
    if (input.pet_id && !(await findPet(db, user.id, input.pet_id))) throw new ApiError(400, `${where}pet_id: Choose one of your own pets.`)
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

  const customer = (c: Context<AppEnv>) => {
    const user = currentUser(c)
    return { id: user.id, name: user.display_name, email: user.email }
  }

  app.get('/merchandise-categories', async (c) => c.json(await listCategories(db)))

  app.get('/merchandise-products', async (c) => {
    const { category } = readQuery(c, productQuery)
    return c.json(await listProducts(db, category))
  })

  /**
   * Checks a customisation and prices it before it goes into the cart. It stores nothing: the
   * customisation travels with its cart line and becomes part of an order at checkout.
   */
  app.post('/custom-merchandise-orders', async (c) => {
    const input = await readJson(c, customOrderInputSchema)
    return c.json(orderItem(await orderLine(c, input, '')))
  })

  app.get('/merchandise-orders', async (c) => c.json(await listOrders(db, currentUser(c).id, MAX_ORDERS)))

  /** Places the whole cart as one order waiting for payment (no payment provider in this release). */
  app.post('/merchandise-orders/checkout', async (c) => {
    const input = await readJson(c, checkoutInputSchema)
    const lines: OrderLine[] = []
    for (const [index, item] of input.items.entries()) lines.push(await orderLine(c, item, `items.${index}.`))
    const order = await db.transaction().execute((trx) => createOrder(trx, customer(c), lines, input.shipping_address, clock.now()))
    return c.json(order, 201)
  })

  return app
}

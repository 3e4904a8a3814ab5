import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { merchandiseCategorySchema, merchandiseOrderSchema, merchandiseProductSchema, orderItemSchema } from '@petfolk/contract/merchandise'
import { json } from '../../testing/json.ts'
import { DIALECTS } from '../../testing/test-db.ts'
import { createTestContext, type TestContext } from '../../testing/test-context.ts'
import { treatSentPhotosAsOwnUploads } from '../../testing/own-photos.ts'

for (const dialect of DIALECTS) {
  describe(`merchandise [${dialect}]`, () => {
    let t: TestContext
    let buyer: Awaited<ReturnType<TestContext['signInAs']>>
    beforeAll(async () => {
      t = await createTestContext(dialect)
      treatSentPhotosAsOwnUploads(t)
      buyer = await t.signInAs('buyer@example.com', 'Bea Buyer')
    })
    afterAll(() => t.dispose())

    const products = async (query = '') => merchandiseProductSchema.array().parse(await json(await t.request(`/api/merchandise-products${query}`, { cookie: buyer.cookie })))
    const customizable = async () => {
      const product = (await products()).find((p) => p.is_customizable && JSON.parse(p.available_sizes).length > 0 && JSON.parse(p.available_colors).length > 0)
      if (!product) throw new Error('no customizable product with options')
      return { product, size: JSON.parse(product.available_sizes)[0] as string, color: JSON.parse(product.available_colors)[0] as string }
    }

    it('lists categories and products by category', async () => {
      const categories = merchandiseCategorySchema.array().parse(await json(await t.request('/api/merchandise-categories', { cookie: buyer.cookie })))
      expect(categories).toHaveLength(4)
      const first = categories[0]
      if (!first) throw new Error('no category')
      const inFirst = await products(`?category=${first.id}`)
      expect(inFirst.length).toBeGreaterThan(0)
      expect(inFirst.every((p) => p.category_id === first.id)).toBe(true)
      expect((await t.request('/api/merchandise-products?category=abc', { cookie: buyer.cookie })).status).toBe(400)
    })

    const count = async (table: 'merchandise_orders' | 'merchandise_order_items') =>
      Number((await t.deps.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)
    const orders = async (cookie = buyer.cookie) => merchandiseOrderSchema.array().parse(await json(await t.request('/api/merchandise-orders', { cookie })))

    it('prices a customisation from the catalog, ignoring a forged total, and stores nothing: it is not an order', async () => {
      const { product, size, color } = await customizable()
      const [ordersBefore, itemsBefore] = [await count('merchandise_orders'), await count('merchandise_order_items')]
      const body = { product_id: product.id, custom_text: 'Biscuit', selected_size: size, selected_color: color, quantity: 2, total_price: 0.5, customer_name: 'Customer', customer_email: 'customer@example.com', shipping_address: 'Address' }
      for (const _click of [1, 2]) {
        const res = await t.request('/api/custom-merchandise-orders', { method: 'POST', cookie: buyer.cookie, json: body })
        expect(res.status).toBe(200)
        expect(orderItemSchema.parse(await json(res))).toEqual({
          product_id: product.id,
          product_name: product.name,
          pet_id: null,
          custom_text: 'Biscuit',
          selected_size: size,
          selected_color: color,
          quantity: 2,
          unit_price: product.base_price,
          total_price: Math.round(product.base_price * 100 * 2) / 100,
        })
      }
      expect([await count('merchandise_orders'), await count('merchandise_order_items')]).toEqual([ordersBefore, itemsBefore])
      expect(await orders()).toEqual([])
    })

    it('refuses options the product does not have, and customising a plain product', async () => {
      const { product } = await customizable()
      const plain = (await products()).find((p) => !p.is_customizable)
      const cases: unknown[] = [
        { product_id: product.id, selected_size: 'XXXXL', quantity: 1 },
        { product_id: product.id, selected_color: 'Invisible', quantity: 1 },
        { product_id: product.id, quantity: 0 },
        { product_id: 999999, quantity: 1 },
        ...(plain ? [{ product_id: plain.id, custom_text: 'Hi', quantity: 1 }] : []),
      ]
      for (const body of cases) {
        expect((await t.request('/api/custom-merchandise-orders', { method: 'POST', cookie: buyer.cookie, json: body })).status, JSON.stringify(body)).toBe(400)
      }
    })

    it('checks out the whole cart as one order waiting for payment, with each line’s customisation and the total', async () => {
      const { product, size, color } = await customizable()
      const plain = (await products()).find((p) => !p.is_customizable)
      if (!plain) throw new Error('no plain product')
      const pet = await json(await t.request('/api/pets', { method: 'POST', cookie: buyer.cookie, json: { name: 'Biscuit', species: 'dog' } }))
      const res = await t.request('/api/merchandise-orders/checkout', {
        method: 'POST',
        cookie: buyer.cookie,
        json: {
          items: [
            { product_id: product.id, quantity: 2, selected_size: size, selected_color: color, custom_text: 'Biscuit', pet_id: pet.id },
            { product_id: plain.id, quantity: 1, selected_size: null, selected_color: null, custom_text: null, pet_id: null },
          ],
          shipping_address: '12 Harbor Lane, Austin TX 78701',
        },
      })
      expect(res.status).toBe(201)
      const order = merchandiseOrderSchema.parse(await json(res))
      const tees = Math.round(product.base_price * 100 * 2) / 100
      expect(order).toMatchObject({
        status: 'pending_payment',
        shipping_address: '12 Harbor Lane, Austin TX 78701',
        customer_name: 'Bea Buyer',
        customer_email: 'buyer@example.com',
        total_price: Math.round(tees * 100 + plain.base_price * 100) / 100,
        items: [
          { product_id: product.id, product_name: product.name, quantity: 2, selected_size: size, selected_color: color, custom_text: 'Biscuit', pet_id: pet.id, total_price: tees },
          { product_id: plain.id, product_name: plain.name, quantity: 1, custom_text: null, total_price: plain.base_price },
        ],
      })
      expect(await orders()).toEqual([order])

      const other = await t.signInAs('window-shopper@example.com')
      expect(await orders(other.cookie)).toEqual([])
      // Another member's pet is refused, and a refused checkout leaves nothing behind.
      const [ordersBefore, itemsBefore] = [await count('merchandise_orders'), await count('merchandise_order_items')]
      const theirs = await t.request('/api/merchandise-orders/checkout', {
        method: 'POST',
        cookie: other.cookie,
        json: { items: [{ product_id: plain.id, quantity: 1 }, { product_id: product.id, quantity: 1, pet_id: pet.id }], shipping_address: '1 Elm Street' },
      })
      expect(theirs.status).toBe(400)
      expect((await json(theirs)).error).toBe('items.1.pet_id: Choose one of your own pets.')
      expect([await count('merchandise_orders'), await count('merchandise_order_items')]).toEqual([ordersBefore, itemsBefore])

      const empty = await t.request('/api/merchandise-orders/checkout', { method: 'POST', cookie: buyer.cookie, json: { items: [], shipping_address: '12 Harbor Lane' } })
      expect(empty.status).toBe(400)
      expect((await json(empty)).error).toMatch(/cart is empty/)
    })

    it('keeps the pet photo a cart line carries with its order item, and only one of our uploads', async () => {
      const { product } = await customizable()
      const checkout = (pet_photo_url: string) =>
        t.request('/api/merchandise-orders/checkout', { method: 'POST', cookie: buyer.cookie, json: { items: [{ product_id: product.id, quantity: 1, pet_photo_url }], shipping_address: '12 Harbor Lane' } })
      const before = await count('merchandise_order_items')
      for (const address of ['https://tracker.example/p.gif', '/uploads/../api/logout', 'local-storage:pet_photo_1']) {
        const res = await checkout(address)
        expect(res.status, address).toBe(400)
        expect((await json(res)).error, address).toMatch(/^items\.0\.pet_photo_url: Pet photo must be an image uploaded to Petfolk/)
      }
      expect(await count('merchandise_order_items')).toBe(before)
      const upload = '/uploads/ab/ab0123456789abcdef0123456789abcd.png'
      const res = await checkout(upload)
      expect(res.status).toBe(201)
      const { id } = merchandiseOrderSchema.parse(await json(res))
      const row = await t.deps.db.selectFrom('merchandise_order_items').select('pet_photo_url').where('order_id', '=', id).executeTakeFirstOrThrow()
      expect(row.pet_photo_url).toBe(upload)
    })

    it('needs a session', async () => {
      expect((await t.request('/api/merchandise-products')).status).toBe(401)
      expect((await t.request('/api/custom-merchandise-orders', { method: 'POST', json: { product_id: 1 } })).status).toBe(401)
    })
  })
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { customOrderSchema, merchandiseCategorySchema, merchandiseProductSchema } from '@petfolk/contract/merchandise'
import { json } from '../../testing/json.ts'
import { DIALECTS } from '../../testing/test-db.ts'
import { createTestContext, type TestContext } from '../../testing/test-context.ts'

for (const dialect of DIALECTS) {
  describe(`merchandise [${dialect}]`, () => {
    let t: TestContext
    let buyer: Awaited<ReturnType<TestContext['signInAs']>>
    beforeAll(async () => {
      t = await createTestContext(dialect)
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

    it('prices a custom order from the catalog with the real customer, ignoring a forged total', async () => {
      const { product, size, color } = await customizable()
      const res = await t.request('/api/custom-merchandise-orders', {
        method: 'POST',
        cookie: buyer.cookie,
        json: { product_id: product.id, custom_text: 'Biscuit', selected_size: size, selected_color: color, quantity: 2, total_price: 0.5, customer_name: 'Customer', customer_email: 'customer@example.com', shipping_address: 'Address' },
      })
      expect(res.status).toBe(201)
      expect(customOrderSchema.parse(await json(res))).toMatchObject({
        product_id: product.id,
        quantity: 2,
        unit_price: product.base_price,
        total_price: Math.round(product.base_price * 100 * 2) / 100,
        customer_name: 'Bea Buyer',
        customer_email: 'buyer@example.com',
        status: 'customized',
      })
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

    it('checks out the cart as orders waiting for payment, each user seeing their own', async () => {
      const { product, size, color } = await customizable()
      const res = await t.request('/api/merchandise-orders/checkout', {
        method: 'POST',
        cookie: buyer.cookie,
        json: { items: [{ product_id: product.id, quantity: 1, selected_size: size, selected_color: color, custom_text: null, pet_id: null }], shipping_address: '12 Harbor Lane, Austin TX 78701' },
      })
      expect(res.status).toBe(201)
      const [order] = customOrderSchema.array().parse(await json(res))
      expect(order?.status).toBe('pending_payment')
      const mine = customOrderSchema.array().parse(await json(await t.request('/api/merchandise-orders', { cookie: buyer.cookie })))
      expect(mine.map((o) => o.status)).toContain('pending_payment')
      const other = await t.signInAs('window-shopper@example.com')
      expect(await json(await t.request('/api/merchandise-orders', { cookie: other.cookie }))).toEqual([])
      const empty = await t.request('/api/merchandise-orders/checkout', { method: 'POST', cookie: buyer.cookie, json: { items: [], shipping_address: '12 Harbor Lane' } })
      expect(empty.status).toBe(400)
      expect((await json(empty)).error).toMatch(/cart is empty/)
    })

    it('needs a session', async () => {
      expect((await t.request('/api/merchandise-products')).status).toBe(401)
      expect((await t.request('/api/custom-merchandise-orders', { method: 'POST', json: { product_id: 1 } })).status).toBe(401)
    })
  })
}

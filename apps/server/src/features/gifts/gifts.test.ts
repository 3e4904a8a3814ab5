import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { giftProductSchema, giftRecipientPetSchema, giftTransactionSchema } from '@petfolk/contract/gifts'
import { RECIPIENT_NOT_FOUND } from '../../auth/recipients.ts'
import { json } from '../../testing/json.ts'
import { DIALECTS } from '../../testing/test-db.ts'
import { createTestContext, type TestContext } from '../../testing/test-context.ts'

for (const dialect of DIALECTS) {
  describe(`gifts [${dialect}]`, () => {
    let t: TestContext
    let giver: Awaited<ReturnType<TestContext['signInAs']>>
    let friend: Awaited<ReturnType<TestContext['signInAs']>>
    beforeAll(async () => {
      t = await createTestContext(dialect)
      giver = await t.signInAs('giver@example.com', 'Gil Giver')
      friend = await t.signInAs('friend@example.com', 'Fran Friend')
    })
    afterAll(() => t.dispose())

    const products = async (query = '') => giftProductSchema.array().parse(await json(await t.request(`/api/gift-products${query}`, { cookie: giver.cookie })))

    it('filters the catalog by category and species (products for all species always match)', async () => {
      const all = await products()
      expect(all.length).toBeGreaterThanOrEqual(20)
      const toys = await products('?category=toys')
      expect(toys.length).toBeGreaterThan(0)
      expect(toys.every((p) => p.category === 'toys')).toBe(true)
      const forCats = await products('?species=cat')
      expect(forCats.every((p) => p.species === 'cat' || p.species === 'all')).toBe(true)
      expect((await t.request('/api/gift-products?category=cars', { cookie: giver.cookie })).status).toBe(400)
    })

    it('sends a gift by handle, prices it on the server and notifies the receiver, with both handles', async () => {
      const [product] = await products('?category=treats')
      if (!product) throw new Error('no treats in the catalog')
      const pet = await json(await t.request('/api/pets', { method: 'POST', cookie: friend.cookie, json: { name: 'Noodle', species: 'dog' } }))
      const res = await t.request('/api/gift-transactions', {
        method: 'POST',
        cookie: giver.cookie,
        json: { product_id: product.id, recipient: '@Fran_Friend', recipient_pet_id: pet.id, quantity: 3, gift_message: 'For a good boy', total_amount: 0.01, price: 0.01 },
      })
      expect(res.status).toBe(201)
      const gift = giftTransactionSchema.parse(await json(res))
      expect(gift).toMatchObject({ quantity: 3, total_amount: Math.round(product.price * 100 * 3) / 100, pet_name: 'Noodle', receiver_name: 'Fran Friend', sender_name: 'Gil Giver', receiver_handle: 'fran_friend', sender_handle: 'gil_giver' })

      const sent = giftTransactionSchema.array().parse(await json(await t.request('/api/gift-transactions?type=sent', { cookie: giver.cookie })))
      const received = giftTransactionSchema.array().parse(await json(await t.request('/api/gift-transactions?type=received', { cookie: friend.cookie })))
      expect(sent.map((g) => g.id)).toEqual([gift.id])
      expect(received[0]).toMatchObject({ sender_handle: 'gil_giver', receiver_handle: 'fran_friend' })
      expect(received.map((g) => g.id)).toEqual([gift.id])
      expect(await json(await t.request('/api/gift-transactions?type=received', { cookie: giver.cookie }))).toEqual([])
      const notes = await json(await t.request('/api/notifications', { cookie: friend.cookie }))
      expect(notes[0]).toMatchObject({ kind: 'gift', title: 'Gil Giver @gil_giver sent you a gift' })
    })

    it('refuses bad gifts with 400 and stores nothing', async () => {
      const [product] = await products()
      if (!product) throw new Error('empty catalog')
      const theirPet = await json(await t.request('/api/pets', { method: 'POST', cookie: giver.cookie, json: { name: 'Mine', species: 'cat' } }))
      const before = (await t.deps.db.selectFrom('gift_transactions').select('id').execute()).length
      for (const body of [
        { product_id: product.id, receiver_id: friend.user.id, quantity: 0 },
        { product_id: product.id, receiver_id: friend.user.id, quantity: 1.5 },
        { product_id: product.id, receiver_id: friend.user.id, quantity: '2' },
        { product_id: 999999, receiver_id: friend.user.id },
        { product_id: product.id },
        { product_id: product.id, receiver_id: giver.user.id },
        { product_id: product.id, recipient: 'nobody@example.com' },
        { product_id: product.id, receiver_id: friend.user.id, recipient_pet_id: theirPet.id },
      ]) {
        const res = await t.request('/api/gift-transactions', { method: 'POST', cookie: giver.cookie, json: body })
        expect(res.status, JSON.stringify(body)).toBe(400)
      }
      // A member's e-mail, a stranger's e-mail, a name and an unknown id all get the same sentence.
      const answers = new Set<string>()
      for (const recipient of [{ recipient: 'friend@example.com' }, { recipient: 'nobody@example.com' }, { recipient: 'Fran Friend' }, { receiver_id: 999999 }]) {
        const res = await t.request('/api/gift-transactions', { method: 'POST', cookie: giver.cookie, json: { product_id: product.id, ...recipient } })
        expect(res.status, JSON.stringify(recipient)).toBe(400)
        answers.add(JSON.stringify(await json(res)))
      }
      expect([...answers]).toEqual([JSON.stringify({ error: RECIPIENT_NOT_FOUND })])
      expect((await t.request('/api/gift-transactions?type=lost', { cookie: giver.cookie })).status).toBe(400)
      expect((await t.deps.db.selectFrom('gift_transactions').select('id').execute()).length).toBe(before)
    })

    it("offers the recipient's pets by name (ids and names only), and still checks the pet is theirs", async () => {
      const owner = await t.signInAs('pet-owner@example.com', 'Pat Owner')
      const ziggy = await json(await t.request('/api/pets', { method: 'POST', cookie: owner.cookie, json: { name: 'Ziggy', species: 'cat', breed: 'Siamese', microchip_id: '985112345678901' } }))
      const apple = await json(await t.request('/api/pets', { method: 'POST', cookie: owner.cookie, json: { name: 'Apple', species: 'dog' } }))
      const res = await t.request(`/api/gift-recipients/${owner.user.id}/pets`, { cookie: giver.cookie })
      expect(res.status).toBe(200)
      const pets = await json(res)
      // Nothing but id and name: no species, breed, microchip or owner details.
      expect(pets).toEqual([
        { id: apple.id, name: 'Apple' },
        { id: ziggy.id, name: 'Ziggy' },
      ])
      expect(giftRecipientPetSchema.array().parse(pets)).toHaveLength(2)
      const petless = await t.signInAs('no-pets@example.com', 'Nora Nopets')
      expect(await json(await t.request(`/api/gift-recipients/${petless.user.id}/pets`, { cookie: owner.cookie }))).toEqual([])

      const unknown = await t.request('/api/gift-recipients/999999/pets', { cookie: giver.cookie })
      expect(unknown.status).toBe(404)
      expect(await json(unknown)).toEqual({ error: RECIPIENT_NOT_FOUND })
      expect((await t.request('/api/gift-recipients/abc/pets', { cookie: giver.cookie })).status).toBe(404)
      expect((await t.request(`/api/gift-recipients/${owner.user.id}/pets`)).status).toBe(401)

      // A pet chosen by name is sent by its id; another member's pet is still refused.
      const [product] = await products()
      if (!product) throw new Error('empty catalog')
      const sent = await t.request('/api/gift-transactions', { method: 'POST', cookie: giver.cookie, json: { product_id: product.id, receiver_id: owner.user.id, recipient_pet_id: ziggy.id } })
      expect(sent.status).toBe(201)
      expect(giftTransactionSchema.parse(await json(sent)).pet_name).toBe('Ziggy')
      const friendsPet = await json(await t.request('/api/pets', { method: 'POST', cookie: friend.cookie, json: { name: 'Other', species: 'dog' } }))
      const wrong = await t.request('/api/gift-transactions', { method: 'POST', cookie: giver.cookie, json: { product_id: product.id, receiver_id: owner.user.id, recipient_pet_id: friendsPet.id } })
      expect(wrong.status).toBe(400)
    })

    it('needs a session', async () => {
      expect((await t.request('/api/gift-products')).status).toBe(401)
      expect((await t.request('/api/gift-transactions', { method: 'POST', json: { product_id: 1, receiver_id: 1 } })).status).toBe(401)
    })
  })

  describe(`gift recipient pets limit [${dialect}]`, () => {
    let t: TestContext
    beforeAll(async () => {
      t = await createTestContext(dialect, { RATE_LIMIT_SCALE: '0.01' })
    })
    afterAll(() => t.dispose())

    it("refuses a script walking every member's pets with 429", async () => {
      const { cookie, user } = await t.signInAs('pet-walker@example.com', 'Walker')
      // 300 per person per 10 minutes, scaled to 3 here.
      for (let i = 0; i < 3; i++) expect((await t.request(`/api/gift-recipients/${user.id}/pets`, { cookie })).status).toBe(200)
      const refused = await t.request(`/api/gift-recipients/${user.id}/pets`, { cookie })
      expect(refused.status).toBe(429)
      expect(refused.headers.get('retry-after')).toBeTruthy()
    })
  })
}

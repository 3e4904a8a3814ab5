import { Hono } from 'hono'
import { z } from 'zod'
import { giftInputSchema, giftProductQuerySchema } from '@petfolk/contract/gifts'
import { lineTotal } from '@petfolk/contract/money'
import type { AppDeps, AppEnv } from '../../app-env.ts'
import { RECIPIENT_NOT_FOUND, requireRecipient } from '../../auth/recipients.ts'
import { userExists } from '../../auth/users-store.ts'
import { currentUser } from '../../auth/session-middleware.ts'
import { ApiError } from '../../http/errors.ts'
import { readPage, sendPage } from '../../http/pagination.ts'
import { readId, readJson, readQuery } from '../../http/validate.ts'
import { findPet } from '../pets/store.ts'
import { notify } from '../notifications/store.ts'
import { nameWithHandle } from '@petfolk/contract/members'
import { findHandle } from '../members/store.ts'
import { createGiftTransaction, findGiftProduct, listGiftProducts, listGiftTransactions, listRecipientPets } from './store.ts'

/** More than anyone keeps; the list is for a select box. */
const MAX_RECIPIENT_PETS = 100

const transactionsQuery = z.object({ type: z.enum(['sent', 'received'], { error: 'type must be sent or received.' }).default('sent') })

/** Mounted at /api: the gift catalog and gifts between members. */
export function giftRoutes({ db, clock, events }: AppDeps) {
  const app = new Hono<AppEnv>()

  app.get('/gift-products', async (c) => c.json(await listGiftProducts(db, readQuery(c, giftProductQuerySchema))))

  app.get('/gift-transactions', async (c) => {
    const { type } = readQuery(c, transactionsQuery)
    const page = readPage(c)
    return c.json(sendPage(c, await listGiftTransactions(db, currentUser(c).id, type, page), page, (g) => [g.id]))
  })

  /**
   * The recipient's pets by name, so the sender can choose one without knowing its id. Any
   * signed-in member may ask (anyone may send anyone a gift); the answer is ids and names only,
   * and the rate limit (http/rate-limit.ts) stops a script from walking every member's pets.
   */
  app.get('/gift-recipients/:id/pets', async (c) => {
    currentUser(c)
    const memberId = readId(c)
    if (!(await userExists(db, memberId))) throw new ApiError(404, RECIPIENT_NOT_FOUND)
    c.header('Cache-Control', 'no-store')
    return c.json(await listRecipientPets(db, memberId, MAX_RECIPIENT_PETS))
  })

  app.post('/gift-transactions', async (c) => {
    const sender = currentUser(c)
    const input = await readJson(c, giftInputSchema)
    const product = await findGiftProduct(db, input.product_id)
    if (!product) throw new ApiError(400, 'product_id: That gift is not in the catalog.')
    const receiverId = await requireRecipient(db, input, sender.id)
    let petName: string | null = null
    if (input.recipient_pet_id) {
      const pet = await findPet(db, receiverId, input.recipient_pet_id)
      if (!pet) throw new ApiError(400, "recipient_pet_id: That pet does not belong to the gift's recipient.")
      petName = pet.name
    }
    // With the handle, so the receiver can tell one "Bob" from another.
    const from = nameWithHandle(sender.display_name, await findHandle(db, sender.id))
    const now = clock.now()
    const id = await db.transaction().execute(async (trx) => {
      const giftId = await createGiftTransaction(
        trx,
        {
          product_id: product.id,
          product_name: product.name,
          product_image: product.image_url,
          vendor_name: product.vendor_name,
          quantity: input.quantity,
          unit_price: product.price,
          total_amount: lineTotal(product.price, input.quantity),
          sender_id: sender.id,
          receiver_id: receiverId,
          recipient_pet_id: input.recipient_pet_id ?? null,
          pet_name: petName,
          gift_message: input.gift_message,
        },
        now,
      )
      await notify(
        trx,
        [{ user_id: receiverId, kind: 'gift', title: `${from} sent you a gift`, body: `${input.quantity} × ${product.name}${petName ? ` for ${petName}` : ''}`, link: '/gifts?tab=received' }],
        now,
      )
      return giftId
    })
    events.publish({ topic: 'notifications', userIds: [receiverId] })
    const [created] = (await listGiftTransactions(db, sender.id, 'sent', { limit: 50, after: null })).filter((g) => g.id === id)
    return c.json(created, 201)
  })

  return app
}

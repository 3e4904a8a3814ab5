import { giftEndpoints } from '@petfolk/contract/gifts'
import { lineTotal } from '@petfolk/contract/money'
import { nameWithHandle } from '@petfolk/contract/members'
import type { AppDeps } from '../../app-env.ts'
import { RECIPIENT_NOT_FOUND, requireRecipient } from '../../auth/recipients.ts'
import { userExists } from '../../auth/users-store.ts'
import { created, endpointRouter, ok } from '../../http/endpoint-router.ts'
import { ApiError, notFound } from '../../http/errors.ts'
import { sendPage } from '../../http/pagination.ts'
import { findPet } from '../pets/store.ts'
import { deliver } from '../../delivery/deliver.ts'
import { findHandle } from '../members/store.ts'
import { createGiftTransaction, findGiftProduct, listGiftProducts, listGiftTransactions, listRecipientPets } from './store.ts'

/** More than anyone keeps; the list is for a select box. */
const MAX_RECIPIENT_PETS = 100

/** The gift catalog. */
export function giftProductRoutes(deps: AppDeps) {
  return endpointRouter(deps).on(giftEndpoints.products, async ({ query }) => ok(await listGiftProducts(deps.db, query)))
}

/** Gifts between members: my sent and received gifts, and sending one. */
export function giftTransactionRoutes(deps: AppDeps) {
  const { db, clock } = deps
  return endpointRouter(deps)
    .on(giftEndpoints.transactions, async ({ user, query: { type }, page }, c) => ok(sendPage(c, await listGiftTransactions(db, user.id, type, page), page, (g) => [g.id])))
    .on(giftEndpoints.send, async ({ user: sender, body: input }) => {
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
        await deliver(trx, 'gift', { from, quantity: input.quantity, productName: product.name, petName }, [receiverId], now)
        return giftId
      })
      const [sent] = (await listGiftTransactions(db, sender.id, 'sent', { limit: 50, after: null })).filter((g) => g.id === id)
      if (!sent) throw new Error(`The gift ${id} was stored but is not in its sender's list`)
      return created(sent)
    })
}

/**
 * The recipient's pets by name, so the sender can choose one without knowing its id. Any
 * signed-in member may ask (anyone may send anyone a gift); the answer is ids and names only,
 * and the descriptor's rate rule stops a script from walking every member's pets.
 */
export function giftRecipientRoutes(deps: AppDeps) {
  const { db } = deps
  return endpointRouter(deps).on(giftEndpoints.recipientPets, async ({ params }, c) => {
    if (!(await userExists(db, params.id))) throw notFound(RECIPIENT_NOT_FOUND)
    c.header('Cache-Control', 'no-store')
    return ok(await listRecipientPets(db, params.id, MAX_RECIPIENT_PETS))
  })
}

import {
  ORDER_ALREADY_CANCELLED,
  ORDER_ALREADY_SHIPPED,
  ORDER_NOT_PAID,
  ORDER_NOT_WAITING_FOR_PAYMENT,
  type MerchandiseOrder,
  type OrderStatus,
} from '@petfolk/contract/merchandise'
import type { Db } from '../../db/database.ts'
import { deliver } from '../../delivery/deliver.ts'
import { recordAudit, type AuditActor } from '../staff/audit-log.ts'
import { findOrder, findOrderState, moveOrder } from './store.ts'

export type OrderTarget = Exclude<OrderStatus, 'pending_payment'>

/** Who changes an order: its member, a staff member (audited), or the payment provider. */
export type OrderChanger = { kind: 'member'; userId: number } | { kind: 'staff'; actor: AuditActor } | { kind: 'payment' }

/** From which statuses each change may be made. */
const ALLOWED_FROM: Readonly<Record<OrderTarget, readonly OrderStatus[]>> = {
  paid: ['pending_payment'],
  shipped: ['paid'],
  cancelled: ['pending_payment', 'paid'],
}

/** Why an order in `current` cannot become `target` (the 409's sentence). */
export function refusal(current: OrderStatus, target: OrderTarget): string {
  if (target === 'cancelled') return current === 'shipped' ? ORDER_ALREADY_SHIPPED : ORDER_ALREADY_CANCELLED
  if (target === 'paid') {
    if (current === 'cancelled') return 'That order is cancelled, so it cannot be paid.'
    return current === 'pending_payment' ? ORDER_NOT_WAITING_FOR_PAYMENT : 'That order is already paid.'
  }
  if (current === 'shipped') return 'That order has already shipped.'
  return current === 'cancelled' ? 'That order is cancelled, so it cannot ship.' : ORDER_NOT_PAID
}

export type OrderChange =
  | { changed: true; order: MerchandiseOrder }
  /** The payment provider told us again of a payment already recorded: nothing to do. */
  | { changed: false; why: 'already' | 'not-found' }
  | { changed: false; why: 'conflict'; message: string }

/**
 * Changes an order's status in one transaction: the row, the member's in-app notice and e-mail,
 * and for staff the audit entry, all or nothing. A member reaches only their own orders.
 */
export async function changeOrderStatus(
  db: Db,
  change: { orderId: number; to: OrderTarget; by: OrderChanger; trackingNote?: string | null; at: Date; appUrl: string },
): Promise<OrderChange> {
  const { orderId, to, by, at } = change
  return db.transaction().execute(async (trx): Promise<OrderChange> => {
    const state = await findOrderState(trx, orderId)
    if (!state || (by.kind === 'member' && state.user_id !== by.userId)) return { changed: false, why: 'not-found' }
    const from = state.status
    if (by.kind === 'payment' && to === 'paid' && from !== 'pending_payment') return { changed: false, why: 'already' }
    if (!ALLOWED_FROM[to].includes(from) || !(await moveOrder(trx, orderId, from, to, at, change.trackingNote ?? null))) {
      const now = (await findOrderState(trx, orderId))?.status ?? from
      return { changed: false, why: 'conflict', message: refusal(now, to) }
    }
    const order = await findOrder(trx, orderId)
    if (!order) throw new Error(`order ${orderId} vanished inside its own transaction`)
    await deliver(trx, 'orderStatus', { order, from, byMember: by.kind === 'member' }, [state.user_id], at, { appUrl: change.appUrl })
    if (by.kind === 'staff') {
      await recordAudit(trx, {
        actor: by.actor,
        action: `order.${to}`,
        targetKind: 'order',
        targetId: orderId,
        targetLabel: `Order #${orderId}`,
        reason: null,
        details: { from, to, ...(to === 'shipped' ? { tracking_note: order.tracking_note } : {}) },
        at,
      })
    }
    return { changed: true, order }
  })
}


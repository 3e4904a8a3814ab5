import type { MerchandiseOrder, OrderStatus } from '@petfolk/contract/merchandise'
import type { Notice } from './lost-found.ts'

export const ORDER_NOTICE_KIND = 'order_status'
/** A notice from staff to a member about their own content or account (hidden, warned, suspended). */
export const MODERATION_NOTICE_KIND = 'moderation_notice'
/** A reporter's notice that staff handled what they reported. */
export const REPORT_HANDLED_KIND = 'report_handled'

const ORDERS_LINK = '/merchandise/orders'

export interface OrderSubject {
  order: Pick<MerchandiseOrder, 'id' | 'status' | 'total_price' | 'tracking_note'>
  from: OrderStatus
  /** The member cancelled it themselves. */
  byMember: boolean
}

/**
 * What the member is told. Subjects and titles name only the order number: nothing a member
 * wrote goes into them. The tracking note is staff's, in the body.
 */
export function orderNotice({ order, from, byMember }: OrderSubject): Notice & { subject: string } {
  const number = `order #${order.id}`
  switch (order.status) {
    case 'paid':
      return {
        link: ORDERS_LINK,
        subject: `Petfolk: payment received for ${number}`,
        title: `Payment received for ${number}`,
        body: `Thanks! We received your payment of $${order.total_price.toFixed(2)} for ${number}. We'll tell you when it ships.`,
      }
    case 'shipped':
      return {
        link: ORDERS_LINK,
        subject: `Petfolk: ${number} has shipped`,
        title: `Your ${number} has shipped`,
        body: `Your ${number} is on its way.${order.tracking_note ? ` Tracking: ${order.tracking_note}` : ''}`,
      }
    case 'cancelled': {
      const who = byMember ? 'You cancelled' : 'Petfolk cancelled'
      const refund = from === 'paid' ? ' Your payment will be refunded.' : ''
      return { link: ORDERS_LINK, subject: `Petfolk: ${number} was cancelled`, title: `${number[0]?.toUpperCase()}${number.slice(1)} was cancelled`, body: `${who} ${number}.${refund}` }
    }
    default:
      return { link: ORDERS_LINK, subject: `Petfolk: ${number} was updated`, title: `${number} was updated`, body: `Your ${number} is waiting for payment.` }
  }
}

/** The order's e-mail: its notice, and where the member's orders are. */
export function orderMail(subject: OrderSubject, appUrl: string): { subject: string; text: string } {
  const notice = orderNotice(subject)
  return { subject: notice.subject, text: `${notice.body}\n\nYour orders: ${appUrl}${ORDERS_LINK}\n` }
}

/** What staff tell a member; the title and body are written by the moderation action. */
export interface StaffNoticeSubject {
  title: string
  body: string
}

export function staffNotice(s: StaffNoticeSubject): { title: string; body: string; link: null } {
  return { title: s.title, body: s.body, link: null }
}

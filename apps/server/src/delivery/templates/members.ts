import type { Notice } from './lost-found.ts'

/** A direct message: no bell entry (the Messages page lists it), a push to the receiver's devices. */
export const DIRECT_MESSAGE_KIND = 'direct_message'
export const GIFT_KIND = 'gift'

/** A push shows a line or two of the message; the app shows the rest. */
const PUSH_PREVIEW_CHARS = 120

export interface DirectMessageSubject {
  messageId: number
  /** The sender's name with their handle, so a lock screen tells one "Bob" from another. */
  from: string
  subject: string | null
  content: string
}

/** What the receiver's lock screen shows: the subject, or else the start of the message. */
function preview(subject: string | null, content: string): string {
  const text = (subject?.trim() || content.trim()).replace(/\s+/g, ' ')
  // By code point, so an emoji is never cut in half.
  const chars = [...text]
  return chars.length <= PUSH_PREVIEW_CHARS ? text : `${chars.slice(0, PUSH_PREVIEW_CHARS - 1).join('').trimEnd()}…`
}

export function directMessageNotice(s: DirectMessageSubject): Notice {
  return { title: `New message from ${s.from}`, body: preview(s.subject, s.content), link: `/messages?message=${s.messageId}` }
}

export interface GiftSubject {
  from: string
  quantity: number
  productName: string
  petName: string | null
}

export function giftNotice(s: GiftSubject): Notice {
  return { title: `${s.from} sent you a gift`, body: `${s.quantity} × ${s.productName}${s.petName ? ` for ${s.petName}` : ''}`, link: '/gifts?tab=received' }
}

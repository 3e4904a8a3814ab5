import type { ReviewKind } from '@petfolk/contract/review'

/** The notification kinds of a review decision. */
export const REVIEW_APPROVED_KIND = 'review_approved'
export const REVIEW_REJECTED_KIND = 'review_rejected'

export interface DecisionTexts {
  kind: ReviewKind
  /** The business's or listing's name, as its owner wrote it. */
  name: string
  approved: boolean
  reason: string | null
}

const WHAT: Readonly<Record<ReviewKind, { noun: string; where: string; link: string }>> = {
  business: { noun: 'business', where: 'the Petfolk business directory', link: '/directory' },
  photographer: { noun: 'photographer listing', where: 'the Petfolk photographer directory', link: '/photographers' },
}

/** The in-app notice to the member who sent the submission in. */
export function decisionNotice(texts: DecisionTexts): { title: string; body: string; link: string | null } {
  const what = WHAT[texts.kind]
  if (texts.approved) {
    return { title: `Your ${what.noun} is listed`, body: `“${texts.name}” is now in ${what.where}.`, link: what.link }
  }
  return { title: `Your ${what.noun} was not listed`, body: `We could not list “${texts.name}”: ${texts.reason ?? ''}`, link: null }
}

/**
 * The e-mail about a decision. Its subject is fixed text: the name is the owner's own writing, so
 * it goes in the body only, never in a header.
 */
export function decisionMail(texts: DecisionTexts, appUrl: string): { subject: string; text: string } {
  const what = WHAT[texts.kind]
  if (texts.approved) {
    return {
      subject: `Your Petfolk ${what.noun} is listed`,
      text: `Good news: “${texts.name}” is now in ${what.where}, where members can find it.\n\nSee it here: ${appUrl}${what.link}\n\n— The Petfolk team`,
    }
  }
  return {
    subject: `About your Petfolk ${what.noun}`,
    text: `Thank you for sending us “${texts.name}”. We could not list it, for this reason:\n\n${texts.reason ?? ''}\n\nYou are welcome to send it again with the details corrected.\n\n— The Petfolk team`,
  }
}

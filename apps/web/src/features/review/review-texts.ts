import type { ReviewItem, ReviewSubmitter } from '@petfolk/contract/review'
import { shortDateFormat } from '../../lib/format.ts'

/** What a submission is called: a business's name, a photographer's business name. */
export function itemTitle(item: ReviewItem): string {
  return item.kind === 'business' ? item.fields.name : item.fields.business_name
}

/** "Mar 14, 2026" for when it was sent in. */
export function submittedOn(at: string): string {
  const date = new Date(at)
  return Number.isNaN(date.getTime()) ? at : shortDateFormat().format(date)
}

export function submitterLabel(submitter: ReviewSubmitter | null): string {
  if (!submitter) return 'a former member'
  return submitter.handle ? `${submitter.display_name} (@${submitter.handle})` : submitter.display_name
}

export const DECISION_FAILED = 'That did not go through. Please try again.'

import { PRICING_RANGE_LABELS } from '@petfolk/contract/demo'
import { productOptions } from '../merchandise/index.ts'

/** How a photographer listing reads, for every screen that shows one (preview, photographers). */

/** The pricing labels a listing may show; anything else (or none) is 'Contact for Pricing'. */
export function pricingLabel(range: string | null): string {
  const labels: Record<string, string> = PRICING_RANGE_LABELS
  return (range && labels[range]) || 'Contact for Pricing'
}

/** portfolio_images is JSON text holding an array of URLs, stored like a product's options; anything else means no pictures. */
export const portfolioImages: (json: string) => string[] = productOptions

/** specialties is comma-separated text: trimmed, blanks dropped. */
export function specialtyList(specialties: string | null): string[] {
  return (specialties ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
}

/** The Instagram handle without a leading '@' (the link and the label both use it). */
export function instagramHandle(handle: string): string {
  return handle.trim().replace(/^@+/, '')
}

/** How a photographer listing reads, for every screen that shows one (preview, photographers). */

const PRICING_LABELS: Record<string, string> = {
  budget: 'Budget Friendly',
  'mid-range': 'Mid Range',
  premium: 'Premium',
}

/** The spec's pricing labels; anything else (or none) is 'Contact for Pricing'. */
export function pricingLabel(range: string | null): string {
  return (range && PRICING_LABELS[range]) || 'Contact for Pricing'
}

/** portfolio_images is JSON text holding an array of URLs; anything else means no pictures. */
export function portfolioImages(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json)
    return Array.isArray(value) ? value.filter((url): url is string => typeof url === 'string' && url.length > 0) : []
  } catch {
    return []
  }
}

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

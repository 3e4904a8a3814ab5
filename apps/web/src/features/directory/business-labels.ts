import { HeartPulse, House, Scissors, ShieldCheck, Store, type LucideIcon } from 'lucide-react'
import { BUSINESS_TYPE_LABELS, type Business } from '@petfolk/contract/directory'

export const BUSINESS_TYPE_ICONS: Record<Business['business_type'], LucideIcon> = {
  pet_store: Store,
  pet_insurance: ShieldCheck,
  boarding: House,
  grooming: Scissors,
  veterinary: HeartPulse,
}

export function businessTypeLabel(type: Business['business_type']): string {
  return BUSINESS_TYPE_LABELS[type]
}

/** "2.3 miles": distances to one decimal: precise enough to compare, short enough to read. */
export function formatMiles(miles: number): string {
  return `${miles.toFixed(1)} ${miles === 1 ? 'mile' : 'miles'}`
}

/** "4.7 (212 reviews)". */
export function reviewsLabel(count: number): string {
  return `${count} ${count === 1 ? 'review' : 'reviews'}`
}

/** "410 Congress Ave, Austin, TX 78701" from whichever parts exist. */
export function fullAddress(business: Pick<Business, 'address' | 'city' | 'state' | 'zip_code'>): string {
  const cityLine = [business.city, [business.state, business.zip_code].filter(Boolean).join(' ')].filter(Boolean).join(', ')
  return [business.address, cityLine].filter(Boolean).join(', ')
}

/** The website without its scheme, for display. */
export function displayWebsite(url: string): string {
  return url.replace(/^https?:\/\//, '').replace(/\/$/, '')
}

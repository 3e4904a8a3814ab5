import type { VendorFeature } from '@petfolk/contract/vendors'
import { shortDateFormat } from '../../lib/format.ts'

export interface SplitFeatures {
  /** The one vendor of the day (the first the server lists), or null when there is none. */
  vendorOfDay: VendorFeature | null
  newPartners: VendorFeature[]
  featured: VendorFeature[]
}

/** Splits the features by feature_type; only one vendor_of_day is ever shown. */
export function splitFeatures(features: readonly VendorFeature[]): SplitFeatures {
  return {
    vendorOfDay: features.find((feature) => feature.feature_type === 'vendor_of_day') ?? null,
    newPartners: features.filter((feature) => feature.feature_type === 'new_partner'),
    featured: features.filter((feature) => feature.feature_type === 'featured'),
  }
}

/** Where a vendor's products are: the gift catalog, narrowed to that vendor. */
export function vendorProductsPath(vendorName: string): string {
  return `/gifts?${new URLSearchParams({ vendor: vendorName })}`
}

/** A calendar date (YYYY-MM-DD) or a timestamp, as "Mar 14, 2026". */
export function formatVendorDate(value: string): string {
  const calendar = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  const date = calendar ? new Date(Number(calendar[1]), Number(calendar[2]) - 1, Number(calendar[3])) : new Date(value)
  return Number.isNaN(date.getTime()) ? value : shortDateFormat().format(date)
}

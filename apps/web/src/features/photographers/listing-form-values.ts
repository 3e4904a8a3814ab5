import { z } from 'zod'

/* The form's values, apart from its fields' component (see there why). */

/** What a photographer's listing form holds: text, which the contract's schema then checks. */
export const listingFormValues = z.object({
  business_name: z.string(),
  photographer_name: z.string(),
  city: z.string(),
  state: z.string(),
  zip_code: z.string(),
  description: z.string(),
  specialties: z.string(),
  pricing_range: z.string(),
  years_experience: z.string().regex(/^\s*\d*\s*$/, 'Years of experience must be a whole number.'),
  website: z.string(),
  phone: z.string(),
  email: z.string().regex(/^\s*$|^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Enter an e-mail address like name@example.com.'),
  instagram_handle: z.string(),
})
export type ListingFormValues = z.infer<typeof listingFormValues>
export type ListingField = keyof ListingFormValues
export const LISTING_FIELDS = Object.keys(listingFormValues.shape) as ListingField[]

/** The form's text as the contract takes it: no pricing range is null, years a number or null. */
export function listingInput(values: ListingFormValues) {
  return {
    ...values,
    pricing_range: values.pricing_range || null,
    years_experience: values.years_experience.trim() ? Number(values.years_experience.trim()) : null,
  }
}

import { z } from 'zod'

/* The form's values, apart from its fields' component (see there why). */

/** What a business form holds: text, which the contract's schema then checks. */
export const businessFormValues = z.object({
  name: z.string(),
  business_type: z.string(),
  description: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zip_code: z.string(),
  phone: z.string(),
  website: z.string(),
})
export type BusinessFormValues = z.infer<typeof businessFormValues>
export type BusinessField = keyof BusinessFormValues
export const BUSINESS_FIELDS = Object.keys(businessFormValues.shape) as BusinessField[]

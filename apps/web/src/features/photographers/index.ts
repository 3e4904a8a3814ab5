import { lazy } from 'react'
/** What other features may use from photographers; everything else in this folder is its own. */
export { PhotographerCard } from './photographer-card.tsx'
/** Query keys: other areas invalidate this area's data by these names, never by writing the strings again. */
export { photographersQueryKey } from './query-keys.ts'
/**
 * The listing form's fields, which the review queue's edit form shows too. Loaded when first
 * shown (render it in a Suspense boundary): the preview imports this file for its cards, and a
 * static export would put the form controls in its scripts, over its budget.
 */
export const ListingFormFields = lazy(() => import('./listing-form-fields.tsx').then((module) => ({ default: module.ListingFormFields })))
export { LISTING_FIELDS, listingFormValues, listingInput, type ListingField, type ListingFormValues } from './listing-form-values.ts'

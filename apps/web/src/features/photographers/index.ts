/** What other features may use from photographers; everything else in this folder is its own. */
export { PhotographerCard } from './photographer-card.tsx'
/** Query keys: other areas invalidate this area's data by these names, never by writing the strings again. */
export { photographersQueryKey } from './query-keys.ts'
/** The listing form's fields, which the review queue's edit form shows too. */
export { LISTING_FIELDS, ListingFormFields, listingFormValues, listingInput, type ListingField, type ListingFormValues } from './listing-form-fields.tsx'

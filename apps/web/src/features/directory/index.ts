/** What other features may use of directory: its query keys, so they invalidate its data by name, never by writing the strings again. */
export { directoryQueryKey, userLocationQueryKey, sessionLocationQueryKey } from './query-keys.ts'
/** The business form's fields, which the review queue's edit form shows too. */
export { BusinessFormFields } from './business-form-fields.tsx'
export { BUSINESS_FIELDS, businessFormValues, type BusinessField, type BusinessFormValues } from './business-form-values.ts'

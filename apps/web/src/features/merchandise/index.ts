/** What other features may use from merchandise; everything else in this folder is its own. */
export { productOptions } from './product-options.ts'
/** Query keys: other areas invalidate this area's data by these names, never by writing the strings again. */
export { merchandiseQueryKey, ordersQueryKey } from './query-keys.ts'

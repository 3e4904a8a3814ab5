/** What other features may use from merchandise; everything else in this folder is its own. */
export { productOptions } from './product-options.ts'

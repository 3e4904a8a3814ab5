/** The staff area's catalog section; the router loads its page lazily. */
export { CatalogAdminPage } from './catalog-page.tsx'

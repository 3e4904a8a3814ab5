/**
 * What the app's routes load of this area: its screens, and the pieces of it that other areas'
 * screens show. Each loads when its route is first shown, in its own chunk (a static import would
 * put it in every page's scripts).
 */
export const loadCatalogAdminPage = () => import('./catalog-page.tsx')

/**
 * What the app's routes load of this area: its screens, and the pieces of it that other areas'
 * screens show. Each loads when its route is first shown, in its own chunk (a static import would
 * put it in every page's scripts).
 */
export const loadMerchandisePage = () => import('./merchandise-page.tsx')
export const loadOrdersPage = () => import('./orders-page.tsx')
export const loadDevPaymentPage = () => import('./dev-payment-page.tsx')
export const loadStaffOrdersPage = () => import('./staff-orders-page.tsx')

/**
 * What the app's routes load of this area: its screens, and the pieces of it that other areas'
 * screens show. Each loads when its route is first shown, in its own chunk (a static import would
 * put it in every page's scripts).
 */
export const loadLostPetsPage = () => import('./lost-pets-page.tsx')
export const loadAlertPreferencesSlot = () => import('./alerts/alert-preferences-dialog.tsx')
export const loadMatchesPage = () => import('./matching/matches-page.tsx')
export const loadFlyerPage = () => import('./reports/flyer-page.tsx')
export const loadFoundFlyerPage = () => import('./found/found-flyer-page.tsx')
export const loadPublicReportPage = () => import('./reports/public-report-page.tsx')
export const loadVisitorThreadPage = () => import('./relay/visitor-thread-page.tsx')
export const loadConfirmEmailPage = () => import('./relay/confirm-email-page.tsx')
export const loadPublicFoundPage = () => import('./found/public-found-page.tsx')

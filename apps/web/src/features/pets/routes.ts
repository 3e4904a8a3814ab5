/**
 * What the app's routes load of this area: its screens, and the pieces of it that other areas'
 * screens show. Each loads when its route is first shown, in its own chunk (a static import would
 * put it in every page's scripts).
 */
export const loadPetsQuery = () => import('./api/get-pets.ts')
export const loadPetsPage = () => import('./pets-page.tsx')
export const loadAddPetPage = () => import('./add-pet-page.tsx')
export const loadPetDetailPage = () => import('./pet-detail-page.tsx')
export const loadPetSummary = () => import('./pet-summary.tsx')

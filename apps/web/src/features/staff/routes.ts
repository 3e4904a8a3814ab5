/**
 * What the app's routes load of this area: its screens, and the pieces of it that other areas'
 * screens show. Each loads when its route is first shown, in its own chunk (a static import would
 * put it in every page's scripts).
 */
export const loadStaffOverviewPage = () => import('./overview-page.tsx')
export const loadStaffMembersPage = () => import('./members-page.tsx')
export const loadStaffMemberPage = () => import('./member-page.tsx')
export const loadAuditLogPage = () => import('./audit-log-page.tsx')
/** The staff area's frame, which routes/staff-routes.tsx (itself loaded lazily) draws every section in. */
export { StaffLayout } from './staff-layout.tsx'

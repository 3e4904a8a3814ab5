/**
 * What the app's routes load of this area: its screens, and the pieces of it that other areas'
 * screens show. Each loads when its route is first shown, in its own chunk (a static import would
 * put it in every page's scripts).
 */
export const loadAppointmentsQuery = () => import('./api/get-appointments.ts')
export const loadAppointmentSummary = () => import('./appointment-summary.tsx')
export const loadAppointmentsPage = () => import('./appointments-page.tsx')
export const loadScheduleAppointmentDialog = () => import('./schedule-appointment-dialog.tsx')

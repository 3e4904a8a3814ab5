import { ClipboardCheck, ClipboardList, Flag, LayoutDashboard, ShoppingBag, Store, Users, type LucideIcon } from 'lucide-react'

export interface StaffTab {
  label: string
  /** Under /admin; the overview is /admin itself. */
  to: string
  icon: LucideIcon
  /** Shown to admins only (moderators get 403 from its API anyway). */
  adminOnly?: boolean
}

/**
 * The staff area's sections, in order. Each queue's page lives in its own feature folder and its
 * route in routes/staff-routes.tsx; this list is the one place that names them all.
 */
export const STAFF_TABS: readonly StaffTab[] = [
  { label: 'Overview', to: '/admin', icon: LayoutDashboard },
  { label: 'Reports', to: '/admin/reports', icon: Flag },
  { label: 'Reviews', to: '/admin/reviews', icon: ClipboardCheck },
  { label: 'Members', to: '/admin/members', icon: Users },
  { label: 'Orders', to: '/admin/orders', icon: ShoppingBag },
  { label: 'Catalog', to: '/admin/catalog', icon: Store },
  { label: 'Audit log', to: '/admin/audit-log', icon: ClipboardList, adminOnly: true },
]

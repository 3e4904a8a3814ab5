import { ShieldAlert, type LucideIcon } from 'lucide-react'
import { NavLink, Outlet } from 'react-router'
import { isStaff } from '@petfolk/contract/staff'
import { useAuth } from '../../auth/auth-context.ts'
import { navLinkClasses } from '../../ui/nav-link-classes.ts'
import { EmptyState } from '../../ui/empty-state.tsx'
import { PageHeader } from '../../ui/page-header.tsx'

export interface StaffLayoutTab {
  label: string
  to: string
  icon: LucideIcon
  adminOnly?: boolean
}

/**
 * The staff area's frame: its title and a row of sections, then the section's page. A member who
 * opens /admin is told it is for staff; the API refuses them on its own (403) whatever this shows.
 */
export function StaffLayout({ tabs }: { tabs: readonly StaffLayoutTab[] }) {
  const { user } = useAuth()
  if (!user || !isStaff(user.role)) {
    return <EmptyState icon={ShieldAlert} headingLevel={2} title="Staff only" hint="This area is for the people who run this Petfolk community." />
  }
  const shown = tabs.filter((tab) => !tab.adminOnly || user.role === 'admin')
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Staff" description="Keep the community safe and its listings, orders and catalog up to date." />
      <nav aria-label="Staff sections" className="-mx-1 overflow-x-auto">
        <ul className="flex gap-1 px-1">
          {shown.map(({ label, to, icon: Icon }) => (
            <li key={to}>
              <NavLink
                to={to}
                end={to === '/admin'}
                className={({ isActive }) => navLinkClasses(isActive, 'gap-2 whitespace-nowrap')}
              >
                <Icon aria-hidden="true" className="size-4 shrink-0" />
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </div>
  )
}

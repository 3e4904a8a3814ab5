import { useSyncExternalStore } from 'react'
import { NavLink } from 'react-router'
import { ShieldCheck } from 'lucide-react'
import { isStaff } from '@petfolk/contract/roles'
import { useAuth } from '../auth/auth-context.ts'
import { navLinkClasses } from '../ui/nav-link-classes.ts'

const noChange = () => () => {}

/**
 * True once the page is live in the browser. Signed-in pages are prerendered for someone who is
 * not staff (prerender.tsx), so whatever only staff see is drawn after hydration, never during it.
 */
function useLiveInBrowser(): boolean {
  return useSyncExternalStore(noChange, () => true, () => false)
}

/**
 * The way into the staff area (/admin), for moderators and admins only: its own navigation after
 * the members' items, which stay exactly as they are for everyone.
 */
export function StaffLink({ onNavigate }: { onNavigate?: (() => void) | undefined }) {
  const { user } = useAuth()
  const live = useLiveInBrowser()
  if (!live || !isStaff(user?.role)) return null
  return (
    <nav aria-label="Staff" className="mt-2 border-t border-line pt-2">
      <NavLink
        to="/admin"
        onClick={onNavigate}
        className={({ isActive }) => navLinkClasses(isActive, 'gap-3')}
      >
        <ShieldCheck aria-hidden="true" className="size-5 shrink-0" />
        Staff
      </NavLink>
    </nav>
  )
}

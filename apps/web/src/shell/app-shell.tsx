import { useState } from 'react'
import { Link, NavLink, Navigate, Outlet } from 'react-router'
import { Dialog as RadixDialog } from 'radix-ui'
import { LogOut, Menu, Plus, X } from 'lucide-react'
import { displayName, type User } from '@petfolk/contract/users'
import { useAuth } from '../auth/auth-context.ts'
import { useCurrentUserQuery } from '../auth/api/get-current-user.ts'
import { NetworkError } from '../lib/api.ts'
import { turnOffDeviceAlertsOnSignOut } from '../features/push/api/device-alerts.ts'
import { buttonClasses } from '../ui/button.tsx'
import { FullPageSpinner } from '../ui/spinner.tsx'
import { Logo } from '../ui/logo.tsx'
import { ThemeToggle } from '../ui/theme-toggle.tsx'
import { NotificationBell } from '../features/notifications/notification-bell.tsx'
import { UnreadMessagesBadge } from '../features/messages/unread-messages-badge.tsx'
import { cx } from '../lib/cx.ts'
import { navLinkClasses } from '../ui/nav-link-classes.ts'
import { BOTTOM_BAR_ITEM_COUNT, NAV_ITEMS } from './nav-items.ts'
import { OfflineNotice, OfflineStart } from './offline-notice.tsx'
import { useLiveUpdates } from './live-updates.ts'
import { StaffLink } from './staff-link.tsx'

/** Every route inside the shell needs a signed-in user; others go to /signin once the session is known. */
export function SignedInShell() {
  const { user, isPending, isFetching, logout, refetch } = useAuth()
  const session = useCurrentUserQuery()
  // Someone who signs out goes home, not to the sign-in page the guard sends strangers to.
  const [signingOut, setSigningOut] = useState(false)
  // The shell's own view of the session too: mounting asks again when the last answer was an error.
  if (isPending || session.isPending) return <FullPageSpinner />
  if (!user && session.error instanceof NetworkError) {
    // Opened with no network (the service worker's copy of the app): nobody is known to be signed out.
    return <OfflineStart onRetry={() => void refetch().catch(() => undefined)} retrying={isFetching} />
  }
  if (!user) return <Navigate to={signingOut ? '/' : '/signin'} replace />
  const signOut = async () => {
    setSigningOut(true)
    // The next person on this device must not get this member's alerts.
    await turnOffDeviceAlertsOnSignOut()
    await logout()
  }
  return <AppShell user={user} onSignOut={signOut} />
}

function AppShell({ user, onSignOut }: { user: User; onSignOut: () => Promise<void> }) {
  const [menuOpen, setMenuOpen] = useState(false)
  const name = displayName(user)
  useLiveUpdates()

  return (
    <div className="min-h-dvh">
      <a
        href="#main"
        className="sr-only z-50 rounded-control bg-brand px-4 py-2 font-bold text-on-brand focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>

      <aside className="fixed inset-y-0 left-0 hidden w-64 flex-col border-r border-line bg-surface lg:flex print:hidden">
        <div className="px-5 py-4">
          <Logo to="/dashboard" />
        </div>
        <div className="grow overflow-y-auto px-3 pb-6">
          <NavList />
          <StaffLink />
        </div>
      </aside>

      <div className="lg:pl-64 print:pl-0">
        <header className="sticky top-0 z-30 border-b border-line bg-surface/95 backdrop-blur print:hidden">
          <div className="flex items-center gap-2 px-4 py-2.5 sm:gap-3 lg:px-8">
            <RadixDialog.Root open={menuOpen} onOpenChange={setMenuOpen}>
              <RadixDialog.Trigger
                aria-label="Open menu"
                className="-ml-2 inline-flex size-11 items-center justify-center rounded-control hover:bg-sunken lg:hidden"
              >
                <Menu aria-hidden="true" className="size-6" />
              </RadixDialog.Trigger>
              <MobileMenu name={name} onNavigate={() => setMenuOpen(false)} onSignOut={onSignOut} />
            </RadixDialog.Root>
            <Logo to="/dashboard" className="lg:hidden" />
            <div className="grow" />
            <NotificationBell />
            <Link to="/pets/new" className={buttonClasses({ size: 'sm' })}>
              <Plus aria-hidden="true" className="size-4" />
              Add Pet
            </Link>
            <span className="hidden max-w-48 truncate font-semibold sm:inline" title={name}>
              {name}
            </span>
            <div className="hidden sm:block">
              <ThemeToggle />
            </div>
            <button
              type="button"
              onClick={() => void onSignOut()}
              className={buttonClasses({ variant: 'ghost', size: 'sm', className: 'px-2.5 sm:px-3' })}
            >
              <LogOut aria-hidden="true" className="size-4" />
              <span className="sr-only sm:not-sr-only">Sign Out</span>
            </button>
          </div>
        </header>
        <OfflineNotice />

        <main id="main" tabIndex={-1} className="mx-auto max-w-6xl px-4 pt-6 pb-28 outline-none sm:pt-8 lg:px-8 lg:pb-12 print:max-w-none print:p-0">
          <Outlet />
        </main>
      </div>

      <BottomBar />
    </div>
  )
}

function NavList({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <nav aria-label="Main navigation">
      <ul className="flex flex-col gap-0.5">
        {NAV_ITEMS.map(({ label, to, icon: Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              onClick={onNavigate}
              className={({ isActive }) => navLinkClasses(isActive, 'gap-3')}
            >
              <Icon aria-hidden="true" className="size-5 shrink-0" />
              {label}
              {to === '/messages' ? <UnreadMessagesBadge /> : null}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}

function MobileMenu({ name, onNavigate, onSignOut }: { name: string; onNavigate: () => void; onSignOut: () => Promise<void> }) {
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className="fixed inset-0 z-40 bg-grey-950/55 dark:bg-black/75 data-[state=open]:animate-fade-in lg:hidden" />
      <RadixDialog.Content
        aria-describedby={undefined}
        className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col bg-surface text-fg shadow-raised data-[state=open]:animate-slide-in-left lg:hidden"
      >
        <div className="flex items-center justify-between border-b border-line px-4 py-3">
          <RadixDialog.Title className="text-lg font-bold">Menu</RadixDialog.Title>
          <RadixDialog.Close aria-label="Close menu" className="inline-flex size-11 items-center justify-center rounded-control hover:bg-sunken">
            <X aria-hidden="true" className="size-5" />
          </RadixDialog.Close>
        </div>
        <p className="truncate px-4 pt-3 text-sm text-fg-muted">
          Signed in as <span className="font-semibold text-fg">{name}</span>
        </p>
        <div className="grow overflow-y-auto px-3 py-3">
          <NavList onNavigate={onNavigate} />
          <StaffLink onNavigate={onNavigate} />
        </div>
        <div className="flex items-center justify-between gap-2 border-t border-line px-3 py-3">
          <ThemeToggle />
          <button
            type="button"
            onClick={() => {
              onNavigate()
              void onSignOut()
            }}
            className={buttonClasses({ variant: 'secondary', size: 'sm' })}
          >
            <LogOut aria-hidden="true" className="size-4" />
            Sign Out
          </button>
        </div>
      </RadixDialog.Content>
    </RadixDialog.Portal>
  )
}

function BottomBar() {
  return (
    <nav
      aria-label="Quick navigation"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-surface pb-[env(safe-area-inset-bottom)] lg:hidden print:hidden"
    >
      <ul className="grid grid-cols-5">
        {NAV_ITEMS.slice(0, BOTTOM_BAR_ITEM_COUNT).map(({ label, to, icon: Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              className={({ isActive }) =>
                cx(
                  'flex min-h-14 flex-col items-center justify-center gap-0.5 px-0.5 text-[0.6875rem] font-semibold tracking-tight',
                  isActive ? 'text-brand-fg' : 'text-fg-muted hover:text-fg',
                )
              }
            >
              <Icon aria-hidden="true" className="size-5" />
              <span className="max-w-full truncate">{label}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}

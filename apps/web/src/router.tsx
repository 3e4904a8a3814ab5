import { createBrowserRouter, Outlet, ScrollRestoration, type DataRouter, type RouteObject } from 'react-router'
import { FullPageSpinner } from './ui/spinner.tsx'
import { scrollKey } from './lib/scroll-key.ts'
import { loadBlockedMembersCard } from './features/blocks/routes.ts'
import { loadBackupPanel } from './features/media/routes.ts'
import { loadDeviceAlerts } from './features/push/routes.ts'
import { loadNotificationsCard, loadSettingsPage } from './features/settings/routes.ts'
import { communityRoutes } from './routes/community-routes.tsx'
import { marketplaceRoutes } from './routes/marketplace-routes.tsx'
import { petCareRoutes } from './routes/pet-care-routes.tsx'
import { publicRoutes } from './routes/public-routes.tsx'

/*
 * The app's route table. Each area's screens come through that feature's routes.ts, which loads
 * them lazily, one chunk per page; routes/ holds the table of each group of screens.
 */

function RootLayout() {
  return (
    <>
      <ScrollRestoration getKey={scrollKey} />
      <Outlet />
    </>
  )
}

/*
 * The staff area (/admin/*), shown to moderators and admins: its sections' routes are in
 * routes/staff-routes.tsx, loaded with it, and its tabs in shell/staff-tabs.ts.
 */
const staffRoutes: RouteObject[] = [{ path: 'admin/*', lazy: async () => ({ Component: (await import('./routes/staff-routes.tsx')).StaffArea }) }]

// Public routes render outside the shell; every other path (including unknown ones) inside it.
// Each page is its own lazily loaded chunk.
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: FullPageSpinner,
    children: [
      ...publicRoutes,
      {
        // The shell (navigation, bell, menus) loads with the first signed-in page, not on public pages.
        lazy: async () => ({ Component: (await import('./shell/app-shell.tsx')).SignedInShell }),
        children: [
          ...petCareRoutes,
          {
            path: 'settings',
            lazy: async () => {
              const [{ SettingsPage }, { BackupPanel }, { DeviceAlertsSlot }, { DeviceAlerts }, { BlockedMembersCard }] = await Promise.all([
                loadSettingsPage(),
                loadBackupPanel(),
                loadNotificationsCard(),
                loadDeviceAlerts(),
                loadBlockedMembersCard(),
              ])
              // Data Management's Backup to Cloud comes from the media area, Notifications' alerts on
              // this device from the push area.
              function SettingsRoute() {
                return (
                  <DeviceAlertsSlot value={<DeviceAlerts />}>
                    <SettingsPage backupPanel={<BackupPanel headingLevel={3} />} blockedMembersPanel={<BlockedMembersCard />} />
                  </DeviceAlertsSlot>
                )
              }
              return { Component: SettingsRoute }
            },
          },
          ...communityRoutes,
          ...marketplaceRoutes,
          ...staffRoutes,
          { path: '*', lazy: async () => ({ Component: (await import('./shell/not-found-page.tsx')).NotFoundPage }) },
        ],
      },
    ],
  },
]

export function createRouter() {
  return createBrowserRouter(routes)
}

/**
 * Resolves once the router has loaded the lazy routes of its first location. Until then it draws
 * the fallback spinner, so a page prerendered with those routes must not be hydrated before.
 */
export function routerReady(router: DataRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve()
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return
      unsubscribe()
      resolve()
    })
  })
}

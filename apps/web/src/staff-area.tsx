import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react'
import { Route, Routes } from 'react-router'
import { StaffLayout } from './features/staff/staff-layout.tsx'
import { STAFF_TABS } from './shell/staff-tabs.ts'
import { Spinner } from './ui/spinner.tsx'

/*
 * The staff area's sections (/admin/*), each page from its own feature folder. They are routes of
 * this lazily loaded module rather than of router.tsx, so the list of them, and the chunks each
 * needs, load with the staff area instead of with every page of the app (the preview page's
 * JavaScript budget, apps/web/scripts/check-budgets.ts).
 */
function page<T extends Record<string, unknown>>(load: () => Promise<T>, name: keyof T): LazyExoticComponent<ComponentType> {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }))
}

const Overview = page(() => import('./features/staff/overview-page.tsx'), 'StaffOverviewPage')
const Reports = page(() => import('./features/reports/reports-page.tsx'), 'ReportsQueuePage')
const Reviews = page(() => import('./features/review/reviews-page.tsx'), 'ReviewsPage')
const Members = page(() => import('./features/staff/members-page.tsx'), 'StaffMembersPage')
const Member = page(() => import('./features/staff/member-page.tsx'), 'StaffMemberPage')
const Orders = page(() => import('./features/merchandise/staff-orders-page.tsx'), 'StaffOrdersPage')
const Catalog = page(() => import('./features/catalog-admin/catalog-page.tsx'), 'CatalogAdminPage')
const AuditLog = page(() => import('./features/staff/audit-log-page.tsx'), 'AuditLogPage')

const SECTIONS: Array<{ path?: string; Page: LazyExoticComponent<ComponentType> }> = [
  { Page: Overview },
  { path: 'reports', Page: Reports },
  { path: 'reviews', Page: Reviews },
  { path: 'members', Page: Members },
  { path: 'members/:id', Page: Member },
  { path: 'orders', Page: Orders },
  { path: 'catalog', Page: Catalog },
  { path: 'audit-log', Page: AuditLog },
]

export function StaffArea() {
  return (
    <Routes>
      <Route element={<StaffLayout tabs={STAFF_TABS} />}>
        {SECTIONS.map(({ path, Page }) => {
          const element = (
            <Suspense
              fallback={
                <div className="flex justify-center py-12">
                  <Spinner label="Loading..." />
                </div>
              }
            >
              <Page />
            </Suspense>
          )
          return path ? <Route key={path} path={path} element={element} /> : <Route key="index" index element={element} />
        })}
      </Route>
    </Routes>
  )
}

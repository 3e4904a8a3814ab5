import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react'
import { Route, Routes } from 'react-router'
import { STAFF_TABS } from '../shell/staff-tabs.ts'
import { Spinner } from '../ui/spinner.tsx'
import { loadCatalogAdminPage } from '../features/catalog-admin/routes.ts'
import { loadStaffOrdersPage } from '../features/merchandise/routes.ts'
import { loadReportsQueuePage } from '../features/reports/routes.ts'
import { loadReviewsPage } from '../features/review/routes.ts'
import { StaffLayout, loadAuditLogPage, loadStaffMemberPage, loadStaffMembersPage, loadStaffOverviewPage } from '../features/staff/routes.ts'

/*
 * The staff area's sections (/admin/*), each page from its own feature folder (through its
 * routes.ts). They are routes of this lazily loaded module rather than of router.tsx, so the list of them, and the chunks each
 * needs, load with the staff area instead of with every page of the app (the preview page's
 * JavaScript budget, apps/web/scripts/check-budgets.ts).
 */
function page<T extends Record<string, unknown>>(load: () => Promise<T>, name: keyof T): LazyExoticComponent<ComponentType> {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }))
}

const Overview = page(loadStaffOverviewPage, 'StaffOverviewPage')
const Reports = page(loadReportsQueuePage, 'ReportsQueuePage')
const Reviews = page(loadReviewsPage, 'ReviewsPage')
const Members = page(loadStaffMembersPage, 'StaffMembersPage')
const Member = page(loadStaffMemberPage, 'StaffMemberPage')
const Orders = page(loadStaffOrdersPage, 'StaffOrdersPage')
const Catalog = page(loadCatalogAdminPage, 'CatalogAdminPage')
const AuditLog = page(loadAuditLogPage, 'AuditLogPage')

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

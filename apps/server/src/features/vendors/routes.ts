import { vendorEndpoints } from '@petfolk/contract/vendors'
import type { AppDeps } from '../../app-env.ts'
import { endpointRouter, ok } from '../../http/endpoint-router.ts'
import { listAnnouncements, listVendorFeatures } from './store.ts'

/** Vendor features (catalog content, at most 100). */
export function vendorFeatureRoutes(deps: AppDeps) {
  return endpointRouter(deps).on(vendorEndpoints.features, async () => ok(await listVendorFeatures(deps.db)))
}

/** Partner news (catalog content, at most 100). */
export function partnerAnnouncementRoutes(deps: AppDeps) {
  return endpointRouter(deps).on(vendorEndpoints.announcements, async () => ok(await listAnnouncements(deps.db)))
}

import { previewEndpoints } from '@petfolk/contract/demo'
import type { AppDeps } from '../../app-env.ts'
import { endpointRouter, ok } from '../../http/endpoint-router.ts'
import { listCareTips, listShowcase } from '../care/store.ts'
import { listPhotographers } from '../photographers/store.ts'

const PREVIEW_TIPS = 6
const PREVIEW_SHOWCASE = 6
const PREVIEW_PHOTOGRAPHERS = 6

/** Public sample data for visitors on /preview (no sign-in): demo content only, never users' rows. */
export function previewRoutes(deps: AppDeps) {
  const { db } = deps
  return endpointRouter(deps)
    .on(previewEndpoints.careTips, async () => ok(await listCareTips(db, PREVIEW_TIPS)))
    .on(previewEndpoints.showcase, async () => ok(await listShowcase(db, { limit: PREVIEW_SHOWCASE, demoOnly: true })))
    .on(previewEndpoints.photographers, async () => ok(await listPhotographers(db, PREVIEW_PHOTOGRAPHERS)))
}

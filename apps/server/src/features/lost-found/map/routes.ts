import { mapEndpoints } from '@petfolk/contract/lost-found/map'
import type { AppDeps } from '../../../app-env.ts'
import { endpointRouter, ok } from '../../../http/endpoint-router.ts'
import { lostAndFoundMarkers } from './store.ts'

/** Where the maps' tiles come from; the same for everyone, so any cache may keep it a while. */
export function mapSettingsRoutes(deps: AppDeps) {
  const { url, attribution } = deps.config.mapTiles
  return endpointRouter(deps).on(mapEndpoints.settings, async (_input, c) => {
    c.header('Cache-Control', 'public, max-age=3600')
    return ok({ tile_url: url, attribution })
  })
}

/** The lost-and-found map's points. Mounted before /api/lost-pets, whose /:id would otherwise take "map". */
export function lostAndFoundMapRoutes(deps: AppDeps) {
  const { db } = deps
  return endpointRouter(deps).on(mapEndpoints.lostAndFound, async ({ query }) => ok(await lostAndFoundMarkers(db, query)))
}
